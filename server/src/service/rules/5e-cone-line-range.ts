/**
 * `5e/cone-line-range`: a cone or line that starts at the caster has a
 * distance range instead of self. Walls are placed within range and are
 * left alone.
 */
import type { DocumentedRule } from './rule';
import { rangeOf } from './rule';
import { setValue } from './edit';
import { fmt, prose, readArea, readRange5e } from './read';

/** Wording by which a line is a wall placed within range, not a line from the caster. */
const PLACED = /\bwall\b|\bplane of\b/;

/** The `5e/cone-line-range` rule; registered in `index.ts` (RULES), run by the analyzer on every spell of its systems. */
export const coneLineRange: DocumentedRule = {
  code: '5e/cone-line-range',
  title: 'A cone or line from the caster has a distance range',
  doc:
    'Seed 000 (5e): "Заклинання, що створюють конуси чи лінії, які починаються від вас, теж мають дальність «на себе»" ' +
    '(spells that create cones or lines starting from you also have a range of self); seed 002 (ToV): ' +
    '"君を起点として"円錐形"や"直線状"に効果を及ぼす呪文の場合も、その射程には"自身"と書かれている" (the same). ' +
    'So a spell with a cone or line `area` and a distance range (`60 feet`) is wrong unless the line is a wall placed within range ' +
    '(the name or description says "wall"): 5e cones always start at the caster. Touch, sight and the other kinds are left alone.',
  fix: 'Sets the range to "Self (N-foot cone)" / "Self (N-foot line)" from the area (metres: "Self (N m cone)"), or to "Self" when the area has no length; not offered when the description places the effect "within range" (then the area may be the mistake).',
  defaultSeverity: 'warning',
  systems: ['dnd5e', 'tov'],
  check(spell, report) {
    const area = readArea(spell.value.area);
    if (!area || (area.shape !== 'cone' && area.shape !== 'line')) return;
    const range = readRange5e(spell.value.range);
    if (!range || range.kind !== 'distance') return;
    if (area.shape === 'line' && PLACED.test(prose(spell))) return;
    const len = area.length;
    const text = len === undefined ? 'Self' : area.unit === 'm' ? `Self (${fmt(len)} m ${area.shape})` : `Self (${fmt(len)}-foot ${area.shape})`;
    // When the text places something "within range", the distance may be right and the cone the mistake: no fix then.
    const placed = /within range/.test(prose(spell));
    const edit = placed ? undefined : setValue(spell, ['range'], text);
    report({
      message: placed
        ? `A ${area.shape} starts at the caster, so its range is self, not a distance; but the description places the effect within range, so the ${area.shape} area may be what is wrong.`
        : `A ${area.shape} starts at the caster, so its range is self, not a distance: write "${text}".`,
      ...rangeOf(spell, ['range']),
      fixes: edit ? [{ title: `Set range to ${text}`, edits: [edit], kind: 'safe' }] : undefined,
    });
  },
};
