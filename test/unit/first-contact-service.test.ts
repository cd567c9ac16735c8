/**
 * Issue 12, service items: empty values reported on their own line (the key),
 * one finding per mistake, and quick fixes for key typos, quoted numbers and
 * booleans, and tab indentation.
 */
import { describe, expect, it } from 'vitest';
import { createSpellService } from '../../server/src/service/service';
import type { SpellDiagnostic } from '../../server/src/service/types';

const service = createSpellService();

/** A clean 5e spell, one key a line (line numbers below are counted on it by hand). */
const BASE = ['name: X', 'level: 1', 'school: evocation', 'casting_time: 1 action', 'range: self', 'components: [V, S]', 'duration: 1 round'];
const spell = (replace: Record<number, string>, tail = '\n') => BASE.map((l, i) => replace[i + 1] ?? l).join('\n') + tail;

/** 1-based line and column of an offset. */
function lc(text: string, offset: number): [number, number] {
  const before = text.slice(0, offset).split('\n');
  return [before.length, before[before.length - 1]!.length + 1];
}

function diags(text: string): SpellDiagnostic[] {
  return service.analyze(text).diagnostics;
}

describe('empty values', () => {
  it('an empty school is one error, on line 3 where the key is', () => {
    const text = spell({ 3: 'school:' });
    const d = diags(text);
    expect(d.map((x) => x.code)).toEqual(['schema/type']);
    expect(lc(text, d[0]!.start)).toEqual([3, 1]);
    expect(text.slice(d[0]!.start, d[0]!.end)).toBe('school');
  });

  it('with a comment after it, and as the last key with or without a final newline', () => {
    const commented = spell({ 3: 'school:   # todo' });
    expect(diags(commented).map((x) => lc(commented, x.start))).toEqual([[3, 1]]);
    for (const tail of ['\n', '']) {
      const text = spell({ 7: 'duration:' }, tail);
      const d = diags(text);
      expect(d).toHaveLength(1);
      expect(lc(text, d[0]!.start)).toEqual([7, 1]);
      expect(d[0]!.end).toBeLessThanOrEqual(text.length);
    }
  });

  it('an explicit null still points at the value', () => {
    const text = spell({ 3: 'school: ~' });
    const d = diags(text);
    expect(d).toHaveLength(1);
    expect(text.slice(d[0]!.start, d[0]!.end)).toBe('~');
  });
});
