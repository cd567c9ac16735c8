/**
 * Reading the client from `initialize` (lsp/client-abilities.ts): what it
 * can be asked and shown. Each case is a client as it introduces itself.
 */
import { describe, expect, it } from 'vitest';
import { readClient, UNKNOWN_CLIENT } from '../../../server/src/lsp/client-abilities';

describe('readClient', () => {
  it('VS Code (vscode-languageclient 11): pulls settings, refreshes lenses and hints, shows pictures, in its display language', () => {
    expect(
      readClient({
        capabilities: { workspace: { configuration: true, codeLens: { refreshSupport: true }, inlayHint: { refreshSupport: true } }, textDocument: { hover: { contentFormat: ['markdown', 'plaintext'] }, completion: { completionItem: { snippetSupport: true } } } },
        locale: 'uk',
        clientInfo: { name: 'Visual Studio Code' },
      }),
    ).toEqual({ pullsConfig: true, refreshesLenses: true, refreshesHints: true, locale: 'uk', markdownImages: true, snippets: true });
  });

  it('a terminal editor gets ASCII pictures even when it takes markdown; a plain-text-only client too', () => {
    const md = { textDocument: { hover: { contentFormat: ['markdown' as const] } } };
    for (const name of ['Neovim', 'vim', 'helix', 'Emacs']) expect(readClient({ capabilities: md, clientInfo: { name } }).markdownImages, name).toBe(false);
    expect(readClient({ capabilities: { textDocument: { hover: { contentFormat: ['plaintext'] } } } }).markdownImages).toBe(false);
  });

  it('a client that says nothing: the defaults before initialize, pictures on (no format list means markdown)', () => {
    expect(readClient({ capabilities: {} })).toEqual(UNKNOWN_CLIENT);
    expect(readClient({ capabilities: { workspace: { codeLens: {} } }, locale: null as unknown as string })).toEqual(UNKNOWN_CLIENT);
  });
});
