/**
 * Finds regular expressions whose matching time can grow faster than their
 * input: scslre (the analysis behind eslint-plugin-regexp's
 * no-super-linear-backtracking and no-super-linear-move) on every regex
 * literal in server/src, every `pattern` of the JSON schema, and every regex
 * the service builds at run time (`new RegExp`, caught by a proxy around the
 * global constructor). Used by test/security/regex-audit.test.ts.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { RegExpParser } from '@eslint-community/regexpp';
import { analyse } from 'scslre';

/** One super-linear finding: where the regex is and what makes it slow. */
export interface RegexFinding {
  /** `file:line` for a literal, `schema:<pointer>` for a schema pattern, `runtime` for a built regex. */
  where: string;
  /** The regex as `/source/flags`. */
  regex: string;
  /** scslre's report types and the character to repeat (`Move "\\d"`, `Trade "\\s"`). */
  reports: string[];
}

/** scslre's reports for `/source/flags` (empty when linear), as short strings. */
export function superLinear(source: string, flags: string): string[] {
  const ast = new RegExpParser().parseLiteral(`/${source}/${flags}`);
  const r = analyse(ast, { reportTypes: { Move: true, Self: true, Trade: true } });
  return r.reports.map((rep) => `${rep.type}${rep.exponential ? ' (exponential)' : ''} ${JSON.stringify(rep.character.pick)}`);
}

function tsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((e) => {
    const p = join(dir, e);
    return statSync(p).isDirectory() ? tsFiles(p) : p.endsWith('.ts') ? [p] : [];
  });
}

/** Every regex literal of the `.ts` files under `dir`, with its place. */
export function regexLiterals(root: string, dir: string): Array<{ where: string; source: string; flags: string }> {
  const out: Array<{ where: string; source: string; flags: string }> = [];
  for (const f of tsFiles(dir)) {
    const sf = ts.createSourceFile(f, readFileSync(f, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
        const text = node.getText(sf);
        const last = text.lastIndexOf('/');
        out.push({ where: `${relative(root, f)}:${sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1}`, source: text.slice(1, last), flags: text.slice(last + 1) });
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  return out;
}

/** Every `pattern` in a JSON schema, with its JSON pointer. */
export function schemaPatterns(schema: unknown): Array<{ where: string; source: string; flags: string }> {
  const out: Array<{ where: string; source: string; flags: string }> = [];
  const walk = (v: unknown, at: string): void => {
    if (Array.isArray(v)) v.forEach((x, i) => walk(x, `${at}/${i}`));
    else if (v && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        // ajv compiles `pattern` with the `u` flag.
        if (k === 'pattern' && typeof x === 'string') out.push({ where: `schema:${at}/pattern`, source: x, flags: 'u' });
        else walk(x, `${at}/${k}`);
      }
    }
  };
  walk(schema, '');
  return out;
}

/**
 * Record every regex built with `new RegExp(...)` (or `RegExp(...)`) while
 * `run` runs: the global constructor is wrapped in a proxy for the duration.
 * Regex literals do not pass through the constructor; {@link regexLiterals}
 * covers them.
 */
export async function builtRegexes(run: () => Promise<void> | void): Promise<Array<{ source: string; flags: string }>> {
  const seen = new Map<string, { source: string; flags: string }>();
  const Original = globalThis.RegExp;
  const record = (r: RegExp) => seen.set(`/${r.source}/${r.flags}`, { source: r.source, flags: r.flags });
  globalThis.RegExp = new Proxy(Original, {
    construct(target, args, newTarget) {
      const r = Reflect.construct(target, args, newTarget) as RegExp;
      record(r);
      return r;
    },
    apply(target, self, args) {
      const r = Reflect.apply(target, self, args) as RegExp;
      record(r);
      return r;
    },
  });
  try {
    await run();
  } finally {
    globalThis.RegExp = Original;
  }
  return [...seen.values()];
}
