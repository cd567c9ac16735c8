/**
 * The workspace folders on disk, for the Node server when the client does
 * not read files for it (Neovim, plain LSP clients): a walk that follows no
 * symlink, and capped reads of regular files. Node-only (main.ts offers it
 * through the host, host.ts); the web worker has no disk.
 */
import { lstatSync, openSync, readSync, closeSync, fstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isCandidate, MAX_LISTED, SKIPPED, type FileSource, type ReadFile } from './workspace-files';

/** Decode bytes as UTF-8, or undefined when they are not. */
function utf8(buf: Uint8Array): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(buf);
  } catch {
    return undefined;
  }
}

/** The disk source of the workspace folders given as URIs, or undefined (with a log line each) when none is on disk. */
export function diskFiles(folderUris: string[], log: (s: string) => void): FileSource | undefined {
  const paths: string[] = [];
  for (const u of folderUris) {
    try {
      paths.push(fileURLToPath(u));
    } catch {
      log(`workspace folder ${u} is not on disk and the client does not offer its files: it is not indexed`);
    }
  }
  return paths.length > 0 ? new DiskFiles(paths, log) : undefined;
}

/** See the module comment. */
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
    return { uri, error: 'notAFile' };
  }
  let fd: number | undefined;
  try {
    if (!lstatSync(path).isFile()) return { uri, error: 'notAFile' };
    fd = openSync(path, 'r');
    const size = fstatSync(fd).size;
    if (size > maxBytes) return { uri, error: 'tooLarge' };
    const buf = Buffer.alloc(size);
    let got = 0;
    while (got < size) {
      const n = readSync(fd, buf, got, size - got, got);
      if (n === 0) break;
      got += n;
    }
    const text = utf8(buf.subarray(0, got));
    return text === undefined ? { uri, error: 'notUtf8' } : { uri, text };
  } catch (err) {
    return { uri, error: (err as NodeJS.ErrnoException).code ?? 'unreadable' };
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}
