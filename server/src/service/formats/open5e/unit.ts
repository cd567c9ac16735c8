/**
 * An Open5e unit: one `api_v2.spell` fixture record with its
 * `api_v2.spellcastingoption` records, the options keyed by their `type`
 * (`slot_level_4`, `player_level_5`, `ritual`...), so that every field of both
 * has a path of keys: `{ spell: { model, pk, fields }, options: { <type>:
 * { model, pk, fields } } }`. The reader and the writer of the contract
 * (../contract.ts) take and give units; {@link unitsOf} makes them from
 * fixture lists and {@link fixturesOf} turns them back. Pure.
 */
import { isObj, type FieldNote, type MappedSpell, type Path } from '../types';
import { OPEN5E_MODELS } from './table';
import { readOpen5e, type Open5eOption } from './read';
import { writeOpen5e } from './write';

/** An option's key in a unit: its `type`, or `type#N` for the Nth repeat of one. */
function optionKey(type: unknown, taken: ReadonlySet<string>): string {
  const base = typeof type === 'string' && type !== '' ? type : 'option';
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}#${n}`)) n++;
  return `${base}#${n}`;
}

/**
 * Read a unit. `titles` maps document keys to their titles (the canonical
 * `book`), from the fixtures' Document records.
 */
export function readOpen5eUnit(unit: Record<string, unknown>, titles: ReadonlyMap<string, string> = new Map()): MappedSpell {
  const spell = isObj(unit.spell) ? unit.spell : {};
  const options = isObj(unit.options) ? unit.options : {};
  const list: Open5eOption[] = [];
  const paths: Path[] = [];
  for (const [k, o] of Object.entries(options)) {
    if (!isObj(o) || !isObj(o.fields)) continue;
    list.push(o.fields);
    paths.push(['options', k, 'fields']);
  }
  const f = isObj(spell.fields) ? spell.fields : {};
  const book = typeof f.document === 'string' ? titles.get(f.document) : undefined;
  return readOpen5e(spell, list, book, { spell: ['spell', 'fields'], options: paths });
}

/** Write a canonical spell as a unit over `base`; `titles` as for {@link readOpen5eUnit} (a title is written back as its key). */
export function writeOpen5eUnit(spell: Record<string, unknown>, base?: Record<string, unknown>, titles: ReadonlyMap<string, string> = new Map()): { doc: Record<string, unknown>; notes: FieldNote[] } {
  const keys = new Map<string, string>();
  for (const [k, t] of titles) if (!keys.has(t)) keys.set(t, k);
  return writeOpen5e(spell, base, keys);
}

/** The units of fixture records (spells with the options whose `parent` is their `pk`), and the titles of their documents. */
export function unitsOf(records: readonly unknown[]): { units: Array<{ unit: Record<string, unknown>; index: number }>; titles: Map<string, string> } {
  const units: Array<{ unit: Record<string, unknown>; index: number }> = [];
  const byPk = new Map<string, Record<string, unknown>>();
  const titles = new Map<string, string>();
  records.forEach((r, index) => {
    if (!isObj(r) || !isObj(r.fields)) return;
    if (r.model === OPEN5E_MODELS.spell) {
      const unit: Record<string, unknown> = { spell: r };
      units.push({ unit, index });
      if (typeof r.pk === 'string') byPk.set(r.pk, unit);
    } else if (r.model === OPEN5E_MODELS.document && typeof r.pk === 'string' && typeof r.fields.name === 'string') titles.set(r.pk, r.fields.name);
  });
  for (const r of records) {
    if (!isObj(r) || !isObj(r.fields) || r.model !== OPEN5E_MODELS.option || typeof r.fields.parent !== 'string') continue;
    const unit = byPk.get(r.fields.parent);
    if (!unit) continue;
    const options = (isObj(unit.options) ? unit.options : (unit.options = {})) as Record<string, unknown>;
    options[optionKey(r.fields.type, new Set(Object.keys(options)))] = r;
  }
  return { units, titles };
}

/** Units back as fixture records: the spells, then every option. */
export function fixturesOf(units: ReadonlyArray<Record<string, unknown>>): { spells: unknown[]; options: unknown[] } {
  const spells: unknown[] = [];
  const options: unknown[] = [];
  for (const u of units) {
    if (u.spell !== undefined) spells.push(u.spell);
    if (isObj(u.options)) options.push(...Object.values(u.options));
  }
  return { spells, options };
}
