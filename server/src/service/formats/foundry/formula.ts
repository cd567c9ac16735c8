/**
 * Foundry's scaling formulas in numeric fields (`24 + (@item.level - 2) * 48`
 * hours, `20 * @item.level` feet) evaluated at a spell level: whole numbers,
 * `+ - * /`, parentheses, `min`, `max`, `floor`, `ceil` and `@item.level`.
 * Anything else (another `@` reference, dice) gives undefined. Foundry's own
 * evaluator is its Roll class, which lives in the VTT; this small parser reads
 * the arithmetic subset the packs use. Pure; bounded (a formula longer than
 * 200 characters or nested deeper than 20 is not read).
 */

const MAX_LENGTH = 200;
const MAX_DEPTH = 20;
const FUNCTIONS: Record<string, (...xs: number[]) => number> = { min: Math.min, max: Math.max, floor: Math.floor, ceil: Math.ceil };

/** The value of `formula` with `@item.level` = `level`; undefined when it is not such a formula or not finite. */
export function formulaAt(formula: string, level: number): number | undefined {
  if (formula.length > MAX_LENGTH) return undefined;
  const tokens = formula.match(/@item\.level|\d+(?:\.\d+)?|[a-z]+|[-+*/(),]|\S/g) ?? [];
  let i = 0;
  let depth = 0;
  const peek = () => tokens[i];
  const fail = (): never => {
    throw new Error('not a formula');
  };
  function primary(): number {
    if (++depth > MAX_DEPTH) fail();
    const t = tokens[i++];
    let v: number;
    if (t === undefined) return fail();
    if (t === '@item.level') v = level;
    else if (/^\d/.test(t)) v = Number(t);
    else if (t === '-') v = -primary();
    else if (t === '(') {
      v = sum();
      if (tokens[i++] !== ')') fail();
    } else if (FUNCTIONS[t] && tokens[i] === '(') {
      i++;
      const args = [sum()];
      while (peek() === ',') {
        i++;
        args.push(sum());
      }
      if (tokens[i++] !== ')') fail();
      v = FUNCTIONS[t](...args);
    } else return fail();
    depth--;
    return v;
  }
  function product(): number {
    let v = primary();
    while (peek() === '*' || peek() === '/') v = tokens[i++] === '*' ? v * primary() : v / primary();
    return v;
  }
  function sum(): number {
    let v = product();
    while (peek() === '+' || peek() === '-') v = tokens[i++] === '+' ? v + product() : v - product();
    return v;
  }
  try {
    const v = sum();
    return i === tokens.length && Number.isFinite(v) ? v : undefined;
  } catch {
    return undefined;
  }
}
