/**
 * The localised words the hovers, the preview card and the summary line
 * share: the caster profile line, source tags, grid method names, area
 * labels, numbers and percentages in the reader's locale, English like any
 * other. Thin wrappers over the message catalogues (i18n/).
 */
import type { GridMethod } from '../compute/geometry';
import type { CasterProfile } from '../compute/abilities';
import { formatFixed, formatNumber, t, type Locale, type MessageKey } from '../i18n';
import type { SpellProfile } from './figures/profile';
import type { ResolvedProfile } from '../compute/abilities';
import { userWords } from '../rules/sources';

/** A number rounded to 2 decimals, written the locale's way (`31.5`, `31,5`). Called by every hover section. */
export function numIn(l: Locale, n: number): string {
  return formatNumber(l, Math.round(n * 100) / 100);
}

/** A probability as a percentage with one decimal (`74.1%`, `74,1%`), `0%` and `100%` exactly when so, `<0.1%` and `>99.9%` near them. */
export function pctIn(l: Locale, p: number | undefined): string {
  if (p === undefined || !Number.isFinite(p)) return '-';
  if (p === 0) return '0%';
  if (p === 1) return '100%';
  const v = Math.round(p * 1000) / 10;
  if (v === 0) return `<${formatNumber(l, 0.1)}%`;
  if (v === 100) return `>${formatNumber(l, 99.9)}%`;
  return `${formatFixed(l, v, 1)}%`;
}

const SOURCE_KEYS: Record<string, MessageKey> = {
  'seed 000': 'source.seed000',
  'seed 002': 'source.seed002',
  'seed 003': 'source.seed003',
  'seed 004': 'source.seed004',
  PHB: 'source.PHB',
  DMG: 'source.DMG',
};

/**
 * The sources of a figure at the end of a hover line or a preview fact, in the
 * locale: ` (D&D 5e rules)`, ` (правила D&D 5e; Книга гравця)`, `（D&D 5eのルール）`;
 * empty when none is known. A numbered rule text is named by its game
 * (`source.seed000`); a source the catalogue has no name for is shown as
 * written, rule texts by their game's name (rules/sources.ts `userWords`).
 */
export function sourceTagIn(l: Locale, ...sources: Array<string | undefined>): string {
  const list = sourceNamesIn(l, sources);
  if (list.length === 0) return '';
  return l === 'ja' ? `（${list.join('；')}）` : ` (${list.join('; ')})`;
}

/** The names of figure sources (ids such as `seed 000`, `PHB`) in the locale, each once: `explain`'s `[D&D 5e rules; PHB]`. */
export function sourceNamesIn(l: Locale, ids: Array<string | undefined>): string[] {
  return [...new Set(ids.filter((s): s is string => !!s).map((s) => (SOURCE_KEYS[s] ? t(l, SOURCE_KEYS[s]!) : userWords(s))))];
}

/** The casting ability's label: class abilities as they are (`CHA`, `INT/WIS`), the word "ability" in the locale. */
export function abilityIn(l: Locale, label: string): string {
  if (label === 'ability') return t(l, 'profile.ability');
  // `CHA/INT`, `DEX`: each abbreviation as the locale writes it (`ability.short.*`); anything else as written.
  return label
    .split('/')
    .map((a) => (/^(str|dex|con|int|wis|cha)$/i.test(a) ? t(l, `ability.short.${a.toLowerCase()}` as MessageKey) : a))
    .join('/');
}

function signed(n: number): string {
  return n >= 0 ? `+${n}` : `${n}`;
}

/** The caster profile in one line, in the locale: `ability 16 (+3), level 5 (+3)`, then any DC bonus, fixed DC or fixed attack bonus. */
export function describeProfileIn(l: Locale, p: ResolvedProfile, ability: string): string {
  const a = abilityIn(l, ability);
  const parts: string[] = [];
  parts.push(p.abilityScore !== undefined ? t(l, 'profile.score', { ability: a, score: p.abilityScore, mod: signed(p.abilityModifier) }) : t(l, 'profile.modifier', { ability: a, mod: signed(p.abilityModifier) }));
  parts.push(t(l, 'profile.level', { level: p.level, prof: signed(p.proficiencyBonus) }));
  if (p.dcBonus !== 0) parts.push(t(l, 'profile.dcBonus', { v: signed(p.dcBonus) }));
  if (p.dc !== undefined) parts.push(t(l, 'profile.fixedDc', { v: p.dc }));
  if (p.attackBonus !== undefined) parts.push(t(l, 'profile.fixedAttack', { v: signed(p.attackBonus) }));
  return parts.join(l === 'ja' ? '、' : ', ');
}

const DEFAULT_WORDS: Partial<Record<keyof CasterProfile, MessageKey>> = {
  abilityScore: 'profile.d.abilityScore',
  level: 'profile.d.level',
  dcBonus: 'profile.d.dcBonus',
  wizardLevel: 'profile.d.wizardLevel',
};

/** The sentence naming the defaulted profile fields among `fields` in the locale, or undefined when none was defaulted. */
export function defaultsNoteIn(l: Locale, profile: SpellProfile, fields: Array<keyof CasterProfile>): string | undefined {
  const d = profile.resolved.defaulted.filter((f) => fields.includes(f));
  const list = d.map((f) => DEFAULT_WORDS[f]).filter((x): x is MessageKey => !!x);
  if (list.length === 0) return undefined;
  return t(l, 'profile.default', { list: { list: list.map((key) => ({ key })), join: 'comma' } });
}

/**
 * The caster profile said once under a figure: the profile line, or, when
 * the score and level are both defaults, only the defaults note (it names
 * them and says where to set them); both when only one is a default.
 * Paragraphs of markdown, each to follow a blank line.
 */
export function profileParagraphsIn(l: Locale, profile: SpellProfile, label: string): string[] {
  const note = defaultsNoteIn(l, profile, ['abilityScore', 'level']);
  const all = ['abilityScore', 'level'].every((f) => profile.resolved.defaulted.includes(f as keyof CasterProfile));
  const line = t(l, 'hover.profile', { profile: describeProfileIn(l, profile.resolved, label) });
  if (!note) return [line];
  return all ? [`_${note}_`] : [line, `_${note}_`];
}

const METHOD_KEYS: Record<GridMethod, MessageKey> = { dmg: 'method.dmg', template: 'method.template', token: 'method.token', grid35: 'method.grid35', wfb: 'method.wfb', grid24: 'method.grid24' };

/** A grid method's display name in the locale (`method.*`). */
export function methodName(l: Locale, m: GridMethod): string {
  return t(l, METHOD_KEYS[m]);
}
