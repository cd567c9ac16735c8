/**
 * Canonical spell -> Foundry VTT item document (dnd5e or Black Flag), from the
 * same profile table the reader uses (profile.ts, read.ts). Two uses: an
 * export writes every field the table covers over a base (the spell's
 * pass-through block, ../contract.ts); a quick fix patches the document it
 * was read from and changes only the fields that read back differently. Pure.
 */
import { clone, getAt, invert, isObj, note, setAt, type FieldNote, type Path } from '../types';
import { LONG_ABILITIES, TEMPLATE_SHAPES, kindOf, type FoundryProfile } from './profile';
import { readFoundry } from './read';

/** The id prefix of an activity the writer makes (an export gives it a stable id of its own: export.ts). */
export const NEW_ACTIVITY = 'grimoireact';

function readNum(v: unknown): number | undefined {
  return typeof v === 'number' && Number.isFinite(v) ? v : undefined;
}

/**
 * Write the canonical spell into a Foundry item document: into a copy of `base`
 * or a fresh document. With `patch` (a quick fix, `base` the document the spell
 * was read from) only the fields that read back differently change, and the
 * description is left as it is. Returns the document and the notes on what it
 * cannot hold, each naming the canonical field.
 */
export function writeFoundry(spell: Record<string, unknown>, p: FoundryProfile, base?: Record<string, unknown>, patch = false): { doc: Record<string, unknown>; notes: FieldNote[] } {
  const notes: FieldNote[] = [];
  const doc: Record<string, unknown> = base ? clone(base) : { name: spell.name, type: 'spell', system: {} };
  doc.type = 'spell';
  if (!isObj(doc.system)) doc.system = {};
  const put = (path: Path, value: unknown) => setAt(doc, path, value);
  // Patching a document: a field that reads back as it is stays as it is (no churn in the source file).
  const old = base && patch ? readFoundry(base, p).value : undefined;
  const same = (...keys: string[]) => old !== undefined && keys.every((k) => JSON.stringify(old[k]) === JSON.stringify(spell[k]));
  if (typeof spell.name === 'string') doc.name = spell.name;
  const lvl = spell[p.levelKey];
  if (lvl !== undefined) put(p.levelPath, lvl);
  const schools = invert(p.schools);
  if (typeof spell.school === 'string') put(['system', 'school'], schools[spell.school] ?? spell.school);
  if (p.sourcePath && p.sources && spell.source !== undefined) {
    const back = invert(p.sources);
    const list = Array.isArray(spell.source) ? spell.source : [spell.source];
    put(p.sourcePath, list.map((w) => (typeof w === 'string' ? back[w] ?? back[p.sources![w] ?? ''] ?? w : w)));
  }
  if (!patch && typeof spell.description === 'string') {
    put(['system', 'description', 'value'], spell.description.split(/\n{2,}/).map((para) => `<p>${escapeHtml(para).replace(/\n/g, '<br>')}</p>`).join(''));
  }
  // Casting time.
  const ct = spell.casting_time;
  const units = invert(p.castUnits);
  if (same('casting_time')) {
    // unchanged
  } else if (isObj(ct) && typeof ct.unit === 'string') {
    const prev = getAt(doc, p.activationPath);
    const act: Record<string, unknown> = isObj(prev) ? prev : {};
    act.type = units[ct.unit] ?? ct.unit;
    act.value = readNum(ct.amount) ?? 1;
    act.condition = typeof ct.trigger === 'string' ? ct.trigger : '';
    put(p.activationPath, act);
  } else if (typeof ct === 'string') {
    // The condition starts at its first non-space character (`\S.*`): spaces matched one way only, one pass over a long run.
    const m = /^(\d+)\s+(bonus action|action|reaction|minute|hour|round|day)s?(?:,\s*(\S.*)?)?$/i.exec(ct.trim());
    if (m) put(p.activationPath, { ...(isObj(getAt(doc, p.activationPath)) ? (getAt(doc, p.activationPath) as object) : {}), type: units[m[2]!.toLowerCase().replace(' ', '_')] ?? m[2], value: Number(m[1]), condition: m[3] ?? '' });
    else note(notes, 'dialect.x.fdy.castTime', { value: `${ct}` }, ['casting_time']);
  }
  // Range.
  if (!same('range')) writeRange(spell.range, doc, p, notes);
  // Duration and flags.
  const flags = (Array.isArray(getAt(doc, p.flagsPath)) ? (getAt(doc, p.flagsPath) as unknown[]) : []).filter((f) => f !== 'concentration' && f !== 'ritual');
  const conc = spell.concentration === true || (isObj(spell.duration) && spell.duration.concentration === true) || (typeof spell.duration === 'string' && /concentration|^up to/i.test(spell.duration));
  if (!same('duration')) writeDuration(spell.duration, doc, p, notes);
  const newFlags: unknown[] = [...flags];
  const oldFlags = getAt(doc, p.flagsPath);
  // Keep the source's order of the two flags where it had them.
  const order = Array.isArray(oldFlags) ? oldFlags.filter((f) => f === 'concentration' || f === 'ritual') : [];
  const want = [...(conc ? ['concentration'] : []), ...(spell.ritual === true ? ['ritual'] : [])];
  const ordered = [...order.filter((f) => want.includes(f as string)), ...want.filter((f) => !order.includes(f))];
  newFlags.push(...ordered);
  // Components.
  const comps = Array.isArray(spell.components) ? spell.components : [];
  const oldComps = Array.isArray(getAt(doc, p.componentsPath)) ? (getAt(doc, p.componentsPath) as unknown[]) : [];
  const words = Object.entries(p.componentWords).filter(([l]) => comps.includes(l)).map(([, w]) => w);
  const otherComps = oldComps.filter((w) => !Object.values(p.componentWords).includes(w as string));
  if (p.componentsPath.join('.') === p.flagsPath.join('.')) {
    // One list (dnd5e `properties`): components first, then the flags, then the rest as they were.
    const rest = otherComps.filter((f) => f !== 'concentration' && f !== 'ritual');
    put(p.componentsPath, sameOrder(oldComps, [...words, ...ordered, ...rest]));
  } else {
    put(p.componentsPath, sameOrder(oldComps, [...words, ...otherComps]));
    put(p.flagsPath, sameOrder(Array.isArray(oldFlags) ? oldFlags : [], newFlags));
  }
  // Material.
  const m = same('material') ? undefined : spell.material;
  const prevMat = getAt(doc, p.materialPath);
  const mat: Record<string, unknown> = isObj(prevMat) ? prevMat : {};
  if (typeof m === 'string') {
    mat[p.materialText] = m;
    mat.cost = isObj(prevMat) && prevMat.cost !== null && prevMat.cost !== undefined ? 0 : p.format === 'black-flag' ? null : 0;
    mat.consumed = false;
  } else if (isObj(m)) {
    mat[p.materialText] = typeof m.text === 'string' ? m.text : '';
    mat.cost = readNum(m.cost_gp) ?? (p.format === 'black-flag' ? null : 0);
    mat.consumed = m.consumed === true;
  } else if (m === undefined && !patch && comps.includes('M')) {
    mat[p.materialText] = '';
  } else if (m === undefined && patch && !same('material') && isObj(prevMat)) {
    mat[p.materialText] = '';
  }
  if (p.format === 'black-flag' && mat.denomination === undefined) mat.denomination = 'gp';
  put(p.materialPath, mat);
  // Area.
  if (!same('area')) writeArea(spell.area, doc, p, notes);
  // Activities.
  if (!same('save', 'attack', 'damage', 'heal')) writeActivities(spell, doc, p, notes);
  for (const k of ['classes', 'tags', 'book', 'higher_levels']) if (spell[k] !== undefined) note(notes, 'dialect.x.fdy.noField', { key: k, format: p.format === 'black-flag' ? 'Black Flag' : 'dnd5e' }, [k]);
  return { doc, notes };
}

/** `next` in the order of `prev` where they hold the same members (so a re-write does not churn). */
function sameOrder(prev: unknown[], next: unknown[]): unknown[] {
  if (prev.length === next.length && next.every((x) => prev.includes(x))) return [...prev];
  return next;
}

function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function writeRange(r: unknown, doc: Record<string, unknown>, p: FoundryProfile, notes: FieldNote[]): void {
  const prev = getAt(doc, ['system', 'range']);
  const out: Record<string, unknown> = isObj(prev) ? prev : {};
  const byUnit: Record<string, string> = {};
  const byKind: Record<string, string> = {};
  for (const [w, t] of Object.entries(p.rangeUnits)) {
    if (t.unit && !(t.unit in byUnit)) byUnit[t.unit] = w;
    if (t.kind && !(t.kind in byKind)) byKind[t.kind] = w;
  }
  if (isObj(r) && typeof r.distance === 'number') {
    const unit = typeof r.unit === 'string' ? r.unit : 'ft';
    if (unit === 'm') {
      out.value = String(Math.round((r.distance / 1.5) * 5));
      out.units = byUnit.ft;
      note(notes, 'dialect.x.fdy.rangeM', { n: (typeof r.distance === 'number' ? r.distance : String(r.distance)) }, ['range']);
    } else {
      out.value = String(r.distance);
      out.units = byUnit[unit] ?? byUnit.ft;
    }
  } else if (isObj(r) && typeof r.kind === 'string') {
    const w = byKind[r.kind];
    if (w !== undefined) {
      out.units = w;
      if (!isObj(prev)) out.value = null;
    } else {
      out.units = byKind.special ?? '';
      note(notes, 'dialect.x.fdy.rangeKind', { kind: `${r.kind}` }, ['range']);
    }
  } else if (typeof r === 'string') {
    const s = r.trim();
    let m: RegExpExecArray | null;
    if ((m = /^(\d+(?:\.\d+)?)\s*(feet|foot|ft\.?)$/i.exec(s))) {
      out.value = m[1];
      out.units = byUnit.ft;
    } else if ((m = /^(\d+(?:\.\d+)?)\s*miles?$/i.exec(s))) {
      out.value = m[1];
      out.units = byUnit.mi;
    } else if ((m = /^(\d+(?:\.\d+)?)\s*m$/i.exec(s))) {
      out.value = String(Math.round((Number(m[1]) / 1.5) * 5));
      out.units = byUnit.ft;
      note(notes, 'dialect.x.fdy.rangeText', { value: `${s}`, feet: (typeof out.value === 'number' ? out.value : String(out.value)) }, ['range']);
    } else if (/^self\b/i.test(s)) {
      out.units = byKind.self;
      if (/\(/.test(s)) note(notes, 'dialect.x.fdy.rangeBrackets', { value: `${s}` }, ['range']);
    } else if (/^touch$/i.test(s)) out.units = byKind.touch;
    else if (/^unlimited$/i.test(s)) out.units = byKind.unlimited;
    else if (/^sight$/i.test(s) && byKind.sight) out.units = byKind.sight;
    else {
      out.units = byKind.special;
      note(notes, 'dialect.x.rangeSpecial', { value: `${s}` }, ['range']);
    }
  }
  setAt(doc, ['system', 'range'], out);
}

function writeDuration(d: unknown, doc: Record<string, unknown>, p: FoundryProfile, notes: FieldNote[]): void {
  const prev = getAt(doc, ['system', 'duration']);
  const out: Record<string, unknown> = isObj(prev) ? prev : {};
  const byUnit: Record<string, string> = {};
  const byText: Record<string, string> = {};
  for (const [w, t] of Object.entries(p.durationUnits)) {
    if (t.unit && !(t.unit in byUnit)) byUnit[t.unit] = w;
    if (t.text && !(t.text.toLowerCase() in byText)) byText[t.text.toLowerCase()] = w;
  }
  if (isObj(d) && typeof d.unit === 'string') {
    out.units = byUnit[d.unit] ?? d.unit;
    out.value = String(readNum(d.amount) ?? 1);
  } else if (typeof d === 'string') {
    const s = d.trim();
    const m = /^(?:concentration,\s*)?(?:up to\s+)?(\d+)\s+(round|minute|hour|day)s?$/i.exec(s);
    if (m) {
      out.units = byUnit[m[2]!.toLowerCase()];
      out.value = m[1];
    } else if (byText[s.toLowerCase()]) {
      out.units = byText[s.toLowerCase()];
      if ('value' in out) out.value = '';
    } else {
      out.units = byText.special;
      note(notes, 'dialect.x.durationSpecial', { value: `${s}` }, ['duration']);
    }
  }
  setAt(doc, ['system', 'duration'], out);
}

function writeArea(a: unknown, doc: Record<string, unknown>, p: FoundryProfile, notes: FieldNote[]): void {
  const prev = getAt(doc, p.templatePath);
  const out: Record<string, unknown> = isObj(prev) ? prev : {};
  if (!isObj(a)) {
    if (isObj(prev) && prev.type) note(notes, 'dialect.x.fdy.noArea', undefined, ['area']);
    else if (!isObj(prev)) setAt(doc, p.templatePath, { type: '', size: '', units: '' });
    return;
  }
  const shape = typeof a.shape === 'string' ? a.shape : '';
  const dim = a.radius ?? a.size ?? a.length;
  const scale = a.unit === 'm' ? 5 / 1.5 : 1;
  if (a.unit === 'm') note(notes, 'dialect.x.fdy.areaM', undefined, ['area']);
  // Keep Foundry's own ground shape when it reads back to the same canonical shape.
  const prevType = typeof out.type === 'string' ? out.type : '';
  const same = TEMPLATE_SHAPES[prevType]?.shape === shape;
  out.type = same ? prevType : shape;
  if (typeof dim === 'number') out.size = String(Math.round(dim * scale * 1000) / 1000);
  if (shape === 'line' && typeof a.width === 'number') out.width = String(a.width * scale);
  if (shape === 'cylinder' && typeof a.height === 'number') out.height = String(a.height * scale);
  out.units = p.feetWord;
  setAt(doc, p.templatePath, out);
}

function writeActivities(spell: Record<string, unknown>, doc: Record<string, unknown>, p: FoundryProfile, notes: FieldNote[]): void {
  const prev = getAt(doc, ['system', 'activities']);
  const acts: Record<string, unknown> = isObj(prev) ? prev : {};
  const damages = Array.isArray(spell.damage) ? spell.damage.filter(isObj) : isObj(spell.damage) ? [spell.damage] : [];
  const parts = damages.map((d) => writePart(d, p, notes)).filter((x): x is Record<string, unknown> => x !== undefined);
  const absSave = (ab: string) => (p.abilities === LONG_ABILITIES ? invert(LONG_ABILITIES)[ab] ?? ab : ab);
  const find = (type: string) => Object.entries(acts).find(([, a]) => isObj(a) && kindOf(a.type, p) === type) as [string, Record<string, unknown>] | undefined;
  const data = (a: Record<string, unknown>): Record<string, unknown> => {
    if (p.activityData.length === 0) return a;
    const d = getAt(a, p.activityData);
    if (isObj(d)) return d;
    setAt(a, p.activityData, {});
    return getAt(a, p.activityData) as Record<string, unknown>;
  };
  let n = 0;
  const newId = () => `${NEW_ACTIVITY}${String(n++).padStart(5, '0')}`;
  const save = isObj(spell.save) ? spell.save : undefined;
  const attack = typeof spell.attack === 'string' ? spell.attack : undefined;
  let partsHome: Record<string, unknown> | undefined;
  if (save && typeof save.ability === 'string') {
    let hit = find(p.activity.save);
    if (!hit) {
      const id = newId();
      hit = [id, { _id: id, type: p.activity.save }];
      acts[id] = hit[1];
    }
    const d = data(hit[1]);
    const old = getAt(d, p.saveAbilityPath);
    const ab = absSave(save.ability as string);
    setAt(d, p.saveAbilityPath, Array.isArray(old) ? [ab, ...old.slice(1).filter((x) => x !== ab)] : ab);
    if (p.format === 'foundry-dnd5e' && getAt(d, ['save', 'dc']) === undefined) setAt(d, ['save', 'dc'], { calculation: 'spellcasting', formula: '' });
    if (save.success === 'half' || save.success === 'none') setAt(d, ['damage', 'onSave'], save.success);
    else if (typeof save.success === 'string') note(notes, 'dialect.x.fdy.saveSuccess', { success: save.success }, ['save', 'success']);
    if (typeof save.effect === 'string') note(notes, 'dialect.x.fdy.saveEffect', undefined, ['save', 'effect']);
    partsHome = d;
  }
  if (attack) {
    let hit = find(p.activity.attack);
    if (!hit) {
      const id = newId();
      hit = [id, { _id: id, type: p.activity.attack }];
      acts[id] = hit[1];
    }
    const d = data(hit[1]);
    setAt(d, p.attackTypePath, attack === 'melee' || attack === 'ranged' ? attack : 'ranged');
    partsHome ??= d;
  }
  if (parts.length > 0) {
    if (!partsHome) {
      let hit = find(p.activity.damage);
      if (!hit) {
        const id = newId();
        hit = [id, { _id: id, type: p.activity.damage }];
        acts[id] = hit[1];
      }
      partsHome = data(hit[1]);
    }
    // Every activity that held damage parts gets the new ones (attack + save variants stay in step).
    let wrote = false;
    for (const a of Object.values(acts)) {
      if (!isObj(a)) continue;
      const d = p.activityData.length ? getAt(a, p.activityData) : a;
      if (!isObj(d) || !Array.isArray(getAt(d, ['damage', 'parts'])) || (getAt(d, ['damage', 'parts']) as unknown[]).length === 0) continue;
      const k = kindOf(a.type, p);
      if (k !== p.activity.save && k !== p.activity.attack && k !== p.activity.damage) continue;
      setAt(d, ['damage', 'parts'], mergeParts(getAt(d, ['damage', 'parts']) as unknown[], parts));
      wrote = true;
    }
    if (!wrote) setAt(partsHome, ['damage', 'parts'], parts);
  }
  const heal = isObj(spell.heal) ? spell.heal : undefined;
  if (heal) {
    let hit = find(p.activity.heal);
    if (!hit) {
      const id = newId();
      hit = [id, { _id: id, type: p.activity.heal }];
      acts[id] = hit[1];
    }
    const d = data(hit[1]);
    const part = writePart(heal, p, notes);
    if (part) {
      const old = getAt(d, p.healingPath);
      const merged = isObj(old) ? { ...old, ...part } : part;
      if (p.partTypeKey === 'types') delete merged.types;
      else merged.type = isObj(old) && typeof old.type === 'string' ? old.type : 'healing';
      setAt(d, p.healingPath, merged);
    }
  }
  setAt(doc, ['system', 'activities'], acts);
}

/** New parts over old ones, keeping each old part's other keys (so a re-write does not churn). */
function mergeParts(old: unknown[], parts: Record<string, unknown>[]): unknown[] {
  return parts.map((np, i) => {
    const op = old[i];
    if (!isObj(op)) return np;
    const out: Record<string, unknown> = { ...op, ...np };
    if (isObj(op.custom) && isObj(np.custom)) out.custom = { ...op.custom, ...np.custom };
    if (isObj(op.scaling) && isObj(np.scaling)) out.scaling = { ...op.scaling, ...np.scaling };
    return out;
  });
}

function writePart(d: Record<string, unknown>, p: FoundryProfile, notes: FieldNote[]): Record<string, unknown> | undefined {
  const dice = typeof d.dice === 'string' ? d.dice.replace(/\s+/g, '') : typeof d.dice === 'number' ? String(d.dice) : undefined;
  if (!dice) return undefined;
  const part: Record<string, unknown> = {};
  const m = /^(\d+)d(\d+)(?:\+(\d+|MOD))?$/i.exec(dice);
  if (m) {
    part.number = Number(m[1]);
    part.denomination = Number(m[2]);
    part.bonus = m[3] === undefined ? '' : /mod/i.test(m[3]) ? '@mod' : m[3];
    part.custom = { enabled: false, formula: '' };
  } else if (/^\d+$/.test(dice)) {
    part.number = null;
    part.denomination = null;
    part.bonus = dice;
    part.custom = { enabled: false, formula: '' };
  } else {
    part.custom = { enabled: true, formula: dice };
  }
  if (typeof d.type === 'string') {
    if (p.partTypeKey === 'types') part.types = [d.type];
    else part.type = d.type;
  }
  const step = typeof d.per_slot === 'string' ? d.per_slot : typeof d.per_character_level === 'string' ? d.per_character_level : typeof d.per_highest_circle === 'string' ? d.per_highest_circle : undefined;
  const sm = step ? /^(\d+)d(\d+)$/.exec(step) : null;
  if (sm && m && Number(sm[2]) === Number(m[2])) part.scaling = { mode: 'whole', number: Number(sm[1]), formula: '' };
  else if (step) part.scaling = { mode: 'whole', number: null, formula: step };
  else part.scaling = { mode: '', number: null, formula: '' };
  if (isObj(d.per_character_level) || isObj(d.at_slot_level)) note(notes, 'dialect.x.fdy.table', undefined, [d.per_character_level !== undefined ? 'per_character_level' : 'at_slot_level']);
  return part;
}
