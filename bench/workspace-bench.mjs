/**
 * The workspace benchmark: the language server (dist/server.js, stdio) on a
 * generated workspace of one-spell files (gen-workspace.mjs), reading it
 * from disk as a plain LSP client gets it. Times what the targets
 * name: the first indexing after start (initialize until the compendium
 * says indexing is over), definition and references of the "hot" spell
 * (named by `hotRefs` tags), a rename of it (one workspace edit over those
 * files), one file changed on disk and announced by a watched-file event
 * until workspace symbols show it, the compendium's whole answer; and the
 * server's peak memory. Every wait is bounded. `npm run bench` runs it
 * (scripts/bench.mjs, the `workspace` phase); alone:
 *
 *   node bench/workspace-bench.mjs [--count 10000] [--hot-refs 1000] [--runs 5] [--json]
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { generateWorkspace } from './gen-workspace.mjs';
import { LspSession, within } from './lsp-driver.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function arg(name, def) {
  const i = process.argv.indexOf(name);
  return i >= 0 ? Number(process.argv[i + 1]) : def;
}

/** Median of some numbers. */
function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

/**
 * Run the benchmark once on a fresh generated workspace (in a temp folder, removed after).
 * @param {{ count?: number, hotRefs?: number, runs?: number }} [o]
 */
export async function workspaceBench({ count = 10_000, hotRefs = 1000, runs = 5 } = {}) {
  const gen = generateWorkspace({ count, hotRefs });
  const dir = mkdtempSync(join(tmpdir(), 'grimoire-ws-bench-'));
  for (const f of gen.files) {
    mkdirSync(dirname(join(dir, f.path)), { recursive: true });
    writeFileSync(join(dir, f.path), f.text);
  }
  const rootUri = pathToFileURL(dir).href;
  const hotUri = pathToFileURL(join(dir, gen.hot.path)).href;
  const s = new LspSession({ name: 'grimoire', argv: [join(ROOT, 'dist/server.js'), '--stdio'], cwd: dir });
  const changed = [];
  s.conn.onNotification('grimoire/compendiumChanged', () => changed.push(performance.now()));
  const out = { count, hotRefs, files: gen.files.length };
  try {
    const t0 = performance.now();
    const caps = { workspace: { configuration: true, didChangeWatchedFiles: { dynamicRegistration: true }, workspaceEdit: { documentChanges: true } } };
    await within(s.conn.sendRequest('initialize', { processId: process.pid, rootUri, workspaceFolders: [{ uri: rootUri, name: 'bench' }], capabilities: caps, initializationOptions: { compendium: true } }), 60_000, 'initialize');
    await s.conn.sendNotification('initialized', {});
    // The compendium request waits for the first indexing; its answer says whether it is over.
    let spells = 0;
    for (;;) {
      const r = await within(s.conn.sendRequest('grimoire/compendium', {}), 120_000, 'compendium');
      spells = r.spells.length;
      if (!r.indexing) break;
    }
    out.indexMs = performance.now() - t0;
    out.indexedSpells = spells;
    out.memAfterIndex = s.memory();
    // CPU time is steadier than wall time on a shared machine.
    out.cpuAfterIndexMs = s.cpu();
    // The hot spell's name (line 0, after `name: `): definition from a tag, references and rename from the name.
    const tagFile = pathToFileURL(join(dir, gen.files[1].path)).href;
    const tagText = gen.files[1].text;
    const tagAt = tagText.indexOf(`{@spell ${gen.hot.name}}`) + '{@spell '.length + 1;
    const before = tagText.slice(0, tagAt);
    const tagPos = { line: before.split('\n').length - 1, character: tagAt - before.lastIndexOf('\n') - 1 };
    const namePos = { line: 0, character: 7 };
    const time = async (fn) => {
      const xs = [];
      let last;
      for (let i = 0; i < runs; i++) {
        const t = performance.now();
        last = await fn();
        xs.push(performance.now() - t);
      }
      return { ms: median(xs), all: xs, last };
    };
    const def = await time(() => within(s.conn.sendRequest('textDocument/definition', { textDocument: { uri: tagFile }, position: tagPos }), 30_000, 'definition'));
    out.definitionMs = def.ms;
    out.definitionTargets = Array.isArray(def.last) ? def.last.length : def.last ? 1 : 0;
    const refs = await time(() => within(s.conn.sendRequest('textDocument/references', { textDocument: { uri: hotUri }, position: namePos, context: { includeDeclaration: true } }), 30_000, 'references'));
    out.referencesMs = refs.ms;
    out.references = refs.last.length;
    const ren = await time(() => within(s.conn.sendRequest('textDocument/rename', { textDocument: { uri: hotUri }, position: namePos, newName: 'Bench Renamed Spell' }), 30_000, 'rename'));
    out.renameMs = ren.ms;
    const edit = ren.last;
    out.renameFiles = edit.documentChanges ? edit.documentChanges.length : Object.keys(edit.changes ?? {}).length;
    // One file changed on disk, announced by a watched-file event: until the compendium shows the new name.
    const victim = gen.files[5000 % count];
    const victimPath = join(dir, victim.path);
    const newName = 'Bench Changed On Disk';
    writeFileSync(victimPath, victim.text.replace(/^name: .*$/m, `name: ${newName}`));
    const tw = performance.now();
    await s.conn.sendNotification('workspace/didChangeWatchedFiles', { changes: [{ uri: pathToFileURL(victimPath).href, type: 2 }] });
    for (;;) {
      const r = await within(s.conn.sendRequest('workspace/symbol', { query: newName }), 30_000, 'workspace symbols after change');
      if (r.some((x) => x.name === newName)) break;
      if (performance.now() - tw > 30_000) throw new Error('the change never showed');
    }
    out.watchedChangeMs = performance.now() - tw;
    const comp = await time(() => within(s.conn.sendRequest('grimoire/compendium', {}), 30_000, 'compendium'));
    out.compendiumMs = comp.ms;
    out.mem = s.memory();
    out.cpuMs = s.cpu();
  } finally {
    await s.close().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  }
  return out;
}

/** The figures as lines of text. */
export function workspaceLines(r) {
  const mib = (b) => (b === undefined ? '?' : `${(b / 1024 / 1024).toFixed(0)} MiB`);
  return [
    `workspace: ${r.count} one-spell files + lists (${r.files} files), hot spell named by ${r.hotRefs} tags`,
    `first indexing (initialize -> compendium complete): ${r.indexMs.toFixed(0)} ms (server CPU ${r.cpuAfterIndexMs} ms), ${r.indexedSpells} spells; RSS ${mib(r.memAfterIndex.rss)}`,
    `definition from a tag: ${r.definitionMs.toFixed(1)} ms (median), ${r.definitionTargets} target`,
    `references of the hot spell: ${r.referencesMs.toFixed(1)} ms, ${r.references} locations`,
    `rename of the hot spell: ${r.renameMs.toFixed(1)} ms, ${r.renameFiles} files edited`,
    `one file changed on disk (watched-file event) until workspace symbols show it: ${r.watchedChangeMs.toFixed(0)} ms`,
    `compendium (every spell, for the tree view): ${r.compendiumMs.toFixed(0)} ms`,
    `server peak RSS ${mib(r.mem.peakRss)}, CPU ${r.cpuMs} ms`,
  ];
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const r = await workspaceBench({ count: arg('--count', 10_000), hotRefs: arg('--hot-refs', 1000), runs: arg('--runs', 5) });
  console.log(process.argv.includes('--json') ? JSON.stringify(r, null, 2) : workspaceLines(r).join('\n'));
}

