/**
 * Expected values the e2e suites derive from the project's own files (the
 * schema, the fixtures, the CLI's `explain`) rather than hard-coding them, so
 * a reworded description or a changed figure does not break the editors' tests.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { ROOT } from './env';

/** Lower-case letters and digits only: compares rendered markdown with its plain-text source. */
export function squash(s: string): string {
  return s.toLowerCase().replace(/[^a-z0-9]+/g, '');
}

/**
 * The first sentences of every `description` the schema gives a property
 * named `key` (for any system), following one `$ref` where the property
 * itself has none. A hover over `key:` must show one of them.
 */
export function schemaDescriptions(key: string): string[] {
  const schema = JSON.parse(readFileSync(path.join(ROOT, 'schemas', 'spell.schema.json'), 'utf8')) as unknown;
  const resolve = (ref: string): Record<string, unknown> | undefined => {
    let cur: unknown = schema;
    for (const part of ref.replace(/^#\//, '').split('/')) cur = (cur as Record<string, unknown> | undefined)?.[part];
    return cur && typeof cur === 'object' ? (cur as Record<string, unknown>) : undefined;
  };
  const out = new Set<string>();
  const walk = (o: unknown): void => {
    if (!o || typeof o !== 'object') return;
    const props = (o as { properties?: Record<string, Record<string, unknown>> }).properties;
    const p = props?.[key];
    if (p) {
      const d = typeof p.description === 'string' ? p.description : typeof p.$ref === 'string' ? resolve(p.$ref)?.description : undefined;
      if (typeof d === 'string') out.add(firstSentence(d));
    }
    for (const v of Object.values(o)) walk(v);
  };
  walk(schema);
  return [...out];
}

function firstSentence(s: string): string {
  const m = /^(.{20,}?[.:;])(\s|$)/s.exec(s);
  return (m ? m[1]! : s).slice(0, 160);
}

/** Does a rendered hover hold one of the schema's descriptions of `key`? */
export function hoverShowsSchema(hover: string, key: string): boolean {
  const h = squash(hover);
  return schemaDescriptions(key).some((d) => h.includes(squash(d)));
}

/** A fixture's text and the 1-based line of the first line starting with `prefix`. */
export function fixtureLine(file: string, prefix: string): number {
  const lines = readFileSync(file, 'utf8').split('\n');
  const i = lines.findIndex((l) => l.trimStart().startsWith(prefix));
  if (i < 0) throw new Error(`${file}: no line starts with ${prefix}`);
  return i + 1;
}

/** What `grimoire explain --json` says of one spell (the parts the suites read). */
export interface ExplainedSpell {
  name: string;
  line: number;
  system: string;
  area?: { shape: string; squares: Record<string, number> };
  save?: { ability: string; dc: number };
  damage?: Array<{ level: number; dice: string; average: number; maximum: number }>;
}

/**
 * The figures the editors must show for a sample (squares per grid method,
 * save DC, average damage), from the built CLI's `explain --json`: the
 * suites compare the editors with the project's own numbers, not with
 * constants copied into the tests.
 */
export function explainSpells(file: string): ExplainedSpell[] {
  const r = spawnSync('node', [path.join(ROOT, 'dist', 'cli.js'), 'explain', '--json', file], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
  if (r.status !== 0) throw new Error(`grimoire explain --json ${file} failed (exit ${r.status}): ${r.stderr}`);
  return (JSON.parse(r.stdout) as { spells: ExplainedSpell[] }).spells;
}
