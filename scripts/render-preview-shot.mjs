#!/usr/bin/env node
// Screenshots for the docs, taken in headless Chromium:
//   docs/images/preview.png       `grimoire render samples/dnd5e/fireball.spell.yaml --format html`
//   docs/images/hover-area.png    the hover on Fireball's `area:` key, in a VS Code-like hover box
//   docs/images/hover-numbers.png the hovers on its `save:` and `damage:` keys
//
// Needs playwright-core under .cache/e2e/node_modules (scripts/e2e-setup.sh) and a Chromium
// (/usr/bin/chromium, or $CHROMIUM); without them it prints why and exits 0.
// The hover markdown comes from the service itself (bundled on the fly with esbuild) and is
// turned into HTML by the small markdown converter below (no dependency).
//
// Usage: node scripts/render-preview-shot.mjs
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tmpdir } from 'node:os';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const pwPath = join(root, '.cache/e2e/node_modules/playwright-core');
const chromiumPath = process.env.CHROMIUM ?? '/usr/bin/chromium';
const SAMPLE = 'samples/dnd5e/fireball.spell.yaml';
const outDir = join(root, 'docs/images');

if (!existsSync(pwPath)) {
  console.log('render-preview-shot: skipped, playwright-core is not installed under .cache/e2e (run scripts/e2e-setup.sh).');
  process.exit(0);
}
if (!existsSync(chromiumPath)) {
  console.log(`render-preview-shot: skipped, no Chromium at ${chromiumPath} (set CHROMIUM).`);
  process.exit(0);
}

// 1. The preview page, from the built CLI.
if (!existsSync(join(root, 'dist/cli.js'))) execFileSync(process.execPath, [join(root, 'scripts/build.mjs')], { cwd: root, stdio: 'inherit' });
const previewPage = execFileSync(process.execPath, [join(root, 'bin/grimoire.js'), 'render', SAMPLE, '--format', 'html'], { cwd: root, encoding: 'utf8' });

// 2. Hover markdown, from the service (bundled to a temporary CommonJS file).
const tmp = mkdtempSync(join(tmpdir(), 'grimoire-shot-'));
let hovers;
try {
  const { build } = await import('esbuild');
  const entry = join(tmp, 'hover.cjs');
  await build({
    stdin: {
      contents: "export { createSpellService } from './server/src/service/service';\nexport { DEFAULT_SETTINGS } from './server/src/service/settings';\n",
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    outfile: entry,
    logLevel: 'warning',
  });
  const { createSpellService, DEFAULT_SETTINGS } = require(entry);
  const svc = createSpellService();
  const text = readFileSync(join(root, SAMPLE), 'utf8');
  const analysis = svc.analyze(text, DEFAULT_SETTINGS);
  const at = (key) => {
    const i = text.indexOf(`\n${key}:`);
    if (i < 0) throw new Error(`${SAMPLE} has no ${key}:`);
    const h = svc.hover(analysis, i + 2, DEFAULT_SETTINGS, 'both');
    if (!h) throw new Error(`no hover on ${key}`);
    return { key, markdown: h.markdown, line: text.slice(i + 1, text.indexOf('\n', i + 1)) };
  };
  hovers = { area: at('area'), save: at('save'), damage: at('damage') };
} finally {
  rmSync(tmp, { recursive: true, force: true });
}

// ---------------------------------------------------------------- markdown -> HTML

function escapeText(s) {
  return s.replace(/&(?!#?\w+;)/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function inline(s) {
  const codes = [];
  let t = s.replace(/`([^`]+)`/g, (_, c) => {
    codes.push(`<code>${escapeText(c)}</code>`);
    return `\u0000${codes.length - 1}\u0000`;
  });
  const imgs = [];
  t = t.replace(/!\[([^\]]*)\]\((data:image\/svg\+xml;base64,[A-Za-z0-9+/=]+)\)/g, (_, alt, src) => {
    imgs.push(`<img alt="${escapeText(alt)}" src="${src}">`);
    return `\u0001${imgs.length - 1}\u0001`;
  });
  t = escapeText(t);
  t = t.replace(/\\([\\`*_[\]|~])/g, (_, c) => `\u0002${c.charCodeAt(0)}\u0002`);
  t = t.replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>');
  t = t.replace(/(^|[\s(])_([^_]+)_(?=$|[\s).,:;])/g, '$1<em>$2</em>');
  t = t.replace(/(^|[\s(])\*([^*]+)\*(?=$|[\s).,:;])/g, '$1<em>$2</em>');
  t = t.replace(/\u0002(\d+)\u0002/g, (_, n) => `&#${n};`);
  t = t.replace(/\u0000(\d+)\u0000/g, (_, n) => codes[Number(n)]);
  t = t.replace(/\u0001(\d+)\u0001/g, (_, n) => imgs[Number(n)]);
  return t;
}

/** Enough markdown for hovers: paragraphs, fenced code, tables, lists, rules, images, emphasis, code spans. */
function markdownToHtml(md) {
  const lines = md.split('\n');
  const out = [];
  let para = [];
  const flush = () => {
    if (para.length) out.push(`<p>${inline(para.join(' '))}</p>`);
    para = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const fence = /^```(\w*)/.exec(line);
    if (fence) {
      flush();
      const body = [];
      for (i++; i < lines.length && !lines[i].startsWith('```'); i++) body.push(lines[i]);
      out.push(`<pre class="${fence[1] || 'text'}"><code>${escapeText(body.join('\n'))}</code></pre>`);
      continue;
    }
    if (/^---+\s*$/.test(line)) {
      flush();
      out.push('<hr>');
      continue;
    }
    if (line.startsWith('|') && lines[i + 1] && /^\|[\s|:-]+\|$/.test(lines[i + 1])) {
      flush();
      const cells = (l) => l.slice(1, -1).split(/(?<!\\)\|/).map((c) => inline(c.trim()));
      const head = cells(line);
      const rows = [];
      for (i += 2; i < lines.length && lines[i].startsWith('|'); i++) rows.push(cells(lines[i]));
      i--;
      out.push(`<table><thead><tr>${head.map((h) => `<th>${h}</th>`).join('')}</tr></thead><tbody>${rows.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`).join('')}</tbody></table>`);
      continue;
    }
    if (/^- /.test(line)) {
      flush();
      const items = [];
      for (; i < lines.length && /^- /.test(lines[i]); i++) items.push(`<li>${inline(lines[i].slice(2))}</li>`);
      i--;
      out.push(`<ul>${items.join('')}</ul>`);
      continue;
    }
    if (line.trim() === '') flush();
    else para.push(line.trim());
  }
  flush();
  return out.join('\n');
}

// ---------------------------------------------------------------- VS Code-like hover page

const HOVER_CSS = `
body{margin:0;background:#1e1e1e;font-family:"DejaVu Sans",system-ui,sans-serif}
#shot{display:inline-block;padding:16px 20px 20px;background:#1e1e1e}
.editor{font:13px/19px "DejaVu Sans Mono",monospace;color:#d4d4d4;white-space:pre}
.editor .ln{color:#858585;display:inline-block;width:2.5em;text-align:right;margin-right:1.5em}
.editor .k{color:#569cd6}.editor .cursor{background:#264f78}
.row{display:flex;gap:16px;align-items:flex-start}
.hover{margin:4px 0 0 4em;background:#252526;border:1px solid #454545;color:#cccccc;font-size:13px;line-height:1.45;
  max-width:520px;padding:4px 10px 8px;box-shadow:0 2px 8px rgba(0,0,0,.36);border-radius:3px}
.hover p{margin:6px 0}.hover strong{color:#e0e0e0}
.hover code{font-family:"DejaVu Sans Mono",monospace;color:#d7ba7d;font-size:12px}
.hover pre{background:rgba(10,10,10,.4);padding:4px 6px;margin:6px 0;white-space:pre-wrap}
.hover pre code{color:#d4d4d4;font-size:11.5px;line-height:1.15}
.hover hr{border:0;border-top:1px solid #454545;margin:8px -10px}
.hover table{border-collapse:collapse;margin:6px 0}
.hover th,.hover td{border:1px solid #3c3c3c;padding:1px 7px;text-align:left}
.hover th{color:#e0e0e0}
.hover ul{margin:4px 0;padding-left:20px}
.hover img{display:block;margin:6px 0;background:#fff}
`;

function editorLines(text, keyLine) {
  const lines = text.split('\n');
  const idx = lines.indexOf(keyLine);
  const from = Math.max(0, idx - 2);
  return lines
    .slice(from, idx + 1)
    .map((l, k) => {
      const n = from + k + 1;
      const m = /^([\w]+)(:.*)$/.exec(l);
      const body = m ? `<span class="k">${escapeText(m[1])}</span>${escapeText(m[2])}` : escapeText(l);
      const mark = n === idx + 1 && m ? body.replace('<span class="k">', '<span class="k cursor">') : body;
      return `<div><span class="ln">${n}</span>${mark}</div>`;
    })
    .join('');
}

const sampleText = readFileSync(join(root, SAMPLE), 'utf8');
function hoverPage(items) {
  const blocks = items
    .map((h) => `<div><div class="editor">${editorLines(sampleText, h.line)}</div><div class="hover">${markdownToHtml(h.markdown)}</div></div>`)
    .join('');
  return `<!DOCTYPE html><html><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">
<style>${HOVER_CSS}</style></head><body><div id="shot"><div class="row">${blocks}</div></div></body></html>`;
}

// ---------------------------------------------------------------- screenshots

const { chromium } = require(pwPath);
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu', '--headless'] });
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 900 }, deviceScaleFactor: 1 });
  await page.setContent(previewPage, { waitUntil: 'load' });
  await page.locator('article.card').screenshot({ path: join(outDir, 'preview.png') });

  await page.setContent(hoverPage([hovers.area]), { waitUntil: 'load' });
  await page.locator('#shot').screenshot({ path: join(outDir, 'hover-area.png') });

  await page.setViewportSize({ width: 1400, height: 900 });
  await page.setContent(hoverPage([hovers.save, hovers.damage]), { waitUntil: 'load' });
  await page.locator('#shot').screenshot({ path: join(outDir, 'hover-numbers.png') });
} finally {
  await browser.close();
}
for (const f of ['preview.png', 'hover-area.png', 'hover-numbers.png']) {
  const p = join(outDir, f);
  console.log(`wrote ${p} (${statSync(p).size} bytes)`);
}
