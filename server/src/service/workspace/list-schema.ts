/**
 * The spell-list files' schema (schemas/spell-list.schema.json), compiled
 * once: generated ahead of time in the bundles (scripts/build.mjs, with the
 * spell schema's validators), compiled on first use in the sources (tests).
 * analyze.ts validates a spell-list document with it.
 */
import Ajv, { type ValidateFunction } from 'ajv';
import listSchema from '../../../../schemas/spell-list.schema.json';
import { PRECOMPILED } from '../schema/precompiled';

let compiled: ValidateFunction | undefined;

/** The spell-list schema's validator. */
export function listValidator(): ValidateFunction {
  compiled ??= PRECOMPILED?.spell_list ?? new Ajv({ allErrors: true, strict: false, verbose: true, validateFormats: false }).compile(listSchema);
  return compiled;
}
