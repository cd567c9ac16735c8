/**
 * The workspace index is kept current one file at a time (update, remove):
 * its name, identity, reference and list maps are patched, never rebuilt.
 * That shortcut is checked here against the plain way: after a seeded run of
 * edits, deletions and new files on a generated workspace
 * (bench/gen-workspace.mjs, plus files of other systems and editions), an
 * index patched file by file must answer exactly as one built afresh from
 * the final files: sizes, every reference's spells, every file's cross-file
 * findings and document links, the compendium, workspace symbols. And `resolve`'s one-spell shortcut is checked
 * against a plain filter over every spell of the index.
 */
import { describe, expect, it } from 'vitest';
import { generateWorkspace } from '../../../../bench/gen-workspace.mjs';
import { mulberry32 } from '../../../../bench/gen.mjs';
import { WorkspaceIndex, type SpellAt } from '../../../../server/src/service/workspace/workspace-index';
import { crossFileFindings } from '../../../../server/src/service/workspace/cross-checks';
import { compendium } from '../../../../server/src/service/workspace/compendium';
import { documentLinks, workspaceSymbols } from '../../../../server/src/service/workspace/navigate';
import type { RefFact } from '../../../../server/src/service/workspace/facts';

const OPTS = { defaultSystem: 'dnd5e' as const, maxFileSize: 1_000_000 };

/** Files that make names repeat across systems and editions, and lists that set a system or an edition. */
const VARIETY: Record<string, string> = {
  'x/fireball-2014.spell.yaml': 'name: Fireball\nedition: 2014\nlevel: 3\nschool: evocation\ncasting_time: 1 action\nrange: 150 feet\ncomponents: [V, S]\nduration: Instantaneous\nclasses: [wizard]\ndescription: See {@spell Shield|XPHB} and {@spell Fireball|PHB}.\n',
  'x/fireball-2024.spell.yaml': 'name: Fireball\nedition: 2024\nlevel: 3\nschool: evocation\ncasting_time: Action\nrange: 150 feet\ncomponents: [V, S]\nduration: Instantaneous\nclasses: [sorcerer]\ndescription: Also {@spell Fireball}.\n',
  'x/shield-tov.spell.yaml': 'name: Shield\nsystem: tov\ncircle: 1\nschool: abjuration\ncasting_time: 1 reaction\nrange: Self\ncomponents: [V, S]\nduration: 1 round\ndescription: A ToV shield; see {@spell Fireball}.\n',
  'x/shield-5e.spell.yaml': 'name: Shield\nlevel: 1\nschool: abjuration\ncasting_time: 1 reaction\nrange: Self\ncomponents: [V, S]\nduration: 1 round\nclasses: [wizard]\ndescription: The 5e shield.\n',
  'x/tov.spell-list.yaml': 'system: tov\nspell_lists:\n  wizard: [Shield, Fireball, Nowhere]\n',
  'x/2024.spell-list.yaml': 'system: dnd5e\nedition: 2024\nspell_lists:\n  sorcerer: [Fireball, Shield]\n',
};

/** The index's answers, in a form that does not depend on the order files were added. */
function answers(index: WorkspaceIndex): unknown {
  const id = (s: SpellAt) => `${s.file.uri}#${s.i}`;
  const uris = index.uris().sort();
  const resolved: Record<string, string[][]> = {};
  const findings: Record<string, string[]> = {};
  const links: Record<string, unknown> = {};
  for (const uri of uris) {
    links[uri] = documentLinks(index, uri);
    resolved[uri] = index.file(uri)!.facts.refs.map((r) => index.resolve(r).map(id).sort());
    findings[uri] = crossFileFindings(index, uri)
      .map((f) => JSON.stringify(f))
      .sort();
  }
  return { size: index.size(), uris, resolved, findings, links, compendium: compendium(index), symbols: workspaceSymbols(index, 'o', 50).map((h) => [h.name, h.place]) };
}

/** A plain resolution, without the index's maps: every spell of the index, filtered by the rules `resolve` documents. */
function plainResolve(index: WorkspaceIndex, ref: RefFact): string[] {
  const all: SpellAt[] = [];
  for (const file of index.allFiles()) file.facts.spells.forEach((s, i) => s.key === ref.key && all.push({ file, i }));
  if (ref.kind === 'link' && ref.foundryId) {
    const byId: SpellAt[] = [];
    for (const file of index.allFiles()) file.facts.spells.forEach((s, i) => s.foundryId === ref.foundryId && byId.push({ file, i }));
    if (byId.length > 0) return byId.map((s) => `${s.file.uri}#${s.i}`).sort();
  }
  if (ref.kind === 'link' && ref.documentType !== undefined && ref.documentType !== 'Item') return [];
  let c = all;
  const sys = (s: SpellAt) => index.spell(s).system;
  const ed = (s: SpellAt) => index.spell(s).edition;
  if (ref.system) c = c.filter((s) => sys(s) === ref.system);
  else if (ref.preferSystem && c.some((s) => sys(s) === ref.preferSystem)) c = c.filter((s) => sys(s) === ref.preferSystem);
  const edition = ref.edition ?? ref.preferEdition;
  if (edition !== undefined) {
    if (c.some((s) => ed(s) === edition)) c = c.filter((s) => ed(s) === edition);
    else if (ref.edition !== undefined) c = c.filter((s) => ed(s) === undefined);
  }
  return c.map((s) => `${s.file.uri}#${s.i}`).sort();
}

describe('WorkspaceIndex: patched file by file = built afresh', () => {
  for (const seed of [1, 2, 3, 4]) {
    it(`seed ${seed}: 120 random edits, deletions and new files`, () => {
      const gen = generateWorkspace({ count: 150, hotRefs: 15, seed });
      const files = new Map<string, string>([...gen.files.map((f): [string, string] => [f.path, f.text]), ...Object.entries(VARIETY)]);
      const inc = new WorkspaceIndex();
      for (const [uri, text] of files) inc.update(uri, text, OPTS);
      const r = mulberry32(seed * 101);
      const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
      const names = [...gen.names, 'Fireball', 'Shield', 'Nowhere'];
      for (let step = 0; step < 120; step++) {
        const uris = [...files.keys()];
        const roll = r();
        const uri = pick(uris);
        if (roll < 0.15) {
          files.delete(uri);
          inc.remove(uri);
          continue;
        }
        let text: string;
        if (roll < 0.3) {
          // A new file: a spell under a name that may already exist, naming another spell.
          const name = r() < 0.5 ? pick(names) : `Fresh ${seed} ${step}`;
          text = `name: ${name}\nlevel: 2\nschool: illusion\ncasting_time: 1 action\nrange: Self\ncomponents: [V]\nduration: 1 minute\nclasses: [${pick(['bard', 'wizard', 'cleric'])}]\ndescription: Like {@spell ${pick(names)}}.\n`;
          const at = `new/${seed}-${step}.spell.yaml`;
          files.set(at, text);
          inc.update(at, text, OPTS);
          continue;
        }
        const old = files.get(uri)!;
        if (roll < 0.55) text = old.replace(/^name: .*$/m, `name: ${pick(names)}`);
        else if (roll < 0.7) text = old.replace(/\{@spell [^}]*\}/, `{@spell ${pick(names)}}`);
        else if (roll < 0.85) text = old.replace(/^( {4}- ).*$/m, `$1${pick(names)}`).replace(/classes: \[[^\]]*\]/, `classes: [${pick(['bard', 'druid', 'warlock'])}]`);
        else text = old; // the same text again: update must change nothing
        files.set(uri, text);
        inc.update(uri, text, OPTS);
      }
      const fresh = new WorkspaceIndex();
      for (const uri of [...files.keys()].reverse()) fresh.update(uri, files.get(uri)!, OPTS);
      expect(answers(inc)).toEqual(answers(fresh));
    });
  }

  it('resolve (with its one-spell shortcut) = a plain filter over every spell, for every reference', () => {
    const gen = generateWorkspace({ count: 150, hotRefs: 15, seed: 9 });
    const index = new WorkspaceIndex();
    for (const f of gen.files) index.update(f.path, f.text, OPTS);
    for (const [uri, text] of Object.entries(VARIETY)) index.update(uri, text, OPTS);
    let refs = 0;
    let several = 0;
    for (const uri of index.uris()) {
      for (const ref of index.file(uri)!.facts.refs) {
        refs++;
        const got = index.resolve(ref).map((s) => `${s.file.uri}#${s.i}`).sort();
        if (index.spellsNamed(ref.key).length > 1) several++;
        expect(got, `${uri} ${ref.name}`).toEqual(plainResolve(index, ref));
      }
    }
    // Both paths were taken: names of one spell (the generated ones) and names of several (the variety files).
    expect(refs).toBeGreaterThan(100);
    expect(several).toBeGreaterThanOrEqual(6);
  });
});
