/**
 * New-spell skeletons over the protocol: a client that takes snippets gets
 * tab stops, inserted as written; one that does not gets the same skeleton
 * with its blanks filled. The built server over stdio; waits on published
 * diagnostics, never sleeps.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { TestClient } from '../helpers/lsp-client';

const URI = 'file:///tmp/new-spell-test/new.spell.yaml';

interface Item {
  label: string;
  kind: number;
  insertText: string;
  insertTextFormat?: number;
  insertTextMode?: number;
}

async function completionsIn(text: string, snippetSupport: boolean): Promise<Item[]> {
  client = new TestClient();
  const completion = { completionItem: { snippetSupport } };
  await client.conn.sendRequest('initialize', { processId: process.pid, rootUri: null, capabilities: { textDocument: { completion } } });
  await client.conn.sendNotification('initialized', {});
  await client.conn.sendNotification('textDocument/didOpen', { textDocument: { uri: URI, languageId: 'yaml', version: 1, text } });
  await client.diagnostics((d) => d.uri === URI && d.version === 1);
  const lines = text.split('\n');
  const position = { line: lines.length - 1, character: lines.at(-1)!.length };
  const items = (await client.conn.sendRequest('textDocument/completion', { textDocument: { uri: URI }, position })) as Item[];
  return items.filter((i) => i.kind === 15 /* Snippet */);
}

let client: TestClient | undefined;
afterEach(async () => {
  if (client) await client.close();
  client = undefined;
});

describe('LSP new-spell completion', () => {
  it('a client with snippet support gets tab stops, inserted as written (format Snippet, mode asIs)', async () => {
    const items = await completionsIn('# my homebrew\n', true);
    expect(items.map((i) => i.label)).toEqual(['New spell (D&D 5e)', 'New spell (D&D 5e 2024)', 'New spell (Tales of the Valiant)', 'New spell (D&D 3.5 / Pathfinder)', 'New spell (Warhammer)']);
    expect(items[0]).toMatchObject({ insertTextFormat: 2, insertTextMode: 1 });
    expect(items[0]!.insertText.split('\n').slice(0, 2)).toEqual(['name: ${1:New Spell}', 'system: dnd5e']);
  });

  it('a client without gets the skeleton with its blanks filled, as plain text', async () => {
    const items = await completionsIn('system: tov\nspells:\n  - ', false);
    expect(items).toHaveLength(1);
    expect(items[0]!.insertTextFormat).toBeUndefined();
    expect(items[0]!.insertText.split('\n').slice(0, 3)).toEqual(['name: New Spell', '    circle: 1', '    source: arcane']);
    expect(items[0]!.insertText).not.toMatch(/\$/);
  });
});
