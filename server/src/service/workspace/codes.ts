/**
 * The codes of the cross-file checks (cross-checks.ts), with their titles
 * and docs for SARIF and docs/rules.md (rules/catalog.ts lists them). They
 * check a workspace's data against itself, not a game's rule text, so they
 * cite no rule passage.
 */
import type { Severity } from '../types';

/** One cross-file check's code and its documentation. */
export interface WorkspaceCode {
  code: string;
  title: string;
  doc: string;
  defaultSeverity: Severity;
}

/** The cross-file checks, in reporting order. */
export const WORKSPACE_CODES: readonly WorkspaceCode[] = [
  {
    code: 'workspace/unknown-spell',
    title: 'A reference names no spell of the workspace',
    doc: 'A spell-list entry or a `{@spell ...}` tag names a spell that no file of the workspace (in the editor) or of the files linted (`grimoire lint`) defines: a typo, a spell renamed or removed, or a file left out. A list that sets `system:` (and `edition:`) names spells of that system (and edition) only. The quick fix changes the name to the closest spell name (at most two letters apart), when there is one. Foundry `@UUID` links are not reported: they usually point into the game system\'s own compendium, outside the workspace.',
    defaultSeverity: 'error',
  },
  {
    code: 'workspace/duplicate-spell',
    title: 'Another file defines a spell of the same system, edition and name',
    doc: 'Two files define a spell with the same name (case and spaces aside) for the same system and edition: references to the name cannot tell which is meant, and a compendium built from the files holds it twice. Spells of different systems or editions may share a name. Duplicates within one file are `dataset/duplicate-name`.',
    defaultSeverity: 'warning',
  },
  {
    code: 'workspace/list-class-missing',
    title: "A class list names a spell whose classes lack that class",
    doc: "A spell-list file puts a spell on a class's list, but the spell's own `classes` (for D&D 3.5, the classes of `levels`) do not include the class: one of the two is out of date. Spells that state no classes at all are not compared. The quick fix adds the class to the spell's `classes` (not for D&D 3.5, where the class needs a level).",
    defaultSeverity: 'warning',
  },
  {
    code: 'workspace/class-not-listed',
    title: "A spell names a class whose list leaves it out",
    doc: "A spell names a class in its `classes` (for D&D 3.5, in `levels`), and the workspace has that class's list for the spell's system, but no list of the class names the spell. Classes without a list file are not checked. The quick fix adds the spell to the class's list.",
    defaultSeverity: 'warning',
  },
];
