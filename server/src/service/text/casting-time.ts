/**
 * A casting time read from its text: 5e/tov `1 action`, `1 bonus action`,
 * `1 reaction, which you take when ...`, `10 minutes`; 3.5 `1 standard
 * action`, `1 full-round action`; in the author's language too
 * (canonical.ts). Pure: text in, plain objects out; text that cannot be read
 * gives `undefined`.
 */
import { canonicalCastingTime } from './canonical';
import { clauses, normalise } from './normalise';

/** Units of a casting time. */
export type CastingUnit =
  | 'action'
  | 'bonus_action'
  | 'reaction'
  | 'round'
  | 'minute'
  | 'hour'
  | 'day'
  | 'standard_action'
  | 'full_round_action'
  | 'swift_action'
  | 'immediate_action'
  | 'free_action';

/** A casting time read from text: `1 reaction, which you take when ...` -> `{ amount: 1, unit: 'reaction', trigger: 'when ...' }`. */
export interface ParsedCastingTime {
  amount: number;
  unit: CastingUnit;
  /** For reactions: the triggering event as written (a leading "which you take" is dropped). */
  trigger?: string;
}

const CT_RE =
  /^(?:at least |up to )?(\d+|an?)?\s*(bonus actions?|reactions?|standard actions?|standard|swift actions?|swift|immediate actions?|immediate|free actions?|full[- ]round actions?|full[- ]rounds?|actions?|rounds?|minutes?|mins?\.?|hours?|hrs?\.?|days?)(?=$|[\s;,/().:])/;

function ctUnit(word: string, amount: number): CastingUnit | undefined {
  const w = word.replace(/\.$/, '');
  if (w.startsWith('bonus')) return 'bonus_action';
  if (w.startsWith('reaction')) return 'reaction';
  if (w.startsWith('standard')) return 'standard_action';
  if (w.startsWith('swift')) return 'swift_action';
  if (w.startsWith('immediate')) return 'immediate_action';
  if (w.startsWith('free')) return 'free_action';
  if (w.startsWith('full')) return /action/.test(w) || amount === 1 ? 'full_round_action' : 'round';
  if (w.startsWith('action')) return 'action';
  if (w.startsWith('round')) return 'round';
  if (w.startsWith('min')) return 'minute';
  if (w.startsWith('h')) return 'hour';
  if (w.startsWith('day')) return 'day';
  return undefined;
}

/** The trigger of a reaction, from the original text after the word "reaction". */
function triggerOf(text: string): string | undefined {
  const m = /\breactions?\b/i.exec(text);
  if (!m) return undefined;
  let t = text.slice(m.index + m[0].length).replace(/\s+/g, ' ').trim();
  if (t.startsWith('(') && t.endsWith(')')) t = t.slice(1, -1).trim();
  t = t
    .replace(/^[,:;\u2014-]\s*/, '')
    .replace(/^which you take\s+/i, '')
    .trim();
  return t.length > 0 ? t : undefined;
}

function readCastingClause(c: string): ParsedCastingTime | undefined {
  const m = CT_RE.exec(c);
  if (!m) return undefined;
  const amount = m[1] === undefined || m[1] === 'a' || m[1] === 'an' ? 1 : Number(m[1]);
  if (!Number.isInteger(amount) || amount < 1) return undefined;
  const unit = ctUnit(m[2]!, amount);
  return unit ? { amount, unit } : undefined;
}

/**
 * Read a casting time: 5e/tov `1 action`, `1 bonus action`,
 * `1 reaction, which you take when ...`, `10 minutes`, `8 hours`; 3.5
 * `1 standard action`, `1 swift action`, `1 full-round action`, `1 round`.
 * Called by the casting-time rules (reaction trigger, ritual length) and by
 * hovers. `undefined` when the text cannot be read (`see text`).
 */
export function parseCastingTime(text: string): ParsedCastingTime | undefined {
  const s = normalise(canonicalCastingTime(text)?.text ?? text);
  if (s === undefined) return undefined;
  let out: ParsedCastingTime | undefined;
  // A reaction's trigger follows a comma, so read the reaction before splitting into clauses.
  out = readCastingClause(s);
  if (!out) {
    for (const c of clauses(s)) {
      out = readCastingClause(c);
      if (out) break;
    }
  }
  if (!out) {
    // Last resort: a number and a unit anywhere in the first clause ("s 10 minutes").
    const m = /(?<!\d)(\d{1,6}) (bonus action|reaction|action|standard action|swift action|immediate action|rounds?|minutes?|hours?|days?)\b/.exec(clauses(s)[0]!);
    if (m) out = readCastingClause(m[0]);
  }
  if (out && out.unit === 'reaction') {
    const t = triggerOf(text);
    if (t) out.trigger = t;
  }
  return out;
}
