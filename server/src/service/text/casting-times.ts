/**
 * Every way a spell is cast, as the 2024 rules (SRD 5.2) write its casting
 * time: `Action`, `Bonus Action`, `Reaction, which you take when ...`, a
 * time (`1 minute`, `8 hours`), several of these joined by `or` (`Action or
 * 8 hours`), and the Ritual tag at the end (`1 minute or Ritual`). The 2014
 * wording (`1 action`, `1 reaction, which you take when ...`) is read alike.
 * A reaction's trigger is the rest of the text (it may say "or" itself), up
 * to a last `or Ritual`. Pure; a text that is not such a list gives
 * `undefined`. Called by the 2024 rules (rules/read.ts) and the 2024 hovers.
 */
import { canonicalCastingTime } from './canonical';
import type { CastingUnit, ParsedCastingTime } from './casting-time';
import { MAX_TEXT, normalise } from './normalise';

/** A spell's casting times: each way to cast it, first as written first, and whether the Ritual tag is written. */
export interface CastingTimes {
  options: ParsedCastingTime[];
  /** The casting time ends with `or Ritual` (or, in the mapping form, says `ritual: true`). */
  ritual: boolean;
}

/** One way to cast at the start of a normalised text: `action`, `1 bonus action`, `reaction`, `8 hours`. */
const OPTION = /^(?:(\d{1,6}) )?(bonus actions?|reactions?|actions?|rounds?|minutes?|hours?|days?)(?![a-z])/;
/** The Ritual tag at the end, as the normalised text has it. */
const RITUAL_END = / or ritual$/;
/** The same at the end of a trimmed text as written (any case, any blanks): the trigger keeps the author's words. */
const RITUAL_END_RAW = /(?:^|\s)or\s+ritual$/i;

/**
 * The text as written without its Ritual tag (`Action or Ritual` ->
 * `Action`), or the text itself when it has none. Trimmed first and matched
 * from a word boundary, so the pattern stays linear (test/security/regex-audit).
 */
export function withoutRitualTag(raw: string): string {
  const t = raw.trimEnd();
  const m = RITUAL_END_RAW.exec(t);
  return m ? t.slice(0, m.index).trimEnd() : raw;
}

function unitOf(word: string): CastingUnit {
  if (word.startsWith('bonus')) return 'bonus_action';
  if (word.startsWith('reaction')) return 'reaction';
  if (word.startsWith('action')) return 'action';
  if (word.startsWith('round')) return 'round';
  if (word.startsWith('minute')) return 'minute';
  if (word.startsWith('hour')) return 'hour';
  return 'day';
}

/** The trigger as written: the text after the first comma that follows "reaction", without a leading "which you take". */
function triggerAsWritten(raw: string): string | undefined {
  const at = /\breactions?\s*,/i.exec(raw);
  if (!at) return undefined;
  const t = raw
    .slice(at.index + at[0].length)
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^which you take\s+/i, '')
    .trim();
  return t.length > 0 ? t : undefined;
}

/**
 * Read a 2024 casting time (see the module comment). `Action or 8 hours` ->
 * options [1 action, 8 hours]; `1 minute or Ritual` -> [1 minute] with
 * `ritual`; `Reaction, which you take when ... or ...` -> one reaction
 * option whose trigger holds the whole rest. Units of time need their number.
 */
export function parseCastingTimes(text: string): CastingTimes | undefined {
  if (text.length > MAX_TEXT) return undefined;
  const canon = canonicalCastingTime(text)?.text ?? text;
  let s = normalise(canon);
  if (s === undefined) return undefined;
  let raw = canon;
  let ritual = false;
  if (RITUAL_END.test(s)) {
    ritual = true;
    s = s.replace(RITUAL_END, '');
    raw = withoutRitualTag(raw);
  }
  const options: ParsedCastingTime[] = [];
  let rest = s;
  for (let guard = 0; guard < 50; guard++) {
    const m = OPTION.exec(rest);
    if (!m) return undefined;
    const unit = unitOf(m[2]!);
    const timed = unit !== 'action' && unit !== 'bonus_action' && unit !== 'reaction';
    if (timed && m[1] === undefined) return undefined;
    const amount = m[1] === undefined ? 1 : Number(m[1]);
    if (amount < 1) return undefined;
    const after = rest.slice(m[0].length);
    if (unit === 'reaction' && after.startsWith(',')) {
      const trigger = triggerAsWritten(raw);
      options.push(trigger ? { amount, unit, trigger } : { amount, unit });
      return { options, ritual };
    }
    options.push({ amount, unit });
    if (after === '') return { options, ritual };
    if (!after.startsWith(' or ')) return undefined;
    rest = after.slice(' or '.length);
  }
  return undefined;
}
