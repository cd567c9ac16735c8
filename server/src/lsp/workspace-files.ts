/**
 * Where the language server reads the workspace's files that are not open:
 * through the client (protocol.ts `grimoire/workspaceFiles` and
 * `grimoire/readFiles`: the VS Code extension, desktop or browser), or from
 * the workspace folders on disk (any other client). Both list the YAML and
 * JSON files that may be spell files and read them capped, as UTF-8; the
 * workspace index (workspace.ts) decides which are spell files.
 */
import { lstatSync, openSync, readSync, closeSync, fstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Connection } from 'vscode-languageserver/node';
import { isFoundrySourceJson, isYamlPath } from '../service/index';
import { READ_FILES_REQUEST, WORKSPACE_FILES_REQUEST, type ReadFilesParams, type ReadFilesResult, type WorkspaceFilesResult } from '../protocol';

/** One file read: its text, or why it was not read. */
export interface ReadFile {
  uri: string;
  text?: string;
  error?: string;
}

/** Lists and reads the workspace's files. */
export interface FileSource {
  /** The URIs of the files that may be spell files. */
  list(): Promise<string[]>;
  /** Read files (each at most `maxBytes`); one entry per URI, in order. */
  read(uris: string[], maxBytes: number): Promise<ReadFile[]>;
  /** What the source is, for the log. */
  readonly name: string;
}

/** Folders a search skips, as the CLI's folder search does (cli/walk.ts): hidden ones too. */
const SKIPPED = new Set(['node_modules', 'dist', '.cache', '.git']);

/** At most this many files are listed (a workspace that is a whole disk is not indexed whole; the log says so). */
export const MAX_LISTED = 200_000;

/** Could the file at `path` (a path or a URI's path) be a spell file: YAML anywhere, JSON where Foundry sources live, nothing hidden or skipped? */
export function isCandidate(path: string): boolean {
  const parts = path.split(/[\\/]/);
  for (let i = 0; i < parts.length - 1; i++) if (parts[i]!.startsWith('.') || SKIPPED.has(parts[i]!)) return false;
  if (parts[parts.length - 1]!.startsWith('.')) return false;
  return isYamlPath(path) || isFoundrySourceJson(path);
}

/** Decode bytes as UTF-8, or undefined when they are not. */
function utf8(buf: Uint8Array): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(buf);
  } catch {
    return undefined;
  }
}

/** The workspace folders on disk: a walk that follows no symlink, and capped reads of regular files. */
export class DiskFiles implements FileSource {
  readonly name = 'disk';
  /** @param roots the workspace folders' paths */
  constructor(
    private readonly roots: string[],
    private readonly log: (s: string) => void,
  ) {}

  async list(): Promise<string[]> {
    const out: string[] = [];
    const stack = [...this.roots];
    let dirs = 0;
    while (stack.length > 0 && out.length < MAX_LISTED) {
      const dir = stack.pop()!;
      let entries;
      try {
        entries = readdirSync(dir, { withFileTypes: true });
      } catch {
        continue;
      }
      for (const e of entries) {
        if (e.name.startsWith('.') || SKIPPED.has(e.name)) continue;
        const p = join(dir, e.name);
        // Symlinks are not followed: a link may lead out of the workspace.
        if (e.isDirectory()) stack.push(p);
        else if (e.isFile() && isCandidate(p)) out.push(pathToFileURL(p).href);
      }
      // Let requests in between folders of a big tree.
      if (++dirs % 200 === 0) await new Promise<void>((r) => setImmediate(r));
    }
    if (out.length >= MAX_LISTED) this.log(`workspace index: more than ${MAX_LISTED} YAML/JSON files; only the first ${MAX_LISTED} are indexed`);
    return out;
  }

  async read(uris: string[], maxBytes: number): Promise<ReadFile[]> {
    return uris.map((uri) => readCapped(uri, maxBytes));
  }
}

/** Read one file URI from disk: a regular file (not a link), at most `maxBytes`, UTF-8. */
function readCapped(uri: string, maxBytes: number): ReadFile {
  let path: string;
  try {
    path = fileURLToPath(uri);
  } catch {
    return { uri, error: 'not-a-file' };
  }
  let fd: number | undefined;
  try {
    if (!lstatSync(path).isFile()) return { uri, error: 'not-a-file' };
    fd = openSync(path, 'r');
    const size = fstatSync(fd).size;
    if (size > maxBytes) return { uri, error: 'too-large' };
    const buf = Buffer.alloc(size);
    let got = 0;
    while (got < size) {
      const n = readSync(fd, buf, got, size - got, got);
      if (n === 0) break;
      got += n;
    }
    const text = utf8(buf.subarray(0, got));
    return text === undefined ? { uri, error: 'not-utf8' } : { uri, text };
  } catch (err) {
    return { uri, error: (err as NodeJS.ErrnoException).code ?? 'unreadable' };
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** The files through the client (protocol.ts): what the VS Code extension answers, in the desktop and in the browser. */
export class ClientFiles implements FileSource {
  readonly name = 'client';
  constructor(private readonly connection: Connection) {}

  async list(): Promise<string[]> {
    const r = await this.connection.sendRequest<WorkspaceFilesResult>(WORKSPACE_FILES_REQUEST, {});
    return (r?.uris ?? []).filter((u) => typeof u === 'string' && isCandidate(uriPath(u))).slice(0, MAX_LISTED);
  }

  async read(uris: string[], maxBytes: number): Promise<ReadFile[]> {
    const params: ReadFilesParams = { uris, maxBytes };
    const r = await this.connection.sendRequest<ReadFilesResult>(READ_FILES_REQUEST, params);
    const byUri = new Map((r?.files ?? []).map((f) => [f.uri, f] as const));
    return uris.map((uri) => {
      const f = byUri.get(uri);
      if (!f) return { uri, error: 'not-answered' };
      if (typeof f.text === 'string') return f.text.length > maxBytes ? { uri, error: 'too-large' } : { uri, text: f.text };
      return { uri, error: typeof f.error === 'string' ? f.error : 'unreadable' };
    });
  }
}

/** The path of a URI (decoded), for the candidate test. */
export function uriPath(uri: string): string {
  try {
    return decodeURIComponent(new URL(uri).pathname);
  } catch {
    return uri;
  }
}

/** One spelling per file URI: a `file:` URI as Node writes it (VS Code and Neovim encode some characters differently). */
export function canonicalUri(uri: string): string {
  if (!uri.startsWith('file:')) return uri;
  try {
    return pathToFileURL(fileURLToPath(uri)).href;
  } catch {
    return uri;
  }
}
