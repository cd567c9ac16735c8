/**
 * Checks on real spells: each is quiet on a spell
 * of the shared corpora as published and fires when one field is changed to
 * what the rule text forbids. The corpora are converted in memory by the
 * project's importers (never copied here); skips with a message when
 * ../shared/corpus is absent.
 */
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { createSpellService } from '../../../../server/src/service/service';
import { DEFAULT_SETTINGS } from '../../../../server/src/service/settings';
import { explainSpells } from '../../../../server/src/service/features/explain';
import { corpusText, haveCorpus, skipMessage } from '../../../helpers/corpus';
import { messageIn, fixTitleIn } from '../../../../server/src/service/i18n';

const svc = createSpellService();
const have = haveCorpus('srd') && haveCorpus('psrd') && haveCorpus('5etools') && haveCorpus('black-flag');
if (!have) console.warn(skipMessage('test/unit/service/rules/real-spells.test.ts', ['srd', 'psrd', '5etools', 'black-flag']));

type Spell = Record<string, unknown>;
type Corpus = 'srd' | 'psrd' | '5etools' | 'black-flag';
const cache = new Map<string, Spell[]>();
/** The named spell of a corpus, as its importer writes it (a fresh copy). */
function real(corpus: Corpus, name: string): Spell {
  if (!cache.has(corpus)) cache.set(corpus, (load(corpusText(corpus) ?? '') as { spells?: Spell[] } | undefined)?.spells ?? []);
  const s = cache.get(corpus)!.find((x) => x.name === name);
  if (!s) throw new Error(`${corpus}: no spell ${name}`);
  return structuredClone(s);
}

/** The findings of one rule on one spell of a system, as `severity: message`. */
function run(code: string, system: string, spell: Spell): string[] {
  return svc
    .analyze(JSON.stringify({ system, spells: [spell] }))
    .diagnostics.filter((d) => d.code === code)
    .map((d) => `${d.severity}: ${messageIn('en', d)}`);
}

describe.skipIf(!have)('the checks on real spells: quiet as published, firing on the forbidden form', () => {
  it('5e/material-cost: Warding Bond (two rings "worth at least 50 gp each", cost 100) is consistent; a cost of 75 is not', () => {
    const s = real('5etools', 'Warding Bond');
    expect(s.material).toMatchObject({ cost_gp: 100 });
    expect(run('5e/material-cost', 'dnd5e', s)).toEqual([]);
    (s.material as Spell).cost_gp = 75;
    expect(run('5e/material-cost', 'dnd5e', s)).toEqual(['warning: `cost_gp` is 75 but the material\'s text prices it at 50 gp.']);
  });

  it('dnd35/aiming-line: Fireball has its Area line; without it the spell aims at nothing', () => {
    const s = real('psrd', 'Fireball');
    expect(run('dnd35/aiming-line', 'dnd35', s)).toEqual([]);
    delete s.area;
    expect(run('dnd35/aiming-line', 'dnd35', s)).toHaveLength(1);
    expect(run('dnd35/aiming-line', 'dnd35', s)[0]).toMatch(/^warning: No `target`, `effect` or `area` line/);
  });

  it('dnd35/emanation-duration: Detect Evil\'s cone-shaped emanation lasts while concentrating; made instantaneous it is flagged. Hallow\'s "radius emanating from" is no emanation kind', () => {
    const s = real('psrd', 'Detect Evil');
    expect(run('dnd35/emanation-duration', 'dnd35', s)).toEqual([]);
    s.duration = 'instantaneous';
    expect(run('dnd35/emanation-duration', 'dnd35', s)).toHaveLength(1);
    expect(run('dnd35/emanation-duration', 'dnd35', real('psrd', 'Hallow'))).toEqual([]);
  });

  it('dnd35/area-shape: Fireball\'s spread is a sphere; Order\'s Wrath\'s "burst that fills a 30-ft. cube" is a look (info), never a warning', () => {
    expect(run('dnd35/area-shape', 'dnd35', real('psrd', 'Fireball'))).toEqual([]);
    const ow = run('dnd35/area-shape', 'dnd35', real('psrd', "Order's Wrath"));
    expect(ow).toHaveLength(1);
    expect(ow[0]).toMatch(/^info: A burst on a cube/);
  });

  it('5e/cylinder-height: Moonbeam with its SRD height (40 ft) is quiet; the 5e-database record, which has no height, is info', () => {
    const s = real('srd', 'Moonbeam');
    expect(run('5e/cylinder-height', 'dnd5e', s)).toEqual(['info: A cylinder extends its height up or down from its circle (D&D 5e rules), but this area gives no `height`.']);
    s.area = { ...(s.area as Spell), height: 40 };
    expect(run('5e/cylinder-height', 'dnd5e', s)).toEqual([]);
  });

  it('dnd35/ray: Ray of Frost with its ranged touch attack is quiet; as converted (no attack) it is info with a fix', () => {
    const s = real('psrd', 'Ray Of Frost');
    const found = svc.analyze(JSON.stringify({ system: 'dnd35', spells: [s] })).diagnostics.filter((d) => d.code === 'dnd35/ray');
    expect(found.map((d) => d.severity)).toEqual(['info']);
    expect(found[0]!.fixes?.[0] && fixTitleIn('en', found[0]!.fixes[0])).toBe('Add attack: ranged touch');
    s.attack = 'ranged touch';
    expect(run('dnd35/ray', 'dnd35', s)).toEqual([]);
  });

  it('tov/source-hint: Call Lightning (primordial, lightning) is quiet; Magic Missile (arcane, force) gets the wyrd hint', () => {
    expect(run('tov/source-hint', 'tov', real('black-flag', 'Call Lightning'))).toEqual([]);
    expect(run('tov/source-hint', 'tov', real('black-flag', 'Magic Missile'))).toEqual(['hint: Likely source (Tales of the Valiant rules): force damage leans wyrd; this spell is arcane.']);
  });
});

describe.skipIf(!have)('Black Flag on real data: its primordial source and its growing ritual', () => {
  it('Black Flag sources are read as primordial, with no tov/source finding', () => {
    const s = real('black-flag', 'Call Lightning');
    expect(s.source).toBe('primordial');
    expect(run('tov/source', 'tov', s)).toEqual([]);
  });

  it('Glyph of Warding grows with the caster\'s highest circle: 5d8 at circle 3, 6d8 once circle 4 is reachable (its text: +1d8 per circle above 3rd)', () => {
    const s = real('black-flag', 'Glyph of Warding');
    expect(s.damage).toMatchObject({ dice: '5d8', per_highest_circle: '1d8' });
    expect(run('tov/ritual-upcast', 'tov', s)).toEqual([]);
    const text = JSON.stringify({ caster: { level: 7 }, ...s, system: 'tov' });
    const e = explainSpells(svc.analyze(text, DEFAULT_SETTINGS), DEFAULT_SETTINGS).spells[0]!;
    expect(e.damage?.slice(0, 2).map((r) => [r.level, r.dice])).toEqual([
      [3, '5d8'],
      [4, '6d8'],
    ]);
    // Level 7 reaches circle 4: 6d8, average 27.
    expect(e.ritualGrowth).toMatchObject({ casterLevel: 7, highestCircle: 4, damage: { dice: '6d8', average: 27 } });
  });
});
