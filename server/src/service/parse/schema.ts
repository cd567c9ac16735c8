/**
 * The YAML schema spell files are read with: YAML 1.2's core schema exactly
 * (as the spec and the `yaml` package define it), plus `<<` merge keys.
 *
 * js-yaml's own CORE_SCHEMA reads a little more than YAML 1.2 core: binary
 * integers (`0b11`) and signs on hex and octal (`-0x1F`). Those are strings
 * in YAML 1.2 core; reading them as numbers would make the linter disagree
 * with a YAML 1.2 parser about what a file says. The `format/yaml11` rule
 * (rules/yaml11.ts) tells the author where a YAML 1.1 tool reads such a
 * scalar differently.
 *
 * Merge keys (`<<: *base`, `<<: [*a, *b]`) are not part of YAML 1.2, but
 * js-yaml-based toolchains (Foundry's build among them) and the `yaml`
 * package's `merge: true` apply them; spell datasets use them, so we do too
 * (docs/format.md, "Merge keys").
 *
 * Used by every js-yaml load of spell text in the service (check-spell.ts,
 * model.ts, parse/yaml-tree.ts).
 */
import { CORE_SCHEMA, Type } from 'js-yaml';

/** YAML 1.2 core integers: `[-+]?[0-9]+`, `0o[0-7]+`, `0x[0-9a-fA-F]+`. */
const CORE_INT = /^(?:[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+)$/;

/** Parse a string that matched {@link CORE_INT}. */
function coreInt(data: string): number {
  if (data.startsWith('0o')) return parseInt(data.slice(2), 8);
  if (data.startsWith('0x')) return parseInt(data.slice(2), 16);
  return parseInt(data, 10);
}

const strictInt = new Type('tag:yaml.org,2002:int', {
  kind: 'scalar',
  resolve: (data: unknown) => typeof data === 'string' && CORE_INT.test(data) && Number.isFinite(coreInt(data)),
  construct: (data: string) => coreInt(data),
  predicate: (o: unknown) => typeof o === 'number' && Number.isInteger(o) && !Object.is(o, -0),
  represent: (o: unknown) => String(o),
  defaultStyle: 'decimal',
});

/** The `<<` key of a merge (js-yaml's own merge type: the loader merges keys tagged with it). */
const merge = new Type('tag:yaml.org,2002:merge', {
  kind: 'scalar',
  resolve: (data: unknown) => data === '<<' || data === null,
});

/** YAML 1.2 core + merge keys, for js-yaml's `load`. */
export const SPELL_YAML_SCHEMA = CORE_SCHEMA.extend({ implicit: [strictInt, merge] });
