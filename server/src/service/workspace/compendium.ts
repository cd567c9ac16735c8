/**
 * The compendium: every spell of the workspace with what the VS Code
 * client's tree groups it by (system, level or circle, school, classes: its
 * own and those of the lists that name it) and where to open it. The
 * language server's `grimoire/compendium` answer (protocol.ts).
 */
import type { System } from '../types';
import { idOf, listedClasses } from './membership';
import { placeOf } from './navigate';
import type { WorkspaceIndex } from './workspace-index';

/** One spell of the compendium. */
export interface CompendiumSpell {
  name: string;
  system: System;
  edition?: string;
  /** `level` (5e, 3.5: the lowest of `levels`) or `circle` (ToV). */
  level?: number;
  school?: string;
  /** The spell's own classes and the classes whose lists name it, sorted. */
  classes: string[];
  uri: string;
  /** Where its name is written (its start when it has none written). */
  start: number;
  end: number;
}

/** Every spell of the index, sorted by name, then file. */
export function compendium(index: WorkspaceIndex): CompendiumSpell[] {
  const listed = listedClasses(index);
  const out: CompendiumSpell[] = [];
  for (const file of index.allFiles()) {
    file.facts.spells.forEach((s, i) => {
      const classes = new Set(s.classes);
      for (const c of listed.get(idOf({ file, i })) ?? []) classes.add(c);
      const p = placeOf(index, { file, i });
      out.push({ name: s.name, system: s.system, ...(s.edition ? { edition: s.edition } : {}), ...(s.level !== undefined ? { level: s.level } : {}), ...(s.school ? { school: s.school } : {}), classes: [...classes].sort(), uri: file.uri, start: p.start, end: p.end });
    });
  }
  out.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.uri < b.uri ? -1 : a.uri > b.uri ? 1 : a.start - b.start));
  return out;
}
