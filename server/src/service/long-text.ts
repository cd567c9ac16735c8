/**
 * `text/too-long`: a stat line longer than the readers read. Casting time,
 * range, duration and the 3.5 area, effect and target lines are read by the
 * text readers (text/, rules/read.ts) up to MAX_TEXT characters; a
 * longer one is not read at all, so the rules and hovers that need it say
 * nothing about it. This finding says so, on the field's key. Called by the
 * analyzer's spell check (check-spell.ts).
 */
import { MAX_TEXT } from './text/normalise';
import { rangeOf, say, type SpellInput } from './rules/rule';
import type { Problem } from './types';
import type { System } from './types';

/** The stat lines each system's readers take as text. */
const STAT_LINES: Record<System, readonly string[]> = {
  dnd5e: ['casting_time', 'range', 'duration'],
  tov: ['casting_time', 'range', 'duration'],
  dnd35: ['casting_time', 'range', 'duration', 'area', 'effect', 'target'],
  wfb: ['range'],
};

/** A `text/too-long` warning for each stat line of `input` over MAX_TEXT characters. */
export function longTextProblems(input: SpellInput): Problem[] {
  const out: Problem[] = [];
  for (const field of STAT_LINES[input.system] ?? []) {
    const v = input.value[field];
    if (typeof v !== 'string' || v.length <= MAX_TEXT) continue;
    out.push({ code: 'text/too-long', severity: 'warning', ...say('analysis.textTooLong', { field, n: { grouped: v.length }, max: { grouped: MAX_TEXT } }), ...rangeOf(input, [field], 'key') });
  }
  return out;
}
