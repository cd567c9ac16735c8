/**
 * Canonical `dnd35` spell -> PSRD-Data spell record (devonjones/PSRD-Data
 * `*\/spell/*.json`): the reader's table (read.ts) run the other way. The
 * stat-block lines are text; components, effect lines and class levels are
 * the record's own lists. Over a base (the spell's pass-through block) when
 * given. Pure.
 */
import { clone, isObj, note, type FieldNote } from '../types';
import { castingTimeText, durationText, rangeText } from '../canonical-text';

const title = (s: string) => s.replace(/(^|\s)([a-z])/g, (_m, a: string, b: string) => a + b.toUpperCase());

/** Write a canonical spell as a PSRD record, over `base` when given. */
export function writePsrd(spell: Record<string, unknown>, base?: Record<string, unknown>): { doc: Record<string, unknown>; notes: FieldNote[] } {
  const notes: FieldNote[] = [];
  const r: Record<string, unknown> = base ? clone(base) : {};
  if (typeof spell.name === 'string') r.name = spell.name;
  if (isObj(spell.levels)) r.levels = Object.entries(spell.levels).map(([c, l]) => ({ class: title(c), level: l }));
  if (typeof spell.school === 'string') r.school = spell.school;
  if (typeof spell.subschool === 'string') r.subschool_text = spell.subschool;
  if (Array.isArray(spell.descriptors)) r.descriptor = [...spell.descriptors];
  const texts: Record<string, string | undefined> = {
    casting_time: castingTimeText(spell.casting_time),
    range: rangeText(spell.range),
    duration: durationText(spell.duration),
    saving_throw: typeof spell.saving_throw === 'string' ? spell.saving_throw : undefined,
    spell_resistance: typeof spell.spell_resistance === 'string' ? spell.spell_resistance : typeof spell.spell_resistance === 'boolean' ? (spell.spell_resistance ? 'yes' : 'no') : undefined,
  };
  for (const [k, v] of Object.entries(texts)) {
    if (v !== undefined) r[k] = v;
    else if (spell[k] !== undefined) note(notes, 'dialect.x.5edb.text', { key: k, value: JSON.stringify(spell[k]) }, [k]);
  }
  const comps = Array.isArray(spell.components) ? spell.components.filter((c): c is string => typeof c === 'string') : [];
  if (comps.length > 0) {
    const material = typeof spell.material === 'string' ? spell.material : isObj(spell.material) && typeof spell.material.text === 'string' ? spell.material.text : undefined;
    r.components = comps.map((c) => {
      const text = c === 'M' ? material : c === 'F' && typeof spell.focus === 'string' ? spell.focus : undefined;
      return text !== undefined ? { type: c, text } : { type: c };
    });
  }
  const effects: Array<{ name: string; text: string }> = [];
  for (const [k, label] of [['target', 'Target'], ['effect', 'Effect'], ['area', 'Area']] as const) {
    if (typeof spell[k] === 'string') effects.push({ name: label, text: spell[k] as string });
    else if (spell[k] !== undefined) note(notes, 'dialect.x.psrd.line', { key: k }, [k]);
  }
  if (effects.length > 0) r.effects = effects;
  if (typeof spell.description === 'string') r.description = spell.description;
  if (typeof spell.book === 'string') r.source = spell.book;
  for (const k of ['attack', 'damage']) if (spell[k] !== undefined) note(notes, 'dialect.x.psrd.noField', { key: k }, [k]);
  return { doc: r, notes };
}
