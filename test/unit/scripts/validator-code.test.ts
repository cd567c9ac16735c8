/**
 * scripts/build.mjs rewrites ajv's `minLength: 1` checks
 * (a code-point count of the whole string) as a length test
 * (scripts/validator-code.mjs). The rewritten validators must give exactly
 * ajv's errors: both are built here from the schema with the build's options
 * and run on generated spells whose string values are replaced by empty,
 * one-unit, astral (two units, one code point) and lone-surrogate strings.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import Ajv from 'ajv';
import standaloneCode from 'ajv/dist/standalone';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { generateDataset } from '../../../bench/gen.mjs';
import { shortMinLength } from '../../../scripts/validator-code.mjs';

type Validate = ((v: unknown) => boolean) & { errors?: unknown };
const ROOT = join(__dirname, '../../..');
const SYSTEMS = ['dnd5e', 'tov', 'dnd35', 'wfb'];

function generated(): { plain: string; short: string; rewritten: number } {
  const schema = JSON.parse(readFileSync(join(ROOT, 'schemas/spell.schema.json'), 'utf8'));
  const ajv = new Ajv({ allErrors: true, strict: false, verbose: true, validateFormats: false, code: { source: true } });
  ajv.addSchema(schema, 'spell.schema.json');
  const refs: Record<string, string> = { header: 'spell.schema.json#/definitions/header' };
  for (const s of SYSTEMS) refs[`spell_${s}`] = `spell.schema.json#/definitions/spell_${s}`;
  const plain = standaloneCode(ajv, refs);
  const { code, rewritten } = shortMinLength(plain);
  return { plain, short: code, rewritten };
}

function evaluate(code: string): Record<string, Validate> {
  const exports: Record<string, Validate> = {};
  new Function('exports', 'require', code)(exports, createRequire(join(ROOT, 'package.json')));
  return exports;
}

/** What an error says (the verbose schema objects are equal copies in the two evaluations; their paths are compared). */
function project(errors: unknown): string[] {
  return ((errors as Array<Record<string, unknown>> | null | undefined) ?? []).map((e) => JSON.stringify([e.keyword, e.instancePath, e.schemaPath, e.params, e.message, e.data]));
}

/** Spell values from generated datasets, and copies with each string (top level and one level down) replaced. */
function values(): unknown[] {
  const out: unknown[] = [];
  const odd = ['', 'x', '\u{1D4B3}', '\ud835', ' '];
  for (const seed of [3, 4]) {
    const doc = load(generateDataset({ count: 120, seed, mistakeRate: 0.3 }).text) as { spells: Record<string, unknown>[] };
    for (const spell of doc.spells) {
      out.push(spell);
      for (const [k, v] of Object.entries(spell)) {
        if (typeof v === 'string') for (const s of odd) out.push({ ...spell, [k]: s });
        else if (Array.isArray(v) && v.length > 0 && typeof v[0] === 'string') for (const s of odd) out.push({ ...spell, [k]: [s, ...v.slice(1)] });
        else if (v && typeof v === 'object' && !Array.isArray(v)) {
          for (const [k2, v2] of Object.entries(v)) if (typeof v2 === 'string') for (const s of odd) out.push({ ...spell, [k]: { ...v, [k2]: s } });
        }
      }
    }
  }
  return out;
}

describe('validator code: minLength 1 as a length test', () => {
  it('gives exactly ajv’s errors on generated spells and headers', () => {
    const { plain, short, rewritten } = generated();
    // The schema has dozens of `minLength: 1`; every one is rewritten.
    expect(rewritten).toBeGreaterThan(30);
    expect(short).not.toMatch(/func\d+\(data\d*\) < 1/);
    const a = evaluate(plain);
    const b = evaluate(short);
    const vs = values();
    expect(vs.length).toBeGreaterThan(2000);
    let failing = 0;
    let minLength = 0;
    for (const name of [...SYSTEMS.map((s) => `spell_${s}`)]) {
      for (const v of vs) {
        const ra = a[name]!(v);
        const rb = b[name]!(v);
        expect(rb).toBe(ra);
        expect(project(b[name]!.errors)).toEqual(project(a[name]!.errors));
        if (!ra) failing++;
        if (project(a[name]!.errors).some((e) => e.startsWith('["minLength"'))) minLength++;
      }
    }
    for (const h of [{ system: 'tov', license: '', attribution: 'x' }, { license: '\u{1D4B3}', attribution: '' }, { license: 'MIT', spells: [] }]) {
      expect(b.header!(h)).toBe(a.header!(h));
      expect(project(b.header!.errors)).toEqual(project(a.header!.errors));
    }
    // Both outcomes occur, minLength errors among them.
    expect(failing).toBeGreaterThan(100);
    expect(minLength).toBeGreaterThan(100);
  });
});
