/**
 * The language server with hostile 100 KB fields open: it publishes the
 * file's diagnostics promptly, answers a hover within 50 ms while the file is
 * open (on the hostile field too), and re-checks an edit promptly. Before,
 * opening a 3.5 spell whose `area` was digits blocked every request for 13 s,
 * and each keystroke for 16 s. Real server process over stdio, events
 * (published diagnostics, answers) instead of sleeps; each wait has a
 * deadline, so a regression fails instead of hanging.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTACKS, FOUNDRY_ITEM, SPELLS, spellYaml, withValue } from '../helpers/adversarial';
import { TestClient } from '../helpers/lsp-client';

const N = 100_000;
const attack = (name: string) => ATTACKS.find((a) => a.name === name)!.make(N);

/** A bound on a wait (not a measurement): the promise, or a rejection after `ms`. */
function within<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout>;
  return Promise.race([p, new Promise<T>((_, rej) => (timer = setTimeout(() => rej(new Error(`${what}: no answer within ${ms} ms`)), ms)))]).finally(() => clearTimeout(timer));
}

/** The files: the cases (3.5 area, target and effect of digits; 5e duration of digits; a Foundry description of `<p`) and more. */
const FILES: Array<[string, string]> = [
  ['dnd35-digits.spell.yaml', spellYaml({ ...SPELLS.dnd35, area: attack('digits'), target: attack('digits'), effect: attack('digits'), range: attack('digits') })],
  ['dnd5e-duration.spell.yaml', spellYaml({ ...SPELLS['dnd5e-text'], duration: attack('digits'), material: { text: attack('1 gp '), cost_gp: 5 } })],
  ['dnd35-units.spell.yaml', spellYaml({ ...SPELLS.dnd35, area: attack('1 m '), effect: attack('1 ft '), target: attack('spaces') })],
  ['foundry-p.yml', JSON.stringify(withValue(FOUNDRY_ITEM, ['system', 'description', 'value'], attack('<p')), null, 1)],
  ['foundry-brackets.yml', JSON.stringify(withValue(FOUNDRY_ITEM, ['system', 'description', 'value'], attack('[[') + attack('@a[') + attack('<!--')), null, 1)],
];

let client: TestClient;
beforeAll(async () => {
  client = new TestClient();
  await client.initialize();
});
afterAll(async () => {
  if (client.proc.exitCode === null) await within(client.close(), 5000, 'shutdown').catch(() => client.proc.kill('SIGKILL'));
});

/** Hover at (line, character) of `uri`: the fastest of three, in ms (one answer is a measurement, three take out a busy core). */
async function hoverMs(uri: string, line: number, character: number): Promise<number> {
  let best = Infinity;
  for (let k = 0; k < 3; k++) {
    const t = performance.now();
    await within(client.conn.sendRequest('textDocument/hover', { textDocument: { uri }, position: { line, character } }), 10_000, 'hover');
    best = Math.min(best, performance.now() - t);
  }
  return best;
}

describe('the server stays responsive with hostile fields open', () => {
  for (const [name, text] of FILES) {
    it(`${name}: diagnostics within 3 s, a hover within 50 ms, an edit re-checked within 3 s`, async () => {
      const uri = `file:///tmp/security/linear/${name}`;
      await client.conn.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'yaml', version: 1, text } });
      await within(client.diagnostics((d) => d.uri === uri && d.version === 1), 3000, `${name}: diagnostics`);
      // The first line (the spell's name) and the hostile field's line.
      const lines = text.split('\n');
      const hostileLine = lines.findIndex((l) => l.length > 50_000);
      expect(await hoverMs(uri, 0, 2)).toBeLessThan(50);
      expect(await hoverMs(uri, Math.max(0, hostileLine), 2)).toBeLessThan(50);
      // A keystroke at the end of the name line.
      await client.conn.sendNotification('textDocument/didChange', { textDocument: { uri, version: 2 }, contentChanges: [{ range: { start: { line: 0, character: lines[0]!.length }, end: { line: 0, character: lines[0]!.length } }, text: 'x' }] });
      await within(client.diagnostics((d) => d.uri === uri && d.version === 2), 3000, `${name}: diagnostics after an edit`);
      expect(await hoverMs(uri, 0, 2)).toBeLessThan(50);
      await client.conn.sendNotification('textDocument/didClose', { textDocument: { uri } });
    });
  }
});
