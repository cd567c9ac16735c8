/**
 * Custom requests and notifications between the VS Code client and the
 * server, as typed constants. Each says who sends it and why.
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
}
