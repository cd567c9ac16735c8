/**
 * `5e/cone-line-range`: a cone or line whose description says it starts at
 * the caster has a distance range instead of self. A cone or line placed at
 * a point within range is legal (seed 002: the origin is "usually" the
 * caster), and so is a spell whose text does not say where the area starts.
 */
import type { DocumentedRule } from './rule';
import { fixTitle, say, term } from './rule';
import { rangeOf } from './rule';
import { setValue } from './edit';
import { fmt, prose, readArea, readRange5e } from './read';

/** Wording by which a line is a wall placed within range, not a line from the caster. */
const PLACED = /\bwall\b|\bplane of\b/;

/**
 * Wording by which the area starts at the caster: "blasts out from you",
 * "shoots forth from your outstretched fingertips", "erupts from your hands",
 * "you exhale", "starting from you". Exported for the tests.
 */
export const FROM_CASTER = /\b(?:from|out of)\s+(?:you\b|your\s+(?:hands?|fingers?|fingertips|outstretched|mouth|eyes?|palms?|body|position|space|location|square|holy symbol|staff|wand))|\byou (?:exhale|breathe)\b|\b(?:starting|starts|originating|originates|emanating|emanates) (?:at|from|on) you\b/;

/** The `5e/cone-line-range` rule; registered in `index.ts` (RULES), run by the analyzer on every spell of its systems. */
export const coneLineRange: DocumentedRule = {
  code: '5e/cone-line-range',
  title: 'A cone or line from the caster has a distance range',
  doc:
    'Seed 000 (5e): "Заклинання, що створюють конуси чи лінії, які починаються від вас, теж мають дальність «на себе»" ' +
    '(spells that create cones or lines starting from you also have a range of self); seed 002 (ToV): ' +
    '"君を起点として"円錐形"や"直線状"に効果を及ぼす呪文の場合も、その射程には"自身"と書かれている" (the same). ' +
    'The rule is about areas that start from the caster ("які починаються від вас"); seed 002 says a cone\'s origin is "多くは発動者自身" (usually the caster), not always. ' +
    'So the rule fires only when the description says the cone or line starts at the caster ("blasts out from you", "from your hands", "you exhale") and the range is a distance (`60 feet`). ' +
    'A cone or line "from a point you choose within range", a wall placed within range, and a spell whose text does not say where the area starts are legal and left alone, as are touch, sight and the other range kinds.',
  basis: [
    { seed: '000', quote: 'Заклинання, що створюють конуси чи лінії, які починаються від вас, теж мають дальність «на себе»', means: 'spells that create cones or lines starting from you also have a range of self' },
    { seed: '002', quote: '円錐形はその起点(多くは発動者自身)から選択した方向へ広がる', means: 'a cone spreads in a chosen direction from its origin (usually the caster)' },
  ],
  scope: 'The cone\'s direction, line of effect and who is caught in it.',
  fix: 'Sets the range to "Self (N-foot cone)" / "Self (N-foot line)" from the area (metres: "Self (N m cone)"), or to "Self" when the area has no length; not offered when the description places the effect "within range" (then the area may be the mistake).',
  defaultSeverity: 'warning',
  systems: ['dnd5e', 'tov'],
  check(spell, report) {
    const area = readArea(spell.value.area);
    if (!area || (area.shape !== 'cone' && area.shape !== 'line')) return;
    const range = readRange5e(spell.value.range);
    if (!range || range.kind !== 'distance') return;
    const words = prose(spell);
    if (area.shape === 'line' && PLACED.test(words)) return;
    if (!FROM_CASTER.test(words)) return;
    const len = area.length;
    const text = len === undefined ? 'Self' : area.unit === 'm' ? `Self (${fmt(len)} m ${area.shape})` : `Self (${fmt(len)}-foot ${area.shape})`;
    // When the text also places something "within range", the distance may be right and the area the mistake: no fix then.
    const placed = /within range/.test(words);
    const edit = placed ? undefined : setValue(spell, ['range'], text);
    report({
      ...(placed ? say('rule.coneLineRange.placed', { shape: term(`term.shape.${area.shape}`) }) : say('rule.coneLineRange.self', { shape: term(`term.shape.${area.shape}`), text })),
      ...rangeOf(spell, ['range']),
      fixes: edit ? [{ ...fixTitle('fix.setRange', { text }), edits: [edit], kind: 'safe' }] : undefined,
    });
  },
};
