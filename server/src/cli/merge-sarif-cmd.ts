/**
 * `grimoire merge-sarif a.sarif b.sarif ... [-o out]`: one SARIF log from the
 * logs of a sharded lint (formats/merge-sarif.ts does the merging).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { usage, errorLocale } from './usage';
import { jsonAscii } from './formats/escape';
import { tellOutput, writeOutputFile } from './safe-output';
import { mergeSarif } from './formats';

/** `merge-sarif a.sarif b.sarif ... [-o out]`: one SARIF log from the shards' logs. */
export function runMergeSarif(args: string[], cwd: string, out: (s: string) => void, err: (s: string) => void): number {
  let output: string | undefined;
  const inputs: string[] = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '-o' || args[i] === '--output') output = args[++i];
    // The language of its usage errors (main's errorLocale reads it from the arguments); nothing else is said.
    else if (args[i] === '--locale') i++;
    else if (!args[i]!.startsWith('--locale=')) inputs.push(args[i]!);
  }
  if (inputs.length === 0) throw usage('cli.usage.line', { usage: 'grimoire merge-sarif <a.sarif> <b.sarif>... [-o merged.sarif]' });
  const logs = inputs.map((f) => {
    try {
      return JSON.parse(readFileSync(resolve(cwd, f), 'utf8')) as unknown;
    } catch (e) {
      throw usage('cli.sarif.notJson', { file: f, error: (e as Error).message });
    }
  });
  let merged: unknown;
  try {
    merged = mergeSarif(logs);
  } catch (e) {
    throw usage('cli.sarif.cannotMerge', { error: (e as Error).message });
  }
  const text = jsonAscii(JSON.stringify(merged, null, 2)) + '\n';
  if (!output) {
    out(text);
    return 0;
  }
  // Like lint's -o: the merged report replaces an older one (or a planted symlink), never following it.
  const target = resolve(cwd, output);
  return tellOutput(writeOutputFile(target, text, { force: true, cwd }), 1, target, errorLocale(args), err) ? 0 : 2;
}
