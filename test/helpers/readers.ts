/**
 * Every reader of user text the service has, run on one document: the
 * analysis (schema, rules, the Foundry dialect), the tab-indent fixes, a
 * hover and a completion at each top-level value (one hover section per
 * key), inlay summaries, symbols, code actions, `--fix`, `explain`, the
 * preview card and `render`'s rows, both exporters; and each importer on a
 * loaded document. Used by the linear-time tests (each call timed) and the
 * regex audit (what regexes the service builds while it reads).
 */
import { addTabFixes, fixAll, type SpellService } from '../../server/src/service/service';
import { DEFAULT_SETTINGS, type GrimoireSettings } from '../../server/src/service/settings';
import { explainSpells } from '../../server/src/service/features/explain';
import { previewHtml, subtitle } from '../../server/src/service/features/preview';
import { statRows } from '../../server/src/service/features/stat-block';
import { exportFoundry } from '../../server/src/service/formats/foundry/export';
import { write5etools } from '../../server/src/service/formats/5etools/write';
import { importDialect, type DialectImport } from '../../server/src/service/formats/import';
import { import5eDatabase } from '../../server/src/service/formats/5e-database/read';
import { importPsrd } from '../../server/src/service/formats/psrd/read';
import type { YNode } from '../../server/src/service/parse/yaml-tree';

/** Offsets of each top-level value of a spell (one hover section per key), relative to its tree. */
function valueOffsets(n: YNode | undefined): number[] {
  return (n?.pairs ?? []).map((p) => p.value.start);
}

/** Receives how long each reader took (`what`: `analyze`, `hover`, `explain`...). */
export type Timer = (what: string, ms: number) => void;

/** Time `f` under `what` (summed over calls by the caller when it repeats). */
function timed<T>(time: Timer | undefined, what: string, f: () => T): T {
  if (!time) return f();
  const t = performance.now();
  const r = f();
  time(what, performance.now() - t);
  return r;
}

/** Run every reader of a spell file's text; `time` gets each call's time. */
export function readSpellText(svc: SpellService, text: string, settings: GrimoireSettings = DEFAULT_SETTINGS, time?: Timer): void {
  const a = timed(time, 'analyze', () => svc.analyze(text, settings));
  timed(time, 'tab fixes', () => addTabFixes(a));
  for (const s of a.spells) {
    for (const rel of valueOffsets(s.node)) {
      timed(time, 'hover', () => svc.hover(a, s.base + rel, settings, 'both'));
      timed(time, 'completion', () => svc.complete(a, s.base + rel, settings));
    }
    timed(time, 'preview', () => previewHtml(s, settings));
    timed(time, 'render rows', () => {
      statRows(s, settings.locale);
      subtitle(s, settings.locale);
    });
    timed(time, 'export foundry', () => exportFoundry(s.value, s.system));
    if (s.system === 'dnd5e' || s.system === 'tov') timed(time, 'export 5etools', () => write5etools(s.value, 'X'));
  }
  timed(time, 'inlay summaries', () => svc.summaries(a, 0, text.length, settings));
  timed(time, 'symbols', () => svc.symbols(a));
  timed(time, 'code actions', () => svc.codeActions(a, 0, text.length));
  timed(time, 'explain', () => explainSpells(a, settings));
  timed(time, 'fix', () => fixAll(svc, text, settings, { maxPasses: 1 }));
}

/** The importers a loaded document can go through. */
export type Importer = DialectImport | '5e-database' | 'psrd';

/** Run an importer on one loaded document (what `grimoire import` does after reading the file). */
export function runImporter(kind: Importer, doc: unknown): void {
  if (kind === '5e-database') import5eDatabase(doc);
  else if (kind === 'psrd') importPsrd(doc);
  else importDialect(kind, [{ label: 'input.json', doc }]);
}
