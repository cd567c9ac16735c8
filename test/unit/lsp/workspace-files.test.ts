/**
 * The language server's shared file plumbing for the workspace index
 * (server/src/lsp/workspace-files.ts): one spelling per URI whichever client
 * wrote it, and the client's answers to grimoire/readFile and
 * grimoire/findFiles turned into what the index reads, every failure named.
 */
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { canonicalUri, ClientFiles, isCandidate, uriPath } from '../../../server/src/lsp/workspace-files';

describe('canonicalUri', () => {
  it("gives VS Code's and Neovim's spellings of one file one URI", () => {
    // VS Code escapes `@`, `:` in a path and a space; Neovim (vim.uri_from_fname) leaves `@` and `:` as they are.
    const vscode = 'file:///home/me/a%40b/c%3Ad%20e.spell.yaml';
    const neovim = 'file:///home/me/a@b/c:d%20e.spell.yaml';
    expect(canonicalUri(neovim)).toBe(canonicalUri(vscode));
    expect(canonicalUri(vscode)).toBe(vscode);
  });

  it("agrees with Node's own file URL on a path of plain characters", () => {
    const plain = pathToFileURL('/tmp/grimoire-ws/spells/fire_ball-2.spell.yaml').href;
    expect(canonicalUri(plain)).toBe(plain);
  });

  it('keeps a virtual workspace URI (github.dev) and leaves a string that is no URI as it is', () => {
    expect(canonicalUri('vscode-vfs://github/owner/repo/spells/x.spell.yaml')).toBe('vscode-vfs://github/owner/repo/spells/x.spell.yaml');
    expect(canonicalUri('not a uri')).toBe('not a uri');
  });

  it('reads the decoded path for the candidate test', () => {
    expect(uriPath('file:///w/my%20spells/a.spell.yaml')).toBe('/w/my spells/a.spell.yaml');
    expect(isCandidate(uriPath('file:///w/node_modules/a.spell.yaml'))).toBe(false);
    expect(isCandidate(uriPath('file:///w/.hidden/a.spell.yaml'))).toBe(false);
    expect(isCandidate(uriPath('file:///w/spells/a.spell.yaml'))).toBe(true);
  });
});

describe('ClientFiles', () => {
  /** A connection whose client answers from `answers` (a function per method). */
  function connection(answers: Record<string, (p: never) => unknown>) {
    return { sendRequest: async (method: string, p: unknown) => answers[method]!(p as never) } as never;
  }

  it('keeps the listed candidates and says when the editor listed only some', async () => {
    const logs: string[] = [];
    const files = new ClientFiles(connection({ 'grimoire/findFiles': () => ({ uris: ['file:///w/a.spell.yaml', 'file:///w/node_modules/b.yaml', 'file:///w/c.txt', 42], truncated: true }) }), (s) => logs.push(s));
    expect(await files.list()).toEqual(['file:///w/a.spell.yaml']);
    expect(logs).toEqual(['workspace index: the editor listed only the first 4 YAML/JSON files of the workspace; only those are indexed']);
  });

  it("names why each file was not read: the client's reason, a text over the cap, a failed request", async () => {
    const files = new ClientFiles(
      connection({
        'grimoire/readFile': (p: { uri: string }) => {
          if (p.uri.endsWith('ok.yaml')) return { text: 'name: A\n' };
          if (p.uri.endsWith('big.yaml')) return { text: 'x'.repeat(11) };
          if (p.uri.endsWith('gone.yaml')) return { error: 'notFound' };
          if (p.uri.endsWith('odd.yaml')) return null;
          throw new Error('connection lost');
        },
      }),
      () => undefined,
    );
    expect(await files.read(['u:/ok.yaml', 'u:/big.yaml', 'u:/gone.yaml', 'u:/odd.yaml', 'u:/fail.yaml'], 10)).toEqual([
      { uri: 'u:/ok.yaml', text: 'name: A\n' },
      { uri: 'u:/big.yaml', error: 'tooLarge' },
      { uri: 'u:/gone.yaml', error: 'notFound' },
      { uri: 'u:/odd.yaml', error: 'unreadable' },
      { uri: 'u:/fail.yaml', error: 'unreadable (connection lost)' },
    ]);
  });

  it('answers in the order asked, however many are asked at once', async () => {
    const uris = Array.from({ length: 100 }, (_, i) => `u:/f${i}.yaml`);
    const files = new ClientFiles(connection({ 'grimoire/readFile': async (p: { uri: string }) => ({ text: p.uri }) }), () => undefined);
    expect((await files.read(uris, 100)).map((f) => f.text)).toEqual(uris);
  });
});
