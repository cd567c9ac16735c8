/**
 * js-yaml `load` of the whole file: plain data, no positions. The fastest
 * whole-file YAML read on Node; what ajv-cli uses for YAML. Timed as a whole
 * process by scripts/bench.mjs. Exit 0 on success.
 */
import { readFileSync } from 'node:fs';
import yaml from 'js-yaml';

const data = yaml.load(readFileSync(process.argv[2], 'utf8'));
process.stdout.write(`${Array.isArray(data?.spells) ? data.spells.length : 0}\n`);
