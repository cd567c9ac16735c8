/**
 * The LSP adapter's document store (server/src/lsp/documents.ts) against the
 * plain way, vscode-languageserver-textdocument's TextDocument: the same
 * random sequences of ranged edits (line breaks of the three kinds, `\r` and
 * `\n` typed next to each other, multi-byte and astral characters, ranges
 * running past a line's end, reversed ranges, full replacements) are applied
 * to both, and after every edit the texts, every line start, offsetAt at
 * random positions and positionAt at random offsets must agree.
 */
import { describe, expect, it } from 'vitest';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { TextDocumentContentChangeEvent } from 'vscode-languageserver/node';
import { mulberry32 } from '../../bench/gen.mjs';
import { SpellTextDocument } from '../../server/src/lsp/documents';

const PIECES = ['a', 'b', ' ', '- name: x', 'é', 'ß', '日本', '😀', '\n', '\r\n', '\r', '\n\n', '\r\r\n', ':'];

function randomText(rand: () => number, n: number): string {
  let s = '';
  for (let i = 0; i < n; i++) s += PIECES[Math.floor(rand() * PIECES.length)];
  return s;
}

/** Line starts of a TextDocument, read through its public API. */
function startsOf(doc: TextDocument): number[] {
  const out: number[] = [];
  for (let l = 0; l < doc.lineCount; l++) out.push(doc.offsetAt({ line: l, character: 0 }));
  return out;
}

function randomChange(rand: () => number, doc: TextDocument): TextDocumentContentChangeEvent {
  if (rand() < 0.02) return { text: randomText(rand, Math.floor(rand() * 30)) };
  const pos = () => {
    const line = Math.floor(rand() * doc.lineCount);
    const len = doc.offsetAt({ line: line + 1, character: 0 }) - doc.offsetAt({ line, character: 0 });
    return { line, character: Math.floor(rand() * (len + 3)) };
  };
  let start = pos();
  // Mostly typing-sized edits on one line, sometimes across lines, sometimes reversed.
  let end = rand() < 0.7 ? { line: start.line, character: start.character + Math.floor(rand() * 3) } : pos();
  if (rand() < 0.1) [start, end] = [end, start];
  const text = rand() < 0.3 ? '' : randomText(rand, 1 + Math.floor(rand() * 3));
  return { range: { start, end }, text };
}

describe('SpellTextDocument against TextDocument', () => {
  for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
    it(`agrees after every edit of a random sequence (seed ${seed})`, () => {
      const rand = mulberry32(seed);
      const text0 = randomText(rand, 60);
      const plain = TextDocument.create('file:///a.spells.yaml', 'yaml', 1, text0);
      const ours = SpellTextDocument.create('file:///a.spells.yaml', 'yaml', 1, text0);
      for (let v = 2; v < 400; v++) {
        // One or two changes per notification, as clients may batch them.
        const changes = [randomChange(rand, plain)];
        let ref = TextDocument.update(plain, changes, v);
        if (rand() < 0.2) {
          const more = randomChange(rand, ref);
          changes.push(more);
          ref = TextDocument.update(ref, [more], v);
        }
        SpellTextDocument.update(ours, changes, v);
        expect(ours.getText()).toBe(ref.getText());
        expect(ours.version).toBe(v);
        expect(ours.lineStarts()).toEqual(startsOf(ref));
        for (let k = 0; k < 5; k++) {
          const p = { line: Math.floor(rand() * (ref.lineCount + 1)) - (rand() < 0.05 ? 1 : 0), character: Math.floor(rand() * 8) };
          expect(ours.offsetAt(p)).toBe(ref.offsetAt(p));
          const o = Math.floor(rand() * (ref.getText().length + 2));
          expect(ours.positionAt(o)).toEqual(ref.positionAt(o));
        }
      }
    });
  }

  it('a CRLF file: typing a line break in the middle of a line and deleting it again', () => {
    const text = 'name: A\r\nlevel: 1\r\n';
    const ours = SpellTextDocument.create('u', 'yaml', 1, text);
    SpellTextDocument.update(ours, [{ range: { start: { line: 0, character: 4 }, end: { line: 0, character: 4 } }, text: '\r\n' }], 2);
    expect(ours.getText()).toBe('name\r\n: A\r\nlevel: 1\r\n');
    // Worked out by hand: lines start after each \r\n.
    expect(ours.lineStarts()).toEqual([0, 6, 11, 21]);
    SpellTextDocument.update(ours, [{ range: { start: { line: 0, character: 4 }, end: { line: 1, character: 0 } }, text: '' }], 3);
    expect(ours.getText()).toBe(text);
    expect(ours.lineStarts()).toEqual([0, 9, 19]);
  });
});
