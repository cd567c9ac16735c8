/**
 * The registry of game rules. The analyzer runs `RULES` on every spell and
 * `DATASET_RULES` on every file; the rules reference (docs/rules.md) is
 * generated from this list by `npm run docs:rules`.
 */
import type { DatasetRule, Rule } from './rule';
import { duplicateNames } from './dataset-duplicate-names';

/** Per-spell rules, in reporting order. */
export const RULES: readonly Rule[] = [];

/** Whole-file rules. */
export const DATASET_RULES: readonly DatasetRule[] = [duplicateNames];
