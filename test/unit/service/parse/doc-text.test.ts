/**
 * The piece table the language server keeps its edited documents in
 * (server/src/service/parse/doc-text.ts) against the plain way, a string
 * spliced with slice + concatenation: the same random edits (small typing
 * runs, deletions across pieces, pastes of long texts, edits at the ends,
 * out-of-range offsets) are applied to both, and after every edit every
 * method the analyser reads (length, charCodeAt, slice with negative and
 * out-of-range bounds, indexOf and lastIndexOf of one and several
 * characters, found or not, matches crossing piece boundaries) must give
 * what the string gives. Old versions must stay as they were (an analysis of
 * the previous version may still read it), and joining (toString, also the
 * automatic join past MAX_PIECES) must not change the text.
 */
import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../../bench/gen.mjs';
import { flatText, MAX_PIECES, PieceText } from '../../../../server/src/service/parse/doc-text';

const ALPHABET = ['a', 'b', 'c', '\n', ' ', '-', ':', '#', 'é', '日', '😀', '\r\n'];

function randomString(rand: () => number, n: number): string {
  let s = '';
  for (let i = 0; i < n; i++) s += ALPHABET[Math.floor(rand() * ALPHABET.length)];
  return s;
}

function splice(s: string, a: number, b: number, t: string): string {
  const len = s.length;
  const x = Math.min(Math.max(Math.trunc(a) || 0, 0), len);
  const y = Math.max(x, Math.min(Math.max(Math.trunc(b) || 0, 0), len));
  return s.slice(0, x) + t + s.slice(y);
}

/** Every method against the string, at random and at chosen places (piece boundaries included). */
function compare(rand: () => number, p: PieceText, s: string): void {
  expect(p.length).toBe(s.length);
  const idx = (): number => Math.floor(rand() * (s.length + 6)) - 3;
  for (let i = 0; i < 40; i++) {
    const k = idx();
    expect(p.charCodeAt(k)).toEqual(s.charCodeAt(k));
  }
  for (let i = 0; i < 40; i++) {
    const a = idx();
    const b = idx();
    expect(p.slice(a, b)).toBe(s.slice(a, b));
    expect(p.slice(a)).toBe(s.slice(a));
  }
  expect(p.slice()).toBe(s);
  const searches = ['\n', 'a', 'ab', ':\n', '日', '😀', '\r\n', 'zz', 'a\nb', ''];
  for (let i = 0; i < 6 && s.length > 2; i++) {
    const a = Math.floor(rand() * s.length);
    searches.push(s.slice(a, a + 1 + Math.floor(rand() * 6)));
  }
  for (const q of searches) {
    for (let i = 0; i < 6; i++) {
      const from = idx();
      expect(p.indexOf(q, from), `indexOf(${JSON.stringify(q)}, ${from})`).toBe(s.indexOf(q, from));
      expect(p.lastIndexOf(q, from), `lastIndexOf(${JSON.stringify(q)}, ${from})`).toBe(s.lastIndexOf(q, from));
    }
    expect(p.indexOf(q)).toBe(s.indexOf(q));
    expect(p.lastIndexOf(q)).toBe(s.lastIndexOf(q));
  }
}

describe('PieceText (the language server document text) against string splicing', () => {
  it('gives what the spliced string gives after every random edit, old versions unchanged', () => {
    for (let seed = 1; seed <= 16; seed++) {
      const rand = mulberry32(seed);
      let s = randomString(rand, 50 + Math.floor(rand() * 600));
      let p = PieceText.of(s);
      const history: Array<[PieceText, string]> = [];
      let cursor = Math.floor(rand() * s.length);
      for (let step = 0; step < 120; step++) {
        const r = rand();
        let a: number;
        let b: number;
        let t: string;
        if (r < 0.45) {
          // Typing: one character at the cursor, the cursor moves on.
          a = b = cursor;
          t = ALPHABET[Math.floor(rand() * ALPHABET.length)]!;
          cursor += t.length;
        } else if (r < 0.6) {
          // Backspace.
          a = cursor - 1;
          b = cursor;
          t = '';
          cursor = Math.max(0, cursor - 1);
        } else if (r < 0.8) {
          // Somewhere else: a replacement of a few characters.
          a = Math.floor(rand() * (s.length + 1));
          b = a + Math.floor(rand() * 8);
          t = randomString(rand, Math.floor(rand() * 4));
          cursor = a + t.length;
        } else if (r < 0.9) {
          // A paste of a long text or a deletion of a long run (across pieces).
          a = Math.floor(rand() * (s.length + 1));
          b = a + (rand() < 0.5 ? Math.floor(rand() * 400) : 0);
          t = rand() < 0.5 ? randomString(rand, 300 + Math.floor(rand() * 300)) : '';
          cursor = a + t.length;
        } else {
          // Out-of-range and reversed offsets, and the ends.
          const choices = [-5, 0, s.length, s.length + 7];
          a = choices[Math.floor(rand() * choices.length)]!;
          b = choices[Math.floor(rand() * choices.length)]!;
          t = randomString(rand, Math.floor(rand() * 3));
          cursor = Math.min(Math.max(a, 0), s.length);
        }
        cursor = Math.min(Math.max(cursor, 0), s.length);
        history.push([p, s]);
        p = p.edit(a, b, t);
        s = splice(s, a, b, t);
        cursor = Math.min(cursor, s.length);
        compare(rand, p, s);
      }
      // Old versions read as they were.
      for (const [old, text] of history.filter((_, i) => i % 17 === 0)) expect(old.slice()).toBe(text);
      // Joining keeps the text, and then reads the same.
      expect(p.toString()).toBe(s);
      expect(p.pieceCount).toBe(1);
      compare(rand, p, s);
      expect(flatText(p)).toBe(s);
    }
  });

  it('stays a few pieces while typing a word, and joins itself past MAX_PIECES edits at distinct places', () => {
    const base = 'x'.repeat(100_000);
    let p = PieceText.of(base);
    let s = base;
    for (let i = 0; i < 20; i++) {
      p = p.edit(50_000 + i, 50_000 + i, 'y');
      s = splice(s, 50_000 + i, 50_000 + i, 'y');
    }
    expect(p.pieceCount).toBe(3);
    expect(p.slice()).toBe(s);
    for (let i = 0; i < MAX_PIECES; i++) {
      const at = (i * 997) % s.length;
      p = p.edit(at, at + 1, 'z');
      s = splice(s, at, at + 1, 'z');
    }
    expect(p.pieceCount).toBeLessThanOrEqual(MAX_PIECES);
    expect(p.slice()).toBe(s);
  });
});
