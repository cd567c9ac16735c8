'use strict';
// dist/cli.js: loads the bundled CLI (dist/cli-bundle.js) with V8's code cache
// (dist/cli-bundle.js.cache, written by scripts/build.mjs through
// scripts/train-code-cache.cjs), so a run skips compiling the bundle and the
// functions a lint runs (issue 15: ~0.1 s of a 50k-spell run, ~25 ms of a
// small one). The cache starts with the SHA-256 of the bundle it was made
// from; any other bundle, a missing or unreadable cache, or V8 rejecting it
// (another Node version or other flags) means a plain compile, silently.
// Nothing is written at run time. Copied to dist/cli.js by scripts/build.mjs.
//
// V8_FLAGS are set before the bundle is compiled; the code cache is made with
// the same flags (train-code-cache.cjs reads this line: V8 rejects a cache made
// under other flags). `--no-turbo-inlining`: a lint lives for a second or less,
// and most of its optimising compiles (on V8's background threads: ~0.4 s of
// CPU at 50k spells) went into inlining; without it, measured against the same
// bundle (interleaved medians): 10k spells CPU 0.58 s vs 0.68 s, 50k spells CPU
// 1.51 s vs 1.58 s, wall time the same or lower. JavaScript semantics are the
// same under any of V8's optimisation flags. The flags apply to the whole
// process (the file pool's and item worker's threads too), not to the language
// server, which has its own entry point.
const V8_FLAGS = '--no-turbo-inlining';
require('node:v8').setFlagsFromString(V8_FLAGS);
const fs = require('node:fs');
const path = require('node:path');
const vm = require('node:vm');
const Module = require('node:module');
const { createHash } = require('node:crypto');

const file = path.join(__dirname, 'cli-bundle.js');
const bytes = fs.readFileSync(file);
let cachedData;
try {
  const cache = fs.readFileSync(file + '.cache');
  const digest = createHash('sha256').update(bytes).digest();
  if (cache.length > 32 && digest.equals(cache.subarray(0, 32))) cachedData = cache.subarray(32);
} catch {
  cachedData = undefined;
}
const script = new vm.Script(Module.wrap(bytes.toString('utf8')), { filename: file, cachedData });
const mod = new Module(file, module);
mod.filename = file;
mod.paths = Module._nodeModulePaths(__dirname);
script.runInThisContext().call(mod.exports, mod.exports, Module.createRequire(file), mod, file, __dirname);
mod.loaded = true;
