/**
 * `dnd35/shapeable-min`: a shapeable area or effect, "(S)" (Italian "(F)"),
 * has a fixed dimension under 10 ft (3 m). Seed 004: a shaped area or effect
 * has no dimension smaller than 3 metres.
 */
import type { DocumentedRule } from './rule';
import { say, term } from './rule';
import { rangeOf } from './rule';
import { valueSubRange } from './edit';
import { AREA_SIZE_KEYS, isRecord, lengthsInText, num, r3, str, toFeet } from './read';

/** Ends with the shapeable mark: "(S)", or the Italian "(F)" for formabile. */
const SHAPEABLE = /\((S|F)\)\s*$/;
/** 10 ft, and 3 m as the seed writes it. */
const MIN_FEET = 10;

/** Count words before a number of blocks ("ten 5-ft. cubes", "dieci cubi di 1,5 m"). */
const COUNTS: Record<string, number> = {
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, twenty: 20,
  un: 1, uno: 1, una: 1, due: 2, tre: 3, quattro: 4, cinque: 5, sei: 6, sette: 7, otto: 8, nove: 9, dieci: 10, undici: 11, dodici: 12, venti: 20,
};

/** A count written as a word or in digits, or undefined. */
function countOf(word: string | undefined): number | undefined {
  if (!word) return undefined;
  const w = word.toLowerCase();
  return /^\d+$/.test(w) ? Number(w) : COUNTS[w];
}

/**
 * When the length at `index` is the side of building-block cubes ("ten 5-ft.
 * cubes", "dieci cubi di 1,5 m"), the number of blocks (1 when not written);
 * undefined when it is not a cube's side.
 */
function cubeBlocks(text: string, index: number, length: number, word: string): number | undefined {
  const before = text.slice(0, index);
  // Words are tried from their first character only (`(?<!\S)`): from every character, a long word cost time quadratic in its length.
  if (/^cubes?$/.test(word)) return countOf(/(?<!\S)(\S+)\s*$/.exec(before)?.[1]) ?? 1;
  const it = /(?:(?<!\S)(\S+)\s+)?cub[oi]\s+(?:di\s+)?$/i.exec(before);
  if (it) return countOf(it[1]) ?? 1;
  void length;
  return undefined;
}

/** The `dnd35/shapeable-min` rule; registered in `index.ts` (RULES), run by the analyzer on every spell of its systems. */
export const shapeableMin: DocumentedRule = {
  code: 'dnd35/shapeable-min',
  title: 'A shapeable area has a dimension under 10 ft',
  doc:
    'Seed 004: "Se una voce "Area" o "Effetto" finisce con "(F)", è possibile dare forma all\'incantesimo. Un effetto o un\'area formati non possono avere dimensioni inferiori a 3 metri" ' +
    '(if an Area or Effect entry ends with "(F)" [English "(S)"], the spell can be shaped; a shaped effect or area cannot have dimensions under 3 metres, i.e. 10 ft). ' +
    'Checked: an `area` mapping with `shapeable: true` (every size key), and `area`/`effect` text ending in "(S)" or "(F)" (every fixed length in it). ' +
    'Lengths that grow per level ("10 ft./level") are skipped. Cubes are building blocks, not dimensions of the shaped result: "Molti effetti o aree sono dati come cubi per rendere facile modellarli in forme irregolari" ' +
    '(many effects or areas are given as cubes to make them easy to model into irregular shapes; the SRD writes e.g. "ten 5-ft. cubes (S)"). ' +
    'N cubes of side s can make a shape with no dimension under 10 ft only if N x s\u00b3 is at least 1,000 cubic feet (a 10-ft cube), so "ten 5-ft. cubes" (1,250) passes and "one 5-ft. cube (S)" (125) is flagged; blocks counted per level depend on the caster level and are skipped.',
  basis: [
    { seed: '004', quote: 'Un effetto o un\'area formati non possono avere dimensioni inferiori a 3 metri.', means: 'a shaped effect or area cannot have dimensions under 3 metres' },
    { seed: '004', quote: 'Molti effetti o aree sono dati come cubi per rendere facile modellarli in forme irregolari.', means: 'many effects or areas are given as cubes to make them easy to shape' },
  ],
  scope: 'The exact shape chosen on the battle map.',
  defaultSeverity: 'warning',
  systems: ['dnd35'],
  check(spell, report) {
    const area = spell.value.area;
    if (isRecord(area) && area.shapeable === true) {
      const unit = str(area.unit) === 'm' ? 'm' : 'ft';
      for (const k of AREA_SIZE_KEYS) {
        const n = num(area[k]);
        if (n === undefined || n <= 0) continue;
        if (toFeet(n, unit) < MIN_FEET - 1e-9) {
          report({
            ...say('rule.shapeable.area', { dim: term(`term.dim.${k}`), n: r3(n), unit: term(`unit.${unit}`) }),
            ...rangeOf(spell, ['area', k]),
          });
        }
      }
    }
    for (const key of ['area', 'effect'] as const) {
      const t = str(spell.value[key]);
      if (!t || !SHAPEABLE.test(t)) continue;
      for (const l of lengthsInText(t)) {
        if (l.perLevel || l.square) continue;
        const blocks = cubeBlocks(t, l.index, l.length, l.word);
        if (blocks !== undefined) {
          const side = toFeet(l.value, l.unit);
          if (blocks * side ** 3 < MIN_FEET ** 3 - 1e-6) {
            report({
              ...say('rule.shapeable.cubes', { key: term(`term.field.${key}`), count: blocks, n: r3(l.value), unit: term(`unit.${l.unit}`), volume: r3(blocks * side ** 3) }),
              ...valueSubRange(spell, [key], l.index, l.length),
            });
            break;
          }
          continue;
        }
        if (toFeet(l.value, l.unit) < MIN_FEET - 1e-9) {
          report({
            ...(l.word
              ? say('rule.shapeable.textWord', { key: term(`term.field.${key}`), n: r3(l.value), unit: term(`unit.${l.unit}`), word: l.word })
              : say('rule.shapeable.text', { key: term(`term.field.${key}`), n: r3(l.value), unit: term(`unit.${l.unit}`) })),
            ...valueSubRange(spell, [key], l.index, l.length),
          });
          break;
        }
      }
    }
  },
};
