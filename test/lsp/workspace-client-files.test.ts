/**
 * The workspace index read through the client (grimoire/findFiles and
 * grimoire/readFile, protocol.ts), as the VS Code extension answers in the
 * desktop and in the browser: a virtual workspace (github.dev's
 * `vscode-vfs:` scheme) that exists only in the test client's memory, so
 * nothing can come from disk. The Node server (stdio) and the web build (in
 * a stand-in web worker) each index it and find references across files.
 * Without the client's offer, the web worker says the index is unavailable
 * and the Node server says the folder is not on disk.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient, type LspTestClient } from '../helpers/lsp-client';
import { WorkerTestClient } from '../helpers/web-worker-client';
import type { ReadFileResult } from '../../server/src/protocol';

const ROOT = 'vscode-vfs://github/owner/spells-repo';

const FIREBALL = `name: Fireball
level: 3
school: evocation
casting_time: 1 action
range: 150 feet
components: [V, S, M]
material: a tiny ball of bat guano and sulfur
duration: Instantaneous
classes: [sorcerer, wizard]
description: A bright streak, hotter than {@spell magic missile}.
`;
const MISSILE = `name: Magic Missile
level: 1
school: evocation
casting_time: 1 action
range: 120 feet
components: [V, S]
duration: Instantaneous
classes: [wizard]
`;
const LISTS = `system: dnd5e
spell_lists:
  wizard: [Fireball, Magic Missile]
`;

/** The files of the virtual workspace; `gone.spell.yaml` is listed but reads as not found (deleted meanwhile). */
const FILES: Record<string, string> = {
  [`${ROOT}/spells/fireball.spell.yaml`]: FIREBALL,
  [`${ROOT}/spells/missile.spell.yaml`]: MISSILE,
  [`${ROOT}/lists/classes.spell-list.yaml`]: LISTS,
  [`${ROOT}/notes.yaml`]: 'unrelated: true\n',
};
const LISTED = [...Object.keys(FILES), `${ROOT}/spells/gone.spell.yaml`];

type Loc = { uri: string; range: { start: { line: number; character: number } } };

/** Answer the server's requests for files from {@link FILES}, counting them. */
function serveFiles(client: LspTestClient): { finds: unknown[]; reads: string[] } {
  const asked = { finds: [] as unknown[], reads: [] as string[] };
  client.conn.onRequest('grimoire/findFiles', (p: unknown) => {
    asked.finds.push(p);
    return { uris: LISTED, truncated: false };
  });
  client.conn.onRequest('grimoire/readFile', async (p: { uri: string }): Promise<ReadFileResult> => {
    asked.reads.push(p.uri);
    const text = FILES[p.uri];
    return text === undefined ? { error: 'notFound' } : { text };
  });
  return asked;
}

describe.each([
  ['the Node server', () => new TestClient()],
  ['the web build in a web worker', () => new WorkerTestClient()],
] as const)('%s reads the workspace through the client', (_name, make) => {
  let client: TestClient | WorkerTestClient;
  let asked: { finds: unknown[]; reads: string[] };

  beforeAll(async () => {
    client = make();
    asked = serveFiles(client);
    await client.initialize({ rootUri: ROOT, initializationOptions: { grimoireWorkspaceFiles: true, compendium: true } });
    // The first indexing ends with a change notice.
    await client.notifiedTimes('grimoire/compendiumChanged', 1);
  });

  afterAll(async () => {
    await client.close();
  });

  it('lists YAML and JSON files once, reads each listed file through the client, and says which it could not read', () => {
    expect(asked.finds).toEqual([{ include: '**/*.{yaml,yml,json}', exclude: '**/{node_modules,dist,.cache,.git}/**', maxResults: 200_000 }]);
    expect([...asked.reads].sort()).toEqual([...LISTED].sort());
    // 3 spell files (2 spells, 1 list), 3 references: 2 list entries and 1 tag; notes.yaml is no spell file; gone.spell.yaml was not found.
    expect(client.logs.find((l) => l.includes('workspace index:'))).toMatch(/workspace index: 3 spell files \(3 read from client\), 2 spells, 3 references, in \d+ ms; not read: 1 notFound/);
  });

  it("finds a spell's references in other files (a list entry, a tag)", async () => {
    const refs = (await client.conn.sendRequest('textDocument/references', { textDocument: { uri: `${ROOT}/spells/missile.spell.yaml` }, position: { line: 0, character: 9 }, context: { includeDeclaration: true } })) as Loc[];
    // Its name (line 0, after `name: `), the wizard list's entry (line 2, after `  wizard: [Fireball, `), the tag (line 9, after `description: A bright streak, hotter than {@spell `).
    expect(refs.map((r) => `${r.uri.slice(ROOT.length)}:${r.range.start.line}:${r.range.start.character}`).sort()).toEqual(
      ['/spells/missile.spell.yaml:0:6', '/lists/classes.spell-list.yaml:2:21', '/spells/fireball.spell.yaml:9:50'].sort(),
    );
  });

  it('goes to the definition from a list entry', async () => {
    const defs = (await client.conn.sendRequest('textDocument/definition', { textDocument: { uri: `${ROOT}/lists/classes.spell-list.yaml` }, position: { line: 2, character: 12 } })) as Loc[];
    expect(defs.map((d) => [d.uri, d.range.start.line, d.range.start.character])).toEqual([[`${ROOT}/spells/fireball.spell.yaml`, 0, 6]]);
  });
});

describe('without a client that reads files', () => {
  it('the web worker says the workspace index is unavailable, and reads nothing', async () => {
    const client = new WorkerTestClient();
    const asked = serveFiles(client);
    await client.initialize({ rootUri: ROOT, initializationOptions: { compendium: true } });
    // The compendium's answer comes after initialized has been handled.
    const r = (await client.conn.sendRequest('grimoire/compendium', {})) as { spells: unknown[]; indexing: boolean };
    expect(r).toEqual({ spells: [], indexing: false });
    expect(client.logs.filter((l) => l.includes('workspace index unavailable'))).toHaveLength(1);
    expect(asked).toEqual({ finds: [], reads: [] });
    await client.close();
  });

  it('the Node server says a folder that is not on disk is not indexed', async () => {
    const client = new TestClient();
    await client.initialize({ rootUri: ROOT });
    await client.conn.sendRequest('grimoire/compendium', {});
    expect(client.logs.filter((l) => l.includes(`workspace folder ${ROOT} is not on disk`))).toHaveLength(1);
    await client.close();
  });
});
