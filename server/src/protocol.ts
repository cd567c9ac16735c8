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
