/** Shared by test/unit/service/formats/5etools.test.ts and test/unit/service/formats/foundry-export.test.ts. */
/**
 * The canonical spell in the mapping forms the dialect readers give, written out by hand
 * from docs/format.md (not with the writer): text casting times, ranges and
 * durations as their mapping forms, a plain material string when nothing is
 * consumed or costed, and the losses both Foundry and 5etools have
 * (docs/interop.md) removed: save outcomes other than half/none and save
 * effect text, tier tables of cantrip damage. A Self range is `{ kind: self }`
 * (its area is the area's business). Used by the export round-trip tests.
 */
export function held(v: Record<string, unknown>): Record<string, unknown> {
  const o: Record<string, unknown> = { ...v };
  const ct = typeof o.casting_time === 'string' ? /^(\d+) (bonus action|action|reaction|minute|hour|round)s?(?:, (.*))?$/.exec(o.casting_time) : null;
  if (ct) o.casting_time = { amount: Number(ct[1]), unit: ct[2] === 'bonus action' ? 'bonus_action' : ct[2], ...(ct[3] ? { trigger: ct[3] } : {}) };
  const r = typeof o.range === 'string' ? o.range : undefined;
  let m: RegExpExecArray | null;
  if (r && (m = /^(\d+) feet$/.exec(r))) o.range = { distance: Number(m[1]), unit: 'ft' };
  else if (r && /^self\b/i.test(r)) o.range = { kind: 'self' };
  const d = typeof o.duration === 'string' ? /^(Concentration, up to )?(\d+) (round|minute|hour|day)s?$/.exec(o.duration) : null;
  if (d) o.duration = { amount: Number(d[2]), unit: d[3], ...(d[1] ? { concentration: true } : {}) };
  if (typeof o.material === 'object' && o.material !== null) {
    const mat = o.material as Record<string, unknown>;
    if (mat.cost_gp === undefined && mat.consumed !== true) o.material = mat.text;
  }
  if (typeof o.save === 'object' && o.save !== null) {
    const { effect: _e, ...save } = o.save as Record<string, unknown>;
    if (save.success !== 'half' && save.success !== 'none') delete save.success;
    o.save = save;
  }
  if (typeof o.damage === 'object' && o.damage !== null && !Array.isArray(o.damage)) {
    const dm = { ...(o.damage as Record<string, unknown>) };
    if (typeof dm.per_character_level === 'object') delete dm.per_character_level;
    o.damage = dm;
  }
  if (o.concentration === false) delete o.concentration;
  return o;
}

