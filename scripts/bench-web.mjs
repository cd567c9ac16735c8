/**
 * `npm run bench:web` (after `npm run build`): the web build beside the
 * desktop build. Writes bench/results-web.md and prints the same tables.
 *
 *   node scripts/bench-web.mjs [--runs N]
 *
 * - Sizes: each bundle the .vsix carries, raw and gzipped (what a browser
 *   downloads from a server that compresses).
 * - Start to first diagnostics on the 5,000-spell file of `npm run bench`
 *   (5e-5k: same generator, seed and modeline): the desktop server as VS Code
 *   starts it, a Node process (spawn, initialize, didOpen, the first
 *   publishDiagnostics; over stdio here, IPC in VS Code), and the web server
 *   as the web client starts it (client/src/browser-main.ts: the script's
 *   bytes fetched, a Blob, a Worker; then the same messages by postMessage)
 *   in headless Chromium. Each run starts a fresh process or worker; the
 *   browser itself is already running, as it is when VS Code for the Web
 *   activates the extension. The same initialize parameters for both.
 *
 * Chromium and playwright-core come from the e2e setup (scripts/e2e-setup.sh:
 * GRIMOIRE_E2E_CACHE, default .cache/e2e; GRIMOIRE_E2E_CHROMIUM, default
 * /usr/bin/chromium); without them the web timings are skipped with a note.
 * Never touches the network: the page and the bundle are served from 127.0.0.1.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { generateDataset } from '../bench/gen.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const rpc = require('vscode-jsonrpc/node');
const SCHEMA = join(ROOT, 'schemas', 'spell.schema.json');
const CACHE = process.env.GRIMOIRE_E2E_CACHE ?? join(ROOT, '.cache', 'e2e');
const CHROMIUM = process.env.GRIMOIRE_E2E_CHROMIUM ?? '/usr/bin/chromium';
const TIMEOUT_MS = 120_000;
/** What both servers are sent: a client that pulls no configuration, so neither waits on one. */
const INITIALIZE = { processId: null, rootUri: null, capabilities: { textDocument: { publishDiagnostics: { versionSupport: true }, hover: { contentFormat: ['markdown'] } } }, clientInfo: { name: 'grimoire-bench-web' } };
const URI = 'file:///bench/bench-5e-5k.spells.yaml';

function parseArgs(argv) {
  const o = { runs: 5 };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--runs' || a.startsWith('--runs=')) {
      o.runs = Number(a.includes('=') ? a.slice(7) : argv[++i]);
      if (!Number.isInteger(o.runs) || o.runs < 1) usage('--runs takes a whole number of at least 1');
    } else if (a === '-h' || a === '--help') usage();
    else usage(`unknown argument ${a}`);
  }
  return o;
}

function usage(msg) {
  if (msg) process.stderr.write(`bench:web: ${msg}\n`);
  process.stderr.write('usage: node scripts/bench-web.mjs [--runs N]\n');
  process.exit(msg ? 2 : 0);
}

const opts = parseArgs(process.argv.slice(2));
const command = `npm run bench:web${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`;
const log = (s) => process.stderr.write(`[bench:web] ${s}\n`);
const median = (xs) => {
  const v = [...xs].sort((a, b) => a - b);
  const m = v.length >> 1;
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
};
const fmtMs = (ms) => (ms === undefined ? 'n/a' : ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${Math.round(ms)} ms`);
const fmtBytes = (b) => (b >= 1e6 ? `${(b / 1e6).toFixed(2)} MB` : `${Math.round(b / 1e3)} kB`);
const pad = (n) => String(n).padStart(2, '0');

function machine() {
  const d = new Date();
  return {
    cores: os.cpus().length,
    cpu: os.cpus()[0]?.model?.trim() ?? 'unknown',
    node: process.version,
    date: `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())} UTC`,
    load: os.loadavg().map((x) => x.toFixed(2)).join(' '),
  };
}

// ---------------------------------------------------------------- sizes

/** Each bundle of the .vsix: bytes, and gzipped bytes (level 9). */
function sizes() {
  return ['dist/server.js', 'dist/client.js', 'dist/server-web.js', 'dist/client-web.js'].map((f) => {
    const file = join(ROOT, f);
    if (!existsSync(file)) throw new Error(`${f} is missing: run npm run build first (npm run bench:web does)`);
    return { file: f, bytes: statSync(file).size, gzip: gzipSync(readFileSync(file), { level: 9 }).length };
  });
}

// ---------------------------------------------------------------- desktop: a Node process

/** One cold start of dist/server.js: spawn to initialize answered, and to the first diagnostics of the file. */
async function desktopRun(text) {
  const t0 = performance.now();
  const proc = spawn(process.execPath, [join(ROOT, 'dist', 'server.js'), '--stdio'], { stdio: ['pipe', 'pipe', 'ignore'] });
  const conn = rpc.createMessageConnection(new rpc.StreamMessageReader(proc.stdout), new rpc.StreamMessageWriter(proc.stdin));
  const first = new Promise((res) => conn.onNotification('textDocument/publishDiagnostics', (p) => p.uri === URI && res({ at: performance.now(), count: p.diagnostics.length })));
  conn.onNotification('window/logMessage', () => undefined);
  conn.onNotification('grimoire/spellDocument', () => undefined);
  conn.listen();
  const timer = setTimeout(() => proc.kill('SIGKILL'), TIMEOUT_MS);
  try {
    await conn.sendRequest('initialize', INITIALIZE);
    const initialized = performance.now();
    await conn.sendNotification('initialized', {});
    const opened = performance.now();
    await conn.sendNotification('textDocument/didOpen', { textDocument: { uri: URI, languageId: 'yaml', version: 1, text } });
    const d = await first;
    await conn.sendRequest('shutdown');
    await conn.sendNotification('exit');
    return { init: initialized - t0, open: d.at - opened, total: d.at - t0, count: d.count };
  } finally {
    clearTimeout(timer);
    conn.dispose();
    proc.kill();
  }
}

// ---------------------------------------------------------------- web: a worker in Chromium

/**
 * Runs in the page: one cold start of the web server as the web client makes
 * it (fetch the bytes, a Blob, a Worker), the same messages as desktopRun.
 */
async function pageRun({ script, uri, text, initialize, timeoutMs }) {
  const t0 = performance.now();
  const bytes = await (await fetch(script, { cache: 'no-store' })).arrayBuffer();
  const worker = new Worker(URL.createObjectURL(new Blob([bytes], { type: 'text/javascript' })));
  const out = {};
  try {
    await new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no diagnostics within ${timeoutMs} ms`)), timeoutMs);
      worker.onerror = (e) => reject(new Error(`worker error: ${e.message}`));
      worker.onmessage = (e) => {
        const m = e.data;
        if (m.id === 1) {
          out.init = performance.now() - t0;
          worker.postMessage({ jsonrpc: '2.0', method: 'initialized', params: {} });
          out.opened = performance.now();
          worker.postMessage({ jsonrpc: '2.0', method: 'textDocument/didOpen', params: { textDocument: { uri, languageId: 'yaml', version: 1, text } } });
        } else if (m.method === 'textDocument/publishDiagnostics' && m.params.uri === uri) {
          const at = performance.now();
          out.open = at - out.opened;
          out.total = at - t0;
          out.count = m.params.diagnostics.length;
          clearTimeout(timer);
          resolve();
        }
      };
      worker.postMessage({ jsonrpc: '2.0', id: 1, method: 'initialize', params: initialize });
    });
  } finally {
    worker.terminate();
  }
  delete out.opened;
  return out;
}

/** Serve the page and the web bundle on 127.0.0.1; returns the base URL and a closer. */
async function serve() {
  const bundle = readFileSync(join(ROOT, 'dist', 'server-web.js'));
  const server = createServer((req, res) => {
    if (req.url?.startsWith('/server-web.js')) {
      res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' });
      res.end(bundle);
    } else {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<!DOCTYPE html><title>grimoire bench:web</title>');
    }
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return { base: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((r) => server.close(r)) };
}

function loadPlaywright() {
  const dir = join(CACHE, 'node_modules', 'playwright-core');
  if (!existsSync(join(dir, 'package.json')) || !existsSync(CHROMIUM)) return undefined;
  return createRequire(join(CACHE, 'package.json'))(dir);
}

// ---------------------------------------------------------------- run

const t0 = performance.now();
const m = machine();
const size = sizes();
for (const s of size) log(`${s.file}: ${fmtBytes(s.bytes)} (${fmtBytes(s.gzip)} gzipped)`);
const data = generateDataset({ count: 5000, seed: 205, systems: 'dnd5e', mistakeRate: 0.05, modeline: `# yaml-language-server: $schema=${SCHEMA}` });
log(`generated 5e-5k: 5,000 spells, ${fmtBytes(data.stats.bytes)}`);

const desktop = [];
const web = [];
const pw = loadPlaywright();
if (!pw) log(`web timings skipped: no playwright-core in ${CACHE} or no Chromium at ${CHROMIUM} (run bash scripts/e2e-setup.sh)`);
let browser;
let site;
try {
  let page;
  if (pw) {
    browser = await pw.chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking'] });
    site = await serve();
    page = await browser.newPage();
    await page.goto(`${site.base}/`);
    // The text is in the page before any run starts: its transfer is no part of a start.
    await page.evaluate((t) => (globalThis.benchText = t), data.text);
  }
  // Round robin, so load from other work on the machine falls on both alike.
  for (let i = 0; i < opts.runs; i++) {
    const d = await desktopRun(data.text);
    desktop.push(d);
    log(`run ${i + 1}: desktop ${fmtMs(d.total)} (initialize ${fmtMs(d.init)}, open ${fmtMs(d.open)}, ${d.count} diagnostics)`);
    if (page) {
      const w = await page.evaluate(
        ({ fn, ...a }) => new Function(`return (${fn})`)()({ ...a, text: globalThis.benchText }),
        { fn: pageRun.toString(), script: `${site.base}/server-web.js?run=${i}`, uri: URI, initialize: INITIALIZE, timeoutMs: TIMEOUT_MS },
      );
      web.push(w);
      log(`run ${i + 1}: web     ${fmtMs(w.total)} (initialize ${fmtMs(w.init)}, open ${fmtMs(w.open)}, ${w.count} diagnostics)`);
    }
  }
} finally {
  await browser?.close();
  await site?.close();
}

const counts = new Set([...desktop, ...web].map((r) => r.count));
if (counts.size !== 1) throw new Error(`the builds disagree on the number of diagnostics: ${[...counts].join(' vs ')}`);
const summary = (rs) => (rs.length ? { init: median(rs.map((r) => r.init)), open: median(rs.map((r) => r.open)), total: median(rs.map((r) => r.total)) } : undefined);
const sd = summary(desktop);
const sw = summary(web);
const byFile = Object.fromEntries(size.map((s) => [s.file, s]));
const sizeRow = (label, f) => `| ${label} | \`${f}\` | ${fmtBytes(byFile[f].bytes)} | ${fmtBytes(byFile[f].gzip)} |`;
const md = [
  '# Web build: size and start-up',
  '',
  'Written by `npm run bench:web` (scripts/bench-web.mjs). Medians of the runs shown; lower is better.',
  '',
  `- Command: \`${command}\``,
  `- Machine: ${m.cores} cores (${m.cpu}), Node ${m.node}, Chromium ${pw ? CHROMIUM : 'absent'}`,
  `- Date: ${m.date}; load average at start ${m.load}, at end ${os.loadavg().map((x) => x.toFixed(2)).join(' ')}`,
  `- Whole run: ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  '',
  '## Bundles in the .vsix',
  '',
  'Bytes on disk, and gzipped (level 9: what a server that compresses sends a browser).',
  '',
  '| build | file | size | gzipped |',
  '|---|---|---:|---:|',
  sizeRow('desktop: language server (Node)', 'dist/server.js'),
  sizeRow('desktop: client', 'dist/client.js'),
  sizeRow('web: language server (web worker)', 'dist/server-web.js'),
  sizeRow('web: client', 'dist/client-web.js'),
  '',
  '## Start to first diagnostics, 5,000 spells',
  '',
  `The 5e-5k file of \`npm run bench\` (5,000 spells, ${fmtBytes(data.stats.bytes)}, ${[...counts][0]} diagnostics from each build). Desktop: a fresh \`node dist/server.js --stdio\` process from spawn; web: a fresh worker in headless Chromium from the fetch of dist/server-web.js (a Blob, a Worker: as the web client starts it). Initialize = until the \`initialize\` answer (load, compile, set-up); open = didOpen to the first publishDiagnostics; total = start to the first publishDiagnostics.`,
  '',
  '| build | initialize | open | start to first diagnostics | runs |',
  '|---|---:|---:|---:|---:|',
  `| desktop (Node ${m.node}) | ${fmtMs(sd?.init)} | ${fmtMs(sd?.open)} | ${fmtMs(sd?.total)} | ${desktop.length} |`,
  sw ? `| web (web worker, Chromium) | ${fmtMs(sw.init)} | ${fmtMs(sw.open)} | ${fmtMs(sw.total)} | ${web.length} |` : '| web (web worker, Chromium) | skipped: no Chromium/playwright-core | | | 0 |',
  '',
];
const out = md.join('\n');
mkdirSync(join(ROOT, 'bench'), { recursive: true });
writeFileSync(join(ROOT, 'bench', 'results-web.md'), out);
process.stdout.write(out);
