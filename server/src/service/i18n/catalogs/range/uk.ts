/** The range words in Ukrainian: близька / середня / далека дальність, «рівень чаротворця» (as the stat catalogue's explain lines). */
import type { rangeEn } from './en';
import type { Catalogue } from '../../types';

export const rangeUk: Catalogue<keyof typeof rangeEn> = {
  'range.kind.touch': 'Дотик',
  'range.kind.self': 'На себе',
  'range.kind.sight': 'У межах видимості',
  'range.kind.unlimited': 'Необмежена',
  'range.kind.special': 'Особлива',
  'range.band.close': 'близька',
  'range.band.medium': 'середня',
  'range.band.long': 'далека',
  'range.per': {
    select: 'step',
    cases: { '1': '{base} + {per} за рівень' },
    other: { plural: 'step', one: '{base} + {per} за кожен {step} рівень', few: '{base} + {per} за кожні {step} рівні', many: '{base} + {per} за кожні {step} рівнів', other: '{base} + {per} за кожні {step} рівня' },
  },
  'range.perOnly': {
    select: 'step',
    cases: { '1': '{per} за рівень' },
    other: { plural: 'step', one: '{per} за кожен {step} рівень', few: '{per} за кожні {step} рівні', many: '{per} за кожні {step} рівнів', other: '{per} за кожні {step} рівня' },
  },
  'range.work': { select: 'step', cases: { '1': '{base} + {per} × {times} = {value}' }, other: '{base} + {per} × {times} ({level} / {step}) = {value}' },
  'range.workOnly': { select: 'step', cases: { '1': '{per} × {times} = {value}' }, other: '{per} × {times} ({level} / {step}) = {value}' },
  'range.h.fixed': '**Дальність {ft} ({m})**',
  'range.h.at': '**Дальність на {level} рівні чаротворця: {ft} ({m})**',
  'range.h.line': '{per}; на {level} рівні: {formula}.',
  'range.h.lineBand': '{band}: {per}; на {level} рівні: {formula}.',
  'range.h.colLevel': 'рівень чаротворця',
  'range.h.colFeet': 'фути',
  'range.h.colMetres': 'метри',
  'range.h.default': '_{level} рівень чаротворця взято за замовчуванням: задайте `caster: { level: N }` у файлі або налаштування `grimoire.caster`._',
  'range.h.source': '_Джерело: {note}._',
  'range.pv.line': '{per}; {formula}.',
  'range.pv.lineBand': '{band}: {per}; {formula}.',
  'range.pv.source': 'Джерело: {note}.',
};
