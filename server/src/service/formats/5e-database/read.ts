/**
 * Importer for the 5e-database spell JSON (5e-bits/5e-database, `src/2014/en/5e-SRD-Spells.json`,
 * SRD 5.1) into a `system: dnd5e` Grimoire dataset (docs/format.md).
 *
 * Source data is converted, not corrected: known flaws of the SRD data (reactions without a trigger,
 * `Self` range on area spells, dice that are not `NdM[+K]`) are kept as they are and reported as warnings
 * so that the linter can flag them.
 */
import type { MsgRef } from '../../i18n';
import type { MappedSpell, Path } from '../types';
import type { Codec } from '../contract';
import { write5eDatabase } from './write';
import { DAMAGE_TYPES, SCHOOLS, Warnings, importRecords, isRecord, nonEmptyString, notObject, recordLabel, type Conversion, type ImportResult } from '../records';
import { DND5E_KEY_ORDER, orderKeys, renderDataset, type SpellRecord } from '../dataset';
import { diffDiceSum, isSimpleDice, normalizeDice, parseDiceSum, sameDiceSum, singleIncrement, type DiceSum } from '../../text/dice';

/** Result and record types shared by the importers (see ../records). */
export type { ImportResult, ImportWarning, Conversion, SpellRecord } from '../records';

/** Credit line required by CC-BY-4.0 for SRD 5.1 material (from the corpus README). */
export const SRD51_ATTRIBUTION =
  'This work includes material taken from the System Reference Document 5.1 ("SRD 5.1") by Wizards of the Coast LLC, ' +
  'available at https://dnd.wizards.com/resources/systems-reference-document, licensed under CC BY 4.0.';

/** SPDX identifier of the licence the SRD import is distributed under. */
export const SRD51_LICENSE = 'CC-BY-4.0';

/** Where the 5e-database corpus came from (corpus README). */
export const SRD51_SOURCE = {
  repo: '5e-bits/5e-database',
  path: 'src/2014/en/5e-SRD-Spells.json',
  commit: 'fcf94ebb3f9326986cc366084ec40cbb2d6d7e52',
  repoHead: 'bfd3db4bcc31699cce703b46feb9af3f0ff08999',
} as const;

/** The `book` of every imported spell. */
export const SRD51_BOOK = 'SRD 5.1';

const ABILITIES = new Set(['str', 'dex', 'con', 'int', 'wis', 'cha']);
const SUCCESS = new Set(['none', 'half', 'other']);
/** Cantrip damage tiers of 5e: the string form of `per_character_level` means "add this at 5, 11 and 17". */
const CANTRIP_TIERS = [1, 5, 11, 17];

/** `{ index }` objects (or bare strings) to their lower-case index. */
function indexOf(value: unknown): string | undefined {
  if (typeof value === 'string') return nonEmptyString(value)?.toLowerCase();
  if (isRecord(value)) return nonEmptyString(value.index)?.toLowerCase() ?? nonEmptyString(value.name)?.toLowerCase();
  return undefined;
}

/**
 * Joins 5e-database `desc` paragraphs: paragraphs are separated by a blank line, except that consecutive
 * markdown table rows (`| ... |`) and list items (`- ...`) stay on consecutive lines so tables and lists survive.
 */
export function joinParagraphs(paragraphs: readonly string[]): string {
  let out = '';
  let previous: 'table' | 'list' | 'text' | undefined;
  for (const raw of paragraphs) {
    // Blanks before a line's end are taken from the start of their run only (`(?<![ \t])`): linear in a long run.
    const text = raw.replace(/\r\n?/g, '\n').replace(/(?<![ \t])[ \t]+$/gm, '').trim();
    if (text === '') continue;
    const kind = text.startsWith('|') ? 'table' : /^[-*] /.test(text) ? 'list' : 'text';
    if (previous !== undefined) out += kind === previous && kind !== 'text' ? '\n' : '\n\n';
    out += text;
    previous = kind;
  }
  return out;
}

/** Parses a `{ "level": "dice" }` table, sorted by level; bad entries are reported and dropped. */
function levelTable(
  value: unknown,
  what: string,
  spell: string,
  warnings: Warnings,
): Row[] {
  if (!isRecord(value)) {
    warnings.add(spell, { key: 'import.w.notLevelMap', args: { what } }, tableField(what));
    return [];
  }
  const rows: Row[] = [];
  for (const [key, raw] of Object.entries(value)) {
    const level = Number(key);
    const dice = typeof raw === 'number' ? String(raw) : nonEmptyString(raw);
    if (!Number.isInteger(level) || level < 0 || level > 20 || dice === undefined) {
      warnings.add(spell, { key: 'import.w.badLevelEntry', args: { what, key: JSON.stringify(key), value: `${JSON.stringify(raw)}` } }, [...tableField(what), key]);
      continue;
    }
    rows.push({ level, dice: normalizeDice(dice) });
  }
  return rows.sort((a, b) => a.level - b.level);
}

type Row = { level: number; dice: string };

/** Where a level table is in a record: `damage.damage_at_slot_level`, or `heal_at_slot_level` at the top. */
function tableField(what: string): Path {
  return what === 'heal_at_slot_level' ? [what] : ['damage', what];
}

/**
 * Drops a `+MOD` term (spellcasting ability modifier: `1d8 + MOD`) from the dice: the format has no place
 * for it (the schema's `heal` says the modifier is added "where the text says so"). Reported once per table.
 */
function stripModifier(rows: Row[], what: string, spell: string, warnings: Warnings): Row[] {
  let stripped = false;
  const out = rows.map((row) => {
    const dice = row.dice.replace(/[+-]MOD\b/gi, '');
    if (dice !== row.dice) stripped = true;
    return { level: row.level, dice };
  });
  if (stripped) {
    warnings.add(spell, { key: 'import.w.mod', args: { what } }, tableField(what));
  }
  return out;
}

/** Reports dice expressions outside the docs/format.md `NdM[+K]` form (once per table), each quoted up to 60 characters. */
function checkDiceForm(rows: Row[], what: string, spell: string, warnings: Warnings): void {
  const odd = [...new Set(rows.map((r) => r.dice).filter((d) => !isSimpleDice(d)))];
  if (odd.length === 0) return;
  warnings.add(spell, { key: 'import.w.diceForm', args: { what, dice: odd.map((d) => JSON.stringify(d.length > 60 ? `${d.slice(0, 60)}…` : d)).join(', ') } }, tableField(what));
}

/**
 * Splits rows whose every entry is a sum of the same number (2 or more) of `NdM` terms (`2d8 + 4d6`) into
 * one row list per term, so each becomes an entry of a damage list; undefined when the rows are not like that.
 */
function splitSums(rows: Row[]): Row[][] | undefined {
  const termLists = rows.map((row) => row.dice.split('+'));
  const n = termLists[0]?.length ?? 0;
  if (n < 2) return undefined;
  if (!termLists.every((terms) => terms.length === n && terms.every((t) => /^\d+d\d+$/.test(t)))) return undefined;
  return Array.from({ length: n }, (_, i) => rows.map((row, r) => ({ level: row.level, dice: (termLists[r] as string[])[i] as string })));
}

/** The common increment between consecutive rows, when every step adds the same single `NdM` or `K`. */
function uniformIncrement(rows: Row[]): string | undefined {
  if (rows.length < 2) return undefined;
  const sums: DiceSum[] = [];
  for (const row of rows) {
    const sum = parseDiceSum(row.dice);
    if (!sum) return undefined;
    sums.push(sum);
  }
  const first = diffDiceSum(sums[0] as DiceSum, sums[1] as DiceSum);
  for (let i = 1; i < sums.length - 1; i++) {
    if (!sameDiceSum(first, diffDiceSum(sums[i] as DiceSum, sums[i + 1] as DiceSum))) return undefined;
  }
  return singleIncrement(first);
}

/** Map of the rows above the base (totals at each level), keys as level strings. */
function totalsAbove(rows: Row[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const row of rows.slice(1)) out[String(row.level)] = row.dice;
  return out;
}

/** One roll scaled by slot level: `{ dice }`, `{ dice, per_slot }` (uniform steps) or `{ dice, at_slot_level }`. */
function scaleBySlot(rows: Row[]): Record<string, unknown> {
  const base = rows[0] as Row;
  const out: Record<string, unknown> = { dice: base.dice };
  if (rows.every((row) => row.dice === base.dice)) return out;
  const contiguous = rows.every((row, i) => row.level === base.level + i);
  const step = contiguous ? uniformIncrement(rows) : undefined;
  if (step !== undefined) out.per_slot = step;
  else out.at_slot_level = totalsAbove(rows);
  return out;
}

/** One roll scaled by character level: `{ dice }`, `{ dice, per_character_level: NdM }` (5/11/17 steps) or a map. */
function scaleByCharacter(rows: Row[]): Record<string, unknown> {
  const base = rows[0] as Row;
  const out: Record<string, unknown> = { dice: base.dice };
  if (rows.every((row) => row.dice === base.dice)) return out;
  const standardTiers = rows.length === CANTRIP_TIERS.length && rows.every((row, i) => row.level === CANTRIP_TIERS[i]);
  out.per_character_level = (standardTiers ? uniformIncrement(rows) : undefined) ?? totalsAbove(rows);
  return out;
}

/**
 * A level -> dice table as one or more scaled rolls. Sums of several dice terms (Flame Strike `4d6 + 4d6`,
 * Ice Storm `2d8 + 4d6`) become one roll per term when `allowList` (damage lists); otherwise they stay as text.
 */
function scaledRolls(
  table: unknown,
  what: string,
  baseLevel: number | undefined,
  mode: 'slot' | 'character',
  allowList: boolean,
  spell: string,
  warnings: Warnings,
): Array<Record<string, unknown>> {
  let rows = levelTable(table, what, spell, warnings);
  if (rows.length === 0) {
    warnings.add(spell, { key: 'import.w.noEntries', args: { what } }, tableField(what));
    return [];
  }
  const first = rows[0] as Row;
  if (baseLevel !== undefined && first.level !== baseLevel) {
    warnings.add(spell, { key: mode === 'slot' ? 'import.w.startsSlot' : 'import.w.startsCharacter', args: { what, first: `${first.level}`, base: `${baseLevel}` } }, tableField(what));
  }
  rows = stripModifier(rows, what, spell, warnings);
  const scale = mode === 'slot' ? scaleBySlot : scaleByCharacter;
  const parts = allowList ? splitSums(rows) : undefined;
  if (parts) {
    warnings.add(spell, { key: 'import.w.sum', args: { what, dice: JSON.stringify(first.dice), n: parts.length } }, tableField(what));
    return parts.map(scale);
  }
  checkDiceForm(rows, what, spell, warnings);
  if (allowList && rows.some((row) => /^\d+$/.test(row.dice))) {
    warnings.add(spell, { key: 'import.w.flat', args: { what, dice: `${JSON.stringify(first.dice)}` } }, tableField(what));
  }
  return [scale(rows)];
}

/** Converts one 5e-database record; undefined (with a warning) when it cannot be a spell at all. */
function convertRecord(record: unknown, index: number, warnings: Warnings): SpellRecord | undefined {
  const label = recordLabel(record, index, 'index');
  if (!isRecord(record)) {
    warnings.add(label, notObject(record));
    return undefined;
  }
  const name = nonEmptyString(record.name);
  if (!name) {
    warnings.add(label, { key: 'import.w.noName' });
    return undefined;
  }
  const warn = (message: MsgRef, field?: Path): void => warnings.add(name, message, field);
  const spell: SpellRecord = { name };

  // level
  const level = record.level;
  let spellLevel: number | undefined;
  if (typeof level === 'number' && Number.isInteger(level) && level >= 0 && level <= 9) {
    spellLevel = level;
    spell.level = level;
  } else {
    warn({ key: 'import.w.badLevel', args: { value: `${JSON.stringify(level)}` } }, ['level']);
  }

  // school
  const school = indexOf(record.school);
  if (school === undefined) warn({ key: 'import.w.noSchool' }, ['school']);
  else {
    if (!SCHOOLS.includes(school)) warn({ key: 'import.w.unknownSchool', args: { value: school } }, ['school']);
    spell.school = school;
  }

  // casting time
  const castingTime = nonEmptyString(record.casting_time);
  if (castingTime === undefined) warn({ key: 'import.w.noCastingTime' }, ['casting_time']);
  else {
    spell.casting_time = castingTime;
    if (/\breaction\b/i.test(castingTime) && !/,|\bwhen\b|\bwhich\b/i.test(castingTime)) {
      warn({ key: 'import.w.noTrigger', args: { value: castingTime } }, ['casting_time']);
    }
  }

  // range
  const range = nonEmptyString(record.range);
  if (range === undefined) warn({ key: 'import.w.noRange' }, ['range']);
  else spell.range = range;

  // components + material
  if (Array.isArray(record.components)) {
    const components: string[] = [];
    for (const c of record.components) {
      const letter = typeof c === 'string' ? c.trim().toUpperCase() : undefined;
      if (letter === 'V' || letter === 'S' || letter === 'M') {
        if (!components.includes(letter)) components.push(letter);
      } else warn({ key: 'import.w.unknownComponent', args: { value: `${JSON.stringify(c)}` } }, ['components']);
    }
    spell.components = components;
  } else warn({ key: 'import.w.noComponents' }, ['components']);
  const material = nonEmptyString(record.material);
  if (material !== undefined) spell.material = material;
  const hasM = Array.isArray(spell.components) && spell.components.includes('M');
  if (hasM && material === undefined) warn({ key: 'import.w.noMaterial' }, ['material']);
  if (!hasM && material !== undefined) warn({ key: 'import.w.materialNoM' }, ['material']);

  // duration + concentration
  const concentration = record.concentration === true;
  const duration = nonEmptyString(record.duration);
  if (duration === undefined) warn({ key: 'import.w.noDuration' }, ['duration']);
  else {
    const upTo = /^up to\s+/i.exec(duration);
    if (concentration && upTo) spell.duration = `Concentration, up to ${duration.slice(upTo[0].length)}`;
    else {
      spell.duration = duration;
      if (concentration && !/^concentration/i.test(duration)) {
        warn({ key: 'import.w.concNoUpTo', args: { duration } }, ['duration']);
      }
      if (!concentration && upTo) warn({ key: 'import.w.upToNoConc', args: { duration } }, ['duration']);
    }
  }
  if (concentration) spell.concentration = true;
  if (record.ritual === true) spell.ritual = true;
  for (const key of ['concentration', 'ritual'] as const) {
    if (record[key] !== undefined && typeof record[key] !== 'boolean') warn({ key: 'import.w.notBoolean', args: { key, value: `${JSON.stringify(record[key])}` } }, [key]);
  }

  // area
  if (record.area_of_effect !== undefined) {
    const aoe = record.area_of_effect;
    const shape = isRecord(aoe) ? nonEmptyString(aoe.type)?.toLowerCase() : undefined;
    const size = isRecord(aoe) ? aoe.size : undefined;
    if (shape === undefined || typeof size !== 'number' || !(size > 0)) {
      warn({ key: 'import.w.badAoe', args: { value: `${JSON.stringify(aoe)}` } }, ['area_of_effect']);
    } else {
      const dimension: Record<string, string> = { sphere: 'radius', cone: 'length', cube: 'size', line: 'length', cylinder: 'radius' };
      const key = dimension[shape];
      if (key === undefined) warn({ key: 'import.w.unknownAoe', args: { shape: `${shape}` } }, ['area_of_effect', 'type']);
      else {
        spell.area = { shape, [key]: size };
        if (shape === 'cylinder') warn({ key: 'import.w.cylinder', args: { size: `${size}` } }, ['area_of_effect']);
      }
      if (range !== undefined && /^self$/i.test(range)) {
        warn({ key: 'import.w.selfArea', args: { size: `${size}`, shape: `${shape}` } }, ['range']);
      }
    }
  }

  // save
  if (record.dc !== undefined) {
    const dc = record.dc;
    const ability = isRecord(dc) ? indexOf(dc.dc_type) : undefined;
    if (!isRecord(dc) || ability === undefined) warn({ key: 'import.w.noDcType', args: { value: `${JSON.stringify(dc)}` } }, ['dc']);
    else {
      const save: Record<string, unknown> = { ability };
      if (!ABILITIES.has(ability)) warn({ key: 'import.w.unknownAbility', args: { value: ability } }, ['dc', 'dc_type']);
      const success = nonEmptyString(dc.dc_success)?.toLowerCase();
      if (success !== undefined && SUCCESS.has(success)) save.success = success;
      else warn({ key: 'import.w.badDcSuccess', args: { value: `${JSON.stringify(dc.dc_success)}` } }, ['dc', 'dc_success']);
      const effect = nonEmptyString(dc.desc);
      if (effect !== undefined) save.effect = effect;
      spell.save = save;
    }
  }

  // attack
  if (record.attack_type !== undefined) {
    const attack = nonEmptyString(record.attack_type)?.toLowerCase();
    if (attack === 'melee' || attack === 'ranged') spell.attack = attack;
    else warn({ key: 'import.w.badAttackType', args: { value: `${JSON.stringify(record.attack_type)}` } }, ['attack_type']);
  }

  // damage
  if (record.damage !== undefined) {
    const dmg = record.damage;
    if (!isRecord(dmg)) warn({ key: 'import.w.damageNotObject' }, ['damage']);
    else {
      let rolls: Array<Record<string, unknown>> = [];
      if (dmg.damage_at_slot_level !== undefined) {
        rolls = scaledRolls(dmg.damage_at_slot_level, 'damage_at_slot_level', spellLevel, 'slot', true, name, warnings);
        if (dmg.damage_at_character_level !== undefined) warn({ key: 'import.w.bothTables' }, ['damage', 'damage_at_character_level']);
      } else if (dmg.damage_at_character_level !== undefined) {
        rolls = scaledRolls(dmg.damage_at_character_level, 'damage_at_character_level', 1, 'character', true, name, warnings);
      } else warn({ key: 'import.w.noDamageTable' }, ['damage']);
      const type = indexOf(dmg.damage_type);
      if (type === undefined) warn({ key: 'import.w.noDamageType' }, ['damage', 'damage_type']);
      else if (!DAMAGE_TYPES.includes(type)) warn({ key: 'import.w.unknownDamageType', args: { value: type } }, ['damage', 'damage_type']);
      const order = ['dice', 'type', 'per_slot', 'per_character_level', 'at_slot_level'];
      const entries = rolls.map((roll, i) => orderKeys(i === 0 ? { ...roll, type } : roll, order));
      if (entries.length === 0 && type !== undefined) entries.push({ type });
      if (entries.length === 1) spell.damage = entries[0];
      else if (entries.length > 1) spell.damage = entries;
    }
  }

  // heal
  if (record.heal_at_slot_level !== undefined) {
    const [heal] = scaledRolls(record.heal_at_slot_level, 'heal_at_slot_level', spellLevel, 'slot', false, name, warnings);
    if (heal !== undefined) spell.heal = heal;
  }

  // higher levels
  if (record.higher_level !== undefined) {
    const parts = Array.isArray(record.higher_level) ? record.higher_level.filter((p): p is string => typeof p === 'string') : [];
    const text = joinParagraphs(parts);
    if (text !== '') spell.higher_levels = text;
    else warn({ key: 'import.w.badHigherLevel' }, ['higher_level']);
  }

  // classes
  if (Array.isArray(record.classes)) {
    const classes: string[] = [];
    for (const c of record.classes) {
      const cls = indexOf(c);
      if (cls === undefined) warn({ key: 'import.w.classNoIndex', args: { value: `${JSON.stringify(c)}` } }, ['classes']);
      else if (!classes.includes(cls)) classes.push(cls);
    }
    if (classes.length > 0) spell.classes = classes;
  } else if (record.classes !== undefined) warn({ key: 'import.w.classesNotArray' }, ['classes']);

  // description
  if (Array.isArray(record.desc)) {
    const text = joinParagraphs(record.desc.filter((p): p is string => typeof p === 'string'));
    if (text !== '') spell.description = text;
    else warn({ key: 'import.w.descNoText' }, ['desc']);
  } else if (typeof record.desc === 'string' && record.desc.trim() !== '') {
    spell.description = record.desc.trim();
  } else warn({ key: 'import.w.noDesc' }, ['desc']);

  spell.book = SRD51_BOOK;
  return orderKeys(spell, DND5E_KEY_ORDER);
}

/**
 * Converts 5e-database spell JSON (an array of spell objects) to Grimoire `dnd5e` spell mappings.
 * Never throws: malformed input gives warnings, and bad records are skipped or converted as far as possible.
 */
export function convert5eDatabase(json: unknown): Conversion {
  const { spells, warnings } = importRecords(json, FIVE_E_DATABASE, '5e-database', DND5E_KEY_ORDER, 'index');
  return { spells, warnings };
}

/**
 * Imports 5e-database spell JSON (SRD 5.1) as a whole `system: dnd5e` YAML dataset file with attribution,
 * licence and a header comment naming the source. Pure (no IO); never throws.
 */
export function import5eDatabase(json: unknown): ImportResult {
  const { spells, warnings, report } = importRecords(json, FIVE_E_DATABASE, '5e-database', DND5E_KEY_ORDER, 'index');
  const text = renderDataset({
    comment: [
      'grimoire: spells',
      `SRD 5.1 spells (D&D 5e, 2014): ${spells.length} spells.`,
      `Source: ${SRD51_SOURCE.repo}, ${SRD51_SOURCE.path}`,
      `  at commit ${SRD51_SOURCE.commit} (repo HEAD ${SRD51_SOURCE.repoHead}).`,
      'Licence: CC-BY-4.0 (SRD 5.1 text by Wizards of the Coast LLC; also released under the OGL 1.0a).',
      'Generated by `grimoire import`; source data flaws are kept as they are and reported as warnings.',
    ],
    system: 'dnd5e',
    attribution: SRD51_ATTRIBUTION,
    license: SRD51_LICENSE,
    spells,
    blockDescriptions: true,
  });
  return { text, spells: spells.length, warnings, report };
}

/** The record fields the reading maps (the others, `index`, `url`, `subclasses`, are carried). */
const MAPPED = ['name', 'level', 'school', 'casting_time', 'range', 'components', 'material', 'duration', 'concentration', 'ritual', 'area_of_effect', 'dc', 'attack_type', 'damage', 'heal_at_slot_level', 'higher_level', 'classes', 'desc'];

/** Read one 5e-database record as the contract reads every format (the warnings as notes naming their fields). */
export function read5eDatabase(record: Record<string, unknown>): MappedSpell {
  const w = new Warnings();
  const spell = convertRecord(record, 0, w);
  return {
    format: '5e-database',
    system: 'dnd5e',
    value: spell ? { ...spell, system: 'dnd5e' } : {},
    sources: [],
    used: spell ? MAPPED.filter((k) => k in record).map((k) => [k]) : [],
    notes: w.notes(),
  };
}

/** The 5e-database codec: this reader and write.ts. */
export const FIVE_E_DATABASE: Codec = { read: read5eDatabase, write: write5eDatabase };
