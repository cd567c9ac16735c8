/**
 * The workspace index: every indexed file's facts (facts.ts), and the maps
 * that answer "which spells have this name" and "which references name it"
 * without a walk over the files. Files are set and removed one at a time
 * (the language server after a file-watcher event or an edit; the CLI once
 * per linted file), each update touching only that file's entries; a test
 * compares an index kept up to date this way with one made afresh
 * (test/unit/service/workspace/index-updates.test.ts). Pure: the callers
 * read the files and hand in their text.
 */
import { LineIndex, type Position } from '../parse/lines';
import type { System } from '../types';
import type { FileFacts, RefFact, SpellFact } from './facts';
import { extractFacts, type ExtractOptions } from './extract';
import { spellIdentity } from './names';

/** One indexed file. */
export interface IndexedFile {
  readonly uri: string;
  readonly text: string;
  readonly facts: FileFacts;
  /** Line starts, made when a position is first asked for. */
  lines?: LineIndex;
}

/** A spell of an indexed file. */
export interface SpellAt {
  file: IndexedFile;
  /** Index in `file.facts.spells`. */
  i: number;
}

/** A reference of an indexed file. */
export interface RefAt {
  file: IndexedFile;
  i: number;
}

/** Options of an index. */
export interface IndexOptions {
  /** How a file is named in messages ("also defined in spells/fireball.yaml"): a path relative to the workspace, by default the URI. */
  label?: (uri: string) => string;
}

/** Add `v` to the list at `k`. */
function push<K, V extends { file: IndexedFile; i: number }>(m: Map<K, V[]>, k: K, v: V): void {
  const l = m.get(k);
  if (!l) {
    m.set(k, [v]);
    return;
  }
  // Kept in file and item order, so every answer (which of two spells a list names, the order of
  // "defined again in") is the same whatever order files were indexed or edited in. Files are
  // mostly indexed in path order: the end is the usual place, checked first.
  const before = (a: V, b: V) => a.file.uri < b.file.uri || (a.file.uri === b.file.uri && a.i < b.i);
  if (!before(v, l[l.length - 1]!)) {
    l.push(v);
    return;
  }
  let lo = 0;
  let hi = l.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (before(v, l[mid]!)) hi = mid;
    else lo = mid + 1;
  }
  l.splice(lo, 0, v);
}

/** Remove the values of `file` from the list at `k`. */
function drop<K>(m: Map<K, Array<{ file: IndexedFile }>>, k: K, file: IndexedFile): void {
  const l = m.get(k);
  if (!l) return;
  const kept = l.filter((x) => x.file !== file);
  if (kept.length === 0) m.delete(k);
  else if (kept.length !== l.length) m.set(k, kept);
}

/** The index; see the module comment. */
export class WorkspaceIndex {
  private readonly files = new Map<string, IndexedFile>();
  /** Spells by name key. */
  private readonly defs = new Map<string, SpellAt[]>();
  /** Spells by system, edition and name key (duplicates). */
  private readonly identities = new Map<string, SpellAt[]>();
  /** References by name key. */
  private readonly refs = new Map<string, RefAt[]>();
  /** Foundry items by `_id`. */
  private readonly foundryIds = new Map<string, SpellAt[]>();
  /** Class lists by class. */
  private readonly lists = new Map<string, Array<{ file: IndexedFile; i: number }>>();
  private readonly labelOf: (uri: string) => string;
  /** Counts every change; derived tables (cross-checks.ts) are kept per version. */
  version = 0;

  constructor(options: IndexOptions = {}) {
    this.labelOf = options.label ?? ((uri) => uri);
  }

  /** The file's label for messages. */
  label(uri: string): string {
    return this.labelOf(uri);
  }

  /**
   * Index `text` as the file `uri` (its facts extracted with `opts`). Returns
   * false, and changes nothing, when the file is indexed with this text already.
   */
  update(uri: string, text: string, opts: ExtractOptions): boolean {
    const old = this.files.get(uri);
    if (old && old.text === text) return false;
    this.setFacts(uri, text, extractFacts(text, opts));
    return true;
  }

  /** Index `uri` with facts already extracted from `text`. */
  setFacts(uri: string, text: string, facts: FileFacts): void {
    this.remove(uri);
    const file: IndexedFile = { uri, text, facts };
    this.files.set(uri, file);
    facts.spells.forEach((s, i) => {
      const at = { file, i };
      push(this.defs, s.key, at);
      push(this.identities, spellIdentity(s.system, s.edition, s.key), at);
      if (s.foundryId) push(this.foundryIds, s.foundryId, at);
    });
    facts.refs.forEach((r, i) => push(this.refs, r.key, { file, i }));
    facts.lists.forEach((l, i) => push(this.lists, l.class, { file, i }));
    this.version++;
  }

  /** Forget a file (deleted, or no longer a spell file). */
  remove(uri: string): void {
    const file = this.files.get(uri);
    if (!file) return;
    this.files.delete(uri);
    for (const s of file.facts.spells) {
      drop(this.defs, s.key, file);
      drop(this.identities, spellIdentity(s.system, s.edition, s.key), file);
      if (s.foundryId) drop(this.foundryIds, s.foundryId, file);
    }
    for (const r of file.facts.refs) drop(this.refs, r.key, file);
    for (const l of file.facts.lists) drop(this.lists, l.class, file);
    this.version++;
  }

  /** The indexed file `uri`. */
  file(uri: string): IndexedFile | undefined {
    return this.files.get(uri);
  }

  /** Every indexed file's URI. */
  uris(): string[] {
    return [...this.files.keys()];
  }

  /** Every indexed file. */
  allFiles(): IterableIterator<IndexedFile> {
    return this.files.values();
  }

  /** How many files and spells are indexed. */
  size(): { files: number; spells: number; refs: number } {
    let spells = 0;
    let refs = 0;
    for (const f of this.files.values()) {
      spells += f.facts.spells.length;
      refs += f.facts.refs.length;
    }
    return { files: this.files.size, spells, refs };
  }

  /** The spell fact of `s`. */
  spell(s: SpellAt): SpellFact {
    return s.file.facts.spells[s.i]!;
  }

  /** The reference fact of `r`. */
  ref(r: RefAt): RefFact {
    return r.file.facts.refs[r.i]!;
  }

  /** The spells named `key`. */
  spellsNamed(key: string): readonly SpellAt[] {
    return this.defs.get(key) ?? [];
  }

  /** Every name key with a spell. */
  spellKeys(): IterableIterator<string> {
    return this.defs.keys();
  }

  /** The spells of one system, edition and name. */
  spellsWithIdentity(system: System, edition: string | undefined, key: string): readonly SpellAt[] {
    return this.identities.get(spellIdentity(system, edition, key)) ?? [];
  }

  /** The references that name `key`. */
  refsNamed(key: string): readonly RefAt[] {
    return this.refs.get(key) ?? [];
  }

  /** The class lists of `cls`. */
  listsOf(cls: string): ReadonlyArray<{ file: IndexedFile; i: number }> {
    return this.lists.get(cls) ?? [];
  }

  /**
   * The spells a reference names. A Foundry link names the item with its id
   * when the workspace has one; else, like every reference, the spells of its
   * name: only those of its list's system and edition when the list sets
   * them, those of the system (and the edition a 5etools source says) it
   * prefers when there are some. A link to something other than an item
   * names no spell.
   */
  resolve(ref: RefFact): SpellAt[] {
    if (ref.kind === 'link') {
      if (ref.foundryId) {
        const byId = this.foundryIds.get(ref.foundryId);
        if (byId && byId.length > 0) return [...byId];
      }
      if (ref.documentType !== undefined && ref.documentType !== 'Item') return [];
    }
    const all = this.defs.get(ref.key);
    if (!all || all.length === 0) return [];
    // The common case: one spell of the name, of the system asked for.
    if (all.length === 1) {
      const only = this.spell(all[0]!);
      const systemOk = !ref.system || only.system === ref.system;
      const editionOk = ref.edition === undefined || only.edition === undefined || only.edition === ref.edition;
      return systemOk && editionOk ? [all[0]!] : [];
    }
    let c: SpellAt[] = all;
    if (ref.system) c = c.filter((s) => this.spell(s).system === ref.system);
    else if (ref.preferSystem) {
      const same = c.filter((s) => this.spell(s).system === ref.preferSystem);
      if (same.length > 0) c = same;
    }
    const edition = ref.edition ?? ref.preferEdition;
    if (edition !== undefined) {
      const exact = c.filter((s) => this.spell(s).edition === edition);
      if (exact.length > 0) c = exact;
      else if (ref.edition !== undefined) c = c.filter((s) => this.spell(s).edition === undefined);
    }
    return c === all ? [...all] : c;
  }

  /** Line and character of `offset` in the indexed file `uri`. */
  positionAt(uri: string, offset: number): Position {
    const f = this.files.get(uri);
    if (!f) return { line: 0, character: 0 };
    f.lines ??= new LineIndex(f.text);
    return f.lines.positionAt(offset);
  }

  /** The offset of a line and character in the indexed file `uri`. */
  offsetAt(uri: string, pos: Position): number {
    const f = this.files.get(uri);
    if (!f) return 0;
    f.lines ??= new LineIndex(f.text);
    return f.lines.offsetAt(pos);
  }
}
