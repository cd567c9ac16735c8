/**
 * The preview card's stylesheet, shared by the VS Code webview
 * (client/src/extension.ts should import it instead of keeping its own copy)
 * and `grimoire render --format html`. The first rules are the webview's
 * original `PREVIEW_CSS`; the rest style the computed sections.
 */
export const PREVIEW_CSS = `body{font-family:var(--vscode-font-family, Georgia, serif);padding:12px;color:var(--vscode-foreground,#222)}
.card{max-width:640px;background:var(--vscode-editor-background,#fdf8ec);border:1px solid #8a2b1d;border-radius:6px;padding:12px 16px}
.card h1{font-variant:small-caps;color:#8a2b1d;margin:0 0 2px;font-size:1.6em}
.subtitle{font-style:italic;margin:0}
.row .label{font-weight:bold;color:#8a2b1d}
hr{border:0;border-top:2px solid #8a2b1d}
.controls{margin-bottom:8px}
.footprint svg{max-width:100%;height:auto;background:#fff}
table{border-collapse:collapse}td,th{border:1px solid #aaa;padding:2px 6px}
.card h2,.card h3{font-size:1.1em;color:#8a2b1d;margin:14px 0 4px;font-variant:small-caps;font-weight:bold}
.card h3{font-size:1em;margin-top:10px}
.card table{margin:6px 0}
td.n{text-align:right}
tr.chosen td{font-weight:bold}
.notes{font-size:.85em;color:#555;padding-left:1.2em}
.reading{font-size:.9em}`;
