/**
 * The keystroke path (service/incremental.ts) against the plain way: on
 * generated datasets with duplicate names (in several spellings) and
 * `grimoire-disable-next-line` comments, sequences of typing-sized edits at
 * random places (characters typed and deleted, names changed to another
 * spell's name, lines split and joined) are analysed incrementally, each
 * version from the previous one as the LSP adapter does, and compared with a
 * fresh analysis of the same text: diagnostics (ranges, codes, severities,
 * messages, fixes), the spell list, symbols and hovers at random offsets.
 * Edits that make or remove a lone CR (a line break to YAML 1.2, which the
 * analyser reads as an LF) or type NEL, LS or PS are compared the same way.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateDataset, mulberry32 } from '../../../bench/gen.mjs';
import { createSpellService, type Analysis } from '../../../server/src/service/service';
import type { Problem } from '../../../server/src/service/types';
import { PieceText } from '../../../server/src/service/parse/doc-text';
import { messageIn } from '../../../server/src/service/i18n';

const service = createSpellService();

/** A generated dataset with duplicate names and disable comments woven in. */
function dataset(seed: number, count: number): string {
  const g = generateDataset({ count, seed, systems: seed % 2 ? 'mixed' : 'dnd5e', mistakeRate: 0.3 });
  const rand = mulberry32(seed * 7 + 1);
  const lines = g.text.split('\n');
  const names: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const m = /^(\s+- name: )(.*)$/.exec(lines[i]!);
    if (!m) continue;
    // A third of the spells take an earlier spell's name, in another case or with spaces.
    if (names.length > 0 && rand() < 0.35) {
      const n = names[Math.floor(rand() * names.length)]!;
      const spelled = rand() < 0.5 ? n.toUpperCase() : n.toLowerCase();
      lines[i] = `${m[1]}${spelled}`;
    } else names.push(m[2]!.replace(/^"|"$/g, ''));
  }
  // Disable comments before some spell lines, some naming a code, some not.
  const out: string[] = [];
  for (const l of lines) {
    if (/^\s{4}\w+:/.test(l) && rand() < 0.06) out.push(`    # grimoire-disable-next-line${rand() < 0.5 ? ' schema/required' : ''}`);
    if (/^\s+- name:/.test(l) && rand() < 0.08) out.push('  # grimoire-disable-next-line');
    out.push(l);
  }
  return out.join('\n');
}

type Edit = { at: number; kind: 'type' | 'delete' | 'rename' | 'newline' | 'join'; ch: string; pick: number };

const editArb: fc.Arbitrary<Edit> = fc.record({
  at: fc.double({ min: 0, max: 1, noNaN: true }),
  kind: fc.constantFrom('type', 'type', 'type', 'delete', 'delete', 'rename', 'rename', 'newline', 'join'),
  ch: fc.constantFrom('x', 'e', ' ', '1', ':', '#', '-', "'", 'A', '\u00e9'),
  pick: fc.nat(),
});

/** Apply an edit; returns the new text and the replaced range. */
function apply(text: string, e: Edit): { text: string; start: number; oldEnd: number; ins: string } {
  let start = Math.floor(e.at * text.length);
  // Most typing happens inside values: half the time, at the end of the line's text.
  if ((e.kind === 'type' || e.kind === 'delete') && e.pick % 2 === 0) {
    const nl = text.indexOf('\n', start);
    if (nl > 0 && text[nl - 1] !== ':') start = nl - 1;
  }
  let oldEnd = start;
  let ins = '';
  if (e.kind === 'type') ins = e.ch;
  else if (e.kind === 'delete') oldEnd = Math.min(text.length, start + 1);
  else if (e.kind === 'newline') ins = '\n    ';
  else if (e.kind === 'join') {
    const nl = text.indexOf('\n', start);
    if (nl !== -1) {
      start = nl;
      oldEnd = nl + 1;
    }
  } else {
    // Rename the spell at or after `start` to the name of another spell.
    const re = /- name: ([^\n]*)/g;
    const all = [...text.matchAll(re)];
    const target = all.find((m) => m.index! >= start) ?? all[0];
    if (target && all.length > 1) {
      const other = all[e.pick % all.length]![1]!;
      start = target.index! + 8;
      oldEnd = start + target[1]!.length;
      ins = other;
    }
  }
  return { text: text.slice(0, start) + ins + text.slice(oldEnd), start, oldEnd, ins };
}

function norm(ds: Problem[]): string[] {
  return ds.map((d) => `${d.start}-${d.end} ${d.code} ${d.severity} ${messageIn('en', d)} ${JSON.stringify(d.fixes ?? null)}`);
}

function same(inc: Analysis, full: Analysis, probes: number[]): void {
  expect(norm(inc.diagnostics)).toEqual(norm(full.diagnostics));
  expect(inc.spells.map((s) => [s.start, s.end, s.base, s.name, s.index, s.system])).toEqual(full.spells.map((s) => [s.start, s.end, s.base, s.name, s.index, s.system]));
  expect(service.symbols(inc)).toEqual(service.symbols(full));
  for (const p of probes) {
    const o = Math.floor(p * inc.text.length);
    expect(service.hover(inc, o)).toEqual(service.hover(full, o));
  }
  for (const p of probes) {
    const o = Math.floor(p * inc.text.length);
    expect(service.complete(inc, o)).toEqual(service.complete(full, o));
  }
  const mid = Math.floor(probes[0]! * inc.text.length);
  expect(service.codeActions(inc, Math.max(0, mid - 200), mid).map((c) => [c.title, c.edits])).toEqual(service.codeActions(full, Math.max(0, mid - 200), mid).map((c) => [c.title, c.edits]));
}

describe('keystroke path equals a fresh analysis', () => {
  it('on generated datasets with duplicate names and disable comments', () => {
    let patched = 0;
    let steps = 0;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.array(editArb, { minLength: 1, maxLength: 10 }), fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 3, maxLength: 3 }), fc.boolean(), (seed, edits, probes, usePieces) => {
        let text = dataset(seed, 30);
        // The language server passes its piece table (parse/doc-text.ts), edited along; the CLI and tests strings.
        let pieces = PieceText.of(text);
        let prev = service.analyze(text);
        expect(prev.diagnostics.some((d) => d.code === 'dataset/duplicate-name')).toBe(true);
        for (const e of edits) {
          const r = apply(text, e);
          text = r.text;
          pieces = pieces.edit(r.start, r.oldEnd, r.ins);
          const inc = service.analyze(usePieces ? pieces : text, undefined, prev, { start: r.start, oldEnd: r.oldEnd, newEnd: r.start + r.ins.length });
          steps++;
          if (inc.stats.patched) patched++;
          same(inc, service.analyze(text), probes);
          prev = inc;
        }
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 60), seed: Number(process.env.FUZZ_SEED ?? 20261201) },
    );
    // The comparison is only worth something if the keystroke path ran for most edits.
    expect(patched).toBeGreaterThan(steps / 4);
  });

  it('typing runs at places before and after each other: the lazy shift moves both ways and stays exact', () => {
    let patched = 0;
    let steps = 0;
    let movedBack = 0;
    let movedOn = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const rand = mulberry32(seed * 13);
      let text = dataset(seed, 60);
      let pieces = PieceText.of(text);
      const usePieces = seed % 2 === 0;
      let prev = service.analyze(text);
      let lastFrom: number | undefined;
      for (let place = 0; place < 8; place++) {
        // A value line (description, name, school...) of a spell that is not the last one.
        const lineStarts = [...text.matchAll(/\n {4}\w+: [^\n]*[a-z]/g)].map((m) => m.index! + m[0].length);
        const cut = lineStarts.slice(0, Math.floor(lineStarts.length * 0.9));
        let at = cut[Math.floor(rand() * cut.length)]!;
        const run = 1 + Math.floor(rand() * 5);
        for (let k = 0; k < run + 1; k++) {
          // Characters typed, then one backspace (a length change each time).
          const del = k === run ? 1 : 0;
          const ins = del ? '' : 'qwe'[k % 3]!;
          const start = del ? at - 1 : at;
          const oldEnd = del ? at : at;
          text = text.slice(0, start) + ins + text.slice(oldEnd);
          pieces = pieces.edit(start, oldEnd, ins);
          at = start + ins.length;
          const inc = service.analyze(usePieces ? pieces : text, undefined, prev, { start, oldEnd, newEnd: start + ins.length });
          steps++;
          if (inc.stats.patched) patched++;
          same(inc, service.analyze(text), [rand(), rand(), rand()]);
          const gap = inc.docs[inc.docs.length - 1]!.gap;
          if (gap && gap.by !== 0 && lastFrom !== undefined && gap.from !== lastFrom) {
            if (gap.from < lastFrom) movedBack++;
            else movedOn++;
          }
          lastFrom = gap?.from;
          prev = inc;
        }
      }
    }
    // The keystroke path ran for nearly every edit, and its lazy shift moved in both directions.
    expect(patched).toBeGreaterThan(steps * 0.9);
    expect(movedBack).toBeGreaterThan(10);
    expect(movedOn).toBeGreaterThan(10);
  });

  it('edits that make or remove a lone CR (a line break to YAML 1.2), or type NEL, LS or PS: each version equals a fresh analysis', () => {
    type BreakEdit = { at: number; kind: 'cr' | 'lf-to-cr' | 'cr-before-lf' | 'del-cr' | 'del-lf-after-cr' | 'y11' | 'x'; ch: string };
    const breakEditArb: fc.Arbitrary<BreakEdit> = fc.record({
      at: fc.nat({ max: 1_000_000 }),
      kind: fc.constantFrom('cr', 'lf-to-cr', 'lf-to-cr', 'cr-before-lf', 'del-cr', 'del-cr', 'del-lf-after-cr', 'y11', 'x', 'x'),
      ch: fc.constantFrom('\u0085', '\u2028', '\u2029'),
    });
    /** The edit as [start, oldEnd, inserted] on `text`, near `at`. */
    const place = (text: string, e: BreakEdit): [number, number, string] => {
      const p = e.at % text.length;
      const find = (re: RegExp): number => {
        re.lastIndex = p;
        const m = re.exec(text) ?? ((re.lastIndex = 0), re.exec(text));
        return m ? m.index : -1;
      };
      if (e.kind === 'cr') return [p, p, '\r'];
      if (e.kind === 'y11') return [p, p, e.ch];
      if (e.kind === 'x') return [p, p, 'x'];
      if (e.kind === 'lf-to-cr') {
        const i = find(/(?<!\r)\n/g);
        return i < 0 ? [p, p, ''] : [i, i + 1, '\r'];
      }
      if (e.kind === 'cr-before-lf') {
        const i = find(/(?<!\r)\n/g);
        return i < 0 ? [p, p, ''] : [i, i, '\r'];
      }
      if (e.kind === 'del-cr') {
        const i = find(/\r/g);
        return i < 0 ? [p, p, ''] : [i, i + 1, ''];
      }
      const i = find(/\r\n/g);
      return i < 0 ? [p, p, ''] : [i + 1, i + 2, ''];
    };
    let loneCrVersions = 0;
    let incrementalVersions = 0;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.array(breakEditArb, { minLength: 1, maxLength: 12 }), fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 3, maxLength: 3 }), fc.boolean(), (seed, edits, probes, usePieces) => {
        let text = dataset(seed, 20);
        let pieces = PieceText.of(text);
        let prev = service.analyze(text);
        for (const e of edits) {
          const [start, oldEnd, ins] = place(text, e);
          text = text.slice(0, start) + ins + text.slice(oldEnd);
          pieces = pieces.edit(start, oldEnd, ins);
          const inc = service.analyze(usePieces ? pieces : text, undefined, prev, { start, oldEnd, newEnd: start + ins.length });
          const fresh = service.analyze(text);
          same(inc, fresh, probes);
          // Lines as YAML 1.2 reads them: a lone CR is a break (counted by hand on the text: LF, CRLF and lone CR each once).
          expect(inc.lines.lineCount).toBe(text.split(/\r\n|\r|\n/).length);
          const loneCr = /\r(?!\n)/.test(text);
          if (loneCr) loneCrVersions++;
          if (inc.stats.incremental) incrementalVersions++;
          prev = inc;
        }
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 60), seed: Number(process.env.FUZZ_SEED ?? 20261201) },
    );
    // Not vacuous: many versions held a lone CR, and many others went through the keystroke path.
    expect(loneCrVersions).toBeGreaterThan(50);
    expect(incrementalVersions).toBeGreaterThan(30);
  });

  it('a lone CR typed into a comment between spells reveals the spell after it; deleting it hides it again, and typing goes on on the keystroke path', () => {
    const item = (n: string, level: number) => `  - name: ${n}\n    level: ${level}\n    school: evocation\n    casting_time: 1 action\n    range: 60 feet\n    components: [V]\n    duration: Instantaneous\n`;
    // A comment line that holds a whole spell after a space where a line break would go.
    const t0 = `spells:\n${item('Alpha', 1)}  # next   - name: Hidden\n${item('Beta', 2)}${item('Gamma', 3)}`;
    const a0 = service.analyze(t0);
    expect(a0.spells.map((s) => s.name)).toEqual(['Alpha', 'Beta', 'Gamma']);
    // The space before `- name: Hidden` becomes a lone CR: to YAML 1.2 a fourth spell, by hand missing level, school, casting_time, range, components and duration.
    const at = t0.indexOf('   - name: Hidden');
    const t1 = t0.slice(0, at) + '\r' + t0.slice(at + 1);
    const a1 = service.analyze(t1, undefined, a0, { start: at, oldEnd: at + 1, newEnd: at + 1 });
    expect(a1.spells.map((s) => s.name)).toEqual(['Alpha', 'Hidden', 'Beta', 'Gamma']);
    expect(a1.diagnostics.filter((d) => d.code === 'schema/required')).toHaveLength(6);
    expect(a1.lines.positionAt(t1.indexOf('- name: Hidden')).line).toBe(a0.lines.positionAt(at).line + 1);
    // Back to a space: the comment again, and the next keystroke takes the keystroke path.
    const a2 = service.analyze(t0, undefined, a1, { start: at, oldEnd: at + 1, newEnd: at + 1 });
    expect(a2.spells.map((s) => s.name)).toEqual(['Alpha', 'Beta', 'Gamma']);
    expect(a2.diagnostics).toEqual([]);
    const typed = t0.indexOf('Beta') + 4;
    const t3 = t0.slice(0, typed) + 'x' + t0.slice(typed);
    const a3 = service.analyze(t3, undefined, a2, { start: typed, oldEnd: typed, newEnd: typed + 1 });
    expect(a3.stats.patched).toBe(true);
    expect(a3.spells.map((s) => s.name)).toEqual(['Alpha', 'Betax', 'Gamma']);
  });

  it('a spell renamed to a duplicate and back moves the finding to the right spell', () => {
    const item = (n: string) => `  - name: ${n}\n    level: 1\n    school: evocation\n    casting_time: 1 action\n    range: 60 feet\n    components: [V]\n    duration: Instantaneous\n`;
    const t0 = `spells:\n${item('Alpha')}${item('Beta')}${item('Gamma')}${item('Delta')}`;
    const a0 = service.analyze(t0);
    expect(a0.diagnostics).toEqual([]);
    // "Gamma" -> "alpha": spell #3 now repeats spell #1's name (by hand: one finding, on "alpha").
    const at = t0.indexOf('Gamma');
    const t1 = t0.slice(0, at) + 'alpha' + t0.slice(at + 5);
    const a1 = service.analyze(t1, undefined, a0, { start: at, oldEnd: at + 5, newEnd: at + 5 });
    expect(a1.stats.patched).toBe(true);
    expect(a1.diagnostics.map((d) => [d.code, t1.slice(d.start, d.end), messageIn('en', d)])).toEqual([['dataset/duplicate-name', 'alpha', 'Duplicate spell name "alpha": spell #1 in this file has the same name.']]);
    // "Alpha" -> "Omega": the first spell leaves the name, so the finding goes away.
    const t2 = `spells:\n${item('Omega')}${item('Beta')}${item('alpha')}${item('Delta')}`;
    const a2 = service.analyze(t2, undefined, a1, { start: t0.indexOf('Alpha'), oldEnd: t0.indexOf('Alpha') + 5, newEnd: t0.indexOf('Alpha') + 5 });
    expect(a2.diagnostics).toEqual([]);
  });
});
