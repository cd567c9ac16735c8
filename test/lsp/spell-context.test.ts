/**
 * The preview belongs to spell files only. The server tells the
 * client which open documents are spell files (`grimoire/spellDocument`), the
 * client's context key hides the preview button elsewhere (package.json
 * `when`), and a preview asked for a plain YAML file says it is not a spell
 * file instead of drawing the config as a spell card. Waits on notifications.
 */
import { SPELL_DOCUMENT_NOTIFICATION } from '../../server/src/protocol';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TestClient, useTestClient } from '../helpers/lsp-client';
import { FIREBALL_BARE } from '../helpers/spells';

const SPELL = 'file:///tmp/spell-context/fire.spell.yaml';
const CONFIG = 'file:///tmp/spell-context/config.yaml';
const LATER = 'file:///tmp/spell-context/notes.yaml';

describe('which documents are spell files', () => {
  let client: TestClient;
  const seen: Array<{ uri: string; isSpell: boolean }> = [];
  const waiters: Array<{ pred: (p: { uri: string; isSpell: boolean }) => boolean; res: () => void }> = [];
  /** The first notification (past or future) matching `pred`. */
  const told = (pred: (p: { uri: string; isSpell: boolean }) => boolean) =>
    seen.some(pred) ? Promise.resolve() : new Promise<void>((res) => waiters.push({ pred, res }));

  useTestClient((c) => {
    client = c;
    client.conn.onNotification('grimoire/spellDocument', (p: { uri: string; isSpell: boolean }) => {
      seen.push(p);
      for (const w of waiters.splice(0)) (w.pred(p) ? w.res() : waiters.push(w));
    });
  });

  it('a spell file is announced as one, a plain config.yaml as not', async () => {
    await client.conn.sendNotification('textDocument/didOpen', { textDocument: { uri: SPELL, languageId: 'yaml', version: 1, text: FIREBALL_BARE } });
    await client.conn.sendNotification('textDocument/didOpen', { textDocument: { uri: CONFIG, languageId: 'yaml', version: 1, text: 'name: build\nlevel: 3\nsteps:\n  - run: make\n' } });
    await told((p) => p.uri === SPELL && p.isSpell);
    await told((p) => p.uri === CONFIG && !p.isSpell);
  });

  it('the preview of config.yaml says it is not a spell file; the spell file gets its card', async () => {
    const pos = { line: 0, character: 0 };
    const cfg = (await client.conn.sendRequest('grimoire/preview', { uri: CONFIG, position: pos })) as { html: string; notSpell?: boolean };
    expect(cfg.notSpell).toBe(true);
    expect(cfg.html).toMatch(/not a spell file/);
    expect(cfg.html).not.toContain('<h1>');
    const sp = (await client.conn.sendRequest('grimoire/preview', { uri: SPELL, position: pos })) as { html: string; notSpell?: boolean };
    expect(sp.notSpell).toBeUndefined();
    expect(sp.html).toContain('<h1>Fireball</h1>');
  });

  it('the inlay hint fits 43 characters and its tooltip is the full line', async () => {
    const wide = FIREBALL_BARE.replace('area: { shape: sphere, radius: 20 }', 'area: { shape: cone, length: 30 }').replace('range: 150 feet', 'range: Self (30-foot cone)').replace('name: Fireball', 'name: Cone');
    const uri = 'file:///tmp/spell-context/cone.spell.yaml';
    await client.conn.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'yaml', version: 1, text: wide } });
    await told((p) => p.uri === uri && p.isSpell);
    const hints = (await client.conn.sendRequest('textDocument/inlayHint', { textDocument: { uri }, range: { start: { line: 0, character: 0 }, end: { line: 20, character: 0 } } })) as Array<{ label: string; tooltip: string }>;
    expect(hints).toHaveLength(1);
    expect(hints[0]!.tooltip.length).toBeGreaterThan(43);
    expect(hints[0]!.tooltip).toMatch(/\(DMG\)$/);
    expect(hints[0]!.label.length).toBeLessThanOrEqual(43);
  });

  it('a modeline typed into a YAML file makes it a spell file; closing says it is gone', async () => {
    await client.conn.sendNotification('textDocument/didOpen', { textDocument: { uri: LATER, languageId: 'yaml', version: 1, text: 'name: x\n' } });
    await told((p) => p.uri === LATER && !p.isSpell);
    await client.conn.sendNotification('textDocument/didChange', { textDocument: { uri: LATER, version: 2 }, contentChanges: [{ text: '# grimoire\n' + FIREBALL_BARE }] });
    await told((p) => p.uri === LATER && p.isSpell);
    await client.conn.sendNotification('textDocument/didClose', { textDocument: { uri: SPELL } });
    await told((p) => p.uri === SPELL && !p.isSpell);
  });
});

describe('the preview button follows the context key', () => {
  it('package.json shows the editor-title button only when grimoire.isSpellFile is set', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
    const button = pkg.contributes.menus['editor/title'].find((m: { command: string }) => m.command === 'grimoire.openPreviewToSide');
    expect(button.when).toMatch(/\bgrimoire\.isSpellFile\b/);
    const client = readFileSync(new URL('../../client/src/extension.ts', import.meta.url), 'utf8');
    expect(client).toContain("'grimoire.isSpellFile'");
    // The notification's name comes from the protocol module the server sends it with.
    expect(SPELL_DOCUMENT_NOTIFICATION).toBe('grimoire/spellDocument');
    expect(client).toMatch(/client\.onNotification\(SPELL_DOCUMENT_NOTIFICATION\b/);
  });
});
