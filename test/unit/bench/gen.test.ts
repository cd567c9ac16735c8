/**
 * The benchmark's dataset generator (bench/gen.mjs, used by `npm run bench`):
 * it is deterministic, spreads spells over the four systems, keeps names
 * distinct, matches the target file sizes, and carries the share of mistakes
 * it claims, each one found by the linter on the spell it claims, with no
 * finding on the clean spells.
 */
import { describe, expect, it } from 'vitest';
import { generateDataset, MISTAKE_KINDS, MIX, mulberry32, spellAtLine, SYSTEMS, type MistakeKind } from '../../../bench/gen.mjs';
import { createSpellService } from '../../../server/src/service/service';
import { DEFAULT_SETTINGS } from '../../../server/src/service/settings';
import { messageIn } from '../../../server/src/service/i18n';

describe('bench generator', () => {
  it('is deterministic: the same options give the same bytes, another seed other bytes', () => {
    const a = generateDataset({ count: 300, seed: 42 });
    const b = generateDataset({ count: 300, seed: 42 });
    const c = generateDataset({ count: 300, seed: 43 });
    expect(a.text).toBe(b.text);
    expect(a.spells).toEqual(b.spells);
    expect(c.text).not.toBe(a.text);
    const r1 = mulberry32(7);
    const r2 = mulberry32(7);
    const xs = Array.from({ length: 5 }, () => r1());
    expect(Array.from({ length: 5 }, () => r2())).toEqual(xs);
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
  });

  it('claims exactly the mistakes it made, at about the asked share', () => {
    for (const rate of [0, 0.05, 0.2]) {
      const d = generateDataset({ count: 4000, seed: 9, mistakeRate: rate });
      const marked = d.spells.filter((s) => s.mistake);
      expect(d.stats.mistakes).toBe(marked.length);
      expect(d.stats.mistakeShare).toBeCloseTo(marked.length / 4000, 10);
      expect(Object.values(d.stats.byKind).reduce((a, b) => a + (b ?? 0), 0)).toBe(marked.length);
      expect(Math.abs(d.stats.mistakeShare - rate)).toBeLessThan(0.015);
      for (const s of marked) expect(MISTAKE_KINDS[s.mistake as MistakeKind]).toContain(s.system);
    }
  });

  it('mixes the four systems in their shares and keeps names distinct per system', () => {
    const d = generateDataset({ count: 4000, seed: 3 });
    for (const sys of SYSTEMS) expect(Math.abs((d.stats.bySystem[sys] ?? 0) / 4000 - MIX[sys])).toBeLessThan(0.03);
    for (const sys of SYSTEMS) {
      const names = d.spells.filter((s) => s.system === sys).map((s) => s.name.toLowerCase());
      expect(new Set(names).size).toBe(names.length);
    }
    const five = generateDataset({ count: 500, seed: 3, systems: 'dnd5e' });
    expect(five.stats.bySystem).toEqual({ dnd5e: 500 });
  });

  it('puts the modeline first and maps lines to spells', () => {
    const d = generateDataset({ count: 50, seed: 5, modeline: '# yaml-language-server: $schema=/x/spell.schema.json' });
    const lines = d.text.split('\n');
    expect(lines[0]).toBe('# yaml-language-server: $schema=/x/spell.schema.json');
    for (const s of d.spells) {
      expect(lines[s.startLine]).toBe(`  - name: ${s.name}`);
      expect(spellAtLine(d.spells, s.startLine)).toBe(s.index);
      expect(spellAtLine(d.spells, s.endLine)).toBe(s.index);
    }
    expect(spellAtLine(d.spells, 0)).toBe(-1);
  });

  it('makes files the size of the benchmark\'s 5e datasets (0.56 MB per 1,000 spells, within 10%)', () => {
    const d = generateDataset({ count: 1000, seed: 201, systems: 'dnd5e' });
    expect(d.stats.bytes / 0.56e6).toBeGreaterThan(0.9);
    expect(d.stats.bytes / 0.56e6).toBeLessThan(1.1);
  });

  it('every mistake is found by the linter on its spell, and clean spells get no error or warning', () => {
    const service = createSpellService();
    for (const systems of ['mixed', 'dnd5e'] as const) {
      const d = generateDataset({ count: 1500, seed: 11, systems, mistakeRate: 0.1 });
      const a = service.analyze(d.text, DEFAULT_SETTINGS);
      const flagged = new Map<number, string[]>();
      for (const diag of a.diagnostics) {
        if (diag.severity !== 'error' && diag.severity !== 'warning') continue;
        const i = spellAtLine(d.spells, a.lines.positionAt(diag.start).line);
        expect(i, `${diag.code} outside any spell: ${messageIn('en', diag)}`).toBeGreaterThanOrEqual(0);
        flagged.set(i, [...(flagged.get(i) ?? []), diag.code]);
      }
      const missed = d.spells.filter((s) => s.mistake && !flagged.has(s.index)).map((s) => `${s.index} ${s.system} ${s.mistake}`);
      const falseFlags = d.spells.filter((s) => !s.mistake && flagged.has(s.index)).map((s) => `${s.index} ${s.system}: ${flagged.get(s.index)!.join(', ')}`);
      expect(missed).toEqual([]);
      expect(falseFlags).toEqual([]);
      // Every kind the systems allow shows up at this size and seed.
      const kinds = new Set(d.spells.map((s) => s.mistake).filter(Boolean));
      const expected = Object.keys(MISTAKE_KINDS).filter((k) => systems === 'mixed' || MISTAKE_KINDS[k as MistakeKind].includes('dnd5e'));
      expect([...kinds].sort()).toEqual(expected.sort());
    }
  });
});
