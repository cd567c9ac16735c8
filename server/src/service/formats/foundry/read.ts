/**
 * A Foundry VTT spell item (dnd5e or Black Flag, as its profile says: see
 * profile.ts) read into the canonical spell: the value, the source map (each
 * canonical path to the field it came from, for findings in place), the
 * fields the reading used (the rest is carried: ../contract.ts) and the notes
 * on what the canonical format cannot hold, each naming its field. The
 * activities (save, attack, damage, healing) are read in activities.ts; the
 * writer is write.ts. Pure, no IO; never throws.
 */
import { htmlToText } from '../../text/html';
import { enrichersToText } from './enrichers';
import { getAt, isObj, note, numeric, text, type MappedSpell, type Path } from '../types';
import { TEMPLATE_SHAPES, type FoundryProfile } from './profile';
import { readActivities } from './activities';
import { src, use, type ReadCtx } from './read-context';
import { formulaAt } from './formula';

export { enrichersToText };

/** Read a Foundry item document (already loaded) into the canonical spell. Never throws. */
export function readFoundry(doc: Record<string, unknown>, p: FoundryProfile): MappedSpell {
  const ctx: ReadCtx = { sources: [], notes: [], used: [] };
  const v: Record<string, unknown> = {};
  const sys = isObj(doc.system) ? doc.system : {};
  const at = (path: Path) => getAt(doc, path);
  const has = (path: Path) => isObj(getAt(doc, path.slice(0, -1))) && String(path[path.length - 1]) in (getAt(doc, path.slice(0, -1)) as object);
  const name = typeof doc.name === 'string' ? doc.name : undefined;
  // The item's type says it is a spell; the writer writes it.
  if (doc.type === 'spell') use(ctx, ['type']);
  if (doc.name !== undefined) {
    v.name = doc.name;
    src(ctx, ['name'], ['name']);
    use(ctx, ['name']);
  }
  v.system = p.system;
  // Description: HTML with enrichers, read as text.
  const html = getAt(sys, ['description', 'value']);
  if (typeof html === 'string' && html.trim()) {
    v.description = htmlToText(enrichersToText(html, name ?? ''));
    src(ctx, ['description'], ['system', 'description', 'value']);
    use(ctx, ['system', 'description', 'value']);
  }
  // Level / circle.
  const level = at(p.levelPath);
  if (level !== undefined && level !== null) {
    v[p.levelKey] = typeof level === 'string' && numeric(level) !== undefined ? numeric(level) : level;
    src(ctx, [p.levelKey], p.levelPath);
    use(ctx, p.levelPath);
  }
  // ToV source.
  if (p.sourcePath && p.sources) {
    const s = at(p.sourcePath);
    if (Array.isArray(s)) {
      const words = s.map((w) => (typeof w === 'string' ? p.sources![w] ?? w : w));
      v.source = words.length === 1 ? words[0] : words;
      src(ctx, ['source'], p.sourcePath);
      s.forEach((_w, i) => src(ctx, ['source', i], [...p.sourcePath!, i]));
      use(ctx, p.sourcePath);
    }
  }
  // School.
  const school = sys.school;
  if (school !== undefined) {
    v.school = typeof school === 'string' ? p.schools[school] ?? school : school;
    src(ctx, ['school'], ['system', 'school']);
    use(ctx, ['system', 'school']);
  }
  // Casting time: the mapping form, so the trigger keeps its own field.
  const act = at(p.activationPath);
  if (isObj(act)) {
    const type = typeof act.type === 'string' ? act.type : '';
    const unit = p.castUnits[type];
    const amount = numeric(act.value) ?? 1;
    if (unit) {
      const ct: Record<string, unknown> = { amount, unit };
      const cond = text(act.condition);
      if (cond) ct.trigger = cond;
      v.casting_time = ct;
      src(ctx, ['casting_time'], p.activationPath);
      src(ctx, ['casting_time', 'amount'], [...p.activationPath, act.value === undefined || act.value === null ? 'type' : 'value']);
      src(ctx, ['casting_time', 'unit'], [...p.activationPath, 'type']);
      if (cond) src(ctx, ['casting_time', 'trigger'], [...p.activationPath, 'condition']);
      use(ctx, [...p.activationPath, 'type']);
      if ('value' in act) use(ctx, [...p.activationPath, 'value']);
      if ('condition' in act) use(ctx, [...p.activationPath, 'condition']);
    } else {
      v.casting_time = type ? `${type}` : '';
      src(ctx, ['casting_time'], [...p.activationPath, 'type']);
      use(ctx, [...p.activationPath, 'type']);
      if (type) note(ctx.notes, 'dialect.n.fdy.castType', { type: `${type}` }, [...p.activationPath, 'type']);
    }
  }
  // Range.
  const range = getAt(sys, ['range']);
  if (isObj(range)) {
    const units = typeof range.units === 'string' ? range.units : '';
    const r = p.rangeUnits[units];
    const dist = numeric(range.value);
    if (r?.unit && dist !== undefined) {
      v.range = { distance: dist, unit: r.unit };
      src(ctx, ['range'], ['system', 'range']);
      src(ctx, ['range', 'distance'], ['system', 'range', 'value']);
      src(ctx, ['range', 'unit'], ['system', 'range', 'units']);
      use(ctx, ['system', 'range', 'value'], ['system', 'range', 'units']);
    } else if (r?.kind) {
      v.range = { kind: r.kind };
      src(ctx, ['range'], ['system', 'range']);
      src(ctx, ['range', 'kind'], ['system', 'range', 'units']);
      use(ctx, ['system', 'range', 'units']);
    } else {
      // No units (or a distance without a number): nothing the format can check.
      v.range = { kind: 'special' };
      src(ctx, ['range'], ['system', 'range']);
      if (units) note(ctx.notes, 'dialect.n.fdy.rangeUnits', { units: `${units}`, value: `${JSON.stringify(range.value)}` }, ['system', 'range']);
      else note(ctx.notes, 'dialect.n.fdy.rangeNoUnits', undefined, ['system', 'range']);
    }
  }
  // Components, concentration and ritual.
  const comps = at(p.componentsPath);
  const flags = at(p.flagsPath);
  const compList = Array.isArray(comps) ? comps : [];
  const flagList = Array.isArray(flags) ? flags : [];
  const letters: string[] = [];
  const compIdx: number[] = [];
  for (const [letter, word] of Object.entries(p.componentWords)) {
    const i = compList.indexOf(word);
    if (i >= 0) {
      letters.push(letter);
      compIdx.push(i);
    }
  }
  v.components = letters;
  src(ctx, ['components'], p.componentsPath);
  compIdx.forEach((i, k) => src(ctx, ['components', k], [...p.componentsPath, i]));
  if (Array.isArray(comps)) use(ctx, p.componentsPath);
  if (Array.isArray(flags)) use(ctx, p.flagsPath);
  readMaterial(doc, v, p, ctx);
  // Duration (concentration sits in the flags list).
  const concIdx = flagList.indexOf('concentration');
  const ritIdx = flagList.indexOf('ritual');
  const dur = getAt(sys, ['duration']);
  if (isObj(dur)) {
    const units = typeof dur.units === 'string' ? dur.units : '';
    const d = p.durationUnits[units];
    const atLevel = typeof dur.value === 'string' && numeric(dur.value) === undefined ? levelFormula(dur.value, sys) : undefined;
    const amount = numeric(dur.value) ?? atLevel;
    use(ctx, ['system', 'duration', 'units']);
    if (d?.unit) {
      const dv: Record<string, unknown> = { amount: amount ?? 1, unit: d.unit };
      if (concIdx >= 0) dv.concentration = true;
      v.duration = dv;
      src(ctx, ['duration'], ['system', 'duration']);
      src(ctx, ['duration', 'amount'], ['system', 'duration', dur.value === undefined ? 'units' : 'value']);
      src(ctx, ['duration', 'unit'], ['system', 'duration', 'units']);
      if (concIdx >= 0) src(ctx, ['duration', 'concentration'], [...p.flagsPath, concIdx]);
      if ('value' in dur) use(ctx, ['system', 'duration', 'value']);
      if (atLevel !== undefined) note(ctx.notes, 'dialect.n.fdy.formulaDuration', { formula: String(dur.value), level: String(levelOf(sys)), value: atLevel }, ['system', 'duration', 'value']);
      else if (amount === undefined) note(ctx.notes, 'dialect.n.fdy.durationNoNumber', { units }, ['system', 'duration', 'value']);
    } else if (d?.text) {
      v.duration = d.text;
      src(ctx, ['duration'], ['system', 'duration', 'units']);
    } else {
      v.duration = units || '';
      src(ctx, ['duration'], ['system', 'duration']);
    }
  }
  v.concentration = concIdx >= 0;
  src(ctx, ['concentration'], concIdx >= 0 ? [...p.flagsPath, concIdx] : p.flagsPath);
  if (ritIdx >= 0) {
    v.ritual = true;
    src(ctx, ['ritual'], [...p.flagsPath, ritIdx]);
  }
  readTemplate(doc, v, p, ctx, has);
  // Activities: save, attack, damage and healing.
  readActivities(sys, v, p, ctx);
  return { format: p.format, system: p.system, value: v, sources: ctx.sources, used: ctx.used, notes: ctx.notes };
}

/** The material component: its text, cost and whether it is consumed. */
function readMaterial(doc: Record<string, unknown>, v: Record<string, unknown>, p: FoundryProfile, ctx: ReadCtx): void {
  const mat = getAt(doc, p.materialPath);
  if (!isObj(mat)) return;
  const mt = text(mat[p.materialText]);
  const cost = numeric(mat.cost) ?? 0;
  const consumed = mat.consumed === true;
  const at = (k: string): Path => [...p.materialPath, k];
  if (mt) {
    if (cost > 0 || consumed) {
      const m: Record<string, unknown> = { text: mt };
      if (cost > 0) m.cost_gp = cost;
      if (consumed) m.consumed = true;
      v.material = m;
      src(ctx, ['material', 'text'], at(p.materialText));
      if (cost > 0) src(ctx, ['material', 'cost_gp'], at('cost'));
      if (consumed) src(ctx, ['material', 'consumed'], at('consumed'));
    } else v.material = mt;
    src(ctx, ['material'], at(p.materialText));
  } else if (cost > 0) {
    note(ctx.notes, 'dialect.n.fdy.costNoMaterial', { cost }, at('cost'));
  }
  for (const k of [p.materialText, 'cost', 'consumed']) if (k in mat) use(ctx, at(k));
  if (typeof mat.denomination === 'string' && mat.denomination !== 'gp' && cost > 0) note(ctx.notes, 'dialect.n.fdy.costDenomination', { denomination: mat.denomination }, at('denomination'));
}

/** The area, from the measured template. */
function readTemplate(doc: Record<string, unknown>, v: Record<string, unknown>, p: FoundryProfile, ctx: ReadCtx, has: (path: Path) => boolean): void {
  const tpl = getAt(doc, p.templatePath);
  if (!isObj(tpl) || typeof tpl.type !== 'string' || tpl.type === '') return;
  const at = (k: string): Path => [...p.templatePath, k];
  const t = TEMPLATE_SHAPES[tpl.type];
  const sys = isObj(doc.system) ? doc.system : {};
  const sizeAtLevel = typeof tpl.size === 'string' && numeric(tpl.size) === undefined ? levelFormula(tpl.size, sys) : undefined;
  const size = numeric(tpl.size) ?? sizeAtLevel;
  if (t && sizeAtLevel !== undefined) note(ctx.notes, 'dialect.n.fdy.formulaSize', { formula: String(tpl.size), level: String(levelOf(sys)), value: sizeAtLevel }, at('size'));
  if (t && size !== undefined) {
    let scale = 1;
    if (tpl.units === p.milesWord) {
      scale = 5280;
      note(ctx.notes, 'dialect.n.fdy.miles', { size, feet: size * 5280 }, at('units'));
    }
    const area: Record<string, unknown> = { shape: t.shape, [t.dim]: size * scale };
    src(ctx, ['area'], p.templatePath);
    src(ctx, ['area', 'shape'], at('type'));
    src(ctx, ['area', t.dim], at('size'));
    use(ctx, at('type'), at('size'));
    if (has(at('units'))) use(ctx, at('units'));
    const width = numeric(tpl.width);
    const height = numeric(tpl.height);
    if (t.shape === 'line' && width !== undefined && !(tpl.type === 'wall' && width * scale < 5)) {
      area.width = width * scale;
      src(ctx, ['area', 'width'], at('width'));
      use(ctx, at('width'));
    } else if (tpl.type === 'wall' && width !== undefined) {
      // A wall thinner than a square (Wall of Fire: 1 foot thick) still fills one row of squares: a line of the default width.
      note(ctx.notes, 'dialect.n.fdy.wallThick', { ft: width * scale }, at('width'));
    }
    if (t.shape === 'cylinder' && height !== undefined) {
      area.height = height * scale;
      src(ctx, ['area', 'height'], at('height'));
      use(ctx, at('height'));
    }
    v.area = area;
    if (t.note) note(ctx.notes, t.note, undefined, at('type'));
  } else if (!t) {
    note(ctx.notes, 'dialect.n.fdy.tplUnknown', { type: `${tpl.type}` }, at('type'));
  }
}

/** The spell's own level (dnd5e `level`, Black Flag `circle.base`), at which a scaling formula is read. */
function levelOf(sys: Record<string, unknown>): number {
  const circle = isObj(sys.circle) ? numeric(sys.circle.base) : undefined;
  return numeric(sys.level) ?? circle ?? 0;
}

/** A field written as a formula of `@item.level`, read at the spell's own level; undefined when it is no such formula. */
function levelFormula(formula: string, sys: Record<string, unknown>): number | undefined {
  return /@item\.level/.test(formula) ? formulaAt(formula, levelOf(sys)) : undefined;
}
