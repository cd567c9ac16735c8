/**
 * The preview webview's page around the card the server renders: a strict
 * Content Security Policy, a nonce for the one script, the method, placement
 * and angle controls. Pure (no `vscode` import) so tests render it as the
 * webview does, in a browser, and look at it. Called by extension.ts.
 */
import { PREVIEW_CSS, METHOD_NAMES } from '../../server/src/service/index';
import type { PreviewResult } from '../../server/src/protocol';

/** The card, the methods the spell's system offers and the control labels (the server's `grimoire/preview` answer). */
export type PageInput = Pick<PreviewResult, 'html' | 'methods' | 'controls'>;

/** What the panel remembers between refreshes. */
export interface PanelState {
  method: string;
  placement: string;
}

/** The control labels in English, for an answer without the server's own (the server sends them in the user's language). */
export const PAGE_WORDS = {
  method: 'Method',
  placement: 'Placement',
  angle: 'Angle',
  angleOption: 'angle',
  angleHint: 'Angle in degrees from the grid\'s x axis, 0 to 359',
  placements: { orthogonal: 'orthogonal', diagonal: 'diagonal' } as Record<string, string>,
} as const;

/** The full HTML page. `cspSource` is the webview's own source (images); `nonce` is fresh per page. */
export function previewPage(r: PageInput, state: PanelState, cspSource: string, nonce: string, saved: object = {}): string {
  const csp = ["default-src 'none'", `style-src 'nonce-${nonce}'`, `script-src 'nonce-${nonce}'`, `img-src ${cspSource} data:`].join('; ');
  const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const W = r.controls ?? { ...PAGE_WORDS, methods: METHOD_NAMES as Record<string, string> };
  const methodOptions = r.methods.map((m) => `<option value="${esc(m)}"${m === state.method ? ' selected' : ''}>${esc(W.methods[m] ?? m)}</option>`).join('');
  const placements = ['orthogonal', 'diagonal'].map((p) => `<option value="${p}"${p === state.placement ? ' selected' : ''}>${esc(W.placements[p] ?? p)}</option>`).join('');
  const angle = /^\d+$/.test(state.placement) ? state.placement : '';
  // The angle box is wide enough for "359" and its unit sits outside it, so nothing in it is cut.
  const controls = r.methods.length
    ? `<div class="controls"><label>${esc(W.method)} <select id="method">${methodOptions}</select></label> <label>${esc(W.placement)} <select id="placement">${placements}<option value=""${angle ? ' selected' : ''}>${esc(W.angleOption)}</option></select></label> <label title="${esc(W.angleHint)}">${esc(W.angle)} <input id="angle" type="number" min="0" max="359" step="1" value="${esc(angle)}" placeholder="0" aria-label="${esc(W.angleHint)}">°</label></div>`
    : '';
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${csp}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<style nonce="${nonce}">${PREVIEW_CSS}</style></head>
<body>
${controls}
${r.html}
<script nonce="${nonce}">
const vscode = acquireVsCodeApi();
// Kept by VS Code across a window reload and handed to the extension's serializer.
vscode.setState(${JSON.stringify(saved).replace(/</g, '\\u003c')});
for (const id of ['method', 'placement']) {
  const el = document.getElementById(id);
  if (el) el.addEventListener('change', () => { if (el.value) vscode.postMessage({ [id]: el.value }); });
}
// Any angle: degrees from the grid's x axis, sent as the placement.
const angle = document.getElementById('angle');
if (angle) angle.addEventListener('change', () => {
  const deg = Math.round(Number(angle.value));
  if (Number.isFinite(deg)) vscode.postMessage({ placement: String(((deg % 360) + 360) % 360) });
});
</script>
</body></html>`;
}
