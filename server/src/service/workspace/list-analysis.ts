/**
 * The analysis of a spell-list file (spell-list.ts): its YAML problems and
 * its schema's findings (schemas/spell-list.schema.json), with the user's
 * severities and disable comments. It holds no spell; its entries are
 * checked across the workspace (cross-checks.ts). Called by analyze.ts.
 */
import type { Analysis } from '../analysis';
import { finish } from '../assemble';
import type { ParsedYaml } from '../parse/yaml-tree';
import type { SchemaValidator } from '../schema/validate';
import type { Problem } from '../types';
import { listValidator } from './list-schema';

/** Finish `analysis` (a fresh shell) as the spell-list document `parsed`, which starts at `base` in the text. */
export function listAnalysis(validator: SchemaValidator, analysis: Analysis, parsed: ParsedYaml, base: number): Analysis {
  const raw: Problem[] = parsed.problems.map((p) => ({ ...p, severity: 'error', start: p.start + base, end: p.end + base }));
  if (parsed.root) {
    for (const p of validator.validateWith(listValidator(), parsed.value, parsed.root)) {
      const fixes = p.fixes?.map((f) => ({ ...f, edits: f.edits.map((e) => ({ ...e, start: e.start + base, end: e.end + base })) }));
      raw.push({ code: p.code, severity: 'error', msg: p.msg, start: p.start + base, end: p.end + base, ...(fixes ? { fixes } : {}) });
    }
  }
  analysis.spellList = true;
  analysis.diagnostics = finish(raw, analysis.settings, analysis.lines, analysis.text);
  return analysis;
}
