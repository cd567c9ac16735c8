/** The range words in Italian: the seed 004 terms vicino / medio / lungo, "livello dell’incantatore", "7,5 m + 1,5 m ogni 2 livelli". */
import type { rangeEn } from './en';
import type { Catalogue } from '../../types';

export const rangeIt: Catalogue<keyof typeof rangeEn> = {
  'range.kind.touch': 'Contatto',
  'range.kind.self': 'Personale',
  'range.kind.sight': 'A vista',
  'range.kind.unlimited': 'Illimitato',
  'range.kind.special': 'Speciale',
  'range.band.close': 'vicino',
  'range.band.medium': 'medio',
  'range.band.long': 'lungo',
  'range.per': { select: 'step', cases: { '1': '{base} + {per} per livello' }, other: '{base} + {per} ogni {step} livelli' },
  'range.perOnly': { select: 'step', cases: { '1': '{per} per livello' }, other: '{per} ogni {step} livelli' },
  'range.work': { select: 'step', cases: { '1': '{base} + {per} × {times} = {value}' }, other: '{base} + {per} × {times} ({level} / {step}) = {value}' },
  'range.workOnly': { select: 'step', cases: { '1': '{per} × {times} = {value}' }, other: '{per} × {times} ({level} / {step}) = {value}' },
  'range.h.fixed': '**Raggio di azione {ft} ({m})**',
  'range.h.at': '**Raggio di azione al livello dell’incantatore {level}: {ft} ({m})**',
  'range.h.line': '{per}; al livello {level}: {formula}.',
  'range.h.lineBand': '{band}: {per}; al livello {level}: {formula}.',
  'range.h.colLevel': 'livello dell’incantatore',
  'range.h.colFeet': 'piedi',
  'range.h.colMetres': 'metri',
  'range.h.default': '_Il livello dell’incantatore {level} è quello predefinito: imposta `caster: { level: N }` nel file o l’impostazione `grimoire.caster`._',
  'range.h.source': '_Fonte: {note}._',
  'range.pv.line': '{per}; {formula}.',
  'range.pv.lineBand': '{band}: {per}; {formula}.',
  'range.pv.source': 'Fonte: {note}.',
};
