/**
 * The LSP adapter's document store (server/src/lsp/documents.ts) against the
 * plain way, vscode-languageserver-textdocument's TextDocument: the same
 * random sequences of ranged edits (line breaks of the three kinds, `\r` and
 * `\n` typed next to each other, multi-byte and astral characters, ranges
 * running past a line's end, reversed ranges, full replacements) are applied
 * to both, and after every edit the texts, every line start, offsetAt at
 * random positions and positionAt at random offsets must agree. The text is
 * joined only now and then, so most edits land on the store's piece table
 * (service/parse/doc-text.ts) and are read through it.
 */
import { describe, expect, it } from 'vitest';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { TextDocumentContentChangeEvent } from 'vscode-languageserver/node';
import { mulberry32 } from '../../../bench/gen.mjs';
import { SpellTextDocument, composeRegions, type ChangedRegion } from '../../../server/src/lsp/documents';
import { samePosition } from '../../../server/src/lsp/keystroke';
import { LineIndex } from '../../../server/src/service/parse/lines';

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
        // The text is read now and then only: edits pile up unapplied in between (up to the store's cap of 64 and past it).
        if (v % 100 > 70 || rand() < 0.2) expect(ours.getText()).toBe(ref.getText());
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

describe('composeRegions: the changed region over several edits', () => {
  for (const seed of [11, 12, 13, 14, 15, 16]) {
    it(`leaves the text outside it equal and holds every changed character (seed ${seed})`, () => {
      const rand = mulberry32(seed);
      const text0 = randomText(rand, 80);
      for (let run = 0; run < 40; run++) {
        let text = text0;
        // The second method: each character's origin in text0 (-1 when inserted).
        let origin = Array.from({ length: text0.length }, (_, i) => i);
        let region: ChangedRegion | undefined;
        const n = 1 + Math.floor(rand() * 6);
        for (let k = 0; k < n; k++) {
          const start = Math.floor(rand() * (text.length + 1));
          const end = Math.min(text.length, start + Math.floor(rand() * 4));
          const ins = rand() < 0.3 ? '' : randomText(rand, 1 + Math.floor(rand() * 2));
          text = text.slice(0, start) + ins + text.slice(end);
          origin = [...origin.slice(0, start), ...Array.from({ length: ins.length }, () => -1), ...origin.slice(end)];
          const step = { start, oldEnd: end, newEnd: start + ins.length };
          region = region ? composeRegions(region, step) : step;
        }
        const r = region!;
        expect(r.start).toBeLessThanOrEqual(r.oldEnd);
        expect(r.start).toBeLessThanOrEqual(r.newEnd);
        expect(text.length - r.newEnd).toBe(text0.length - r.oldEnd);
        expect(text.slice(0, r.start)).toBe(text0.slice(0, r.start));
        expect(text.slice(r.newEnd)).toBe(text0.slice(r.oldEnd));
        // Outside the region every character is the original one, at its original place (not only an equal one).
        for (let i = 0; i < text.length; i++) {
          if (i < r.start) expect(origin[i]).toBe(i);
          if (i >= r.newEnd) expect(origin[i]).toBe(i - r.newEnd + r.oldEnd);
        }
      }
    });
  }

  it('a worked example: x typed at 5, y at 10, then x deleted', () => {
    // By hand: after the three edits only y (at 9) is new, but the hull runs from 5 to 9 (old) and 10 (new).
    let r = composeRegions({ start: 5, oldEnd: 5, newEnd: 6 }, { start: 10, oldEnd: 10, newEnd: 11 });
    expect(r).toEqual({ start: 5, oldEnd: 9, newEnd: 11 });
    r = composeRegions(r, { start: 5, oldEnd: 6, newEnd: 5 });
    expect(r).toEqual({ start: 5, oldEnd: 9, newEnd: 10 });
  });
});

describe('samePosition: the O(1) check of a cached diagnostic position', () => {
  it('is true exactly for the position LineIndex.positionAt gives', () => {
    const rand = mulberry32(21);
    for (let run = 0; run < 30; run++) {
      const text = randomText(rand, 40).replace(/\r/g, '');
      const lines = new LineIndex(text);
      for (let k = 0; k < 60; k++) {
        const offset = Math.floor(rand() * (text.length + 3)) - 1;
        const right = lines.positionAt(offset);
        expect(samePosition(lines, offset, right)).toBe(true);
        // Positions near the right one: only the right one passes.
        for (const p of [{ line: right.line + 1, character: right.character }, { line: right.line, character: right.character + 1 }, { line: right.line - 1, character: right.character }, { line: right.line, character: right.character - 1 }, lines.positionAt(Math.floor(rand() * text.length))]) {
          const expected = p.line === right.line && p.character === right.character;
          expect(samePosition(lines, offset, p)).toBe(expected);
        }
      }
    }
  });
});

describe('LineIndex.update against a fresh index of the new text', () => {
  it('gives the same line starts and conversions after random edits, whether the line count stays or changes', () => {
    const rand = mulberry32(33);
    let inPlace = 0;
    let copied = 0;
    for (let run = 0; run < 20; run++) {
      let text = randomText(rand, 80);
      let lines = new LineIndex(text);
      for (let k = 0; k < 40; k++) {
        const start = Math.floor(rand() * (text.length + 1));
        const oldEnd = Math.min(text.length, start + Math.floor(rand() * 4));
        // Mostly one-character typing without a line break (the in-place case), sometimes breaks.
        const ins = rand() < 0.7 ? 'x'.repeat(Math.floor(rand() * 3)) : randomText(rand, 1 + Math.floor(rand() * 2));
        const next = text.slice(0, start) + ins + text.slice(oldEnd);
        const updated = lines.update(next, start, oldEnd, start + ins.length);
        if (updated.lineCount === lines.lineCount) inPlace++;
        else copied++;
        expect(updated.lineStarts()).toEqual(new LineIndex(next).lineStarts());
        // Every conversion agrees too (they read through the lazy shift).
        const fresh = new LineIndex(next);
        for (let j = 0; j < 8; j++) {
          const o = Math.floor(rand() * (next.length + 3)) - 1;
          expect(updated.positionAt(o)).toEqual(fresh.positionAt(o));
          expect(updated.lineAt(o)).toBe(fresh.lineAt(o));
          const pos = { line: Math.floor(rand() * (fresh.lineCount + 1)), character: Math.floor(rand() * 6) };
          expect(updated.offsetAt(pos)).toBe(fresh.offsetAt(pos));
        }
        text = next;
        lines = updated;
      }
    }
    // Both paths ran.
    expect(inPlace).toBeGreaterThan(100);
    expect(copied).toBeGreaterThan(20);
  });
});
