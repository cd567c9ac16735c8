/**
 * Importer for the PSRD-Data Pathfinder 1e spell JSON (devonjones/PSRD-Data `*\/spell/*.json`, concatenated
 * into one array) into a `system: dnd35` Grimoire dataset (docs/format.md).
 *
 * Stat-block lines are copied as text (their spelling variants are real data the linter reports on);
 * only the known broken `components` parses are repaired, each with a warning.
 */
import type { MsgRef } from '../../i18n';
import type { MappedSpell, Path } from '../types';
import type { Codec } from '../contract';
import { writePsrd } from './write';
import { SCHOOLS, Warnings, importRecords, isRecord, nonEmptyString, notObject, recordLabel, type Conversion, type ImportResult } from '../records';
import { DND35_KEY_ORDER, orderKeys, renderDataset, type SpellRecord } from '../dataset';
import { firstParagraph } from '../../text/html';

/** Result and record types shared by the importers (see ../records). */
export type { ImportResult, ImportWarning, Conversion, SpellRecord } from '../records';

/** Where the PSRD-Data corpus came from (corpus README). */
export const PSRD_SOURCE = {
  repo: 'devonjones/PSRD-Data',
  paths: '*/spell/*.json',
  commit: '76ea4784604145ba3dea40eb56f83bb904759467',
} as const;

/** Section 15 credit for the Pathfinder Reference Document, which the spell data comes from. */
export const PSRD_ATTRIBUTION =
  'Pathfinder Roleplaying Game Reference Document. \u00a9 2011, Paizo Publishing, LLC; Author: Paizo Publishing, LLC. ' +
  'Open Game Content under the Open Game License v1.0a (see OGL-1.0a.txt for the licence and its Section 15). ' +
  'Data from devonjones/PSRD-Data.';

/** Licence identifier of the PSRD import. */
export const PSRD_LICENSE = 'OGL-1.0a';

const DND35_SCHOOLS = new Set([...SCHOOLS, 'universal']);
const COMPONENT_LETTERS = new Set(['V', 'S', 'M', 'F', 'DF', 'XP']);

/** Text fields copied as they are (trimmed). */
const TEXT_FIELDS = ['casting_time', 'range', 'duration', 'saving_throw', 'spell_resistance'] as const;

/** Where each PSRD `effects[].name` goes; compound names ("Target or Area") go to `target` with a warning. */
const EFFECT_KEYS: Record<string, 'target' | 'effect' | 'area'> = {
  target: 'target',
  targets: 'target',
  'target or targets': 'target',
  effect: 'effect',
  area: 'area',
};

/** Converts PSRD `levels: [{class, level}]` to `{ class: level }` (lower-case, duplicates merged). */
function convertLevels(value: unknown, warn: (m: MsgRef) => void): Record<string, number> | undefined {
  if (!Array.isArray(value)) {
    warn({ key: 'import.w.levelsNotArray' });
    return undefined;
  }
  const levels: Record<string, number> = {};
  for (const entry of value) {
    const cls = isRecord(entry) ? nonEmptyString(entry.class)?.toLowerCase().replace(/\s+/g, ' ') : undefined;
    const level = isRecord(entry) ? entry.level : undefined;
    if (cls === undefined || typeof level !== 'number' || !Number.isInteger(level) || level < 0 || level > 9) {
      warn({ key: 'import.w.badLevelsEntry', args: { value: `${JSON.stringify(entry)}` } });
      continue;
    }
    const previous = levels[cls];
    if (previous !== undefined && previous !== level) {
      warn({ key: 'import.w.classTwice', args: { cls: `${cls}`, a: `${previous}`, b: `${level}`, kept: `${Math.min(previous, level)}` } });
      levels[cls] = Math.min(previous, level);
    } else levels[cls] = level;
  }
  if (Object.keys(levels).length === 0) {
    warn({ key: 'import.w.noClassLevels' });
    return undefined;
  }
  return levels;
}

/**
 * Converts PSRD `components` to letters plus material/focus texts, repairing the known broken parses:
 * a `{type: null, text: "; see text"}` tail (Hypnotic/Rainbow Pattern) is dropped, and unknown `type`
 * fragments split at a thousands comma (Memory of Function: "powdered skymetal worth 10" + "000 gp")
 * are rejoined into one M component.
 */
function convertComponents(
  value: unknown,
  warn: (m: MsgRef) => void,
): { components: string[]; material?: string; focus?: string } | undefined {
  if (!Array.isArray(value)) {
    warn({ key: 'import.w.componentsNotArray' });
    return undefined;
  }
  const components: string[] = [];
  let material: string | undefined;
  let focus: string | undefined;
  const dfTexts: string[] = [];
  const fragments: string[] = [];
  const add = (letter: string): void => {
    if (!components.includes(letter)) components.push(letter);
  };
  const flushFragments = (): void => {
    if (fragments.length === 0) return;
    const text = fragments.join(',');
    fragments.length = 0;
    warn({ key: 'import.w.rejoined', args: { parts: JSON.stringify(text.split(',')), text } });
    add('M');
    material = material === undefined ? text : `${material}; ${text}`;
  };
  for (const entry of value) {
    const type = isRecord(entry) ? entry.type : undefined;
    const text = isRecord(entry) ? nonEmptyString(entry.text) : undefined;
    const letter = typeof type === 'string' ? type.trim().toUpperCase() : undefined;
    if (letter !== undefined && COMPONENT_LETTERS.has(letter)) {
      flushFragments();
      add(letter);
      if (letter === 'M') {
        if (text !== undefined) material = material === undefined ? text : `${material}; ${text}`;
      } else if (letter === 'F') {
        if (text !== undefined) focus = focus === undefined ? text : `${focus}; ${text}`;
      } else if (letter === 'DF') {
        if (text !== undefined) dfTexts.push(text);
      } else if (text !== undefined) {
        warn({ key: 'import.w.componentNote', args: { letter: `${letter}`, text } });
      }
    } else if ((type === null || type === undefined) && text !== undefined && /^[;,]?\s*see text\.?$/i.test(text)) {
      flushFragments();
      warn({ key: 'import.w.brokenEntry', args: { entry: `{type: null, text: "${text}"}` } });
    } else if (typeof type === 'string' && type.trim() !== '' && text === undefined) {
      fragments.push(type.trim());
    } else {
      flushFragments();
      warn({ key: 'import.w.badComponentEntry', args: { value: `${JSON.stringify(entry)}` } });
    }
  }
  flushFragments();
  if (components.includes('M') && material === undefined) warn({ key: 'import.w.noMaterial' });
  if (components.includes('F') && focus === undefined) warn({ key: 'import.w.noFocus' });
  for (const text of dfTexts) {
    if (text !== material && text !== focus) warn({ key: 'import.w.divineFocus', args: { text } });
  }
  const out: { components: string[]; material?: string; focus?: string } = { components };
  if (material !== undefined) out.material = material;
  if (focus !== undefined) out.focus = focus;
  return out;
}

/** The record field each warning is about. */
const WARNING_FIELDS: Record<string, string> = {
  'import.w.levelsNotArray': 'levels',
  'import.w.badLevelsEntry': 'levels',
  'import.w.classTwice': 'levels',
  'import.w.noClassLevels': 'levels',
  'import.w.componentsNotArray': 'components',
  'import.w.rejoined': 'components',
  'import.w.componentNote': 'components',
  'import.w.brokenEntry': 'components',
  'import.w.badComponentEntry': 'components',
  'import.w.noMaterial': 'components',
  'import.w.noFocus': 'components',
  'import.w.divineFocus': 'components',
  'import.w.noSchool': 'school',
  'import.w.unknownSchool': 'school',
  'import.w.descriptorsText': 'descriptor_text',
  'import.w.badEffect': 'effects',
  'import.w.statLine': 'effects',
  'import.w.secondLine': 'effects',
  'import.w.effectsNotArray': 'effects',
  'import.w.noDescription': 'description',
  'import.w.fffd': 'description',
};

/** The field a warning names: from the table, or its `key` argument (`notText`, `blanks`). */
function fieldOf(m: MsgRef): Path | undefined {
  const k = WARNING_FIELDS[m.key] ?? (typeof m.args?.key === 'string' ? m.args.key : undefined);
  return k ? [k] : undefined;
}

/** Converts one PSRD record; undefined (with a warning) when it cannot be a spell at all. */
function convertRecord(record: unknown, index: number, warnings: Warnings): SpellRecord | undefined {
  const label = recordLabel(record, index, '_path');
  if (!isRecord(record)) {
    warnings.add(label, notObject(record));
    return undefined;
  }
  const name = nonEmptyString(record.name);
  if (!name) {
    warnings.add(label, { key: 'import.w.noName' });
    return undefined;
  }
  const warn = (message: MsgRef): void => warnings.add(name, message, fieldOf(message));
  const spell: SpellRecord = { name };

  const levels = convertLevels(record.levels, warn);
  if (levels) spell.levels = levels;

  const school = nonEmptyString(record.school)?.toLowerCase();
  if (school === undefined) warn({ key: 'import.w.noSchool' });
  else {
    if (!DND35_SCHOOLS.has(school)) warn({ key: 'import.w.unknownSchool', args: { value: school } });
    spell.school = school;
  }

  const subschoolText = nonEmptyString(record.subschool_text);
  if (subschoolText !== undefined) spell.subschool = subschoolText;
  else if (Array.isArray(record.subschool)) {
    const parts = record.subschool.map(nonEmptyString).filter((s): s is string => s !== undefined);
    if (parts.length > 0) spell.subschool = parts.join(', ');
  }

  if (Array.isArray(record.descriptor)) {
    const descriptors = record.descriptor.map(nonEmptyString).filter((s): s is string => s !== undefined);
    if (descriptors.length > 0) spell.descriptors = [...new Set(descriptors)];
  } else {
    const text = nonEmptyString(record.descriptor_text);
    if (text !== undefined) {
      spell.descriptors = [text];
      warn({ key: 'import.w.descriptorsText', args: { text } });
    }
  }

  for (const key of TEXT_FIELDS) {
    const raw = record[key];
    if (raw === undefined || raw === null) continue;
    if (typeof raw !== 'string') {
      warn({ key: 'import.w.notText', args: { key: `${key}`, value: `${JSON.stringify(raw)}` } });
      continue;
    }
    const text = raw.trim();
    if (text === '') continue;
    if (text !== raw) warn({ key: 'import.w.blanks', args: { key: `${key}`, value: JSON.stringify(raw) } });
    spell[key] = text;
  }

  if (record.components !== undefined && record.components !== null) {
    const converted = convertComponents(record.components, warn);
    if (converted) {
      if (converted.components.length > 0) spell.components = converted.components;
      if (converted.material !== undefined) spell.material = converted.material;
      if (converted.focus !== undefined) spell.focus = converted.focus;
    }
  }

  if (Array.isArray(record.effects)) {
    for (const entry of record.effects) {
      const effectName = isRecord(entry) ? nonEmptyString(entry.name) : undefined;
      const text = isRecord(entry) ? nonEmptyString(entry.text) : undefined;
      if (effectName === undefined || text === undefined) {
        warn({ key: 'import.w.badEffect', args: { value: `${JSON.stringify(entry)}` } });
        continue;
      }
      let key = EFFECT_KEYS[effectName.toLowerCase()];
      if (key === undefined) {
        key = 'target';
        warn({ key: 'import.w.statLine', args: { name: `${effectName}`, text: `${text}` } });
      }
      if (spell[key] !== undefined) {
        warn({ key: 'import.w.secondLine', args: { key: `${key}`, name: `${effectName}`, text: `${text}` } });
        spell[key] = `${String(spell[key])}; ${text}`;
      } else spell[key] = text;
    }
  } else if (record.effects !== undefined && record.effects !== null) warn({ key: 'import.w.effectsNotArray' });

  const summary = nonEmptyString(record.description);
  if (summary !== undefined) spell.description = summary;
  else if (typeof record.body === 'string' && record.body.trim() !== '') {
    const text = firstParagraph(record.body);
    if (text !== '') spell.description = text;
  }
  if (spell.description === undefined) warn({ key: 'import.w.noDescription' });
  if (typeof spell.description === 'string' && spell.description.includes('\ufffd')) {
    warn({ key: 'import.w.fffd' });
  }

  const book = nonEmptyString(record.source);
  if (book !== undefined) spell.book = book;

  return orderKeys(spell, DND35_KEY_ORDER);
}

/**
 * Converts PSRD-Data spell JSON (an array of spell objects) to Grimoire `dnd35` spell mappings.
 * Never throws: malformed input gives warnings, and bad records are skipped or converted as far as possible.
 */
export function convertPsrd(json: unknown): Conversion {
  const { spells, warnings } = importRecords(json, PSRD, 'psrd', DND35_KEY_ORDER, '_path');
  return { spells, warnings };
}

/**
 * Imports PSRD-Data spell JSON (Pathfinder 1e) as a whole `system: dnd35` YAML dataset file with
 * attribution, licence and a header comment naming the source. Pure (no IO); never throws.
 */
export function importPsrd(json: unknown): ImportResult {
  const { spells, warnings, report } = importRecords(json, PSRD, 'psrd', DND35_KEY_ORDER, '_path');
  const text = renderDataset({
    comment: [
      'grimoire: spells',
      `Pathfinder Roleplaying Game (1e) spells from the PRD: ${spells.length} spells.`,
      `Source: ${PSRD_SOURCE.repo}, ${PSRD_SOURCE.paths} at commit ${PSRD_SOURCE.commit}.`,
      'Licence: Open Game License v1.0a; the licence text and its Section 15 must travel with this file (OGL-1.0a.txt).',
      'Generated by `grimoire import`; source data flaws are kept as they are and reported as warnings.',
    ],
    system: 'dnd35',
    attribution: PSRD_ATTRIBUTION,
    license: PSRD_LICENSE,
    spells,
  });
  return { text, spells: spells.length, warnings, report };
}

/** The record fields a reading maps, when present and read (the others, `url`, `level_text`, `_path`..., are carried). */
function mappedFields(record: Record<string, unknown>, spell: SpellRecord): string[] {
  const out = ['name', 'levels', 'school', 'components', 'effects', 'source', ...TEXT_FIELDS].filter((k) => k in record);
  if (spell.subschool !== undefined) out.push(nonEmptyString(record.subschool_text) !== undefined ? 'subschool_text' : 'subschool');
  if (spell.descriptors !== undefined) out.push(Array.isArray(record.descriptor) ? 'descriptor' : 'descriptor_text');
  if (spell.description !== undefined) out.push(nonEmptyString(record.description) !== undefined ? 'description' : 'body');
  return out;
}

/** Read one PSRD record as the contract reads every format (the warnings as notes naming their fields). */
export function readPsrd(record: Record<string, unknown>): MappedSpell {
  const w = new Warnings();
  const spell = convertRecord(record, 0, w);
  const mapped = spell ? mappedFields(record, spell) : [];
  return {
    format: 'psrd',
    system: 'dnd35',
    value: spell ? { ...spell, system: 'dnd35' } : {},
    sources: [],
    used: mapped.map((k) => [k]),
    notes: w.notes(),
  };
}

/** The PSRD codec: this reader and write.ts. */
export const PSRD: Codec = { read: readPsrd, write: writePsrd };
