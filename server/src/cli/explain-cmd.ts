/**
 * `grimoire explain <file> [--json] [--ability-score N] [--caster-level N]
 * [--dc-bonus N] [--wizard-level N]`: the computed numbers of every spell in
 * a file (areas and squares, save DC, attack bonus, damage tables, DCs,
 * casting odds), as text or JSON. The numbers come from
 * `service/features/explain.ts`, the same functions the hovers use.
 * Exit 0; 2 on bad usage (missing file, bad flag values), without a stack.
 */
import { userWords } from '../service/rules/sources';
import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { UsageError } from './files';
import { ConfigResolver } from './config';
import { decodeUtf8, service } from './lint';
import type { Analysis } from '../service/analyze';
import type { GrimoireSettings } from '../service/settings';
import { explainSpells, METHOD_NAMES, type ExplainedSpell, type ProfileOverrides } from '../service/features/explain';
import type { GridMethod } from '../service/compute/geometry';

/** A profile flag: its profile field and accepted range. */
const PROFILE_FLAGS: Record<string, { key: keyof ProfileOverrides; min: number; max: number }> = {
  '--ability-score': { key: 'abilityScore', min: 1, max: 30 },
  '--caster-level': { key: 'level', min: 1, max: 20 },
  '--dc-bonus': { key: 'dcBonus', min: -20, max: 20 },
  '--wizard-level': { key: 'wizardLevel', min: 1, max: 4 },
};

/** Options shared by `explain` and `render`. */
export interface FileCommandOptions {
  file?: string;
  overrides: ProfileOverrides;
  /** Flags the caller handles itself, by name, with their values. */
  extra: Map<string, string | true>;
}

/**
 * Parse a file command's arguments: one file, the profile flags (`--flag N`
 * or `--flag=N`, whole numbers in range) unless `profileFlags` is false, and the caller's own flags
 * (`valued` take a value, `bare` do not). Throws UsageError on anything else.
 */
export function parseFileArgs(args: string[], valued: string[], bare: string[], profileFlags = true): FileCommandOptions {
  const o: FileCommandOptions = { overrides: {}, extra: new Map() };
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    const eq = a.startsWith('--') ? a.indexOf('=') : -1;
    const flag = eq > 0 ? a.slice(0, eq) : a;
    const inline = eq > 0 ? a.slice(eq + 1) : undefined;
    const value = (): string => {
      if (inline !== undefined) return inline;
      const v = args[i + 1];
      if (v === undefined || (v.startsWith('-') && !/^-\d/.test(v))) throw new UsageError(`${flag} needs a value`);
      i++;
      return v;
    };
    const pf = profileFlags ? PROFILE_FLAGS[flag] : undefined;
    if (pf) {
      const raw = value();
      const n = /^-?\d+$/.test(raw.trim()) ? Number(raw) : Number.NaN;
      if (!Number.isInteger(n) || n < pf.min || n > pf.max) throw new UsageError(`${flag} takes a whole number from ${pf.min} to ${pf.max} (got "${raw}")`);
      o.overrides[pf.key] = n;
    } else if (valued.includes(flag)) {
      o.extra.set(flag, value());
    } else if (bare.includes(flag) && inline === undefined) {
      o.extra.set(flag, true);
    } else if (a.startsWith('-') && a !== '-') {
      throw new UsageError(`Unknown option ${a}`);
    } else {
      if (o.file !== undefined) throw new UsageError(`One file at a time (got ${o.file} and ${a})`);
      o.file = a;
    }
  }
  return o;
}

/** Read and analyse one spell file with the settings of its `.grimoirerc.yaml`. Throws UsageError when it cannot be read. */
export function analyseFile(file: string | undefined, cwd: string, usage: string): { path: string; analysis: Analysis; settings: GrimoireSettings } {
  if (!file) throw new UsageError(`A file is needed. Usage: ${usage}`);
  const path = resolve(cwd, file);
  let st;
  try {
    st = statSync(path);
  } catch {
    throw new UsageError(`No such file: ${file}`);
  }
  if (!st.isFile()) throw new UsageError(`Not a file: ${file}`);
  const settings = new ConfigResolver().forFile(path).settings;
  let buf: Buffer;
  try {
    buf = readFileSync(path);
  } catch (e) {
    throw new UsageError(`Cannot read ${file}: ${(e as Error).message}`);
  }
  const text = decodeUtf8(buf);
  if (text === undefined) throw new UsageError(`${file} is not valid UTF-8 text`);
  return { path, analysis: service().analyze(text, settings), settings };
}

function num(n: number): string {
  return String(Math.round(n * 100) / 100);
}

function pct(p: number): string {
  return `${(Math.round(p * 1000) / 10).toFixed(1)}%`;
}

/** The readable text summary of one explained spell. */
export function explainText(s: ExplainedSpell): string {
  const lines: string[] = [];
  lines.push(`${s.name} (${s.system}, line ${s.line})`);
  const p = s.profile;
  if (s.save || s.attack) {
    const ability = p.abilityScore !== null ? `ability ${p.abilityScore} (${p.abilityModifier >= 0 ? '+' : ''}${p.abilityModifier})` : `ability modifier ${p.abilityModifier}`;
    lines.push(`  profile: ${ability}, level ${p.level} (proficiency +${p.proficiencyBonus})${p.dcBonus ? `, DC bonus ${p.dcBonus}` : ''}${p.dc !== null ? `, fixed DC ${p.dc}` : ''}${p.defaulted.some((d) => d === 'abilityScore' || d === 'level') ? ' (default profile where the file and settings give none)' : ''}`);
  }
  const src = (...keys: string[]) => {
    const list = [...new Set(keys.map((k) => s.sources?.[k]).filter((x): x is string => !!x).map(userWords))];
    return list.length ? ` [${list.join('; ')}]` : '';
  };
  if (s.area) {
    const a = s.area;
    const sizes = Object.entries(a.sizes).map(([k, v]) => `${k} ${num(v)} ft`).join(', ');
    const counts = Object.entries(a.squares)
      .map(([m, n]) => `${METHOD_NAMES[m as GridMethod] ?? m} ${n}${a.squaresDiagonal ? ` / ${a.squaresDiagonal[m]} diagonal` : ''}`)
      .join(', ');
    if (a.template) lines.push(`  area: ${a.template} template: ${a.squares.wfb ?? 0} one-inch squares covered at least half${src('area')}`);
    else lines.push(`  area: ${a.shape}${sizes ? ` (${sizes}${a.written ? `; written ${a.written}` : ''})` : ''}: ${counts} squares${src('area')}`);
    if (a.note) lines.push(`    (${a.note})`);
  }
  if (s.range) {
    const r = s.range;
    lines.push(`  range${r.formula ? ` at caster level ${r.level}` : ''}: ${num(r.feet)} ft (${num(r.metres)} m)${r.formula ? ` = ${r.formula}` : ''}`);
    lines.push(`    (${r.sourceNote})`);
  }
  if (s.save) lines.push(`  save: ${s.save.ability.toUpperCase() || '?'} DC ${s.save.dc}${src('save', 'abilityModifier')}`);
  if (s.attack) lines.push(`  spell attack: ${s.attack.bonus >= 0 ? '+' : ''}${s.attack.bonus}${src('attack', 'abilityModifier')}`);
  const ROW: Record<string, string> = { slot: 'slot', characterLevel: 'character level', casterLevel: 'caster level', highestCircle: 'highest circle' };
  const table = (label: string, key: 'damage' | 'heal', rows: ExplainedSpell['damage']) => {
    if (!rows || rows.length === 0) return;
    const by = ROW[s.scaling?.[key] ?? ''] ?? 'level';
    const mod = s.scaling?.[key === 'damage' ? 'damageModifier' : 'healModifier'];
    lines.push(`  ${label} (${by}: dice${mod ? ` + ${mod}` : ''})${src(key)}: ${rows.map((r) => `${r.level}: ${r.dice} avg ${num(r.average)} max ${num(r.maximum)}`).join('; ')}`);
  };
  table('damage', 'damage', s.damage);
  table('healing', 'heal', s.heal);
  const g = s.ritualGrowth;
  if (g) {
    for (const [what, r] of [['damage', g.damage], ['healing', g.heal]] as const) {
      if (!r) continue;
      lines.push(`  ritual ${what} at level ${g.casterLevel} (highest circle ${g.highestCircle}): ${r.dice}${r.modifier ? ` + ${r.modifier}` : ''} avg ${num(r.average)}${r.averageWithModifier !== undefined ? ` (${num(r.averageWithModifier)} with the modifier)` : ''}${src(what === 'damage' ? 'damage' : 'heal')}`);
    }
  }
  if (s.concentrationDc !== undefined) lines.push(`  concentration DC from the average damage: ${s.concentrationDc}${src('concentrationDc')}`);
  const facts: string[] = [];
  if (s.identifyDc !== undefined) facts.push(`identify DC ${s.identifyDc}${src('identifyDc')}`);
  if (s.spellPoints !== undefined) facts.push(`spell points ${s.spellPoints}${src('spellPoints')}`);
  if (s.minCasterLevel) {
    const m = s.minCasterLevel;
    facts.push(m.half !== undefined ? `lowest caster level: full ${m.full}, half ${m.half ?? '-'}, third ${m.third ?? '-'}${src('minCasterLevel', 'minCasterLevelHalfThird')}` : `lowest caster level (full caster): ${m.full}${src('minCasterLevel')}`);
  }
  if (facts.length) lines.push(`  ${facts.join('; ')}`);
  for (const c of s.casting ?? []) {
    const cells = Object.entries(c.byDice).map(([d, o]) => `${d}d ${pct(o.cast)}${o.castIfBothFails !== o.cast ? ` (${pct(o.castIfBothFails)})` : ''}`);
    lines.push(`  casting ${c.castingValue}+ at wizard level ${p.wizardLevel}${src('casting')}: ${cells.join(', ')}`);
  }
  if (s.casting?.length) lines.push('  (in brackets: the worked example\'s reading, where irresistible force + miscast fails)');
  return lines.join('\n');
}

const USAGE = 'grimoire explain <file> [--json] [--ability-score N] [--caster-level N] [--dc-bonus N] [--wizard-level N]';

/** Run `explain`; returns the exit code. */
export function runExplain(args: string[], cwd: string, out: (s: string) => void, err: (s: string) => void): number {
  const o = parseFileArgs(args, [], ['--json']);
  const { analysis, settings } = analyseFile(o.file, cwd, USAGE);
  const report = explainSpells(analysis, settings, o.overrides);
  if (o.extra.has('--json')) {
    out(JSON.stringify({ file: o.file, spells: report.spells }, null, 2) + '\n');
    return 0;
  }
  if (report.spells.length === 0) {
    err(`${o.file}: no spells found.`);
    return 0;
  }
  out(report.spells.map(explainText).join('\n\n') + '\n');
  return 0;
}
