/**
 * A Foundry spell item's activities read into the canonical save, attack,
 * damage and healing: the save activity's ability and outcome, the attack
 * activity's melee or ranged, the damage parts of save, attack and damage
 * activities (with their slot or cantrip scaling), the heal activity's roll.
 * Part of the Foundry reader (read.ts). Pure.
 */
import { getAt, isObj, note, numeric, text, type Path } from '../types';
import { DAMAGE_TYPES, SIMPLE_DICE, kindOf, modBase, partDice, type FoundryProfile } from './profile';
import { src, use, type ReadCtx } from './read-context';

/** Read the activities of `sys` into `v`. */
export function readActivities(sys: Record<string, unknown>, v: Record<string, unknown>, p: FoundryProfile, ctx: ReadCtx): void {
  const acts = sys.activities;
  if (!isObj(acts)) return;
  const damage: Array<{ entry: Record<string, unknown>; base: Path }> = [];
  for (const [id, a] of Object.entries(acts)) {
    if (!isObj(a)) continue;
    const base: Path = ['system', 'activities', id, ...p.activityData];
    const data = p.activityData.length ? getAt(a, p.activityData) : a;
    if (!isObj(data)) continue;
    const type = kindOf(a.type, p);
    if (type === p.activity.save && v.save === undefined) {
      const raw = getAt(data, p.saveAbilityPath);
      const list = Array.isArray(raw) ? raw : [raw];
      const word = typeof list[0] === 'string' ? list[0] : '';
      const ability = p.abilities[word];
      if (ability) {
        const save: Record<string, unknown> = { ability };
        // `onSave` says what a successful save does to the damage: on an activity without damage parts it is
        // Foundry's default (`half`), not a fact about the spell, and stays in the record only (carried).
        const parts = getAt(data, ['damage', 'parts']);
        const onSave = Array.isArray(parts) && parts.length > 0 ? getAt(data, ['damage', 'onSave']) : undefined;
        if (onSave === 'half') save.success = 'half';
        else if (onSave === 'none') save.success = 'none';
        v.save = save;
        src(ctx, ['save'], ['system', 'activities', id]);
        src(ctx, ['save', 'ability'], [...base, ...p.saveAbilityPath, ...(Array.isArray(raw) ? [0] : [])]);
        use(ctx, [...base, ...p.saveAbilityPath]);
        if (save.success) {
          src(ctx, ['save', 'success'], [...base, 'damage', 'onSave']);
          use(ctx, [...base, 'damage', 'onSave']);
        }
        if (list.length > 1) note(ctx.notes, 'dialect.n.fdy.saveChoose', { list: { list: list.map((x) => (x == null ? '' : String(x))), join: 'comma' }, ability: `${ability}` }, [...base, ...p.saveAbilityPath]);
        const calc = getAt(data, ['save', 'dc', 'calculation']);
        if (typeof calc === 'string' && calc !== '' && calc !== 'spellcasting') note(ctx.notes, 'dialect.n.fdy.saveCalc', { calc }, [...base, 'save', 'dc', 'calculation']);
      }
    }
    if (type === p.activity.attack && v.attack === undefined) {
      const t = getAt(data, p.attackTypePath);
      if (t === 'melee' || t === 'ranged') {
        v.attack = t;
        src(ctx, ['attack'], [...base, ...p.attackTypePath]);
        use(ctx, [...base, ...p.attackTypePath]);
      }
    }
    if (type === p.activity.save || type === p.activity.attack || type === p.activity.damage) {
      const parts = getAt(data, ['damage', 'parts']);
      if (Array.isArray(parts)) {
        let read = false;
        parts.forEach((part, i) => {
          if (!isObj(part)) return;
          const e = damageEntry(part, v, p, ctx, [...base, 'damage', 'parts', i]);
          if (e) {
            damage.push({ entry: e, base: [...base, 'damage', 'parts', i] });
            read = true;
          }
        });
        if (read) use(ctx, [...base, 'damage', 'parts']);
      }
    }
    if (type === p.activity.heal && v.heal === undefined) {
      const h = getAt(data, p.healingPath);
      if (isObj(h)) {
        const e = damageEntry(h, v, p, ctx, [...base, ...p.healingPath]);
        if (e) {
          delete e.type;
          v.heal = e;
          src(ctx, ['heal'], [...base, ...p.healingPath]);
          src(ctx, ['heal', 'dice'], [...base, ...p.healingPath, 'number']);
          use(ctx, [...base, ...p.healingPath]);
        }
      }
    }
  }
  // The same part listed by two activities (an attack and its save variant) counts once.
  const seen = new Set<string>();
  const uniq = damage.filter((d) => {
    const k = JSON.stringify(d.entry);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
  if (uniq.length === 1) {
    v.damage = uniq[0]!.entry;
    src(ctx, ['damage'], uniq[0]!.base);
    src(ctx, ['damage', 'dice'], [...uniq[0]!.base, 'number']);
    if (uniq[0]!.entry.type) src(ctx, ['damage', 'type'], [...uniq[0]!.base, p.partTypeKey]);
  } else if (uniq.length > 1) {
    v.damage = uniq.map((d) => d.entry);
    uniq.forEach((d, i) => {
      src(ctx, ['damage', i], d.base);
      src(ctx, ['damage', i, 'dice'], [...d.base, 'number']);
    });
  }
}

/** One damage part (or a heal activity's roll) as a canonical damage entry; undefined when it holds no dice the format takes. */
function damageEntry(part: Record<string, unknown>, v: Record<string, unknown>, p: FoundryProfile, ctx: ReadCtx, at: Path): Record<string, unknown> | undefined {
  let dice = partDice(part);
  if (!dice) return undefined;
  // The spellcasting modifier added to a roll has no place in the format's dice: read without it, and say so.
  const base = modBase(dice);
  if (base !== undefined && SIMPLE_DICE.test(base)) {
    note(ctx.notes, 'dialect.n.fdy.mod', { dice, base }, [...at, 'bonus']);
    dice = base;
  }
  if (!SIMPLE_DICE.test(dice)) {
    note(ctx.notes, 'dialect.n.fdy.formula', { dice }, at);
    return undefined;
  }
  const e: Record<string, unknown> = { dice };
  const rawType = p.partTypeKey === 'types' ? (Array.isArray(part.types) ? part.types[0] : undefined) : part.type;
  if (typeof rawType === 'string' && DAMAGE_TYPES.has(rawType)) e.type = rawType;
  if (Array.isArray(part.types) && part.types.length > 1) note(ctx.notes, 'dialect.n.fdy.partTypes', { dice, list: { list: part.types.map((x) => (x == null ? '' : String(x))), join: 'comma' }, type: String(e.type) }, [...at, 'types']);
  const sc = isObj(part.scaling) ? part.scaling : undefined;
  const level = numeric(v.level ?? v.circle);
  const den = numeric(part.denomination);
  if (sc && (sc.mode === 'whole' || sc.mode === 'half')) {
    const n = numeric(sc.number);
    const f = text(sc.formula);
    const step = f ?? (n && den ? `${n}d${den}` : undefined);
    if (step && !SIMPLE_DICE.test(step)) note(ctx.notes, 'dialect.n.fdy.scaleFormula', { dice, step }, [...at, 'scaling']);
    else if (step) {
      if (level === 0) e.per_character_level = step;
      // A ToV ritual uses no slot (seed 002): Black Flag's whole-step scaling on one is growth with the caster's highest circle.
      else if (sc.mode === 'whole') e[p.system === 'tov' && v.ritual === true ? 'per_highest_circle' : 'per_slot'] = step;
      else note(ctx.notes, 'dialect.n.fdy.everyOther', { dice, step }, [...at, 'scaling']);
    }
  }
  return e;
}
