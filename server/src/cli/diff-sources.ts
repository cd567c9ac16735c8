/**
 * One side of `grimoire diff`: the spells and class lists of a file, a
 * folder or a git revision (`REV`, or `REV:path` for part of it), read and analysed, with a
 * note for everything left out. A side that exists on disk is a path (as
 * `grimoire lint` finds spell files in it: name, `spells/` folder, modeline,
 * Foundry item; hidden and skip-listed places and `.gitignore`d files left
 * out); otherwise, when git knows it as a commit, a revision, whose files are
 * chosen by the same rules and read through git-read.ts (no shell, no
 * option-like revision, no network). Each side's files are named relative to
 * what was named, so a spell in the same place on both sides is not "moved".
 * Called by diff-cmd.ts.
 */
import { statSync } from 'node:fs';
import { basename, relative, resolve, sep } from 'node:path';
import { DEFAULT_SETTINGS, diffListsOf, diffSpellsOf, extractFacts, isFoundrySourceJson, isSpellPath, isYamlPath, settingsForPath, spellFileReason, type DiffList, type DiffSpell, type GrimoireSettings, type MsgRef } from '../service/index';
import { ConfigResolver } from './config';
import { expandArgs } from './files';
import { isRevision, readBlobs, revisionFiles } from './git-read';
import { byteCap, decodeUtf8, readSpellFile, service } from './lint';
import { SKIPPED_FOLDERS } from './walk';
import { usage } from './usage';

/** The spells of one side, and what could not be compared. */
export interface DiffSide {
  spells: DiffSpell[];
  /** The class lists of its spell-list files. */
  lists: DiffList[];
  notes: MsgRef[];
}

/** The most bytes one side's files may hold together (a revision's blobs are read into memory at once). */
export const SIDE_MAX_BYTES = 1024 * 1024 * 1024;

/** `/`-separated form of a relative path. */
function slash(p: string): string {
  return p.split(sep).join('/');
}

/** The settings of a file at `abs` (its `.grimoirerc.yaml`; the defaults when that cannot be read: lint reports a broken config). */
function settingsAt(resolver: ConfigResolver, abs: string): GrimoireSettings {
  let base: GrimoireSettings;
  try {
    base = resolver.forFile(abs).settings;
  } catch {
    base = DEFAULT_SETTINGS;
  }
  return settingsForPath(base, abs);
}

/** Analyse one text and add its spells and class lists (and notes on what it could not give) to `side`. */
function take(side: DiffSide, text: string, settings: GrimoireSettings, file: string, place: string): void {
  const analysis = service().analyze(text, settings);
  const got = diffSpellsOf(analysis, file, place);
  side.spells.push(...got.spells);
  // Class lists are read as the workspace index reads them (only texts that may hold one are parsed again).
  if (/spell_lists/.test(text)) {
    const facts = extractFacts(text, { defaultSystem: settings.defaultSystem, maxFileSize: settings.maxFileSize, ...(settings.syntax ? { syntax: settings.syntax } : {}) });
    side.lists.push(...diffListsOf(facts, file, (o) => analysis.lines.positionAt(o).line + 1));
  }
  for (const line of got.unnamed) side.notes.push({ key: 'diff.note.unnamed', args: { file, line } });
  if (got.yamlErrors > 0) side.notes.push({ key: 'diff.note.yamlErrors', args: { file, n: got.yamlErrors } });
}

/** A side on disk: one file, or the spell files of a folder. */
function readPath(arg: string, abs: string, isDir: boolean, cwd: string, resolver: ConfigResolver): DiffSide {
  const side: DiffSide = { spells: [], lists: [], notes: [] };
  const found = isDir ? expandArgs([abs], cwd) : { files: [{ path: abs }], links: [], unreadable: [] };
  const left = found.links.length + found.unreadable.length;
  if (left > 0) side.notes.push({ key: 'diff.note.leftOut', args: { side: arg, n: left } });
  let bytes = 0;
  for (const f of found.files) {
    const settings = settingsAt(resolver, f.path);
    const file = slash(relative(cwd, f.path)) || basename(f.path);
    const read = readSpellFile(f.path, settings);
    if ('problem' in read) {
      side.notes.push({ key: 'diff.note.unread', args: { file, reason: read.problem.messages[0]?.message ?? '' } });
      continue;
    }
    bytes += read.buf.length;
    if (bytes > SIDE_MAX_BYTES) throw usage('diff.usage.tooMuch', { side: arg, bytes: SIDE_MAX_BYTES });
    // A single file is the same place on both sides; a folder's files lie relative to it.
    take(side, read.text, settings, file, isDir ? slash(relative(abs, f.path)) : '');
  }
  return side;
}

/** Is a revision's path left out as `grimoire lint` leaves it out in a folder: hidden, or in a skip-listed folder? */
function leftOutPlace(path: string): boolean {
  return path.split('/').some((part) => part.startsWith('.') || SKIPPED_FOLDERS.has(part));
}

/** A side from git: the spell files of `rev` under `path` (relative to `cwd`; all of `cwd`'s part of the tree when empty). */
function readRevision(arg: string, rev: string, path: string, cwd: string, resolver: ConfigResolver): DiffSide {
  const side: DiffSide = { spells: [], lists: [], notes: [] };
  const candidates = revisionFiles(cwd, rev, path === '' ? [] : [path], (p) => (isYamlPath(p) || isFoundrySourceJson(p) || isSpellPath(p)) && !leftOutPlace(p));
  // One file named: it is the same place on both sides; under a folder, places are relative to it.
  const single = path !== '' && candidates.length === 1 && candidates[0]!.path === slash(path).replace(/^\.\//, '');
  const prefix = path === '' || single ? '' : `${slash(path).replace(/^\.\//, '').replace(/\/$/, '')}/`;
  const files = [];
  let bytes = 0;
  for (const f of candidates) {
    const settings = settingsAt(resolver, resolve(cwd, f.path));
    if (f.size > byteCap(settings)) {
      side.notes.push({ key: 'diff.note.unread', args: { file: `${rev}:${f.path}`, reason: { key: 'diff.note.tooLarge', args: { bytes: byteCap(settings) } } } });
      continue;
    }
    bytes += f.size;
    if (bytes > SIDE_MAX_BYTES) throw usage('diff.usage.tooMuch', { side: arg, bytes: SIDE_MAX_BYTES });
    files.push({ ...f, settings });
  }
  const blobs = readBlobs(cwd, files);
  files.forEach((f, i) => {
    const label = `${rev}:${f.path}`;
    const text = decodeUtf8(blobs[i]!);
    if (text === undefined) {
      if (isSpellPath(f.path)) side.notes.push({ key: 'diff.note.unread', args: { file: label, reason: { key: 'cli.read.notUtf8' } } });
      return;
    }
    // Chosen as the folder walk chooses: by name, or by what the file holds.
    if (!spellFileReason(f.path, text, f.settings.maxFileSize)) return;
    const place = single ? '' : f.path.startsWith(prefix) ? f.path.slice(prefix.length) : f.path;
    take(side, text, f.settings, label, place);
  });
  return side;
}

/**
 * Read the side `arg` names, relative to `cwd`: a path when it exists, else
 * a git revision (`REV` or `REV:path`). Throws a usage error when it is
 * neither, or git cannot read it.
 */
export function readSide(arg: string, cwd: string): DiffSide {
  const resolver = new ConfigResolver(undefined, undefined, cwd);
  const abs = resolve(cwd, arg);
  const st = statSync(abs, { throwIfNoEntry: false });
  if (st) return readPath(arg, abs, st.isDirectory(), cwd, resolver);
  if (arg.startsWith('-')) throw usage('diff.usage.badRevision', { rev: arg });
  const colon = arg.indexOf(':');
  const rev = colon > 0 ? arg.slice(0, colon) : arg;
  const path = colon > 0 ? arg.slice(colon + 1) : '';
  if (!isRevision(cwd, rev)) throw usage('diff.usage.notFound', { side: arg });
  return readRevision(arg, rev, path, cwd, resolver);
}
