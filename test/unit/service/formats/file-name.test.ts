/**
 * File names of exported spells (service/formats/foundry/file-name.ts): ASCII
 * `a-z0-9-`, romanised from any script, capped in length, never a Windows
 * device name, never empty. Expected names are written out by hand.
 */
import { describe, expect, it } from 'vitest';
import { exportFileStem, MAX_SLUG, slugOf } from '../../../../server/src/service/formats/foundry/file-name';

describe('export file names', () => {
  it('romanise Latin with marks, Cyrillic, Greek and Japanese kana', () => {
    expect(slugOf("Melf's Acid Arrow")).toBe('melf-s-acid-arrow');
    expect(slugOf('Bigby’s Hand')).toBe('bigby-s-hand');
    expect(slugOf('Évocation glaciale')).toBe('evocation-glaciale');
    // Щ-и-т: shch i t.
    expect(slugOf('Щит')).toBe('shchit');
    // Φ-ω-ς: f o s (any-ascii writes φ as "f", as modern Greek romanisation does).
    expect(slugOf('Φως')).toBe('fos');
    // フ-ァ-イ-ア: fu a i a (the small ァ is a).
    expect(slugOf('ファイア')).toBe('fuaia');
  });

  it('a name of symbols and punctuation only falls back to the id, in lower case', () => {
    expect(slugOf('!!! ...')).toBe('');
    expect(exportFileStem('!!! ...', 'AbCdEf0123456789')).toBe('spell-abcdef0123456789');
  });

  it('Windows device names get a suffix; ordinary names do not', () => {
    for (const n of ['CON', 'nul', 'Aux', 'com1', 'LPT9', 'prn']) expect(exportFileStem(n, 'x')).toBe(`${n.toLowerCase()}-spell`);
    expect(exportFileStem('Console', 'x')).toBe('console');
  });

  it('long names are cut to the cap without a trailing dash', () => {
    const name = 'word '.repeat(40);
    const s = slugOf(name);
    expect(s.length).toBeLessThanOrEqual(MAX_SLUG);
    // "word-" repeats every 5 characters: 80 characters end on "-", which is dropped.
    expect(s).toBe('word-'.repeat(16).slice(0, 79));
  });
});
