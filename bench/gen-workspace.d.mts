/** Types of bench/gen-workspace.mjs (the workspace benchmark's generator), for the TypeScript tests. */

export function spellPath(i: number): string;

export interface GeneratedWorkspace {
  files: Array<{ path: string; text: string }>;
  names: string[];
  hot: { name: string; path: string; refs: number };
  tags: number;
  lists: number;
}

export function generateWorkspace(o?: { count?: number; hotRefs?: number; seed?: number }): GeneratedWorkspace;
