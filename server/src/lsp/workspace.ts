/**
 * The language server's workspace index: every spell file of the workspace
 * (service/workspace), read at start from the file source
 * (workspace-files.ts) a batch at a time between requests, then kept
 * current from `workspace/didChangeWatchedFiles` events (only the files an
 * event names are read again) and from the editor's open documents, whose
 * text wins over the disk's while they are open. The server's handlers
 * (workspace-handlers.ts, server.ts) ask it for fresh facts before they answer.
 */
import { FileChangeType, type FileEvent } from 'vscode-languageserver';
import { URI } from 'vscode-uri';
import { factsSteps, isSpellDocument, WorkspaceIndex, type ExtractOptions, type GrimoireSettings } from '../service/index';
import { canonicalUri, isCandidate, uriPath, type FileSource } from './workspace-files';

/** Files read per batch at start (then the event loop turns: requests are answered between batches). */
export const READ_BATCH = 256;

/** An open document as the index sees it. */
interface OpenDoc {
  /** The URI as the client writes it (diagnostics and edits go back under it). */
  clientUri: string;
  version: number;
  /** The text of this version (a function: the document joins a piece table only when asked). */
  text: () => string;
  settings: GrimoireSettings;
  /** The version whose facts the index holds. */
  indexed?: number;
  /** The refresh of the facts under way. */
  job?: Promise<void>;
  timer?: ReturnType<typeof setTimeout>;
}

/** What the workspace tells the server. */
export interface WorkspaceHost {
  log(s: string): void;
  /** The index changed (called at most every {@link NOTIFY_MS}, and when the first indexing ends). */
  changed(): void;
  /** Resolve once the event loop has turned (host.ts): requests are answered between batches. */
  nextTurn(): Promise<void>;
}

/** Debounce of change notices to the server (ms). */
export const NOTIFY_MS = 200;

/** The extraction options of a file: its settings' default system and size cap, JSON for `.json`. */
function optionsFor(uri: string, s: GrimoireSettings): ExtractOptions {
  return { defaultSystem: s.defaultSystem, maxFileSize: s.maxFileSize, ...(/\.json$/i.test(uriPath(uri)) ? { syntax: 'json' as const } : {}) };
}

/** How long after the last edit an open document's facts are read again: longer for a big file (ms). */
function refreshDelay(length: number): number {
  return length > 4_000_000 ? 2000 : length > 256_000 ? 600 : 250;
}

/** See the module comment. */
export class WorkspaceState {
  readonly index: WorkspaceIndex;
  private source: FileSource | undefined;
  private defaults: GrimoireSettings | undefined;
  private readonly open = new Map<string, OpenDoc>();
  private first: Promise<void> = Promise.resolve();
  private building = false;
  /** Releases those waiting on {@link first} since {@link expect}, once the first indexing ends. */
  private releaseFirst: (() => void) | undefined;
  private notifyTimer: ReturnType<typeof setTimeout> | undefined;
  private notifiedVersion = -1;
  /** The workspace folders' URIs, each ending in `/`, longest first. */
  private readonly folderUris: string[];

  constructor(
    private readonly host: WorkspaceHost,
    rootUris: string[],
  ) {
    this.folderUris = rootUris.map((u) => canonicalUri(u).replace(/\/?$/, '/')).sort((a, b) => b.length - a.length);
    this.index = new WorkspaceIndex({ label: (uri) => this.label(uri) });
  }

  /** A file as messages name it: its path relative to its workspace folder. */
  label(uri: string): string {
    const canonical = canonicalUri(uri);
    for (const f of this.folderUris) if (canonical.startsWith(f) && canonical.length > f.length) return uriPath(canonical).slice(uriPath(f).length);
    try {
      const u = URI.parse(canonical, true);
      return u.scheme === 'file' ? u.fsPath : u.path;
    } catch {
      return uri;
    }
  }

  /** The client's URI of an indexed file (an open document's own spelling). */
  clientUri(canonical: string): string {
    return this.open.get(canonical)?.clientUri ?? canonical;
  }

  /** The locale of the workspace's settings (English before they are known). */
  defaultsLocale(): GrimoireSettings['locale'] {
    return this.defaults?.locale ?? 'en';
  }

  /** Is the first indexing still running? */
  get indexing(): boolean {
    return this.building;
  }

  /**
   * The first indexing is about to start (the server is fetching the settings
   * it needs): from now on the index counts as being built, and requests
   * across files wait for it, rather than answering from an empty index.
   * {@link start} must follow.
   */
  expect(): void {
    this.building = true;
    this.first = new Promise((resolve) => (this.releaseFirst = resolve));
  }

  /** Index the workspace from `source` (in the background; {@link ready} waits for it). */
  start(source: FileSource, defaults: GrimoireSettings): void {
    this.source = source;
    this.defaults = defaults;
    this.building = true;
    const release = this.releaseFirst;
    this.releaseFirst = undefined;
    this.first = this.indexAll(source, defaults).catch((err) => this.host.log(`workspace index failed: ${err instanceof Error ? err.message : String(err)}`)).finally(() => {
      this.building = false;
      release?.();
      this.notifyNow();
    });
  }

  /** Resolves when the first indexing is done. */
  ready(): Promise<void> {
    return this.first;
  }

  private async indexAll(source: FileSource, defaults: GrimoireSettings): Promise<void> {
    const t0 = Date.now();
    const uris = await source.list();
    const problems = new Map<string, number>();
    let files = 0;
    for (let i = 0; i < uris.length; i += READ_BATCH) {
      const batch = uris.slice(i, i + READ_BATCH);
      const read = await source.read(batch, defaults.maxFileSize * 4);
      for (const f of read) {
        const uri = canonicalUri(f.uri);
        // An open document's text is the editor's.
        if (this.open.has(uri)) continue;
        if (f.text === undefined) {
          problems.set(f.error ?? 'unreadable', (problems.get(f.error ?? 'unreadable') ?? 0) + 1);
          continue;
        }
        if (this.take(uri, f.text, defaults)) files++;
      }
      await this.host.nextTurn();
    }
    const size = this.index.size();
    const left = [...problems].map(([why, n]) => `${n} ${why}`).join(', ');
    this.host.log(`workspace index: ${size.files} spell files (${files} read from ${source.name}), ${size.spells} spells, ${size.refs} references, in ${Date.now() - t0} ms${left ? `; not read: ${left}` : ''}`);
  }

  /** Index (or drop) a file read from the source; true when it is a spell file. */
  private take(uri: string, text: string, settings: GrimoireSettings): boolean {
    if (!isSpellDocument(uriPath(uri), text, settings.maxFileSize)) {
      this.index.remove(uri);
      return false;
    }
    this.index.update(uri, text, optionsFor(uri, settings));
    this.schedule();
    return true;
  }

  /**
   * Is `uri` in one of the workspace folders? Only those documents take part
   * in the index: a file opened from elsewhere (or any file, when no folder
   * is open) is checked on its own, not against whatever else happens to be
   * open.
   */
  inFolders(uri: string): boolean {
    return this.folderUris.some((f) => uri.startsWith(f));
  }

  /** The editor opened a document, or changed it: its text wins; the facts are read again after a pause. */
  docChanged(clientUri: string, version: number, text: () => string, length: number, settings: GrimoireSettings, isSpell: boolean): void {
    const uri = canonicalUri(clientUri);
    if (!this.inFolders(uri)) isSpell = false;
    let d = this.open.get(uri);
    if (!d) this.open.set(uri, (d = { clientUri, version, text, settings }));
    d.version = version;
    d.text = text;
    d.settings = settings;
    if (d.timer) clearTimeout(d.timer);
    if (!isSpell) {
      d.timer = undefined;
      if (this.index.file(uri)) {
        this.index.remove(uri);
        this.schedule();
      }
      d.indexed = version;
      return;
    }
    d.timer = setTimeout(() => {
      d!.timer = undefined;
      void this.refresh(uri);
    }, d.indexed === undefined ? 0 : refreshDelay(length));
  }

  /** The editor closed a document: the file is read again from the source (the disk's text, not the editor's). */
  async docClosed(clientUri: string): Promise<void> {
    const uri = canonicalUri(clientUri);
    const d = this.open.get(uri);
    if (d?.timer) clearTimeout(d.timer);
    this.open.delete(uri);
    await this.reread([uri]);
  }

  /** Are the facts of an open document those of `version`? */
  isFresh(clientUri: string, version: number): boolean {
    const d = this.open.get(canonicalUri(clientUri));
    return d !== undefined && d.indexed === version;
  }

  /** Read an open document's facts now if they are not of its current version. */
  async refresh(uri: string): Promise<void> {
    const d = this.open.get(uri);
    if (!d) return;
    if (d.job) await d.job;
    if (d.indexed === d.version) return;
    if (d.timer) {
      clearTimeout(d.timer);
      d.timer = undefined;
    }
    const version = d.version;
    d.job = (async () => {
      const text = d.text();
      const steps = factsSteps(text, optionsFor(uri, d.settings));
      let t = Date.now();
      for (;;) {
        const r = steps.next();
        if (r.done) {
          // A newer version came while reading: it is read next.
          if (this.open.get(uri) === d && d.version === version) {
            this.index.setFacts(uri, text, r.value);
            d.indexed = version;
            this.schedule();
          }
          return;
        }
        if (Date.now() - t > 8) {
          await this.host.nextTurn();
          t = Date.now();
        }
      }
    })().finally(() => {
      d.job = undefined;
    });
    await d.job;
    if (this.open.get(uri) === d && d.indexed !== d.version) await this.refresh(uri);
  }

  /** Every open document's facts, of its current version. */
  async refreshAll(): Promise<void> {
    await Promise.all([...this.open.keys()].map((u) => this.refresh(u)));
  }

  /** Fresh facts everywhere: the first indexing done, every open document read. Handlers that look across files wait for this. */
  async settled(): Promise<void> {
    await this.first;
    await this.refreshAll();
  }

  /** File-watcher events: files created or changed are read again (only those), deleted ones dropped. Open documents are the editor's. */
  async watched(changes: FileEvent[]): Promise<void> {
    const reread: string[] = [];
    for (const c of changes) {
      const uri = canonicalUri(c.uri);
      if (this.open.has(uri)) continue;
      if (c.type === FileChangeType.Deleted) {
        this.index.remove(uri);
        // A folder deleted: everything indexed below it.
        const prefix = uri.endsWith('/') ? uri : `${uri}/`;
        for (const u of this.index.uris()) if (u.startsWith(prefix)) this.index.remove(u);
        this.schedule();
      } else if (isCandidate(uriPath(uri))) reread.push(uri);
    }
    await this.reread(reread);
  }

  /** Read files again from the source and index them. */
  private async reread(all: string[]): Promise<void> {
    // A file outside the workspace folders (an editor tab closed, a watcher's event) is not indexed.
    const uris = all.filter((u) => this.inFolders(canonicalUri(u)));
    for (const u of all) if (!this.inFolders(canonicalUri(u)) && this.index.file(canonicalUri(u))) this.index.remove(canonicalUri(u));
    if (!this.source || !this.defaults || uris.length === 0) {
      for (const u of uris) if (!this.source) this.index.remove(u);
      this.schedule();
      return;
    }
    let changed = 0;
    for (let i = 0; i < uris.length; i += READ_BATCH) {
      const read = await this.source.read(uris.slice(i, i + READ_BATCH), this.defaults.maxFileSize * 4);
      for (const f of read) {
        const uri = canonicalUri(f.uri);
        if (this.open.has(uri)) continue;
        const before = this.index.version;
        if (f.text === undefined) this.index.remove(uri);
        else this.take(uri, f.text, this.defaults);
        if (this.index.version !== before) changed++;
      }
    }
    this.host.log(`workspace index: ${uris.length} ${uris.length === 1 ? 'file' : 'files'} read again, ${changed} changed`);
    this.schedule();
  }

  /** Tell the server of a change, at most every {@link NOTIFY_MS}; not while the first indexing runs. */
  private schedule(): void {
    if (this.building || this.notifyTimer) return;
    this.notifyTimer = setTimeout(() => this.notifyNow(), NOTIFY_MS);
  }

  private notifyNow(): void {
    if (this.notifyTimer) clearTimeout(this.notifyTimer);
    this.notifyTimer = undefined;
    if (this.index.version === this.notifiedVersion) return;
    this.notifiedVersion = this.index.version;
    this.host.changed();
  }

  /** Stop the timers (shutdown). */
  dispose(): void {
    if (this.notifyTimer) clearTimeout(this.notifyTimer);
    for (const d of this.open.values()) if (d.timer) clearTimeout(d.timer);
  }
}
