/**
 * Cross-file findings as the user configured them: their severities from the
 * settings (`grimoire.rules`, `.grimoirerc.yaml` `rules:`), `off` dropped,
 * and `# grimoire-disable-next-line <code>` honoured, exactly as for a
 * file's own findings (assemble.ts finish). The language server and the CLI
 * call it with the file's settings and text.
 */
import { finish } from '../assemble';
import { LineIndex } from '../parse/lines';
import type { GrimoireSettings } from '../settings';
import type { WorkspaceFinding } from './cross-checks';

/** `findings` of the file `text` with `settings` applied (same order, severities set, those turned off or disabled left out). */
export function settleFindings(findings: WorkspaceFinding[], settings: GrimoireSettings, text: string, lines?: LineIndex): WorkspaceFinding[] {
  if (findings.length === 0) return findings;
  return finish(findings, settings, lines ?? new LineIndex(text), text) as WorkspaceFinding[];
}
