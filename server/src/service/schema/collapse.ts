/**
 * Fewer, clearer schema errors: one finding per mistake (a type error hides
 * the other checks of the same value), and the errors of a oneOf/anyOf
 * collapsed to the branch the author clearly meant, or to the one error that
 * names every expected form. Called by the schema error mapping
 * (validate.ts) on ajv's raw errors.
 */
import type { ErrorObject } from 'ajv';

type Json = Record<string, unknown>;

function jsonType(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'number') return Number.isInteger(v) ? 'integer' : 'number';
  return typeof v;
}

/** Does the data's type fit the alternative's declared type (so its errors are the ones meant)? */
function typeFits(alt: Json | undefined, data: unknown): boolean {
  if (!alt) return false;
  const t = alt.type;
  const jt = jsonType(data);
  if (t === undefined) {
    if (alt.properties || alt.required) return jt === 'object';
    if (alt.pattern) return jt === 'string';
    if (Array.isArray(alt.enum)) return (alt.enum as unknown[]).some((x) => typeof x === typeof data);
    return true;
  }
  const types = Array.isArray(t) ? t : [t];
  return types.some((x) => x === jt || (x === 'number' && jt === 'integer'));
}

/**
 * One finding per mistake: a value of the wrong type also fails that
 * value's enum, pattern, length... checks (an empty `school:` is not text and
 * not a school); the type error alone says what is wrong.
 */
export function onePerMistake(errors: ErrorObject[]): ErrorObject[] {
  const typed = new Set(errors.filter((e) => e.keyword === 'type').map((e) => e.instancePath));
  if (typed.size === 0) return errors;
  return errors.filter((e) => e.keyword === 'type' || !typed.has(e.instancePath));
}

/** Is `path` equal to or below `base` (JSON Pointers)? */
function under(path: string, base: string): boolean {
  return path === base || path.startsWith(base + '/');
}

/**
 * Collapse alternatives. ajv pushes the errors of every failed oneOf/anyOf
 * branch just before the oneOf/anyOf error itself, all at or below its
 * instance path (schema paths inside `$ref`s name the referenced definition,
 * so they cannot tell branches apart). When exactly one branch's type fits the
 * value, the author clearly meant that branch: keep the branch errors except
 * the other branches' type mismatches at the value itself. Otherwise keep the
 * single oneOf/anyOf error, which names every expected form.
 * Drops `if` errors (their `then` errors carry the message).
 */
export function collapse(errors: ErrorObject[], resolve: (s: unknown) => Json | undefined): ErrorObject[] {
  const drop = new Set<ErrorObject>();
  // Outermost alternatives first: they end later in the array (pushed after their branches).
  for (let i = errors.length - 1; i >= 0; i--) {
    const alt = errors[i]!;
    if ((alt.keyword !== 'oneOf' && alt.keyword !== 'anyOf') || drop.has(alt)) continue;
    let j = i - 1;
    while (j >= 0 && under(errors[j]!.instancePath, alt.instancePath) && !(errors[j]!.keyword === alt.keyword && errors[j]!.instancePath === alt.instancePath && errors[j]!.schemaPath === alt.schemaPath)) j--;
    const inside = errors.slice(j + 1, i);
    const branches = (Array.isArray(alt.schema) ? alt.schema : []) as unknown[];
    const fitting = branches.filter((b) => typeFits(resolve(b), alt.data));
    const meant = inside.filter((e) => !(e.keyword === 'type' && e.instancePath === alt.instancePath) && !drop.has(e));
    if (fitting.length === 1 && meant.length > 0) {
      drop.add(alt);
      for (const e of inside) if (!meant.includes(e)) drop.add(e);
    } else {
      for (const e of inside) drop.add(e);
    }
  }
  return errors.filter((e) => e.keyword !== 'if' && !drop.has(e));
}
