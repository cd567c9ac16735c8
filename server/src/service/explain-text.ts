/**
 * The readable text of `explain`: one explained spell (features/explain.ts's
 * figures: area and squares, range, save DC, attack bonus, damage tables,
 * DCs, casting odds) as the lines `grimoire explain` prints, in the asked
 * locale, each figure with its source. Pure.
 */
import { formatLength, t, type Locale, type MessageKey, type MsgArg } from './i18n';
import { methodName, numIn, pctIn, sourceNamesIn } from './features/words';
import { areaLabel } from './features/figures/area';
import { localiseRange } from './features/range-info';
import type { ExplainedSpell } from './features/explain';
import type { GridMethod } from './compute/geometry';

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
    const sizes = Object.entries(a.sizes).map(([k, v]) => tr('ex.size', { k: { key: `term.dim.${k}` }, v: formatLength(l, Math.round(v * 100) / 100, 'ft') })).join(', ');
    const counts = Object.entries(a.squares)
      .map(([m, c]) => {
        const method = methodName(l, m as GridMethod);
        return a.squaresDiagonal ? tr('ex.countDiag', { method, n: c, d: String(a.squaresDiagonal[m]) }) : tr('ex.count', { method, n: c });
      })
      .join(', ');
    const shape = { key: `term.shape.${a.shape}` };
    if (a.origin && a.sizes.distance !== undefined) {
      // An emanation is said whole: its distance and its origin's size ("15-ft emanation, Medium origin").
      lines.push(`  ${tr('ex.area', { shape: areaLabel({ shape: 'emanation', distance: a.sizes.distance, originSize: a.origin.size, includeOrigin: a.origin.included }), counts, src: src('area') })}`);
    } else if (a.template) lines.push(`  ${tr('ex.areaTemplate', { template: a.template, n: a.squares.wfb ?? 0, src: src('area') })}`);
    else if (!sizes) lines.push(`  ${tr('ex.area', { shape, counts, src: src('area') })}`);
    else if (a.written) lines.push(`  ${tr('ex.areaSizesWritten', { shape, sizes, written: a.written, counts, src: src('area') })}`);
    else lines.push(`  ${tr('ex.areaSizes', { shape, sizes, counts, src: src('area') })}`);
    if (a.note) lines.push(`    (${a.note})`);
  }
  if (s.range) {
    const r = localiseRange(l, s.range);
    const ft = formatLength(l, Math.round(r.feet * 100) / 100, 'ft');
    const m = formatLength(l, Math.round(r.metres * 100) / 100, 'm');
    lines.push(`  ${r.formula ? tr('ex.rangeAt', { level: r.level, ft, m, formula: r.formula }) : tr('ex.range', { ft, m })}`);
    lines.push(`    (${r.sourceNote})`);
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
