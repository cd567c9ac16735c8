/**
 * Where the language server reads the workspace's files that are not open:
 * through the client (protocol.ts `grimoire/findFiles` and
 * `grimoire/readFile`: the VS Code extension, desktop or browser), or, in
 * the Node server only, from the workspace folders on disk (disk-files.ts,
 * for any other client). Both list the YAML and JSON files that may be spell
 * files and read them capped, as UTF-8; the workspace index (workspace.ts)
 * decides which are spell files. No Node here: the web worker uses it too.
 */
import { URI } from 'vscode-uri';
import type { Connection } from 'vscode-languageserver';
import { isFoundrySourceJson, isYamlPath } from '../service/index';
import { FIND_FILES_REQUEST, READ_FILE_REQUEST, type FindFilesParams, type FindFilesResult, type ReadFileParams, type ReadFileResult } from '../protocol';

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
export const SKIPPED = new Set(['node_modules', 'dist', '.cache', '.git']);

/** At most this many files are listed (a workspace that is a whole disk is not indexed whole; the log says so). */
export const MAX_LISTED = 200_000;

/** Could the file at `path` (a path or a URI's path) be a spell file: YAML anywhere, JSON where Foundry sources live, nothing hidden or skipped? */
export function isCandidate(path: string): boolean {
  const parts = path.split(/[\\/]/);
  for (let i = 0; i < parts.length - 1; i++) if (parts[i]!.startsWith('.') || SKIPPED.has(parts[i]!)) return false;
  if (parts[parts.length - 1]!.startsWith('.')) return false;
  return isYamlPath(path) || isFoundrySourceJson(path);
}

/** The glob of {@link FIND_FILES_REQUEST}: the files {@link isCandidate} may accept, the skipped folders left out. */
export const CANDIDATE_GLOB = '**/*.{yaml,yml,json}';
export const SKIPPED_GLOB = `**/{${[...SKIPPED].join(',')}}/**`;

/** Files asked of the client at once (the index reads in batches; the client answers each request on its own). */
const CLIENT_READS_AT_ONCE = 32;

/** The files through the client (protocol.ts): what the VS Code extension answers, in the desktop and in the browser. */
export class ClientFiles implements FileSource {
  readonly name = 'client';
  constructor(
    private readonly connection: Pick<Connection, 'sendRequest'>,
    private readonly log: (s: string) => void,
  ) {}

  async list(): Promise<string[]> {
    const params: FindFilesParams = { include: CANDIDATE_GLOB, exclude: SKIPPED_GLOB, maxResults: MAX_LISTED };
    const r = await this.connection.sendRequest<FindFilesResult>(FIND_FILES_REQUEST, params);
    const uris = (Array.isArray(r?.uris) ? r.uris : []).filter((u): u is string => typeof u === 'string' && isCandidate(uriPath(u)));
    if (r?.truncated === true) this.log(`workspace index: the editor listed only the first ${r.uris.length} YAML/JSON files of the workspace; only those are indexed`);
    return uris.slice(0, MAX_LISTED);
  }

  async read(uris: string[], maxBytes: number): Promise<ReadFile[]> {
    const out: ReadFile[] = [];
    for (let i = 0; i < uris.length; i += CLIENT_READS_AT_ONCE) {
      out.push(...(await Promise.all(uris.slice(i, i + CLIENT_READS_AT_ONCE).map((uri) => this.readOne(uri, maxBytes)))));
    }
    return out;
  }

  private async readOne(uri: string, maxBytes: number): Promise<ReadFile> {
    const params: ReadFileParams = { uri, maxBytes };
    let r: ReadFileResult | undefined;
    try {
      r = await this.connection.sendRequest<ReadFileResult>(READ_FILE_REQUEST, params);
    } catch (err) {
      return { uri, error: `unreadable (${err instanceof Error ? err.message : String(err)})` };
    }
    if (r && 'text' in r && typeof r.text === 'string') return r.text.length > maxBytes ? { uri, error: 'tooLarge' } : { uri, text: r.text };
    return { uri, error: r && 'error' in r && typeof r.error === 'string' ? r.error : 'unreadable' };
  }
}

/**
 * Where the workspace's files are read: through the client when it offers
 * (the VS Code extension, desktop and web), else from the folders on disk
 * where the host has one (Node's `diskFiles`); in a web worker with a client
 * that reads no files, nowhere, and the log says the index is unavailable.
 */
export function fileSource(o: {
  folderUris: string[];
  clientReads: boolean;
  diskFiles: ((folderUris: string[], log: (s: string) => void) => FileSource | undefined) | undefined;
  connection: Pick<Connection, 'sendRequest'>;
  log: (s: string) => void;
}): FileSource | undefined {
  if (o.folderUris.length === 0) return undefined;
  if (o.clientReads) return new ClientFiles(o.connection, o.log);
  if (o.diskFiles) return o.diskFiles(o.folderUris, o.log);
  o.log('workspace index unavailable: this server has no disk (a web worker) and the client does not read files for it (grimoire/readFile); definition, references and rename across files see only the open documents');
  return undefined;
}

/** The path of a URI (decoded), for the candidate test and labels. */
export function uriPath(uri: string): string {
  try {
    return URI.parse(uri, true).path;
  } catch {
    return uri;
  }
}

/**
 * One spelling per URI, as VS Code writes it (`vscode-uri`): clients encode
 * some characters differently (Neovim leaves `:` and `@` as they are, VS
 * Code escapes them), and the index must see one file once.
 */
export function canonicalUri(uri: string): string {
  try {
    return URI.parse(uri, true).toString();
  } catch {
    return uri;
  }
}
