/**
 * One YAML text -> a value plus a node tree with source ranges, and problems.
 *
 * Uses js-yaml's `listener` hook, which reports every node's start and end
 * while the loader runs: positions at js-yaml's speed (about 1 s for 28 MB
 * here, against 21 s for the `yaml` package's CST parser on the same file).
 * Called by the splitter for every spell item and for file headers.
 */
import type { MsgRef } from '../i18n';
import { load, YAMLException } from 'js-yaml';
import { FRIENDLY, friendlyYamlError } from './friendly-yaml';
import { SPELL_YAML_SCHEMA } from './schema';

/** Kind of a node as js-yaml reports it. */
export type NodeKind = 'mapping' | 'sequence' | 'scalar' | 'null';

/** A node with its source range (offsets into the parsed text, end exclusive). */
export interface YNode {
  kind: NodeKind;
  start: number;
  end: number;
  /** The loaded JS value of this node. */
  value: unknown;
  /** Mapping entries in source order (mappings only). */
  pairs?: YPair[];
  /** Items in source order (sequences only; null items may be missing). */
  items?: YNode[];
  /** True when the node is an alias (`*name`). */
  alias?: boolean;
  /** For an alias of a mapping or sequence: the anchored node it repeats (same parse). Used by the merge hover (parse/merge.ts). */
  target?: YNode;
}

/** One `key: value` entry. */
export interface YPair {
  key: YNode;
  value: YNode;
}

/** A parse problem, offsets relative to the parsed text. */
export interface ParseProblem {
  code: 'yaml/syntax' | 'yaml/duplicate-key' | 'yaml/tab-indent' | 'yaml/alias-bomb' | 'yaml/unknown-tag';
  /** The message as catalogue references (see i18n/). */
  msg: MsgRef[];
  start: number;
  end: number;
}

/** Result of {@link parseYaml}. `root` is undefined when the text did not load. */
export interface ParsedYaml {
  value: unknown;
  root: YNode | undefined;
  problems: ParseProblem[];
  /** Set when the loader gave up (syntax error); `value` is then undefined. */
  failed: boolean;
  /**
   * Set when the loader stopped at an alias whose anchor is not in this text:
   * a spell item parsed alone that uses an anchor of another item or of the
   * file header. The analyzer then parses the whole document instead.
   */
  unresolvedAlias?: boolean;
}

/** Expanded node count above which aliases are reported as an alias bomb. */
export const MAX_EXPANDED_NODES = 100_000;

interface Frame {
  start: number;
  children: YNode[];
}

function isSpace(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 13;
}

/** Skip spaces, newlines and whole comment lines forward from `i`. */
function skipBlank(text: string, i: number, end: number): number {
  while (i < end) {
    const c = text.charCodeAt(i);
    if (isSpace(c)) i++;
    else if (c === 35 /* # */) {
      const nl = text.indexOf('\n', i);
      i = nl === -1 ? end : nl + 1;
    } else break;
  }
  return i;
}

/** Trim trailing spaces and newlines back from `end`. */
function trimEnd(text: string, start: number, end: number): number {
  while (end > start && isSpace(text.charCodeAt(end - 1))) end--;
  return end;
}

function kindOf(k: string | null | undefined): NodeKind {
  return k === 'mapping' || k === 'sequence' || k === 'scalar' ? k : 'null';
}

/**
 * Build a node from a closed frame. js-yaml wraps block-sequence entries and
 * properties (anchors, tags) in an extra node with the same value; those
 * wrappers collapse into their single child so ranges stay tight.
 */
function makeNode(text: string, frame: Frame, end: number, kind: NodeKind, value: unknown): YNode {
  const children = frame.children;
  if (children.length === 1 && children[0]!.value === value && kind !== 'mapping' && kind !== 'sequence') {
    return children[0]!;
  }
  if (children.length === 1 && children[0]!.value === value && children[0]!.kind === kind) {
    return children[0]!;
  }
  const start = skipBlank(text, frame.start, end);
  const node: YNode = { kind, start, end: Math.max(start, trimEnd(text, start, end)), value };
  if (text.charCodeAt(start) === 42 /* * */) {
    node.alias = true;
    // js-yaml reports an alias with no kind: take it from the value. Its entries have no
    // place of their own (they are the anchor's), so findings on them land on the alias.
    if (value !== null && typeof value === 'object') {
      if (Array.isArray(value)) {
        node.kind = 'sequence';
        node.items = [];
      } else {
        node.kind = 'mapping';
        node.pairs = [];
      }
      return node;
    }
  }
  if (kind === 'mapping') {
    const pairs: YPair[] = [];
    for (let i = 0; i + 1 < children.length; i += 2) pairs.push({ key: children[i]!, value: children[i + 1]! });
    node.pairs = pairs;
  } else if (kind === 'sequence') {
    node.items = children;
  }
  return node;
}

/** Range of the token at `pos` for an error mark: the run of non-space characters there. */
function markRange(text: string, pos: number): { start: number; end: number } {
  const p = Math.max(0, Math.min(pos, text.length));
  if (p >= text.length || text[p] === '\n' || text[p] === '\r') {
    // At a line end or the end of text: mark the last character before it.
    let q = p;
    while (q > 0 && isSpace(text.charCodeAt(q - 1))) q--;
    return q > 0 ? { start: q - 1, end: q } : { start: 0, end: Math.min(1, text.length) };
  }
  let e = p;
  while (e < text.length && !isSpace(text.charCodeAt(e)) && e - p < 80) e++;
  if (e === p) e = p + 1;
  return { start: p, end: e };
}

/** Count nodes as if every alias were expanded; stops counting past `limit`. */
export function expandedSize(value: unknown, limit: number): number {
  return expandedMeasure(value, limit, Number.MAX_SAFE_INTEGER).nodes;
}

/**
 * Characters of string data (keys and scalars) that aliases may add on top of
 * the text's own length before the document counts as an alias bomb. A few
 * `<<: *base` merges or shared descriptions add kilobytes; a 1 MB string
 * aliased 5,000 times adds 5 GB, which the checks downstream (schema
 * messages, rules) would try to walk and copy.
 */
export const MAX_ALIAS_CHARS = 10_000_000;

/**
 * Size of `value` as if every alias were expanded: nodes, and characters of
 * string data (keys and string scalars; other scalars count 1). Each shared
 * object is walked once (memoised) and counted at every use; counting stops
 * once either figure passes its limit. A cycle counts as unbounded.
 */
export function expandedMeasure(value: unknown, nodeLimit: number, charLimit: number): { nodes: number; chars: number } {
  const memo = new Map<object, { nodes: number; chars: number }>();
  const over = { nodes: nodeLimit + 1, chars: charLimit + 1 };
  const visit = (v: unknown): { nodes: number; chars: number } => {
    if (typeof v === 'string') return { nodes: 1, chars: v.length };
    if (v === null || typeof v !== 'object') return { nodes: 1, chars: 1 };
    const m = memo.get(v);
    if (m !== undefined) return m;
    memo.set(v, over); // a cycle counts as unbounded
    let nodes = 1;
    let chars = 0;
    if (Array.isArray(v)) {
      for (const c of v) {
        const r = visit(c);
        nodes += r.nodes;
        chars += r.chars;
        if (nodes > nodeLimit || chars > charLimit) break;
      }
    } else {
      for (const k of Object.keys(v)) {
        const r = visit((v as Record<string, unknown>)[k]);
        nodes += r.nodes + 1;
        chars += r.chars + k.length;
        if (nodes > nodeLimit || chars > charLimit) break;
      }
    }
    const res = { nodes, chars };
    memo.set(v, res);
    return res;
  };
  return visit(value);
}

/**
 * Why a loaded value is an alias bomb, or undefined when it is not: more than
 * the source's own nodes plus {@link MAX_EXPANDED_NODES} nodes, or more than
 * the source's length plus {@link MAX_ALIAS_CHARS} characters of string data
 * once aliases are expanded (without aliases neither exceeds the source's
 * own). `sourceNodes` defaults to the source's length, an upper bound (every
 * node but an implicit null takes a character); the positioned parser passes
 * its exact count. A large dataset whose spells share an anchor (parsed whole,
 * see parse/split.ts) is no bomb for having many nodes of its own.
 * Called by the positioned parser and by the item fast path.
 */
export function aliasBomb(value: unknown, sourceLength: number, sourceNodes = sourceLength): MsgRef | undefined {
  const charLimit = sourceLength + MAX_ALIAS_CHARS;
  const nodeLimit = sourceNodes + MAX_EXPANDED_NODES;
  const m = expandedMeasure(value, nodeLimit, charLimit);
  if (m.nodes > nodeLimit) {
    return { key: 'parse.aliasNodes', args: { limit: { grouped: nodeLimit }, nodes: { grouped: sourceNodes }, extra: { grouped: MAX_EXPANDED_NODES } } };
  }
  if (m.chars > charLimit) {
    return { key: 'parse.aliasChars', args: { limit: { grouped: charLimit }, length: { grouped: sourceLength }, extra: { grouped: MAX_ALIAS_CHARS } } };
  }
  return undefined;
}

function cleanMessage(e: YAMLException): string {
  const reason = (e as unknown as { reason?: string }).reason ?? e.message.split('\n')[0] ?? 'YAML syntax error';
  return reason.charAt(0).toUpperCase() + reason.slice(1);
}

/**
 * Parse `text` (one YAML document) into a value and a node tree.
 * Never throws: syntax errors become problems and `failed` is set.
 * `text` is the analyser's, without lone CRs (parse/line-breaks.ts): the
 * ranges' scans over comments look for LF only.
 * Duplicate keys are reported but loading goes on (last one wins).
 */
export function parseYaml(text: string): ParsedYaml {
  const problems: ParseProblem[] = [];
  const stack: Frame[] = [{ start: 0, children: [] }];
  let sawAlias = false;
  let nodes = 0;
  let value: unknown;
  let failed = false;
  let unresolvedAlias = false;
  try {
    value = load(text, {
      schema: SPELL_YAML_SCHEMA,
      json: true, // duplicate keys load (last wins); reported below with exact ranges
      listener(event, state) {
        if (event === 'open') {
          stack.push({ start: state.position, children: [] });
        } else {
          const frame = stack.pop();
          if (!frame) return;
          const node = makeNode(text, frame, state.position, kindOf(state.kind), state.result);
          if (node.alias) sawAlias = true;
          nodes++;
          stack[stack.length - 1]?.children.push(node);
        }
      },
    });
  } catch (err) {
    failed = true;
    if (err instanceof YAMLException) {
      const pos = err.mark?.position ?? 0;
      const msg = cleanMessage(err);
      if (/^unidentified alias/i.test(msg)) unresolvedAlias = true;
      let r = markRange(text, pos);
      let code: ParseProblem['code'] = 'yaml/syntax';
      let ref: MsgRef = FRIENDLY.raw(msg);
      // The loader's grammar words, translated, at the line of the mistake (friendly-yaml.ts).
      const friendly = friendlyYamlError(text, msg, pos);
      if (friendly) {
        ref = friendly.msg;
        r = { start: friendly.start, end: friendly.end };
      }
      if (/tab characters/i.test(msg)) {
        code = 'yaml/tab-indent';
        ref = { key: 'parse.tab' };
      } else if (/unknown tag/i.test(msg)) {
        code = 'yaml/unknown-tag';
        ref = { key: 'parse.unknownTag', args: { reason: msg } };
      }
      problems.push({ code, msg: [ref], ...r });
    } else {
      const ref: MsgRef = { key: 'parse.unreadable', args: { reason: String(err) } };
      problems.push({ code: 'yaml/syntax', msg: [ref], start: 0, end: Math.min(1, text.length) });
    }
  }
  if (failed) return unresolvedAlias ? { value: undefined, root: undefined, problems, failed, unresolvedAlias } : { value: undefined, root: undefined, problems, failed };
  const top = stack[0]!.children;
  const root = top.length > 0 ? top[top.length - 1] : undefined;
  if (root) collectDuplicateKeys(root, problems);
  if (root && sawAlias) linkAliases(root);
  const bomb = sawAlias ? aliasBomb(value, text.length, nodes) : undefined;
  if (bomb) {
    problems.push({
      code: 'yaml/alias-bomb',
      msg: [bomb],
      start: root?.start ?? 0,
      end: Math.min(root?.end ?? 1, (root?.start ?? 0) + 200),
    });
    return { value: undefined, root, problems, failed: true };
  }
  return { value, root, problems, failed };
}

/**
 * Point each alias of a collection at the node it repeats: the first
 * non-alias node holding the very object the alias loaded (js-yaml shares it).
 */
function linkAliases(root: YNode): void {
  const anchored = new Map<unknown, YNode>();
  const aliases: YNode[] = [];
  const todo: YNode[] = [root];
  while (todo.length > 0) {
    const n = todo.pop()!;
    if (n.alias) {
      if (n.value !== null && typeof n.value === 'object') aliases.push(n);
      continue;
    }
    if (n.value !== null && typeof n.value === 'object' && !anchored.has(n.value)) anchored.set(n.value, n);
    if (n.pairs) for (let i = n.pairs.length - 1; i >= 0; i--) todo.push(n.pairs[i]!.value);
    if (n.items) for (let i = n.items.length - 1; i >= 0; i--) todo.push(n.items[i]!);
  }
  for (const a of aliases) {
    const t = anchored.get(a.value);
    if (t) a.target = t;
  }
}

function collectDuplicateKeys(node: YNode, out: ParseProblem[]): void {
  const todo: YNode[] = [node];
  while (todo.length > 0) {
    const n = todo.pop()!;
    if (n.pairs) {
      const seen = new Map<string, YNode>();
      for (const p of n.pairs) {
        const k = typeof p.key.value === 'string' ? p.key.value : JSON.stringify(p.key.value);
        const first = seen.get(k);
        if (first && !p.key.alias) {
          const ref: MsgRef = { key: 'parse.duplicateKey', args: { key: k } };
          out.push({
            code: 'yaml/duplicate-key',
            msg: [ref],
            start: p.key.start,
            end: p.key.end,
          });
        } else seen.set(k, p.key);
        todo.push(p.value);
      }
    } else if (n.items) {
      for (const i of n.items) todo.push(i);
    }
  }
}

/** A path into a loaded value: keys and indexes, as ajv's instancePath gives them. */
export type Path = ReadonlyArray<string | number>;

/**
 * The node at `path` under `root`, and whether it was found exactly; falls back
 * to the deepest existing ancestor (where a missing key or index is reported).
 */
export function nodeAtPath(root: YNode, path: Path): { node: YNode; pair?: YPair; exact: boolean } {
  let node = root;
  let pair: YPair | undefined;
  for (const seg of path) {
    let next: YNode | undefined;
    let nextPair: YPair | undefined;
    if (node.pairs) {
      for (let i = node.pairs.length - 1; i >= 0; i--) {
        const p = node.pairs[i]!;
        if (String(p.key.value) === String(seg)) {
          nextPair = p;
          next = p.value;
          break;
        }
      }
    } else if (node.items && typeof seg === 'number') {
      const arr = node.value as unknown[];
      // Null items may have no node; only trust indexes when counts agree.
      if (Array.isArray(arr) && arr.length === node.items.length) next = node.items[seg];
    } else if (node.items && typeof seg === 'string' && /^\d+$/.test(seg)) {
      const arr = node.value as unknown[];
      if (Array.isArray(arr) && arr.length === node.items.length) next = node.items[Number(seg)];
    }
    if (!next && node.pairs && typeof seg === 'string') {
      // A key that came from a `<<` merge: its place in this mapping is the merge entry.
      const merge = node.pairs.find((p) => p.key.value === '<<' && !p.key.alias);
      if (merge && node.value && typeof node.value === 'object' && seg in (node.value as object)) return { node: merge.value, pair: merge, exact: true };
    }
    if (!next) return { node, pair, exact: false };
    node = next;
    pair = nextPair;
  }
  return { node, pair, exact: true };
}

/** The innermost node containing `offset`, with the path to it and the pair whose key or value holds it. */
export function nodeAtOffset(root: YNode, offset: number): { node: YNode; path: Array<string | number>; pair?: YPair; onKey: boolean } {
  let node = root;
  const path: Array<string | number> = [];
  let pair: YPair | undefined;
  let onKey = false;
  for (;;) {
    let moved = false;
    if (node.pairs) {
      for (const p of node.pairs) {
        if (offset >= p.key.start && offset <= p.key.end) {
          path.push(String(p.key.value));
          return { node: p.key, path, pair: p, onKey: true };
        }
        if (offset >= p.value.start && offset <= p.value.end && p.value.end > p.value.start) {
          path.push(String(p.key.value));
          pair = p;
          node = p.value;
          onKey = false;
          moved = true;
          break;
        }
      }
    } else if (node.items) {
      for (let i = 0; i < node.items.length; i++) {
        const it = node.items[i]!;
        if (offset >= it.start && offset <= it.end) {
          path.push(i);
          node = it;
          pair = undefined;
          moved = true;
          break;
        }
      }
    }
    if (!moved) return { node, path, pair, onKey };
  }
}

/** Shift every offset in a tree by `delta` (used when an item parsed alone sits later in its file). */
export function shiftTree(node: YNode, delta: number): YNode {
  if (delta === 0) return node;
  const copy = (n: YNode): YNode => {
    const c: YNode = { kind: n.kind, start: n.start + delta, end: n.end + delta, value: n.value };
    if (n.alias) c.alias = true;
    if (n.pairs) c.pairs = n.pairs.map((p) => ({ key: copy(p.key), value: copy(p.value) }));
    if (n.items) c.items = n.items.map(copy);
    return c;
  };
  return copy(node);
}
