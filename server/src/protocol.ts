/**
 * The custom requests and notifications between the VS Code client
 * (client/src) and the language server (server/src/lsp), as typed constants:
 * the one definition both bundles import, so the two cannot drift. Each says
 * who sends it and why. Pure declarations: it imports nothing, so the client
 * bundle takes no server code with it.
 */

/**
 * `grimoire/preview` (client -> server): the preview panel asks for the spell
 * under the cursor rendered as a stat-block card; the server answers with
 * HTML body content (escaped, no scripts) and the spell's name.
 */
export const PREVIEW_REQUEST = 'grimoire/preview';

/** Parameters of {@link PREVIEW_REQUEST}. */
export interface PreviewParams {
  uri: string;
  /** Cursor offset in the document as the client sees it. */
  position: { line: number; character: number };
  method?: string;
  placement?: string | { angleDeg: number };
}

/** Answer of {@link PREVIEW_REQUEST}. */
export interface PreviewResult {
  name?: string;
  /** Inner HTML of the card: every spell text escaped by the server. */
  html: string;
  /** The methods the spell's system supports, for the panel's switch. */
  methods: string[];
  /** Set when the document is not a spell file: `html` then says so, and the client tells the user. */
  notSpell?: boolean;
}

/**
 * `grimoire/spellDocument` (server -> client): whether an open document is a
 * spell file (see service/detect.ts), sent when the document opens, when an
 * edit makes it one (a `# grimoire` modeline typed in), and `false` when it
 * closes. The VS Code client keeps the `grimoire.isSpellFile` context key
 * from it, so the preview button shows only on spell files.
 */
export const SPELL_DOCUMENT_NOTIFICATION = 'grimoire/spellDocument';

/** Parameters of {@link SPELL_DOCUMENT_NOTIFICATION}. */
export interface SpellDocumentParams {
  uri: string;
  isSpell: boolean;
}

// ---------------------------------------------------------------------------
// Spells across files: the workspace's files, read through the client
// ---------------------------------------------------------------------------
//
// The language server keeps an index of every spell file of the workspace
// (definition, references, rename, the compendium). It reads the files that
// are not open itself, through these two requests, when the client says in
// `initializationOptions` that it answers them (`workspaceFiles: 'client'`):
// the VS Code extension does, with `vscode.workspace.findFiles` and
// `vscode.workspace.fs`, which work in the desktop, in the browser (where the
// server runs in a web worker with no file system) and in remote and virtual
// workspaces alike. A client that does not (Neovim, any plain LSP client)
// gets the server reading the workspace folders from disk. Either way the
// server decides what to read and when (at start, then only the files a
// `workspace/didChangeWatchedFiles` event names), so the index logic is one.
// Browser build: reuse these two requests for any other reading of
// workspace files.

/** What the client says it can do for the server, in `initialize`'s `initializationOptions`. */
export interface GrimoireInitOptions {
  /** `client`: the client answers {@link WORKSPACE_FILES_REQUEST} and {@link READ_FILES_REQUEST}. */
  workspaceFiles?: 'client';
  /** The client shows the compendium and wants {@link COMPENDIUM_CHANGED_NOTIFICATION}. */
  compendium?: boolean;
}

/**
 * `grimoire/workspaceFiles` (server -> client): the URIs of the workspace's
 * YAML and JSON files (`**\/*.{yaml,yml,json}`, without `node_modules`,
 * `.git`, `.cache`, `dist`). The server reads those that may be spell files.
 */
export const WORKSPACE_FILES_REQUEST = 'grimoire/workspaceFiles';

/** Answer of {@link WORKSPACE_FILES_REQUEST}. */
export interface WorkspaceFilesResult {
  uris: string[];
}

/**
 * `grimoire/readFiles` (server -> client): the text of these files (UTF-8),
 * or why one could not be read. The server asks in batches.
 */
export const READ_FILES_REQUEST = 'grimoire/readFiles';

/** Parameters of {@link READ_FILES_REQUEST}. */
export interface ReadFilesParams {
  uris: string[];
  /** Files longer than this many bytes are not sent (`error: 'too-large'`). */
  maxBytes: number;
}

/** Answer of {@link READ_FILES_REQUEST}: one entry per URI asked, in order. */
export interface ReadFilesResult {
  files: Array<{ uri: string; text?: string; error?: string }>;
}

// ---------------------------------------------------------------------------
// The compendium view
// ---------------------------------------------------------------------------

/**
 * `grimoire/compendium` (client -> server): every spell of the workspace
 * index, for the VS Code Explorer's compendium tree, which groups them by
 * system, level (circle) and school, or by class.
 */
export const COMPENDIUM_REQUEST = 'grimoire/compendium';

/** One spell of {@link CompendiumResult}. */
export interface CompendiumEntry {
  name: string;
  system: string;
  edition?: string;
  level?: number;
  school?: string;
  /** Its own classes and the classes whose lists name it. */
  classes: string[];
  uri: string;
  /** Where its name is (0-based). */
  line: number;
  character: number;
}

/** Answer of {@link COMPENDIUM_REQUEST}. */
export interface CompendiumResult {
  spells: CompendiumEntry[];
  /** The index is still being built at start: more spells will come (a change notification follows). */
  indexing: boolean;
}

/**
 * `grimoire/compendiumChanged` (server -> client): the index changed (a
 * file was edited, created or deleted, or the first indexing finished); the
 * client asks {@link COMPENDIUM_REQUEST} again when its view is visible.
 * Sent only to a client that asked for it (`compendium: true`).
 */
export const COMPENDIUM_CHANGED_NOTIFICATION = 'grimoire/compendiumChanged';
