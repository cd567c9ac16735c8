'use strict';
// Writes dist/cli-bundle.js.cache (read by dist/cli.js, scripts/cli-loader.cjs):
// compiles the bundle exactly as the loader does (with its V8 flags), runs the CLI once with the
// arguments given (scripts/build.mjs lints samples/), and at exit saves the
// bundle's SHA-256 followed by V8's code cache, which then holds the bytecode
// of every function that run compiled. Usage:
//   node scripts/train-code-cache.cjs dist/cli-bundle.js lint -f json samples
const fs = require('node:fs');
const path = require('node:path');
const vm = require('node:vm');
const Module = require('node:module');
const { createHash } = require('node:crypto');

// The loader's V8 flags (scripts/cli-loader.cjs, its `const V8_FLAGS = '...';` line): a cache made under other flags is rejected.
const loader = fs.readFileSync(path.join(__dirname, 'cli-loader.cjs'), 'utf8');
const flags = /^const V8_FLAGS = '([^']*)';$/m.exec(loader);
if (!flags) throw new Error('scripts/cli-loader.cjs has no V8_FLAGS line');
require('node:v8').setFlagsFromString(flags[1]);

const file = path.resolve(process.argv[2]);
const bytes = fs.readFileSync(file);
const script = new vm.Script(Module.wrap(bytes.toString('utf8')), { filename: file });
process.argv.splice(1, 2, file);
process.on('exit', () => {
  const digest = createHash('sha256').update(bytes).digest();
  fs.writeFileSync(file + '.cache', Buffer.concat([digest, script.createCachedData()]));
});
const mod = new Module(file, module);
mod.filename = file;
mod.paths = Module._nodeModulePaths(path.dirname(file));
script.runInThisContext().call(mod.exports, mod.exports, Module.createRequire(file), mod, file, path.dirname(file));
mod.loaded = true;
