/**
 * One message form: a finding (and its fixes) and every note a figure keeps
 * carry catalogue references and their data, never text. The types say so
 * (checked by the type checker below), and every sample and fixture is
 * analysed to show the objects hold nothing else: each reference names a key
 * of the English catalogue, and renders in every locale with every
 * placeholder filled. English is one of the locales: the byte-for-byte
 * comparison with the text printed before is scripts/compare-snapshots.mjs
 * (see CONTRIBUTING.md) and the notes' tests, which pin it by hand.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { createSpellService } from '../../../server/src/service/service';
import { normaliseSettings, settingsForPath } from '../../../server/src/service/index';
import { CATALOGUES, LOCALES, messageIn, render, type MsgArg, type MsgRef } from '../../../server/src/service/i18n';
import type { Fix, Problem } from '../../../server/src/service/types';
import type { Finding } from '../../../server/src/service/rules/rule';
import type { Footprint } from '../../../server/src/service/compute/geometry';
import { areaCounts, spellArea, type SpellArea } from '../../../server/src/service/features/figures/area';
import { damageTable, type DamageTable } from '../../../server/src/service/features/figures/damage';
import { profileFor } from '../../../server/src/service/features/figures/profile';
import type { ResolvedProfile } from '../../../server/src/service/compute/abilities';
import { ROOT } from '../../helpers/corpus';

describe('the types hold references, no text', () => {
  it('findings, fixes and notes', () => {
    expectTypeOf<Problem>().not.toHaveProperty('message');
    expectTypeOf<Problem['msg']>().toEqualTypeOf<MsgRef[]>();
    expectTypeOf<Finding>().not.toHaveProperty('message');
    expectTypeOf<Fix['title']>().toEqualTypeOf<MsgRef>();
    expectTypeOf<Fix>().not.toHaveProperty('titleMsg');
    expectTypeOf<Footprint['notes']>().toEqualTypeOf<MsgRef[]>();
    expectTypeOf<Footprint>().not.toHaveProperty('noteData');
    expectTypeOf<SpellArea['notes']>().toEqualTypeOf<MsgRef[]>();
    expectTypeOf<SpellArea['label']>().toEqualTypeOf<MsgRef>();
    expectTypeOf<DamageTable['notes']>().toEqualTypeOf<MsgRef[]>();
    expectTypeOf<ResolvedProfile['notes']>().toEqualTypeOf<MsgRef[]>();
  });
});

/** Every sample and fixture the tool reads (YAML and JSON). */
function inputs(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (/\.(ya?ml|json)$/.test(name) && !/\.expected\.json$/.test(name)) out.push(p);
    }
  };
  walk(join(ROOT, 'samples'));
  walk(join(ROOT, 'test/fixtures'));
  return out;
}

const PLACEHOLDER = /\{[A-Za-z_][A-Za-z0-9_]*\}/;

/** Problems with `ref` as a reference: its key in the English catalogue, its arguments plain data, every locale's text complete. */
function refProblems(ref: unknown, where: string): string[] {
  const out: string[] = [];
  const r = ref as MsgRef;
  if (!r || typeof r !== 'object' || typeof r.key !== 'string') return [`${where}: not a reference: ${JSON.stringify(ref)}`];
  const extra = Object.keys(r).filter((k) => k !== 'key' && k !== 'args');
  if (extra.length) out.push(`${where}: ${r.key} has ${extra.join(', ')}`);
  if (!Object.prototype.hasOwnProperty.call(CATALOGUES.en, r.key)) out.push(`${where}: ${r.key} is not in the catalogue`);
  const nested = (a: MsgArg | undefined, at: string): void => {
    if (a && typeof a === 'object' && 'key' in a) out.push(...refProblems(a, at));
    else if (a && typeof a === 'object' && 'list' in a) a.list.forEach((x, i) => nested(x, `${at}[${i}]`));
  };
  for (const [k, a] of Object.entries(r.args ?? {})) nested(a, `${where}.${k}`);
  for (const l of LOCALES) {
    const text = render(l, r);
    // A placeholder left unfilled: `{name}` in the text but not in the file's own words (an argument may quote the file).
    const own = JSON.stringify(r.args ?? {});
    const left = text.match(PLACEHOLDER)?.[0];
    if (left && !own.includes(left)) out.push(`${where}: ${r.key} in ${l} leaves ${left}`);
  }
  return out;
}

describe('findings and notes of every sample and fixture', () => {
  const svc = createSpellService();
  const files = inputs();
  let findings = 0;
  let notes = 0;
  const bad: string[] = [];
  const unreadable: string[] = [];
  for (const file of files) {
    const name = relative(ROOT, file);
    const text = readFileSync(file, 'utf8');
    const settings = settingsForPath(normaliseSettings({}), file);
    const a = svc.analyze(text, settings);
    for (const [i, d] of a.diagnostics.entries()) {
      findings++;
      const where = `${name} finding ${i} (${d.code})`;
      const keys = Object.keys(d).filter((k) => !['code', 'severity', 'msg', 'start', 'end', 'fixes'].includes(k));
      if (keys.length) bad.push(`${where}: holds ${keys.join(', ')}`);
      if (!Array.isArray(d.msg) || d.msg.length === 0) bad.push(`${where}: no message reference`);
      d.msg.forEach((r, j) => bad.push(...refProblems(r, `${where} sentence ${j}`)));
      for (const [j, f] of (d.fixes ?? []).entries()) {
        const fk = Object.keys(f).filter((k) => !['title', 'edits', 'kind'].includes(k));
        if (fk.length) bad.push(`${where} fix ${j}: holds ${fk.join(', ')}`);
        bad.push(...refProblems(f.title, `${where} fix ${j}`));
      }
    }
    for (const [k, spell] of a.spells.entries()) {
      const where = `${name} spell ${k}`;
      try {
        void spell.value;
      } catch {
        unreadable.push(where);
        continue;
      }
      const all: Array<[string, MsgRef[]]> = [];
      const area = spellArea(spell);
      if (area) {
        bad.push(...refProblems(area.label, `${where} area label`));
        all.push(['area', area.notes], ['squares', areaCounts(area.spec, spell.system).notes]);
      }
      for (const key of ['damage', 'heal'] as const) {
        const t = damageTable(spell, key, 5);
        if (t) all.push([key, t.notes]);
      }
      all.push(['profile', profileFor(spell, settings).resolved.notes]);
      for (const [what, list] of all) {
        list.forEach((n, j) => {
          notes++;
          bad.push(...refProblems(n, `${where} ${what} note ${j}`));
        });
      }
    }
  }

  it('hold references with their data only, each known to the catalogue and complete in every locale', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(findings).toBeGreaterThan(150);
    expect(notes).toBeGreaterThan(100);
    expect(bad).toEqual([]);
    // Every spell's figures can be made, the duplicate-key spell of broken-item.spells.yaml among them
    // (its value is read last-wins, as the analysis reported it).
    expect(unreadable).toEqual([]);
  });

  it("a finding's text is its sentences rendered, in English as in any locale", () => {
    const d: Problem = { code: 'yaml/duplicate-key', severity: 'error', msg: [{ key: 'parse.duplicateKey', args: { key: 'name' } }, { key: 'dialect.foundryField', args: { field: 'system.level' } }], start: 0, end: 1 };
    // The two sentences of the English catalogue, set side by side with a space; Japanese with none.
    expect(messageIn('en', d)).toBe('Duplicate key "name": the later value silently replaces the earlier one. (Foundry field `system.level`)');
    expect(messageIn('ja', d)).toBe('キー"name"が重複しています。後の値が前の値を黙って置き換えます。（Foundryのフィールド`system.level`）');
  });
});
