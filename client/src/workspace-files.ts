/**
 * The client's answers to the server's requests for workspace files
 * (`grimoire/readFile`, `grimoire/findFiles`: server/src/protocol.ts). The
 * same in the desktop and the web build: extension.ts gives them
 * `vscode.workspace.fs` and `findFiles`, which reach the local disk, a remote,
 * or a virtual workspace (github.dev) alike. Pure (no `vscode` import), so
 * tests give them a file system of their own.
 */
import type { FindFilesParams, FindFilesResult, ReadFileParams, ReadFileResult } from '../../server/src/protocol';

/** What the answers need of the editor's file access (vscode.workspace.fs and findFiles, in extension.ts). */
export interface FileAccess {
  /** Whether `uri` is inside one of the workspace's folders: the server is answered about no other file. */
  inWorkspace(uri: string): boolean;
  /** The file's kind (FileType bits: 1 file, 2 folder, 64 symbolic link) and size; rejects with code `FileNotFound` when there is none. */
  stat(uri: string): PromiseLike<{ type: number; size: number }>;
  read(uri: string): PromiseLike<Uint8Array>;
  /** The URIs of the workspace's files matching `include` and not `exclude`, at most `max`. */
  find(include: string, exclude: string | undefined, max: number): PromiseLike<string[]>;
}

/** The most a request may ask for: the server's own file-size cap (`grimoire.maxFileSize`'s default, 64 MiB). */
export const MAX_READ_BYTES = 64 * 1024 * 1024;
/** The most file names one find answers with. */
export const MAX_FIND_RESULTS = 100_000;

const FILE = 1;

/** A non-negative whole number no larger than `cap`, from an untrusted parameter. */
function bounded(n: unknown, cap: number): number {
  return typeof n === 'number' && Number.isFinite(n) ? Math.max(0, Math.min(cap, Math.floor(n))) : 0;
}

function message(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/** Read a file for the server: its text, or why there is none (never throws). */
export async function answerReadFile(fs: FileAccess, params: ReadFileParams): Promise<ReadFileResult> {
  const max = bounded(params?.maxBytes, MAX_READ_BYTES);
  if (typeof params?.uri !== 'string') return { error: 'unreadable', detail: 'no uri' };
  if (!fs.inWorkspace(params.uri)) return { error: 'outsideWorkspace' };
  let stat: { type: number; size: number };
  try {
    stat = await fs.stat(params.uri);
  } catch (err) {
    return (err as { code?: unknown })?.code === 'FileNotFound' ? { error: 'notFound' } : { error: 'unreadable', detail: message(err) };
  }
  if ((stat.type & FILE) === 0) return { error: 'notAFile' };
  if (stat.size > max) return { error: 'tooLarge', size: stat.size };
  try {
    const bytes = await fs.read(params.uri);
    // The file may have grown since the stat.
    if (bytes.length > max) return { error: 'tooLarge', size: bytes.length };
    return { text: new TextDecoder('utf-8').decode(bytes) };
  } catch (err) {
    return (err as { code?: unknown })?.code === 'FileNotFound' ? { error: 'notFound' } : { error: 'unreadable', detail: message(err) };
  }
}

/** Find files for the server: at most `maxResults` URIs, and whether there were more. */
export async function answerFindFiles(fs: FileAccess, params: FindFilesParams): Promise<FindFilesResult> {
  const max = bounded(params?.maxResults, MAX_FIND_RESULTS);
  if (typeof params?.include !== 'string' || max === 0) return { uris: [], truncated: false };
  const exclude = typeof params.exclude === 'string' ? params.exclude : undefined;
  // One more than asked: there being more is then known without listing them all.
  const found = (await fs.find(params.include, exclude, max + 1)).filter((u) => fs.inWorkspace(u));
  return { uris: found.slice(0, max), truncated: found.length > max };
}
