/**
 * The folder walk of `grimoire lint <folder>`: every YAML and JSON file
 * below a folder named on the command line (names matched in any case),
 * with where it lies (a hidden folder or file, a skip-listed folder), so the
 * caller can lint, or count and name, each one. Symlinks are followed only
 * to places inside the lint roots (the folders named on the command line),
 * unless the caller allows all; a link leading elsewhere is handed back, not
 * read. Only `.git` (git's own store, never part of what a commit adds) is
 * not walked. Called by files.ts.
 */
import { readdirSync, readlinkSync, realpathSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { isInside } from './safe-fs';

/** Folders whose files are not linted (tool output and dependencies); they are still walked, to count what they hold. */
export const SKIPPED_FOLDERS: ReadonlySet<string> = new Set(['node_modules', 'dist', '.cache']);

/** Where a found file lies: in a hidden file or folder, in a skip-listed folder, or neither. */
export type Place = 'hidden' | 'skipped-folder' | undefined;

/** Is `name` a YAML or JSON file name (any case)? */
export function isLintableName(name: string): boolean {
  return /\.(ya?ml|json)$/i.test(name);
}

/** A YAML or JSON file the walk found. */
export interface WalkedFile {
  /** The path as reached (below the walked folder, through any followed links). */
  path: string;
  /** Its place below the walked folder, `/`-separated. */
  rel: string;
  place: Place;
  /** The file's real path when the file itself is a symlink (followed); undefined for a plain file. */
  real?: string;
}

/** A symlink the walk did not follow. */
export interface UnfollowedLink {
  path: string;
  /** Where it leads (its real path), or its text when the target does not exist. */
  target: string;
  /** `folder`, `file`, or `missing` (a dangling link). */
  kind: 'folder' | 'file' | 'missing';
}

/** What the walk needs to know. */
export interface WalkOptions {
  /** Real paths of the lint roots: links are followed to places inside them. */
  roots: readonly string[];
  /** `--follow-symlinks`: follow every link (loops are still cut). */
  followAll: boolean;
}

/** The place of an entry named `name` whose folder has place `parent`. */
function placeOf(parent: Place, name: string, folder: boolean): Place {
  if (parent) return parent;
  if (folder && SKIPPED_FOLDERS.has(name)) return 'skipped-folder';
  return name.startsWith('.') ? 'hidden' : undefined;
}

/**
 * Walk `root` (a folder, absolute) and call `onFile` for every YAML/JSON file
 * and `onLink` for every symlink not followed (a link to a folder, or to a
 * YAML/JSON-named file). `onUnreadable` gets folders that cannot be listed.
 * Iterative (no recursion limit); a link to the folder holding it or to one
 * above is not entered, nor a folder already entered through a link, so a
 * link loop ends.
 */
export function walkFolder(root: string, opts: WalkOptions, onFile: (f: WalkedFile) => void, onLink: (l: UnfollowedLink) => void, onUnreadable: (dir: string) => void): void {
  const entered = new Set<string>();
  try {
    entered.add(realpathSync(root));
  } catch {
    // The caller has checked that the root exists.
  }
  const stack: Array<{ dir: string; rel: string; place: Place }> = [{ dir: root, rel: '', place: undefined }];
  const allowed = (real: string) => opts.followAll || opts.roots.some((r) => isInside(r, real));
  while (stack.length > 0) {
    const { dir, rel, place } = stack.pop()!;
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      onUnreadable(dir);
      continue;
    }
    // The folder's real path, worked out only when it holds a link to a folder.
    let realDir: string | undefined;
    for (const e of entries) {
      const name = e.name;
      const path = join(dir, name);
      const sub = rel ? `${rel}/${name}` : name;
      if (e.isSymbolicLink()) {
        let real: string;
        let folder: boolean;
        try {
          real = realpathSync(path);
          folder = statSync(real).isDirectory();
        } catch {
          if (isLintableName(name)) onLink({ path, target: safeReadlink(path), kind: 'missing' });
          continue;
        }
        if (!folder && !isLintableName(name)) continue;
        if (!allowed(real)) {
          onLink({ path, target: real, kind: folder ? 'folder' : 'file' });
          continue;
        }
        if (folder) {
          // A link to the folder holding it or one above (a loop), or to a folder already entered through a link, adds nothing.
          realDir ??= realOf(dir);
          if (!entered.has(real) && !(realDir !== undefined && isInside(real, realDir))) {
            entered.add(real);
            stack.push({ dir: path, rel: sub, place: placeOf(place, name, true) });
          }
        } else onFile({ path, rel: sub, place: placeOf(place, name, false), real });
      } else if (e.isDirectory()) {
        if (name === '.git') continue;
        stack.push({ dir: path, rel: sub, place: placeOf(place, name, true) });
      } else if (isLintableName(name)) {
        onFile({ path, rel: sub, place: placeOf(place, name, false) });
      }
    }
  }
}

/** The real path of `p`, or undefined when it does not resolve. */
function realOf(p: string): string | undefined {
  try {
    return realpathSync(p);
  } catch {
    return undefined;
  }
}

/** A link's own text, for a dangling link (its target does not exist). */
function safeReadlink(path: string): string {
  try {
    return readlinkSync(path);
  } catch {
    return '?';
  }
}
