#!/usr/bin/env node
// Snapshot of everything a user can see from a built checkout, as a tree of
// text files, so a refactoring can show "no behaviour change" by comparing
// two trees (scripts/compare-snapshots.mjs). It runs only the checkout's
// built artifacts (bin/grimoire.js -> dist/cli.js, dist/server.js), never its
// source modules, so it works across any internal change.
//
//   node scripts/snapshot-outputs.mjs --out DIR [--root DIR] [--inputs DIR] [--corpus DIR] [--jobs N]
//   node scripts/snapshot-outputs.mjs --ref GIT-REF --out DIR      (build that ref in a temporary worktree)
//
// --root    the built checkout to run (default: the one holding this script)
// --inputs  the checkout whose samples/ and test/fixtures/ are read (default: --root);
//           pass the same one to both runs when the fixtures moved between them
// --corpus  the corpora (default: ../shared/corpus next to --root, this checkout or
//           the repository's main worktree); absent, the corpus part is skipped with a
//           message (--no-corpus skips it on purpose)
// --jobs    processes at a time (default 2)
//
// What is sampled, and why, is said in scripts/snapshot/lsp-outputs.mjs;
// only temporary and checkout paths are rewritten (placeholders <tmp>,
// <inputs>, <tool>, <corpus>), and the 5etools export's time stamps.
import { execFileSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, symlinkSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cleanEnv, listFiles, pool, SnapshotTree, stopChildren } from './snapshot/common.mjs';
import { Placeholders } from './snapshot/normalise.mjs';
import { cliTasks, sampleSpellFiles } from './snapshot/cli-outputs.mjs';
import { corpusTasks, foundryLspDocs } from './snapshot/corpus-outputs.mjs';
import { lspTasks } from './snapshot/lsp-outputs.mjs';

const HERE = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** What to undo if the run is interrupted: temporary folders and the worktree. */
const onInterrupt = [];
/** Written at the top of every snapshot; a folder holding it may be cleared by the next run. */
const MARKER = 'SNAPSHOT.txt';

function parseArgs(argv) {
  const opts = { jobs: 2 };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const value = () => {
      const v = argv[++i];
      if (v === undefined) fail(`${a} needs a value`);
      return v;
    };
    if (a === '--root') opts.root = resolve(value());
    else if (a === '--out') opts.out = resolve(value());
    else if (a === '--inputs') opts.inputs = resolve(value());
    else if (a === '--corpus') opts.corpus = resolve(value());
    else if (a === '--no-corpus') opts.corpus = false;
    else if (a === '--ref') opts.ref = value();
    else if (a === '--jobs') opts.jobs = Math.max(1, Number(value()) || 1);
    else if (a === '-h' || a === '--help') {
      const lines = readFileSync(fileURLToPath(import.meta.url), 'utf8').split('\n').slice(1);
      const header = lines.slice(0, lines.findIndex((l) => !l.startsWith('//')));
      process.stdout.write(header.map((l) => l.replace(/^\/\/ ?/, '')).join('\n') + '\n');
      process.exit(0);
    } else fail(`unknown argument ${a}`);
  }
  if (!opts.out) fail('--out DIR is required');
  if (opts.ref && opts.root) fail('--ref and --root exclude each other');
  return opts;
}

/** A mistake of the caller's: said in one line, exit 2 (thrown, so a temporary worktree is still removed). */
class UsageError extends Error {}

function fail(msg) {
  throw new UsageError(msg);
}

const git = (cwd, ...args) => execFileSync('git', ['-C', cwd, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

/** The corpus folder: the one given (false: none), else ../shared/corpus next to a checkout of this repository. */
function findCorpus(root, given) {
  if (given === false) return undefined;
  if (given !== undefined) {
    if (existsSync(given)) return given;
    process.stderr.write(`snapshot-outputs: --corpus ${given} does not exist.\n`);
    return undefined;
  }
  const candidates = [resolve(root, '../shared/corpus'), resolve(HERE, '../shared/corpus')];
  try {
    const common = git(HERE, 'rev-parse', '--path-format=absolute', '--git-common-dir');
    candidates.push(resolve(dirname(common), '../shared/corpus'));
  } catch {
    // not a git checkout: only the folders above
  }
  return candidates.find((c) => existsSync(c));
}

/** An output folder that is new, empty, or a previous snapshot (cleared); anything else is refused. */
function prepareOut(out) {
  if (existsSync(out) && readdirSync(out).length) {
    if (!existsSync(join(out, MARKER))) fail(`${out} is not empty and holds no ${MARKER}: not overwriting it`);
    rmSync(out, { recursive: true, force: true });
  }
  mkdirSync(out, { recursive: true });
}

/** Snapshot one built checkout into `out`. Returns the counts. */
async function snapshot({ root, inputs, corpus, out, jobs }) {
  const cli = join(root, 'bin/grimoire.js');
  const serverJs = join(root, 'dist/server.js');
  for (const f of [cli, join(root, 'dist/cli.js'), serverJs]) if (!existsSync(f)) fail(`${f} is missing: build the checkout first (node scripts/build.mjs)`);
  const tmp = realpathSync(mkdtempSync(join(tmpdir(), 'grimoire-snapshot-')));
  const removeTmp = () => rmSync(tmp, { recursive: true, force: true });
  onInterrupt.push(removeTmp);
  const real = (p) => (p && existsSync(p) ? realpathSync(p) : p);
  const pairs = [];
  for (const [p, name] of [[tmp, '<tmp>'], [inputs, '<inputs>'], [root, '<tool>'], [corpus, '<corpus>']]) {
    if (!p) continue;
    pairs.push([p, name]);
    if (real(p) !== p) pairs.push([real(p), name]);
  }
  const tree = new SnapshotTree(out, new Placeholders(pairs));
  // Written first (so a folder left by an interrupted run can be cleared by the next) and again at the end.
  tree.write(MARKER, 'Grimoire output snapshot (scripts/snapshot-outputs.mjs): INCOMPLETE, the run did not finish.\n');
  const env = cleanEnv(tmp);
  mkdirSync(env.HOME, { recursive: true });
  const counts = { cli: 0, lsp: 0 };
  const log = (m) => process.stderr.write(`  ${m}\n`);
  const t0 = Date.now();
  try {
    const docs = [];
    for (const top of ['samples', 'test/fixtures']) {
      if (!existsSync(join(inputs, top))) {
        tree.write(`ABSENT-${top.replace('/', '-')}.txt`, `${top} is not in the input checkout.\n`);
        continue;
      }
      for (const f of listFiles(join(inputs, top))) {
        if (!/\.(ya?ml|json)$/i.test(f)) continue;
        const rel = `${top}/${f}`;
        docs.push({ rel, uri: `file:///grimoire-snapshot/${rel}`, languageId: rel.endsWith('.json') ? 'json' : 'yaml', text: readFileSync(join(inputs, rel), 'utf8'), samples: top === 'samples' });
      }
    }
    const ctx = { cli, inputs, corpus, tmp, env, tree, counts, sampleFiles: sampleSpellFiles(inputs, listFiles) };
    const tasks = [];
    if (corpus) {
      tasks.push(...corpusTasks(ctx, docs));
      docs.push(...foundryLspDocs(corpus));
    } else {
      process.stderr.write('snapshot-outputs: no corpus folder (../shared/corpus; or pass --corpus DIR): imports, exports and in-place lints of the corpora are skipped, and the snapshot says so in corpus/ABSENT.txt.\n');
      tree.write('corpus/ABSENT.txt', 'The corpora were not found: imports, exports and in-place lints are not in this snapshot.\n');
    }
    tasks.push(...cliTasks(ctx));
    log(`command line: ${tasks.length} tasks`);
    await pool(tasks, jobs);
    const t1 = Date.now();
    log(`command line: ${counts.cli} runs in ${((t1 - t0) / 1000).toFixed(1)} s`);
    docs.sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0));
    await pool(lspTasks({ serverJs, env, tree, docs, counts, log }), jobs);
    log(`language server: ${counts.lsp} answers on ${docs.length} documents in ${((Date.now() - t1) / 1000).toFixed(1)} s`);
    tree.write(MARKER, `Grimoire output snapshot (scripts/snapshot-outputs.mjs).\ncommand-line runs: ${counts.cli}\nlanguage-server answers: ${counts.lsp}\ndocuments opened per session: ${docs.length}\ncorpora: ${corpus ? 'included' : 'absent'}\n`);
  } finally {
    onInterrupt.splice(onInterrupt.indexOf(removeTmp), 1);
    removeTmp();
  }
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  process.stderr.write(`snapshot-outputs: ${tree.files} files in ${out} (${counts.cli} command-line runs, ${counts.lsp} language-server answers) in ${seconds} s\n`);
  return counts;
}

/** Build `ref` in a temporary worktree of this repository, snapshot it, remove the worktree. */
async function snapshotRef(opts) {
  const repo = git(HERE, 'rev-parse', '--show-toplevel');
  let sha;
  try {
    sha = git(repo, 'rev-parse', '--verify', '--quiet', `${opts.ref}^{commit}`);
  } catch {
    fail(`${opts.ref} is not a commit of ${repo}`);
  }
  const wt = realpathSync(mkdtempSync(join(tmpdir(), 'grimoire-ref-')));
  process.stderr.write(`snapshot-outputs: ${opts.ref} (${sha.slice(0, 12)}) in a temporary worktree ${wt}\n`);
  const removeWorktree = () => {
    // The shared node_modules link goes first, so nothing below can reach through it.
    const link = join(wt, 'node_modules');
    if (isLink(link)) unlinkSync(link);
    try {
      git(repo, 'worktree', 'remove', '--force', wt);
    } catch (err) {
      process.stderr.write(`snapshot-outputs: could not remove the worktree ${wt}: ${err.message}\n`);
    }
    rmSync(wt, { recursive: true, force: true });
  };
  onInterrupt.push(removeWorktree);
  git(repo, 'worktree', 'add', '--detach', wt, sha);
  try {
    let sameLock = false;
    try {
      sameLock = git(repo, 'show', `${sha}:package-lock.json`) === readFileSync(join(repo, 'package-lock.json'), 'utf8').trim();
    } catch {
      sameLock = false;
    }
    const sh = (cmd, args) => execFileSync(cmd, args, { cwd: wt, stdio: ['ignore', 'ignore', 'inherit'] });
    if (sameLock && existsSync(join(repo, 'node_modules'))) symlinkSync(join(repo, 'node_modules'), join(wt, 'node_modules'), 'dir');
    else {
      process.stderr.write('snapshot-outputs: package-lock.json differs from this checkout\'s: npm ci in the worktree\n');
      sh('npm', ['ci', '--no-audit', '--no-fund']);
    }
    sh(process.execPath, ['scripts/build.mjs']);
    const corpus = findCorpus(wt, opts.corpus);
    return await snapshot({ root: wt, inputs: opts.inputs ?? wt, corpus, out: opts.out, jobs: opts.jobs });
  } finally {
    onInterrupt.splice(onInterrupt.indexOf(removeWorktree), 1);
    removeWorktree();
  }
}

function isLink(p) {
  try {
    return lstatSync(p).isSymbolicLink();
  } catch {
    return false;
  }
}

// Interrupted (Ctrl-C), the running children are stopped first (one could still write into the temporary
// folder), then the temporary folder and worktree are removed all the same.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    await stopChildren();
    for (const undo of onInterrupt.reverse()) undo();
    process.exit(130);
  });
}

try {
  const opts = parseArgs(process.argv.slice(2));
  prepareOut(opts.out);
  if (opts.ref) await snapshotRef(opts);
  else {
    const root = opts.root ?? HERE;
    await snapshot({ root, inputs: opts.inputs ?? root, corpus: findCorpus(root, opts.corpus), out: opts.out, jobs: opts.jobs });
  }
} catch (err) {
  if (!(err instanceof UsageError)) throw err;
  process.stderr.write(`snapshot-outputs: ${err.message}\n`);
  process.exitCode = 2;
}
