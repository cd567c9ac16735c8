/**
 * The server's keystroke shortcuts against the plain way, over stdio: the
 * document store with its pending edits, edit regions composed across
 * versions that arrive before an analysis, and the cache of converted
 * diagnostics. Bursts of random ranged edits (letters typed and deleted,
 * line breaks typed, a character replaced by a line break, two changes in one
 * notification) are sent back to back on a generated dataset; the
 * diagnostics published for each burst's last version must be exactly those
 * of a fresh analysis of the same text, converted by hand here (line and
 * character from the text's line breaks, not from the server's code).
 */
import { describe, expect, it } from 'vitest';
import { generateDataset, mulberry32 } from '../../bench/gen.mjs';
import { TestClient, useTestClient } from '../helpers/lsp-client';
import { createSpellService } from '../../server/src/service/service';
import { normaliseSettings } from '../../server/src/service/settings';
import { messageIn } from '../../server/src/service/i18n';

const URI = 'file:///tmp/editing-bursts/bursts.spells.yaml';
const SEVERITY = { error: 1, warning: 2, info: 3, hint: 4 } as const;

/** Offset -> LSP position, by counting line breaks (the file is LF-only). */
function positionOf(text: string, offset: number): { line: number; character: number } {
  const before = text.slice(0, offset);
  const line = before.split('\n').length - 1;
  return { line, character: offset - (before.lastIndexOf('\n') + 1) };
}

function expected(text: string) {
  const settings = normaliseSettings({}, undefined);
  const a = createSpellService().analyze(text, settings);
  return a.diagnostics.map((d) => ({ code: d.code, severity: SEVERITY[d.severity], message: messageIn(settings.locale, d), range: { start: positionOf(text, d.start), end: positionOf(text, d.end) } }));
}

describe('bursts of edits over stdio give a fresh analysis\' diagnostics', () => {
  let client: TestClient;
  useTestClient((c) => (client = c));

  for (const seed of [3, 4]) {
    it(`seed ${seed}`, async () => {
      const uri = URI.replace('bursts', `bursts-${seed}`);
      let text = generateDataset({ count: 120, seed, systems: 'dnd5e', mistakeRate: 0.3 }).text;
      const rand = mulberry32(seed);
      let version = 1;
      await client.conn.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'yaml', version, text } });
      for (let burst = 0; burst < 14; burst++) {
        const n = 1 + Math.floor(rand() * 5);
        const focus = 12 + Math.floor(rand() * 90);
        for (let k = 0; k < n; k++) {
          const changes = [];
          const count = rand() < 0.2 ? 2 : 1;
          for (let c = 0; c < count; c++) {
            // Mostly edits that keep every item a spell (so the keystroke path patches rather than
            // re-assembling): letters in a description or a name, a description line's last character
            // replaced by a line break (a blank line inside the block scalar: same length, one line more);
            // now and then a line break anywhere in the middle of the file.
            const kind = rand() < 0.03 ? 4 : Math.floor(rand() * 4);
            const anchors = kind === 4 ? [] : [...text.matchAll(kind === 3 ? /- name: /g : /description: \|-\n {6}/g)].map((m) => m.index! + m[0].length);
            // A burst types near one spell (and its neighbours), as a user does; one edit in five lands elsewhere.
            const near = rand() < 0.8 ? focus + Math.floor(rand() * 3) - 1 : 0.1 + rand() * 0.8;
            const idx = near >= 1 ? Math.min(anchors.length - 1, Math.floor(near)) : Math.floor(anchors.length * near);
            let at = anchors.length > 0 ? anchors[Math.max(0, idx)]! : Math.floor(text.length * (0.2 + rand() * 0.6));
            if (kind === 2) at = text.indexOf('\n', at) - 1;
            else if (kind !== 4) at += Math.floor(rand() * 5);
            const end = kind === 0 || kind === 4 ? at : at + 1;
            const ins = kind === 0 || kind === 3 ? 'abcxyz'[Math.floor(rand() * 6)]! : kind === 1 ? '' : '\n';
            changes.push({ range: { start: positionOf(text, at), end: positionOf(text, end) }, text: ins });
            text = text.slice(0, at) + ins + text.slice(end);
          }
          version++;
          await client.conn.sendNotification('textDocument/didChange', { textDocument: { uri, version }, contentChanges: changes });
        }
        const v = version;
        const p = await client.diagnostics((d) => d.uri === uri && d.version === v);
        const got = p.diagnostics.map((d) => ({ code: d.code, severity: d.severity, message: d.message, range: d.range }));
        expect(got).toEqual(expected(text));
      }
    }, 60000);
  }
});
