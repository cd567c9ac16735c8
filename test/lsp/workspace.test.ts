/**
 * Spells across files over plain LSP (stdio, the built server): a
 * workspace folder on disk with spell files, a spell-list file and a tag,
 * indexed at start from disk (no client help); then go to definition,
 * references, rename (one edit over three files), workspace symbols,
 * document links, hovers and completion on references, cross-file
 * diagnostics and their quick fixes, and an index kept current from
 * `workspace/didChangeWatchedFiles` (only the file named is read again).
 * Waits on notifications, never on sleeps.
 */
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../helpers/lsp-client';

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
const MISSILE = `# the dart
name: Magic Missile
level: 1
school: evocation
casting_time: 1 action
range: 120 feet
components: [V, S]
duration: Instantaneous
classes:
  - wizard
`;
const LISTS = `system: dnd5e
spell_lists:
  wizard: [Fireball, Magic Missile, Misty Step]
  sorcerer:
    - Fireball
`;
const MISTY = `name: Misty Step
level: 2
school: conjuration
casting_time: 1 bonus action
range: self
components: [V]
duration: Instantaneous
classes: [wizard]
`;

type Pos = { line: number; character: number };
type Range = { start: Pos; end: Pos };
type Loc = { uri: string; range: Range };

/** The line and character of the `n`th occurrence of `needle` in `text` (plus `delta` characters). */
function posOf(text: string, needle: string, delta = 0, n = 0): Pos {
  let at = -1;
  for (let i = 0; i <= n; i++) at = text.indexOf(needle, at + 1);
  const before = text.slice(0, at + delta);
  const line = before.split('\n').length - 1;
  return { line, character: before.length - before.lastIndexOf('\n') - 1 };
}

describe('spells across files over LSP', () => {
  let dir = '';
  let client: TestClient;
  const uri = (rel: string) => pathToFileURL(join(dir, rel)).href;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'grimoire-ws-lsp-'));
    mkdirSync(join(dir, 'spells'));
    mkdirSync(join(dir, 'lists'));
    writeFileSync(join(dir, 'spells/fireball.spell.yaml'), FIREBALL);
    writeFileSync(join(dir, 'spells/missile.spell.yaml'), MISSILE);
    writeFileSync(join(dir, 'lists/classes.spell-list.yaml'), LISTS);
    writeFileSync(join(dir, 'notes.yaml'), 'unrelated: true\n');
    client = new TestClient();
    await client.initialize({ rootUri: pathToFileURL(dir).href, initializationOptions: { compendium: true }, watch: true });
    // The first indexing ends with a change notice.
    await client.notifiedTimes('grimoire/compendiumChanged', 1);
  });

  afterAll(async () => {
    if (client && client.proc.exitCode === null) await client.close().catch(() => client.proc.kill());
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('indexes the folder from disk at start and asks to watch YAML and JSON files', () => {
    expect(client.logs.some((l) => /workspace index: 3 spell files \(3 read from disk\), 2 spells, 5 references/.test(l))).toBe(true);
    expect(client.registrations.map((r) => r.method)).toContain('workspace/didChangeWatchedFiles');
  });

  it('goes to the definition from a list entry and from a tag', async () => {
    const fromList = (await client.conn.sendRequest('textDocument/definition', { textDocument: { uri: uri('lists/classes.spell-list.yaml') }, position: posOf(LISTS, 'Magic Missile', 2) })) as Loc[];
    expect(fromList).toEqual([{ uri: uri('spells/missile.spell.yaml'), range: { start: posOf(MISSILE, 'Magic Missile'), end: posOf(MISSILE, 'Magic Missile', 13) } }]);
    const fromTag = (await client.conn.sendRequest('textDocument/definition', { textDocument: { uri: uri('spells/fireball.spell.yaml') }, position: posOf(FIREBALL, 'magic missile', 1) })) as Loc[];
    expect(fromTag.map((l) => l.uri)).toEqual([uri('spells/missile.spell.yaml')]);
  });

  it("finds every reference from a spell's name", async () => {
    const refs = (await client.conn.sendRequest('textDocument/references', { textDocument: { uri: uri('spells/missile.spell.yaml') }, position: posOf(MISSILE, 'Magic Missile', 3), context: { includeDeclaration: true } })) as Loc[];
    // Its own name, the wizard list's entry and the tag in Fireball's description.
    expect(refs.map((r) => `${r.uri.slice(r.uri.lastIndexOf('/') + 1)}:${r.range.start.line}:${r.range.start.character}`).sort()).toEqual(
      [`missile.spell.yaml:1:6`, `classes.spell-list.yaml:2:${posOf(LISTS, 'Magic Missile').character}`, `fireball.spell.yaml:9:${posOf(FIREBALL, 'magic missile').character}`].sort(),
    );
  });

  it('renames a spell and every reference to it as one workspace edit, touching only the names', async () => {
    const prep = (await client.conn.sendRequest('textDocument/prepareRename', { textDocument: { uri: uri('spells/missile.spell.yaml') }, position: posOf(MISSILE, 'Missile') })) as { range: Range; placeholder: string };
    expect(prep.placeholder).toBe('Magic Missile');
    const edit = (await client.conn.sendRequest('textDocument/rename', { textDocument: { uri: uri('spells/missile.spell.yaml') }, position: posOf(MISSILE, 'Missile'), newName: 'Arcane Dart' })) as { changes: Record<string, Array<{ range: Range; newText: string }>> };
    expect(Object.keys(edit.changes).sort()).toEqual([uri('lists/classes.spell-list.yaml'), uri('spells/fireball.spell.yaml'), uri('spells/missile.spell.yaml')].sort());
    expect(edit.changes[uri('spells/missile.spell.yaml')]).toEqual([{ range: { start: posOf(MISSILE, 'Magic Missile'), end: posOf(MISSILE, 'Magic Missile', 13) }, newText: 'Arcane Dart' }]);
    expect(edit.changes[uri('lists/classes.spell-list.yaml')]).toEqual([{ range: { start: posOf(LISTS, 'Magic Missile'), end: posOf(LISTS, 'Magic Missile', 13) }, newText: 'Arcane Dart' }]);
    // The tag was written in lower case: so is the new name.
    expect(edit.changes[uri('spells/fireball.spell.yaml')]).toEqual([{ range: { start: posOf(FIREBALL, 'magic missile'), end: posOf(FIREBALL, 'magic missile', 13) }, newText: 'arcane dart' }]);
  });

  it('refuses a rename onto another spell of the same system, with the reason', async () => {
    const err = await client.conn.sendRequest('textDocument/rename', { textDocument: { uri: uri('spells/missile.spell.yaml') }, position: posOf(MISSILE, 'Missile'), newName: 'fireball' }).then(
      () => undefined,
      (e: Error) => e,
    );
    expect(err?.message).toBe('A dnd5e spell named "fireball" exists already (spells/fireball.spell.yaml:1).');
  });

  it('answers workspace symbols and document links', async () => {
    const syms = (await client.conn.sendRequest('workspace/symbol', { query: 'mis' })) as Array<{ name: string; location: Loc; containerName: string }>;
    expect(syms.map((s) => s.name)).toEqual(['Magic Missile']);
    expect(syms[0]!.containerName).toBe('dnd5e level 1, evocation');
    const links = (await client.conn.sendRequest('textDocument/documentLink', { textDocument: { uri: uri('lists/classes.spell-list.yaml') } })) as Array<{ range: Range; target: string }>;
    // Fireball twice and Magic Missile; Misty Step names no spell.
    expect(links.map((l) => l.target)).toEqual([`${uri('spells/fireball.spell.yaml')}#L1,7`, `${uri('spells/missile.spell.yaml')}#L2,7`, `${uri('spells/fireball.spell.yaml')}#L1,7`]);
  });

  it('publishes cross-file findings for an open list, and follows a file created on disk', async () => {
    const listUri = uri('lists/classes.spell-list.yaml');
    await client.conn.sendNotification('textDocument/didOpen', { textDocument: { uri: listUri, languageId: 'yaml', version: 1, text: LISTS } });
    const first = await client.diagnostics((p) => p.uri === listUri && p.version === 1);
    expect(first.diagnostics.map((d) => [d.code, d.message, d.range.start.line])).toEqual([
      ['workspace/unknown-spell', 'No dnd5e spell named "Misty Step" in the workspace.', 2],
    ]);
    const before = client.published.length;
    writeFileSync(join(dir, 'spells/misty.spell.yaml'), MISTY);
    await client.conn.sendNotification('workspace/didChangeWatchedFiles', { changes: [{ uri: uri('spells/misty.spell.yaml'), type: 1 }] });
    // The list is published again without the finding once the new file is read.
    await client.diagnostics((p) => p.uri === listUri && client.published.indexOf(p) >= before && p.diagnostics.length === 0);
    expect(client.logs).toContain('[grimoire] workspace index: 1 file read again, 1 changed');
  });

  it('hovers over a list entry with the spell it names, and completes names in a list', async () => {
    const listUri = uri('lists/classes.spell-list.yaml');
    const h = (await client.conn.sendRequest('textDocument/hover', { textDocument: { uri: listUri }, position: posOf(LISTS, 'Magic', 1) })) as { contents: { value: string } };
    expect(h.contents.value).toBe('**Magic Missile** (dnd5e level 1, evocation)\n\nClasses: wizard\n\nDefined in spells/missile.spell.yaml, line 2');
    await client.conn.sendNotification('textDocument/didChange', { textDocument: { uri: listUri, version: 2 }, contentChanges: [{ range: { start: { line: 5, character: 0 }, end: { line: 5, character: 0 } }, text: '    - Mi' }] });
    const items = (await client.conn.sendRequest('textDocument/completion', { textDocument: { uri: listUri }, position: { line: 5, character: 8 } })) as Array<{ label: string; textEdit: { range: Range; newText: string } }>;
    expect(items.map((i) => i.label)).toEqual(['Fireball', 'Magic Missile', 'Misty Step']);
    expect(items[2]!.textEdit).toEqual({ range: { start: { line: 5, character: 6 }, end: { line: 5, character: 8 } }, newText: 'Misty Step' });
  });

  it('offers the quick fix that adds a missing class to the spell in its own file', async () => {
    const missileUri = uri('spells/missile.spell.yaml');
    const listUri = uri('lists/classes.spell-list.yaml');
    // The sorcerer list names Magic Missile, whose classes lack sorcerer.
    const text = `system: dnd5e\nspell_lists:\n  wizard: [Fireball, Magic Missile, Misty Step]\n  sorcerer:\n    - Fireball\n    - Magic Missile\n`;
    await client.conn.sendNotification('textDocument/didChange', { textDocument: { uri: listUri, version: 3 }, contentChanges: [{ text }] });
    const p = await client.diagnostics((d) => d.uri === listUri && d.version === 3);
    expect(p.diagnostics.map((d) => d.code)).toEqual(['workspace/list-class-missing']);
    const actions = (await client.conn.sendRequest('textDocument/codeAction', { textDocument: { uri: listUri }, range: p.diagnostics[0]!.range, context: { diagnostics: p.diagnostics } })) as Array<{ title: string; edit: { changes: Record<string, Array<{ range: Range; newText: string }>> } }>;
    expect(actions.map((a) => a.title)).toEqual(['Add sorcerer to the classes of "Magic Missile" (spells/missile.spell.yaml:2)']);
    // A new item after `  - wizard`, at its column.
    expect(actions[0]!.edit.changes[missileUri]).toEqual([{ range: { start: { line: 9, character: 10 }, end: { line: 9, character: 10 } }, newText: '\n  - sorcerer' }]);
  });
});

describe('the workspace index: what takes part, and when it counts as built', () => {
  let dir = '';
  let client: TestClient;

  afterAll(async () => {
    if (client && client.proc.exitCode === null) await client.close().catch(() => client.proc.kill());
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('a compendium request right after initialized is not answered "built, no spells"; a file opened from outside the folder is checked on its own', async () => {
    dir = mkdtempSync(join(tmpdir(), 'grimoire-ws-lsp-'));
    mkdirSync(join(dir, 'ws', 'spells'), { recursive: true });
    writeFileSync(join(dir, 'ws', 'spells/fireball.spell.yaml'), FIREBALL);
    writeFileSync(join(dir, 'ws', 'spells/missile.spell.yaml'), MISSILE);
    client = new TestClient();
    await client.initialize({ rootUri: pathToFileURL(join(dir, 'ws')).href, initializationOptions: { compendium: true } });
    const first = (await client.conn.sendRequest('grimoire/compendium', {})) as { spells: unknown[]; indexing: boolean };
    // Either still being built, or built with both spells: never "built" and empty.
    expect(first.indexing || first.spells.length === 2).toBe(true);
    await client.notifiedTimes('grimoire/compendiumChanged', 1);
    // Outside the folder: the same spell name again, and a tag naming no spell. Neither is a cross-file finding.
    const outside = pathToFileURL(join(dir, 'elsewhere.spell.yaml')).href;
    await client.conn.sendNotification('textDocument/didOpen', { textDocument: { uri: outside, languageId: 'yaml', version: 1, text: FIREBALL.replace('magic missile', 'Nowhere At All') } });
    const published = await client.diagnostics((p) => p.uri === outside);
    expect(published.diagnostics.filter((d) => String(d.code).startsWith('workspace/'))).toEqual([]);
    const refs = (await client.conn.sendRequest('textDocument/references', { textDocument: { uri: pathToFileURL(join(dir, 'ws', 'spells/fireball.spell.yaml')).href }, position: posOf(FIREBALL, 'Fireball'), context: { includeDeclaration: true } })) as Loc[];
    expect(refs.map((r) => r.uri)).toEqual([pathToFileURL(join(dir, 'ws', 'spells/fireball.spell.yaml')).href]);
    const all = (await client.conn.sendRequest('grimoire/compendium', {})) as { spells: Array<{ uri: string }> };
    expect(all.spells.map((s) => s.uri.slice(s.uri.lastIndexOf('/') + 1)).sort()).toEqual(['fireball.spell.yaml', 'missile.spell.yaml']);
  });
});
