/**
 * `explain`'s report: every computed figure of each spell of a file (the
 * caster profile in force, the area and its squares per grid method, save
 * DC, spell attack bonus, damage and healing tables, concentration and
 * identify DCs, spell points, the lowest caster levels, Warhammer casting
 * odds) with the source of each, as `grimoire explain --json` prints it.
 *
 * The figures themselves are figures/*.ts's, which the hovers, the preview
 * card and `summaryLine` call too, so the figures they show agree. Pure: an
 * analysis and settings in, plain objects out; nothing here throws on user
 * input.
 */
import type { OriginSize } from '../compute/geometry';
import type { Analysis } from '../analysis';
import type { SpellModel } from '../model';
import type { GrimoireSettings } from '../settings';
import type { System } from '../types';
import { highestCircleAt, identifyDc, minCasterLevel, spellPointCost } from '../compute/abilities';
import { miscastTable } from '../compute/wfb-readings';
import { render, t } from '../i18n';
import { writtenIn } from './area-note';
import { spellRange, type ExplainedRange } from './range-info';
import { materialFocus } from './material-focus';
import { profileFor, spellAttack, spellSaveDc, type ProfileOverrides } from './figures/profile';
import { areaCounts, spellArea } from './figures/area';
import { spellLevel } from './figures/levels';
import { averageDamageConcentrationDc, damageTable, type DamageLine, type DamageRowText, type DamageTable } from './figures/damage';
import { castingRow, castingValues, type CastingRow, type DiceOdds } from './figures/warhammer';
import { figureRulesOf, figureSource, hasFigure, type Figure } from './figures/sources';

/** Everything `explain` reports for one spell (the `--json` shape). */
export interface ExplainedSpell {
  /** The spell's name, or "(unnamed spell)" in the settings' locale. */
  name: string;
  /** 1-based line of the spell's first key. */
  line: number;
  system: System;
  /** The caster profile used (not part of the documented shape; informative). */
  profile: { abilityScore: number | null; abilityModifier: number; level: number; proficiencyBonus: number; dcBonus: number; dc: number | null; attackBonus: number | null; wizardLevel: number; defaulted: string[] };
  /** `note`: why a count is 0 (e.g. an area over 1,000 ft), from the default method's footprint; `written`: the size as the spell wrote it when not in feet. Both in the settings' locale. */
  area?: { shape: string; sizes: Record<string, number>; template?: string; squares: Record<string, number>; squaresDiagonal?: Record<string, number>; note?: string; written?: string; origin?: { size: OriginSize; included: boolean } };
  /** 3.5: the range at the profile's caster level (feet and metres, the working, the figures' source). */
  range?: ExplainedRange;
  save?: { ability: string; dc: number };
  attack?: { bonus: number };
  damage?: DamageLine[];
  heal?: DamageLine[];
  /** What the damage and healing rows are (`slot`, `characterLevel`, `casterLevel`, `highestCircle` for a ToV ritual), and the ability added to the roll (`WIS`, or the word "modifier" in the settings' locale). */
  scaling?: { damage?: DamageTable['mode']; heal?: DamageTable['mode']; damageModifier?: string; healModifier?: string };
  /** ToV ritual that grows: the caster profile's highest circle and the dice there (seed 002's "2d8 + WIS, then 3d8 + WIS"). */
  ritualGrowth?: { casterLevel: number; highestCircle: number; damage?: RitualAt; heal?: RitualAt };
  /** 5e and ToV only (seed 004 has no concentration check). */
  concentrationDc?: number;
  /** 5e only (seed 000; seed 002 has none). */
  identifyDc?: number;
  /** 5e only (the DMG variant; ToV has none). */
  spellPoints?: number;
  /** `half` and `third` for 5e only (PHB class tables); ToV gives full casters only. */
  minCasterLevel?: { full: number; half?: number | null; third?: number | null };
  casting?: Array<{ castingValue: number; byDice: Record<string, DiceOdds> }>;
  /** 5e / ToV material: price, consumed, and whether a pouch or focus stands in under each reading of seed 000 (ToV: one rule, so A = B). */
  material?: { costGp?: number; consumed: boolean; focusA: boolean; focusB: boolean; disputed: boolean };
  /** Warhammer: the miscast table's rows, with ways out of 36 under both readings of the overlap at 3 (seed 003). */
  miscastTable?: Array<{ printed: string; result: string; waysA: number; waysB: number }>;
  /** Where each figure above comes from: a seed (`seed 000`) or the named rulebook (`PHB`, `DMG`, `SRD`). */
  sources?: Record<string, string>;
}

/** A ritual's dice at the caster's highest circle, with the ability modifier when the spell adds it. */
export interface RitualAt {
  dice: string;
  average: number;
  /** The ability added (`WIS`), when the entry says `add_modifier: true`. */
  modifier?: string;
  /** The average with the profile's modifier added. */
  averageWithModifier?: number;
}

/** The report of `explainSpells`: one entry per spell, in file order. */
export interface ExplainReport {
  spells: ExplainedSpell[];
}

/** Explain one spell (see {@link ExplainedSpell}). */
export function explainSpell(spell: SpellModel, settings: GrimoireSettings, line: number, overrides?: ProfileOverrides): ExplainedSpell {
  const profile = profileFor(spell, settings, overrides);
  const p = profile.resolved;
  const v = spell.value;
  const out: ExplainedSpell = {
    name: typeof v.name === 'string' ? v.name : t(settings.locale, 'preview.unnamed'),
    line,
    system: spell.system,
    profile: {
      abilityScore: p.abilityScore ?? null,
      abilityModifier: p.abilityModifier,
      level: p.level,
      proficiencyBonus: p.proficiencyBonus,
      dcBonus: p.dcBonus,
      dc: p.dc ?? null,
      attackBonus: p.attackBonus ?? null,
      wizardLevel: p.wizardLevel,
      defaulted: [...p.defaulted],
    },
  };
  const area = spellArea(spell, p.level);
  if (area) {
    const c = areaCounts(area.spec, spell.system, area.methods);
    const sizes: Record<string, number> = {};
    for (const k of ['radius', 'length', 'size', 'width', 'height', 'distance'] as const) if (area.spec[k] !== undefined) sizes[k] = area.spec[k]!;
    if (area.spec.shape === 'line' && sizes.width === undefined && spell.system !== 'dnd35') sizes.width = 5;
    out.area = { shape: area.spec.shape, sizes, squares: c.squares };
    // An emanation's origin: the size of its space and whether that space is in the area (SRD 5.2, Emanation).
    if (area.spec.shape === 'emanation') out.area.origin = { size: area.spec.originSize ?? 'medium', included: area.spec.includeOrigin === true };
    if (area.written) out.area.written = writtenIn(settings.locale, area.written);
    if (area.spec.template) out.area.template = area.spec.template;
    if (c.squaresDiagonal) out.area.squaresDiagonal = c.squaresDiagonal;
    // The last note of the default method's footprint says why it covers no square.
    if (Object.values(c.squares).some((n) => n === 0) && c.notes.length) out.area.note = render(settings.locale, c.notes[c.notes.length - 1]!);
  }
  const fiveE = spell.system === 'dnd5e' || spell.system === 'tov';
  if (fiveE) {
    const save = v.save && typeof v.save === 'object' ? (v.save as Record<string, unknown>) : undefined;
    if (save) out.save = { ability: typeof save.ability === 'string' ? save.ability : '', dc: spellSaveDc(profile) };
    if (typeof v.attack === 'string') out.attack = { bonus: spellAttack(profile) };
  }
  const sys = figureRulesOf(spell);
  const sources: Record<string, string> = {};
  const cite = (key: string, figure: Figure) => {
    const s = figureSource(figure, sys);
    if (s) sources[key] = s;
  };
  if (out.area) cite('area', 'areaSquares');
  if (out.save) cite('save', 'saveDc');
  if (out.attack) cite('attack', 'attackBonus');
  if (out.save || out.attack) cite('abilityModifier', 'abilityModifier');
  const plain = (rows: DamageRowText[]): DamageLine[] => rows.map((r) => ({ level: r.level, dice: r.dice, average: r.average, maximum: r.maximum }));
  const scaling: NonNullable<ExplainedSpell['scaling']> = {};
  const ROWS: Record<DamageTable['mode'], Figure> = { slot: 'slotScaling', characterLevel: 'cantripTiers', casterLevel: 'casterLevelRows', highestCircle: 'ritualGrowth' };
  const dmg = damageTable(spell, 'damage', p.level, settings.locale);
  if (dmg) {
    out.damage = plain(dmg.rows);
    scaling.damage = dmg.mode;
    if (dmg.modifier) scaling.damageModifier = dmg.modifier;
    cite('damage', ROWS[dmg.mode]);
    const c = hasFigure('concentrationDc', sys) ? averageDamageConcentrationDc(dmg, sys === 'dnd5e-2024' ? '2024' : '2014') : undefined;
    if (c !== undefined) {
      out.concentrationDc = c;
      cite('concentrationDc', 'concentrationDc');
    }
  }
  const heal = damageTable(spell, 'heal', p.level, settings.locale);
  if (heal) {
    out.heal = plain(heal.rows);
    scaling.heal = heal.mode;
    if (heal.modifier) scaling.healModifier = heal.modifier;
    cite('heal', ROWS[heal.mode]);
  }
  if (dmg || heal) out.scaling = scaling;
  const hi = highestCircleAt(p.level);
  const at = (t: DamageTable | undefined): RitualAt | undefined => {
    if (!t || t.mode !== 'highestCircle' || t.rows.length < 2 || hi === undefined) return undefined;
    const row = [...t.rows].reverse().find((r) => r.level <= hi) ?? t.rows[0]!;
    return { dice: row.dice, average: row.average, ...(t.modifier ? { modifier: t.modifier, averageWithModifier: row.average + p.abilityModifier } : {}) };
  };
  const growDamage = at(dmg);
  const growHeal = at(heal);
  if (hi !== undefined && (growDamage || growHeal)) out.ritualGrowth = { casterLevel: p.level, highestCircle: hi, ...(growDamage ? { damage: growDamage } : {}), ...(growHeal ? { heal: growHeal } : {}) };
  const range = spellRange(spell, p.level);
  if (range) {
    out.range = range;
    // A bare band's figures are the SRD 3.5's (seed 004 names none); a written formula is the spell's own.
    sources.range = range.source === 'srd' ? 'SRD' : 'spell text';
  }
  const mat = materialFocus(spell);
  if (mat) {
    out.material = mat;
    sources.material = sys === 'tov' ? 'seed 002' : sys === 'dnd5e-2024' ? 'SRD 5.2' : 'seed 000';
  }
  const level = spellLevel(spell);
  if (fiveE && level !== undefined) {
    if (hasFigure('identifyDc', sys)) {
      out.identifyDc = identifyDc(level);
      cite('identifyDc', 'identifyDc');
    }
    if (hasFigure('spellPoints', sys)) {
      out.spellPoints = spellPointCost(level);
      cite('spellPoints', 'spellPoints');
    }
    // The lowest caster level comes from class tables: the 2024 rules' are not in the SRD 5.2 text read here, so a 2024 spell has none.
    const m = hasFigure('minLevelFull', sys) ? minCasterLevel(level) : undefined;
    if (m) {
      out.minCasterLevel = hasFigure('minLevelHalfThird', sys) ? { full: m.full, half: m.half ?? null, third: m.third ?? null } : { full: m.full };
      cite('minCasterLevel', 'minLevelFull');
      if (hasFigure('minLevelHalfThird', sys)) cite('minCasterLevelHalfThird', 'minLevelHalfThird');
    }
  }
  if (spell.system === 'wfb') {
    const rows = castingValues(spell)
      .map((cv) => castingRow(cv, p.wizardLevel))
      .filter((r): r is CastingRow => !!r);
    if (rows.length) {
      out.casting = rows.map((r) => ({ castingValue: r.castingValue, byDice: r.byDice }));
      // The results are named in English in every locale, as the report always gave them.
      out.miscastTable = miscastTable().map((r) => ({ printed: r.printed, result: render('en', r.result), waysA: r.waysA, waysB: r.waysB }));
      cite('casting', 'castingOdds');
      cite('miscastTable', 'castingOdds');
    }
  }
  if (Object.keys(sources).length) out.sources = sources;
  return out;
}

/**
 * Explain every spell of an analysed file: the numbers hovers, inlay hints
 * and `grimoire explain --json` show. `profileOverrides` (command-line flags)
 * win over the file's `caster:` block and the settings.
 */
export function explainSpells(analysis: Analysis, settings: GrimoireSettings, profileOverrides?: ProfileOverrides): ExplainReport {
  const spells: ExplainedSpell[] = [];
  for (const s of analysis.spells) {
    try {
      spells.push(explainSpell(s, settings, analysis.lines.positionAt(s.start).line + 1, profileOverrides));
    } catch {
      // One unreadable spell does not hide the others.
    }
  }
  return { spells };
}
