/**
 * Merging SARIF logs, e.g. the `grimoire lint --format sarif` reports of the
 * shards of a CI job, into one log to upload.
 *
 * **Runs are concatenated, not kept one per shard**: all runs of the same tool
 * (same `tool.driver.name` and same `automationDetails.id`) become one run, as
 * GitHub code scanning no longer accepts several runs of one tool and category
 * in one upload. In that run:
 *
 * - `results` are the shards' results in input order; a result that is an
 *   exact duplicate of an earlier one (two shards linted the same file) is
 *   dropped;
 * - `tool.driver` is the first shard's, with `rules` the union of the shards'
 *   rules by `id` (first descriptor wins); each result's `ruleIndex` and
 *   `rule.index` are renumbered into that list;
 * - `artifacts` are the union by `uriBaseId` + `uri` (first wins); every
 *   `artifactLocation.index` / `analysisTarget.index` inside a result, and
 *   each artifact's `parentIndex`, is renumbered;
 * - `originalUriBaseIds` are the union by key (first wins: shards are expected
 *   to agree on what `%SRCROOT%` means);
 * - `invocations` are concatenated; Grimoire's `properties.configs` (the
 *   configs that applied, config-report.ts) are united by file, their file
 *   counts added (a config may apply to files of one shard only); any other
 *   run member is the first shard's.
 *
 * A run that carries other index tables this merger does not renumber
 * (`logicalLocations`, `threadFlowLocations`, `graphs`, `webRequests`,
 * `webResponses`, `addresses`, `taxonomies`, `translations`, `policies`,
 * `tool.extensions`) is not folded in but kept as a run of its own, unchanged.
 *
 * The inputs are not modified.
 */

import { SARIF_SCHEMA_URI, SARIF_VERSION } from './sarif';
import type { SarifArtifact, SarifLog, SarifReportingDescriptor, SarifResult, SarifRun } from './sarif';

/** Run members holding tables that results index into and that are not renumbered here. */
const UNMERGED_TABLES = [
  'logicalLocations',
  'threadFlowLocations',
  'graphs',
  'webRequests',
  'webResponses',
  'addresses',
  'taxonomies',
  'translations',
  'policies',
] as const;

/** Result members whose `index` points into `run.artifacts`. */
const ARTIFACT_LOCATION_KEYS = new Set(['artifactLocation', 'analysisTarget']);

type Obj = Record<string, unknown>;

function isObject(v: unknown): v is Obj {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Checks one input and returns its `$schema` and runs; a string is parsed as JSON first. */
function parseLog(input: unknown, i: number): { schema: string | undefined; runs: SarifRun[] } {
  let log = input;
  if (typeof log === 'string') {
    try {
      log = JSON.parse(log) as unknown;
    } catch (e) {
      throw new TypeError(`SARIF log ${i}: not JSON (${(e as Error).message})`);
    }
  }
  if (!isObject(log)) throw new TypeError(`SARIF log ${i}: not an object`);
  if (log.version !== SARIF_VERSION) {
    throw new TypeError(`SARIF log ${i}: version ${JSON.stringify(log.version)}, expected "${SARIF_VERSION}"`);
  }
  const runs = log.runs ?? [];
  if (!Array.isArray(runs)) throw new TypeError(`SARIF log ${i}: runs is not an array`);
  runs.forEach((run: unknown, j) => {
    if (!isObject(run) || !isObject(run.tool) || !isObject(run.tool.driver) || typeof run.tool.driver.name !== 'string') {
      throw new TypeError(`SARIF log ${i}, run ${j}: no tool.driver.name`);
    }
  });
  return { schema: typeof log.$schema === 'string' ? log.$schema : undefined, runs: runs as SarifRun[] };
}

/** Whether a run can be folded into another (no index tables left unrenumbered). */
function isFoldable(run: SarifRun): boolean {
  if (Array.isArray(run.tool.extensions) && run.tool.extensions.length > 0) return false;
  return UNMERGED_TABLES.every((k) => {
    const v = run[k];
    return v === undefined || v === null || (Array.isArray(v) && v.length === 0);
  });
}

/** Key of the run a run is folded into: tool name and automation id. */
function groupKey(run: SarifRun): string {
  const id = isObject(run.automationDetails) && typeof run.automationDetails.id === 'string' ? run.automationDetails.id : '';
  return `${run.tool.driver.name}\u0000${id}`;
}

/** Identity of an artifact for de-duplication, or undefined when it has no URI. */
function artifactKey(a: SarifArtifact): string | undefined {
  const uri = a.location?.uri;
  return typeof uri === 'string' ? `${a.location?.uriBaseId ?? ''}\u0000${uri}` : undefined;
}

/** JSON with object keys sorted, for comparing results. */
function canonical(v: unknown): string {
  return JSON.stringify(v, (_k, value: unknown) =>
    isObject(value) ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : value,
  );
}

/** Renumbers every artifact index inside a (cloned) result, in place. */
function remapArtifactIndexes(node: unknown, map: Map<number, number>): void {
  if (Array.isArray(node)) {
    for (const item of node) remapArtifactIndexes(item, map);
    return;
  }
  if (!isObject(node)) return;
  for (const [key, value] of Object.entries(node)) {
    if (ARTIFACT_LOCATION_KEYS.has(key) && isObject(value) && typeof value.index === 'number') {
      const next = map.get(value.index);
      if (next === undefined) delete value.index;
      else value.index = next;
    }
    remapArtifactIndexes(value, map);
  }
}

/** A run being built from the runs of one group. */
class RunBuilder {
  readonly run: SarifRun;
  private readonly rules: SarifReportingDescriptor[] = [];
  private readonly ruleIndex = new Map<string, number>();
  private readonly artifacts: SarifArtifact[] = [];
  private readonly artifactIndex = new Map<string, number>();
  private readonly results: SarifResult[] = [];
  private readonly seen = new Set<string>();
  private readonly baseIds: Record<string, unknown> = {};
  private readonly invocations: unknown[] = [];
  /** `properties.configs` of the shards, united by how and where the config was found. */
  private configs: Map<string, Obj> | undefined;

  constructor(first: SarifRun) {
    const { results: _r, artifacts: _a, originalUriBaseIds: _o, invocations: _i, ...rest } = structuredClone(first);
    this.run = { ...rest, tool: { ...rest.tool, driver: { ...rest.tool.driver } } };
  }

  /** Folds one shard's run in. */
  add(shard: SarifRun): void {
    const rules = Array.isArray(shard.tool.driver.rules) ? shard.tool.driver.rules : [];
    for (const rule of rules) {
      if (isObject(rule) && typeof rule.id === 'string' && !this.ruleIndex.has(rule.id)) {
        this.ruleIndex.set(rule.id, this.rules.push(structuredClone(rule)) - 1);
      }
    }

    const artifactMap = new Map<number, number>();
    const added: [SarifArtifact, number | undefined][] = [];
    (Array.isArray(shard.artifacts) ? shard.artifacts : []).forEach((artifact, oldIndex) => {
      const key = isObject(artifact) ? artifactKey(artifact) : undefined;
      const existing = key === undefined ? undefined : this.artifactIndex.get(key);
      if (existing !== undefined) {
        artifactMap.set(oldIndex, existing);
        return;
      }
      const copy = structuredClone(artifact);
      const newIndex = this.artifacts.push(copy) - 1;
      if (key !== undefined) this.artifactIndex.set(key, newIndex);
      artifactMap.set(oldIndex, newIndex);
      added.push([copy, copy.parentIndex]);
    });
    for (const [artifact, parent] of added) {
      if (typeof parent !== 'number') continue;
      const next = artifactMap.get(parent);
      if (next === undefined) delete artifact.parentIndex;
      else artifact.parentIndex = next;
    }

    if (isObject(shard.originalUriBaseIds)) {
      for (const [k, v] of Object.entries(shard.originalUriBaseIds)) {
        if (!(k in this.baseIds)) this.baseIds[k] = structuredClone(v);
      }
    }
    if (Array.isArray(shard.invocations)) this.invocations.push(...structuredClone(shard.invocations));
    this.addConfigs(shard);

    for (const original of Array.isArray(shard.results) ? shard.results : []) {
      const result = structuredClone(original);
      const idOf = (index: unknown): string | undefined => {
        const rule = typeof index === 'number' ? rules[index] : undefined;
        return isObject(rule) && typeof rule.id === 'string' ? rule.id : undefined;
      };
      const ruleId = result.ruleId ?? result.rule?.id ?? idOf(result.ruleIndex) ?? idOf(result.rule?.index);
      const newRuleIndex = ruleId === undefined ? undefined : this.ruleIndex.get(ruleId);
      if (typeof result.ruleIndex === 'number') {
        if (newRuleIndex === undefined) delete result.ruleIndex;
        else result.ruleIndex = newRuleIndex;
      }
      if (isObject(result.rule) && typeof result.rule.index === 'number') {
        if (newRuleIndex === undefined) delete result.rule.index;
        else result.rule.index = newRuleIndex;
      }
      remapArtifactIndexes(result, artifactMap);
      const key = canonical(result);
      if (this.seen.has(key)) continue;
      this.seen.add(key);
      this.results.push(result);
    }
  }

  /** Unites a shard's `properties.configs` with those seen so far (file counts added, "rules ignored" kept when any shard says so). */
  private addConfigs(shard: SarifRun): void {
    const list = isObject(shard.properties) ? shard.properties.configs : undefined;
    if (!Array.isArray(list)) return;
    this.configs ??= new Map();
    for (const c of list) {
      if (!isObject(c) || typeof c.file !== 'string') continue;
      const key = `${String(c.via)}\u0000${c.file}`;
      const had = this.configs.get(key);
      if (!had) this.configs.set(key, structuredClone(c));
      else {
        if (typeof had.files === 'number' && typeof c.files === 'number') had.files += c.files;
        if (c.rulesIgnored === true) had.rulesIgnored = true;
      }
    }
  }

  /** The merged run. */
  build(): SarifRun {
    const run: SarifRun = { ...this.run, tool: { ...this.run.tool, driver: { ...this.run.tool.driver, rules: this.rules } } };
    if (this.configs) run.properties = { ...(isObject(this.run.properties) ? this.run.properties : {}), configs: [...this.configs.values()] };
    if (Object.keys(this.baseIds).length > 0) run.originalUriBaseIds = this.baseIds as SarifRun['originalUriBaseIds'];
    if (this.artifacts.length > 0) run.artifacts = this.artifacts;
    if (this.invocations.length > 0) run.invocations = this.invocations;
    run.results = this.results;
    return run;
  }
}

/**
 * Merges SARIF 2.1.0 logs (objects, or their JSON text) into one log: one run
 * per tool, the shards' results concatenated (see the module comment).
 * @throws TypeError when an input is not a SARIF 2.1.0 log.
 */
export function mergeSarif(logs: unknown[]): SarifLog {
  const slots: (RunBuilder | SarifRun)[] = [];
  const builders = new Map<string, RunBuilder>();
  let schema: string | undefined;

  logs.forEach((log, i) => {
    const parsed = parseLog(log, i);
    schema ??= parsed.schema;
    for (const run of parsed.runs) {
      if (!isFoldable(run)) {
        slots.push(structuredClone(run));
        continue;
      }
      const key = groupKey(run);
      let builder = builders.get(key);
      if (!builder) {
        builder = new RunBuilder(run);
        builders.set(key, builder);
        slots.push(builder);
      }
      builder.add(run);
    }
  });

  return {
    $schema: schema ?? SARIF_SCHEMA_URI,
    version: SARIF_VERSION,
    runs: slots.map((s) => (s instanceof RunBuilder ? s.build() : s)),
  };
}
