/**
 * What the client said in `initialize` that changes how the server talks to
 * it, read once (server.ts keeps the result): whether settings can be pulled
 * per resource, whether lenses and hints can be refreshed, its display
 * language, and whether its hovers can show pictures.
 */
import { MarkupKind, type InitializeParams } from 'vscode-languageserver';

/** The client, as far as the server needs to know it. */
export interface ClientAbilities {
  /** It answers `workspace/configuration`: settings are pulled per resource (else the defaults). */
  pullsConfig: boolean;
  /** It can be asked to fetch its code lenses again (`workspace/codeLens/refresh`). */
  refreshesLenses: boolean;
  /** It can be asked to fetch its inlay hints again (`workspace/inlayHint/refresh`). */
  refreshesHints: boolean;
  /** Its display language (`initialize`'s `locale`); `grimoire.locale` overrides it. */
  locale: string | undefined;
  /** Its hovers show markdown images (else the footprints are ASCII pictures). */
  markdownImages: boolean;
  /** Its completion inserts snippets with tab stops (else a skeleton is inserted with its blanks filled). */
  snippets: boolean;
}

/** Terminal editors, which cannot show a markdown image, by `clientInfo.name`. */
const TERMINAL_EDITORS = ['neovim', 'vim', 'helix', 'emacs'];

/** Read the client from its `initialize` parameters. */
export function readClient(params: Pick<InitializeParams, 'capabilities' | 'locale' | 'clientInfo'>): ClientAbilities {
  const workspace = params.capabilities.workspace;
  const formats = params.capabilities.textDocument?.hover?.contentFormat;
  const name = params.clientInfo?.name?.toLowerCase() ?? '';
  return {
    pullsConfig: !!workspace?.configuration,
    refreshesLenses: !!workspace?.codeLens?.refreshSupport,
    refreshesHints: !!workspace?.inlayHint?.refreshSupport,
    locale: typeof params.locale === 'string' ? params.locale : undefined,
    markdownImages: (!formats || formats.includes(MarkupKind.Markdown)) && !TERMINAL_EDITORS.some((e) => name.includes(e)),
    snippets: !!params.capabilities.textDocument?.completion?.completionItem?.snippetSupport,
  };
}

/** Before `initialize`: a client that can do nothing extra. */
export const UNKNOWN_CLIENT: ClientAbilities = { pullsConfig: false, refreshesLenses: false, refreshesHints: false, locale: undefined, markdownImages: true, snippets: false };
