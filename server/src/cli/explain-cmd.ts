/**
 * `grimoire explain <file> [--json] [--ability-score N] [--caster-level N]
 * [--dc-bonus N] [--wizard-level N]`: the computed numbers of every spell in
 * a file (areas and squares, save DC, attack bonus, damage tables, DCs,
 * casting odds), as text or JSON. The numbers come from
 * `service/features/explain.ts`, the same functions the hovers use.
 * Exit 0; 2 on bad usage (missing file, bad flag values), without a stack.
 */
import { formatLength, t, type Locale, type MessageKey, type MsgArg } from '../service/i18n';
import { methodName, numIn, pctIn, sourceNamesIn } from '../service/features/words';
import { localiseRange } from '../service/features/range-info';
import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { usage, localeOption } from './files';

/** `usage` under another name: `analyseFile` has a parameter called `usage`. */
const usageError = usage;
import { ConfigResolver } from './config';
import { decodeUtf8, service } from './lint';
import { settingsForPath } from '../service/detect';
import type { Analysis } from '../service/analysis';
import type { GrimoireSettings } from '../service/settings';
import { explainSpells, type ExplainedSpell } from '../service/features/explain';
import type { ProfileOverrides } from '../service/features/figures/profile';
import { METHOD_NAMES } from '../service/features/method-names';
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
      if (v === undefined || (v.startsWith('-') && !/^-\d/.test(v))) throw usage('cli.usage.needsValue', { flag });
      i++;
      return v;
    };
    const pf = profileFlags ? PROFILE_FLAGS[flag] : undefined;
    if (pf) {
      const raw = value();
      const n = /^-?\d+$/.test(raw.trim()) ? Number(raw) : Number.NaN;
      if (!Number.isInteger(n) || n < pf.min || n > pf.max) throw usage('ex.usage.range', { flag, min: String(pf.min), max: String(pf.max), raw });
      o.overrides[pf.key] = n;
    } else if (valued.includes(flag)) {
      o.extra.set(flag, value());
    } else if (bare.includes(flag) && inline === undefined) {
      o.extra.set(flag, true);
    } else if (a.startsWith('-') && a !== '-') {
      throw usage('cli.usage.unknownOption', { option: a });
    } else {
      if (o.file !== undefined) throw usage('ex.usage.oneFile', { first: o.file, second: a });
      o.file = a;
    }
  }
  return o;
}

/** Read and analyse one spell file with the settings of its `.grimoirerc.yaml`. Throws UsageError when it cannot be read. */
export function analyseFile(file: string | undefined, cwd: string, usage: string, locale?: string): { path: string; analysis: Analysis; settings: GrimoireSettings } {
  if (!file) throw usageError('ex.usage.needFile', { usage });
  const path = resolve(cwd, file);
  let st;
  try {
    st = statSync(path);
  } catch {
    throw usageError('ex.usage.noSuchFile', { file });
  }
  if (!st.isFile()) throw usageError('ex.usage.notFile', { file });
  const base = new ConfigResolver().forFile(path).settings;
  // `--locale` wins over the config's `locale:`; an unknown one is a usage error (as for lint).
  const settings = locale === undefined ? base : { ...base, locale: localeOption(locale) };
  let buf: Buffer;
  try {
    buf = readFileSync(path);
  } catch (e) {
    throw usageError('ex.usage.cannotRead', { file, error: (e as Error).message });
  }
  const text = decodeUtf8(buf);
  if (text === undefined) throw usageError('ex.usage.notUtf8', { file });
  // A `.json` file is read as strict JSON, as the lint reads it.
  return { path, analysis: service().analyze(text, settingsForPath(settings, path)), settings };
}

/** The readable text summary of one explained spell, in `l` (`--locale`, or the config's `locale:`). */
export function explainText(s: ExplainedSpell, l: Locale = 'en'): string {
  const tr = (key: MessageKey, args?: Record<string, MsgArg>) => t(l, key, args);
  const n = (x: number) => numIn(l, x);
  const pct = (p: number) => pctIn(l, p);
  const lines: string[] = [];
  lines.push(tr('ex.head', { name: s.name, system: s.system, line: s.line }));
  const p = s.profile;
  if (s.save || s.attack) {
    const parts: string[] = [p.abilityScore !== null ? tr('ex.ability', { score: p.abilityScore, mod: `${p.abilityModifier >= 0 ? '+' : ''}${p.abilityModifier}` }) : tr('ex.abilityMod', { mod: p.abilityModifier })];
    parts.push(tr('ex.level', { level: p.level, prof: p.proficiencyBonus }));
    if (p.dcBonus) parts.push(tr('ex.dcBonus', { v: p.dcBonus }));
    if (p.dc !== null) parts.push(tr('ex.fixedDc', { v: p.dc }));
    const list = parts.join(l === 'ja' ? '、' : ', ');
    lines.push(`  ${tr(p.defaulted.some((d) => d === 'abilityScore' || d === 'level') ? 'ex.profileDefault' : 'ex.profile', { parts: list })}`);
  }
  const src = (...keys: string[]) => {
    const list = sourceNamesIn(l, keys.map((k) => s.sources?.[k]));
    return list.length ? ` [${list.join('; ')}]` : '';
  };
  if (s.area) {
    const a = s.area;
    const sizes = Object.entries(a.sizes).map(([k, v]) => tr('ex.size', { k: l === 'en' ? k : { key: `term.dim.${k}` }, v: formatLength(l, Math.round(v * 100) / 100, 'ft') })).join(', ');
    const counts = Object.entries(a.squares)
      .map(([m, c]) => {
        const method = l === 'en' ? (METHOD_NAMES[m as GridMethod] ?? m) : methodName(l, m as GridMethod);
        return a.squaresDiagonal ? tr('ex.countDiag', { method, n: c, d: String(a.squaresDiagonal[m]) }) : tr('ex.count', { method, n: c });
      })
      .join(', ');
    const shape = l === 'en' ? a.shape : { key: `term.shape.${a.shape}` };
    if (a.template) lines.push(`  ${tr('ex.areaTemplate', { template: a.template, n: a.squares.wfb ?? 0, src: src('area') })}`);
    else if (!sizes) lines.push(`  ${tr('ex.area', { shape, counts, src: src('area') })}`);
    else if (a.written) lines.push(`  ${tr('ex.areaSizesWritten', { shape, sizes, written: a.written, counts, src: src('area') })}`);
    else lines.push(`  ${tr('ex.areaSizes', { shape, sizes, counts, src: src('area') })}`);
    if (a.note) lines.push(`    (${a.note})`);
  }
  if (s.range) {
    const r = localiseRange(l, s.range);
    const ft = l === 'en' ? `${n(r.feet)} ft` : formatLength(l, Math.round(r.feet * 100) / 100, 'ft');
    const m = l === 'en' ? `${n(r.metres)} m` : formatLength(l, Math.round(r.metres * 100) / 100, 'm');
    lines.push(`  ${r.formula ? tr('ex.rangeAt', { level: r.level, ft, m, formula: r.formula }) : tr('ex.range', { ft, m })}`);
    // English: the service's note as is (range-info.ts; the catalogue holds the same text, test/cli/locale.test.ts).
    lines.push(`    (${l === 'en' ? r.sourceNote : tr(r.source === 'srd' ? (r.unit === 'm' ? 'ex.src.srdM' : 'ex.src.srd') : r.unit === 'm' ? 'ex.src.writtenM' : 'ex.src.written')})`);
  }
  if (s.save) lines.push(`  ${tr('ex.save', { abil: s.save.ability.toUpperCase() || '?', dc: s.save.dc, src: src('save', 'abilityModifier') })}`);
  if (s.attack) lines.push(`  ${tr('ex.attack', { b: `${s.attack.bonus >= 0 ? '+' : ''}${s.attack.bonus}`, src: src('attack', 'abilityModifier') })}`);
  const ROW: Record<string, MessageKey> = { slot: 'hover.dmg.col.slot', characterLevel: 'hover.dmg.col.characterLevel', casterLevel: 'hover.dmg.col.casterLevel', highestCircle: 'hover.dmg.col.highestCircle' };
  const table = (label: MessageKey, key: 'damage' | 'heal', rows: ExplainedSpell['damage']) => {
    if (!rows || rows.length === 0) return;
    const by = tr(ROW[s.scaling?.[key] ?? ''] ?? 'hover.level.colLevel');
    const mod = s.scaling?.[key === 'damage' ? 'damageModifier' : 'healModifier'];
    const list = rows.map((r) => tr('ex.row', { level: r.level, dice: r.dice, avg: n(r.average), max: n(r.maximum) })).join('; ');
    lines.push(`  ${mod ? tr('ex.tableMod', { label: { key: label }, by, mod, src: src(key), rows: list }) : tr('ex.table', { label: { key: label }, by, src: src(key), rows: list })}`);
  };
  table('ex.damage', 'damage', s.damage);
  table('ex.healing', 'heal', s.heal);
  const g = s.ritualGrowth;
  if (g) {
    for (const [what, r] of [['ex.damage', g.damage], ['ex.healing', g.heal]] as const) {
      if (!r) continue;
      const args = { what: { key: what }, level: g.casterLevel, hi: g.highestCircle, dice: r.dice, mod: r.modifier ? ` + ${r.modifier}` : '', avg: n(r.average), src: src(what === 'ex.damage' ? 'damage' : 'heal') };
      lines.push(`  ${r.averageWithModifier !== undefined ? tr('ex.ritualMod', { ...args, withMod: n(r.averageWithModifier) }) : tr('ex.ritual', args)}`);
    }
  }
  if (s.concentrationDc !== undefined) lines.push(`  ${tr('ex.concDc', { dc: s.concentrationDc, src: src('concentrationDc') })}`);
  const facts: string[] = [];
  if (s.identifyDc !== undefined) facts.push(tr('ex.identify', { dc: s.identifyDc, src: src('identifyDc') }));
  if (s.spellPoints !== undefined) facts.push(tr('ex.points', { n: s.spellPoints, src: src('spellPoints') }));
  if (s.minCasterLevel) {
    const m = s.minCasterLevel;
    facts.push(m.half !== undefined ? tr('ex.lowest', { full: m.full, half: String(m.half ?? '-'), third: String(m.third ?? '-'), src: src('minCasterLevel', 'minCasterLevelHalfThird') }) : tr('ex.lowestFull', { full: m.full, src: src('minCasterLevel') }));
  }
  if (facts.length) lines.push(`  ${facts.join('; ')}`);
  for (const c of s.casting ?? []) {
    const cells = Object.entries(c.byDice).map(([d, o]) => `${d}d ${pct(o.cast)}${o.castIfBothFails !== o.cast ? ` (${pct(o.castIfBothFails)})` : ''}`);
    lines.push(`  ${tr('ex.casting', { cv: c.castingValue, L: p.wizardLevel, src: src('casting'), cells: cells.join(', ') })}`);
  }
  if (s.casting?.length) lines.push(`  ${tr('ex.castingNote')}`);
  return lines.join('\n');
}

const USAGE = 'grimoire explain <file> [--json] [--ability-score N] [--caster-level N] [--dc-bonus N] [--wizard-level N] [--locale LANG]';

/** Run `explain`; returns the exit code. */
export function runExplain(args: string[], cwd: string, out: (s: string) => void, err: (s: string) => void): number {
  const o = parseFileArgs(args, ['--locale'], ['--json']);
  const { analysis, settings } = analyseFile(o.file, cwd, USAGE, o.extra.get('--locale') as string | undefined);
  const report = explainSpells(analysis, settings, o.overrides);
  if (o.extra.has('--json')) {
    out(JSON.stringify({ file: o.file, spells: report.spells }, null, 2) + '\n');
    return 0;
  }
  if (report.spells.length === 0) {
    err(t(settings.locale, 'ex.none', { file: String(o.file) }));
    return 0;
  }
  out(report.spells.map((sp) => explainText(sp, settings.locale)).join('\n\n') + '\n');
  return 0;
}
