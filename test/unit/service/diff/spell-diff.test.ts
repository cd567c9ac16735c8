/**
 * The dataset comparison of `grimoire diff` (service/diff) on inline YAML:
 * which spells are added, removed, renamed, moved and changed, and which
 * fields changed. Expected changes are written by hand for the small cases;
 * on generated datasets they are the edits the test itself made, recorded
 * as it made them, so the comparison is checked against what was done, not
 * against its own output.
 */
import { describe, expect, it } from 'vitest';
import { createSpellService } from '../../../../server/src/service/service';
import { DEFAULT_SETTINGS } from '../../../../server/src/service/settings';
import { diffSpells, diffSpellsOf, diffSummary, type DiffSpell, type SpellChange } from '../../../../server/src/service/diff/spell-diff';

const service = createSpellService();

/** The spells of `text` as the file `file` (placed at `place`). */
function side(text: string, file = 'spells.yaml', place = file): DiffSpell[] {
  return diffSpellsOf(service.analyze(text, DEFAULT_SETTINGS), file, place).spells;
}

/** One 5e spell as a dataset item (indented for `spells:`). */
function item(name: string, extra: Record<string, string> = {}): string {
  const fields: Record<string, string> = { level: '1', school: 'evocation', casting_time: '1 action', range: '60 feet', components: '[V, S]', duration: 'Instantaneous', description: `The ${name} spell.`, ...extra };
  return `  - name: ${name}\n${Object.entries(fields)
    .map(([k, v]) => `    ${k}: ${v}`)
    .join('\n')}\n`;
}

function dataset(...items: string[]): string {
  return `system: dnd5e\nspells:\n${items.join('')}`;
}

/** A change as a short line: `kind name[ -> name][ fields]`. */
function brief(c: SpellChange): string {
  switch (c.kind) {
    case 'added':
    case 'removed':
      return `${c.kind} ${c.spell.name}`;
    case 'renamed':
      return `renamed ${c.from.name} -> ${c.to.name}`;
    case 'moved':
      return `moved ${c.to.name} ${c.from.place} -> ${c.to.place}`;
    case 'changed':
      return `changed ${c.to.name} ${c.fields.map((f) => `${f.path}:${JSON.stringify(f.old)}->${JSON.stringify(f.new)}`).join(' ')}`;
  }
}

describe('diffSpells: kinds of change', () => {
  it('the same dataset: no change', () => {
    const t = dataset(item('Fireball'), item('Shield'));
    expect(diffSpells(side(t), side(t))).toEqual([]);
  });

  it('a field changed, a field added, a field removed, a list changed: each field once, by path', () => {
    const a = dataset(item('Fireball', { damage: '{ dice: 8d6, type: fire }', ritual: 'false' }));
    const b = dataset(item('Fireball', { damage: '{ dice: 10d6, type: fire }', components: '[V, S, M]', concentration: 'false' }).replace('    ritual: false\n', ''));
    expect(diffSpells(side(a), side(b)).map(brief)).toEqual(['changed Fireball components:["V","S"]->["V","S","M"] damage.dice:"8d6"->"10d6" concentration:undefined->false ritual:false->undefined']);
  });

  it('a paragraph re-wrapped or re-indented is not a change; a word is', () => {
    const a = dataset(item('Fireball', { description: '"A bright streak flashes from your finger."' }));
    const wrapped = dataset(item('Fireball', { description: '>-\n      A bright streak\n      flashes from your finger.' }));
    const worded = dataset(item('Fireball', { description: '"A bright streak flashes from your hand."' }));
    expect(diffSpells(side(a), side(wrapped))).toEqual([]);
    expect(diffSpells(side(a), side(worded)).map(brief)).toEqual(['changed Fireball description:"A bright streak flashes from your finger."->"A bright streak flashes from your hand."']);
  });

  it('the same content under a new name is renamed; a new name with other content is removed + added', () => {
    const a = dataset(item('Shield'), item('Sleep', { level: '1' }));
    const b = dataset(item('Shield').replace('name: Shield', 'name: Shield of Faith'), item('Slumber', { level: '2' }));
    expect(diffSpells(side(a), side(b)).map(brief)).toEqual(['renamed Shield -> Shield of Faith', 'removed Sleep', 'added Slumber']);
  });

  it('names match whatever their case and spacing; a case change is a change of the name field', () => {
    const a = dataset(item('Magic Missile', { description: 'Darts.' }));
    const b = dataset(item('magic  missile', { description: 'Darts.' }));
    // The spell keeps its identity (one change, not removed + added); the name field shows what was written.
    expect(diffSpells(side(a), side(b)).map(brief)).toEqual(['changed magic missile name:"Magic Missile"->"magic  missile"']);
  });

  it('the same spell in another place is moved; in the same place under another display name it is not', () => {
    const t = dataset(item('Fireball'));
    expect(diffSpells(side(t, 'old/a.yaml', 'a.yaml'), side(t, 'new/b.yaml', 'b.yaml')).map(brief)).toEqual(['moved Fireball a.yaml -> b.yaml']);
    expect(diffSpells(side(t, 'old/a.yaml', 'a.yaml'), side(t, 'new/a.yaml', 'a.yaml'))).toEqual([]);
  });

  it('spells of different systems or editions with one name are different spells', () => {
    const a = `system: dnd5e\nedition: 2014\nspells:\n${item('Fireball')}`;
    const b = `system: dnd5e\nedition: 2024\nspells:\n${item('Fireball', { description: 'Other text.' })}`;
    expect(diffSpells(side(a), side(b)).map(brief)).toEqual(['removed Fireball', 'added Fireball']);
  });

  it('a spell without a name is left out and its line said; YAML errors are counted', () => {
    const text = `system: dnd5e\nspells:\n${item('Fireball')}  - level: 2\n    school: evocation\n`;
    const got = diffSpellsOf(service.analyze(text, DEFAULT_SETTINGS), 'x.yaml');
    expect(got.spells.map((s) => s.name)).toEqual(['Fireball']);
    // Lines: 1 system, 2 spells, 3-10 Fireball (name + 7 fields... counted: name, level, school, casting_time, range, components, duration, description), 11 the unnamed item.
    expect(got.unnamed).toEqual([11]);
    expect(got.yamlErrors).toBe(0);
    const broken = diffSpellsOf(service.analyze('name: "Fireball\nlevel: [\n', DEFAULT_SETTINGS), 'y.yaml');
    expect(broken.yamlErrors).toBeGreaterThan(0);
  });
});

/** A small seeded generator (mulberry32), so a failure can be replayed. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface GenSpell {
  name: string;
  level: number;
  range: string;
  file: string;
}

describe('diffSpells on generated datasets: every edit made is reported once, nothing else', () => {
  for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
    it(`seed ${seed}`, () => {
      const r = rng(seed);
      const files = ['a.yaml', 'b.yaml', 'c.yaml'];
      const old: GenSpell[] = [];
      for (let i = 0; i < 60; i++) old.push({ name: `Spell ${i}`, level: 1 + Math.floor(r() * 9), range: `${10 * (1 + Math.floor(r() * 30))} feet`, file: files[Math.floor(r() * 3)]! });
      const next = old.map((s) => ({ ...s }));
      const expected: string[] = [];
      // Each spell gets at most one edit, chosen at random; what was done is written down as it is done.
      for (let i = 0; i < next.length; i++) {
        const s = next[i]!;
        const roll = r();
        if (roll < 0.1) {
          s.level = (s.level % 9) + 1;
          expected.push(`changed ${s.name} level:${old[i]!.level}->${s.level}`);
        } else if (roll < 0.15) {
          const before = s.name;
          s.name = `${s.name} Renamed`;
          expected.push(`renamed ${before} -> ${s.name}`);
        } else if (roll < 0.2) {
          const to = files[(files.indexOf(s.file) + 1) % 3]!;
          expected.push(`moved ${s.name} ${s.file} -> ${to}`);
          s.file = to;
        } else if (roll < 0.25) {
          expected.push(`removed ${s.name}`);
          s.name = '';
        }
      }
      for (let i = 0; i < 3; i++) {
        next.push({ name: `New ${seed} ${i}`, level: 1, range: 'Self', file: files[i]! });
        expected.push(`added New ${seed} ${i}`);
      }
      const texts = (spells: GenSpell[]) =>
        files.map((f) => ({ f, text: dataset(...spells.filter((s) => s.file === f && s.name !== '').map((s) => item(s.name, { level: String(s.level), range: s.range, description: `"Text of spell ${s.range} ${s.level}."` }))) }));
      // The description is derived from fields that a rename keeps: a renamed spell keeps its content.
      const sideOf = (spells: GenSpell[]) => texts(spells).flatMap(({ f, text }) => side(text, f));
      const got = diffSpells(sideOf(old), sideOf(next));
      // A level change also changes the description (derived from it): both fields, in key order.
      const expectedFull = expected.map((e) => {
        const m = /^changed (.+) level:(\d+)->(\d+)$/.exec(e);
        if (!m) return e;
        const s = next.find((x) => x.name === m[1])!;
        return `changed ${m[1]} level:${m[2]}->${m[3]} description:"Text of spell ${s.range} ${m[2]}."->"Text of spell ${s.range} ${m[3]}."`;
      });
      expect(got.map(brief).sort()).toEqual(expectedFull.sort());
      const s = diffSummary(got);
      expect(s.added + s.removed + s.renamed + s.moved + s.changed).toBe(expected.length);
    });
  }
});
