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
  /** The panel's control labels in the user's Grimoire language (English when absent). */
  controls?: { method: string; placement: string; angle: string; angleOption: string; angleHint: string; placements: Record<string, string>; methods: Record<string, string> };
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

/**
 * `grimoire/readFile` (server -> client): the server asks for a workspace
 * file it needs beyond the open documents (a file of a workspace index, a
 * config). The client reads it through `vscode.workspace.fs`, in the desktop
 * build as in the web one: one code path, and the only one a web worker has
 * (no disk), and in a virtual workspace (github.dev: the files are GitHub's)
 * the only one there is. The server sends this only to a client that
 * announced it ({@link WORKSPACE_FILES_OPTION}); with any other client, the
 * Node server reads the workspace folders from disk itself (lsp/disk-files.ts)
 * and the web worker, which has no disk, says the index is unavailable.
 */
export const READ_FILE_REQUEST = 'grimoire/readFile';

/** Parameters of {@link READ_FILE_REQUEST}. */
export interface ReadFileParams {
  /** A file inside one of the workspace's folders (the client reads no other: `outsideWorkspace`). */
  uri: string;
  /** Larger files are not read: the answer says `tooLarge` with the size. */
  maxBytes: number;
}

/** Answer of {@link READ_FILE_REQUEST}: the text (UTF-8), or why there is none. */
export type ReadFileResult =
  | { text: string }
  | { error: 'notFound' | 'notAFile' | 'outsideWorkspace' | 'unreadable'; detail?: string }
  | { error: 'tooLarge'; size: number };

/**
 * `grimoire/findFiles` (server -> client): the workspace's files matching a
 * glob (`vscode.workspace.findFiles`: the user's `files.exclude` and
 * `search.exclude` apply), for a workspace index; at most `maxResults`, and
 * `truncated` says there were more.
 */
export const FIND_FILES_REQUEST = 'grimoire/findFiles';

/** Parameters of {@link FIND_FILES_REQUEST}. */
export interface FindFilesParams {
  include: string;
  exclude?: string;
  maxResults: number;
}

/** Answer of {@link FIND_FILES_REQUEST}. */
export interface FindFilesResult {
  uris: string[];
  truncated: boolean;
}

/**
 * The `initializationOptions` key by which a client says it answers
 * {@link READ_FILE_REQUEST} and {@link FIND_FILES_REQUEST} (the VS Code
 * client, desktop and web, does). Other editors (Neovim, plain LSP clients)
 * do not: there the Node server reads the workspace from disk, and a server
 * in a web worker says what it cannot do.
 */
export const WORKSPACE_FILES_OPTION = 'grimoireWorkspaceFiles';

/** What the client says it can do for the server, in `initialize`'s `initializationOptions`. */
export interface GrimoireInitOptions {
  /** The client answers {@link READ_FILE_REQUEST} and {@link FIND_FILES_REQUEST}: the workspace index reads its files through them. */
  [WORKSPACE_FILES_OPTION]?: boolean;
  /** The client shows the compendium and wants {@link COMPENDIUM_CHANGED_NOTIFICATION}. */
  compendium?: boolean;
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
