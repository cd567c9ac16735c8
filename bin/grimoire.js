#!/usr/bin/env node
'use strict';
// Thin launcher: the CLI is bundled to dist/cli.js by `npm run build`.
const path = require('node:path');
const fs = require('node:fs');
const cli = path.join(__dirname, '..', 'dist', 'cli.js');
if (!fs.existsSync(cli)) {
  process.stderr.write('grimoire: dist/cli.js is missing; run `npm run build` first.\n');
  process.exit(2);
}
require(cli);
