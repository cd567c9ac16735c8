/**
 * The schema's reference text (hovers and completion documentation) in the
 * user's locale: the expected texts are the catalogue's, written out by hand
 * here; the YAML example block stays the schema's own.
 */
import { describe, expect, it } from 'vitest';
import { createSpellService } from '../../../../server/src/service/service';
import { normaliseSettings } from '../../../../server/src/service/settings';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SCHEMA_DOCS, schemaDocKey, schemaText, splitSchemaText } from '../../../../server/src/service/i18n/schema-docs';
import { LOCALES } from '../../../../server/src/service/i18n';
import { FIREBALL_BARE, FLAMING_CAGE } from '../../../helpers/spells';

const svc = createSpellService();
const a = svc.analyze(FIREBALL_BARE, normaliseSettings({}));
const at = (key: string) => FIREBALL_BARE.indexOf(`\n${key}:`) + 2;
const hover = (key: string, locale: string) => svc.hover(a, at(key), normaliseSettings({ locale }))?.markdown ?? '';

describe('schema texts in the hover', () => {
  it('English is the schema text as it was', () => {
    const h = hover('school', 'en');
    expect(h).toContain('**school**\n\nThe **school of magic**, one of `abjuration`');
    expect(h).toContain('Schools are descriptive: they have no rules of their own.\n\nExample:\n```yaml\nschool: evocation\n```');
  });

  it('ja: the hover on `school:` shows the Japanese text and the schema\'s own example under 例：', () => {
    const h = hover('school', 'ja');
    expect(h).toContain('**school**\n\n**魔法の系統**：`abjuration`、`conjuration`、`divination`、`enchantment`、`evocation`、`illusion`、`necromancy`、`transmutation`のいずれか。系統は分類のためのもので、それ自体のルールはありません。\n\n例：\n```yaml\nschool: evocation\n```');
    expect(h).not.toContain('school of magic');
  });

  it('a concentration hover uses the rule text\'s own terms in each locale', () => {
    const text = FIREBALL_BARE.replace('duration: Instantaneous', 'duration: Concentration, up to 1 minute\nconcentration: true');
    const b = svc.analyze(text, normaliseSettings({}));
    const h = (locale: string) => svc.hover(b, text.indexOf('\nconcentration:') + 2, normaliseSettings({ locale }))?.markdown ?? '';
    expect(h('ja')).toContain('**精神集中**');
    expect(h('uk')).toContain('**концентрації**');
    expect(h('uk')).toContain('рятівний кидок');
    expect(h('ru')).toContain('**концентрации**');
    expect(h('it')).toContain('**concentrazione**');
    expect(h('it')).toContain('tiro salvezza');
  });

  it('each game in its rule text\'s own words: ToV in Japanese, Warhammer in Russian, 3.5 in Italian', () => {
    const at2 = (text: string, key: string, locale: string) => {
      const b = svc.analyze(text, normaliseSettings({}));
      return svc.hover(b, text.indexOf(`\n${key}:`) + 2, normaliseSettings({ locale }))?.markdown ?? '';
    };
    const tov = 'name: Alarm\nsystem: tov\ncircle: 1\nsource: arcane\nschool: abjuration\ncasting_time: 1 minute\nrange: 30 feet\ncomponents: [V, S]\nduration: 8 hours\nritual: true\n';
    const ritual = at2(tov, 'ritual', 'ja');
    expect(ritual).toContain('**儀式**');
    expect(ritual).toContain('**より高いサークルで発動できません**');
    const cv = at2(FLAMING_CAGE, 'casting_value', 'ru');
    expect(cv).toContain('**Сложность заклинания**');
    expect(cv).toContain('**Непреодолимой Силой**');
    expect(cv).toContain('**Магическая Ошибка**');
    const d35 = 'name: Fireball\nsystem: dnd35\nlevels: { sorcerer: 3, wizard: 3 }\nschool: evocation\narea: 20-ft.-radius spread\n';
    const area = at2(d35, 'area', 'it');
    for (const w of ['**esplosione**', '**emanazione**', '**propagazione**']) expect(area).toContain(w);
    expect(area).toContain('`20-ft.-radius spread`');
  });

  it('a text the catalogue does not know (a schema edited alone) stays English, never empty', () => {
    for (const l of LOCALES) expect(schemaText({ markdownDescription: 'Brand new key.' }, l)).toBe('Brand new key.');
    expect(schemaText(undefined, 'ja')).toBeUndefined();
    expect(schemaText({ description: 'One descriptor.' }, 'ja')).toBe('補足説明1つ。');
  });
});

describe('schema texts in completion documentation', () => {
  it('ja: key completions carry the Japanese text', () => {
    const text = 'name: X\nlevel: 1\n';
    const b = svc.analyze(text, normaliseSettings({}));
    const items = svc.complete(b, text.length, normaliseSettings({ locale: 'ja' }));
    const school = items.find((i) => i.label === 'school');
    expect(school?.documentation).toMatch(/^\*\*魔法の系統\*\*：/);
    const en = svc.complete(b, text.length, normaliseSettings({})).find((i) => i.label === 'school');
    expect(en?.documentation).toMatch(/^The \*\*school of magic\*\*/);
  });
});

describe('every schema node, every locale', () => {
  const nodes: Array<Record<string, unknown>> = [];
  const walk = (o: unknown): void => {
    if (Array.isArray(o)) return o.forEach(walk);
    if (!o || typeof o !== 'object') return;
    const r = o as Record<string, unknown>;
    if (typeof r.markdownDescription === 'string' || typeof r.description === 'string') nodes.push(r);
    Object.values(r).forEach(walk);
  };
  walk(JSON.parse(readFileSync(join(__dirname, '../../../../schemas/spell.schema.json'), 'utf8')));

  it('English is the schema\'s own text; every other locale is its translation, with the node\'s YAML example byte for byte', () => {
    expect(nodes.length).toBeGreaterThan(250);
    for (const n of nodes) {
      const md = (typeof n.markdownDescription === 'string' ? n.markdownDescription : n.description) as string;
      expect(schemaText(n, 'en')).toBe(md);
      const { prose, tail } = splitSchemaText(md);
      const key = schemaDocKey(prose)!;
      for (const l of LOCALES.filter((x) => x !== 'en')) {
        const heading = SCHEMA_DOCS[l]['schemaDoc._example'];
        expect(schemaText(n, l), `${l} ${key}`).toBe(tail ? `${SCHEMA_DOCS[l][key]}\n\n${heading}\n${tail}` : SCHEMA_DOCS[l][key]);
        if (tail) expect(md.endsWith(`\n\nExample:\n${tail}`)).toBe(true);
      }
    }
  });
});
