/**
 * The words of a D&D 3.5 range that grows with the caster level (band names,
 * the formula, the working), shown by the range hover (features/sections/
 * range.ts), the preview's range section and `grimoire explain`, built in
 * features/range-info.ts from text/range35.ts's numbers; in English, spread
 * into ../en.ts. `{base}`, `{per}` and `{value}` are lengths already
 * formatted for the locale ("7,5 m"); `{step}` chooses "per level" or "per N
 * levels".
 */

/** The range part of the English catalogue. */
export const rangeEn = {
  // A range's kind in the stat block (features/stat-block.ts), as a range mapping's `kind` or a plain text names it.
  'range.kind.touch': 'Touch',
  'range.kind.self': 'Self',
  'range.kind.sight': 'Sight',
  'range.kind.unlimited': 'Unlimited',
  'range.kind.special': 'Special',
  'range.band.close': 'close',
  'range.band.medium': 'medium',
  'range.band.long': 'long',
  'range.per': { select: 'step', cases: { '1': '{base} + {per} per level' }, other: '{base} + {per} per {step} levels' },
  'range.perOnly': { select: 'step', cases: { '1': '{per} per level' }, other: '{per} per {step} levels' },
  'range.work': { select: 'step', cases: { '1': '{base} + {per} x {times} = {value}' }, other: '{base} + {per} x {times} ({level} / {step}) = {value}' },
  'range.workOnly': { select: 'step', cases: { '1': '{per} x {times} = {value}' }, other: '{per} x {times} ({level} / {step}) = {value}' },
  'range.h.fixed': '**Range {ft} ({m})**',
  'range.h.at': '**Range at caster level {level}: {ft} ({m})**',
  'range.h.line': '{per}; at level {level}: {formula}.',
  'range.h.lineBand': '{band}: {per}; at level {level}: {formula}.',
  'range.h.colLevel': 'caster level',
  'range.h.colFeet': 'feet',
  'range.h.colMetres': 'metres',
  'range.h.default': '_Caster level {level} is the default: set `caster: { level: N }` in the file or the `grimoire.caster` setting._',
  'range.h.source': '_Source: {note}._',
  'range.pv.line': '{per}; {formula}.',
  'range.pv.lineBand': '{band}: {per}; {formula}.',
  'range.pv.source': 'Source: {note}.',
} as const;
