/** The range words in Russian: близкая / средняя / дальняя дистанция, «уровень заклинателя» (the Russian D&D 3.5 books). */
import type { rangeEn } from './en';
import type { Catalogue } from '../../types';

export const rangeRu: Catalogue<keyof typeof rangeEn> = {
  'range.kind.touch': 'Касание',
  'range.kind.self': 'На себя',
  'range.kind.sight': 'В пределах видимости',
  'range.kind.unlimited': 'Неограниченная',
  'range.kind.special': 'Особая',
  'range.band.close': 'близкая',
  'range.band.medium': 'средняя',
  'range.band.long': 'дальняя',
  'range.per': {
    select: 'step',
    cases: { '1': '{base} + {per} за уровень' },
    other: { plural: 'step', one: '{base} + {per} за каждый {step} уровень', few: '{base} + {per} за каждые {step} уровня', many: '{base} + {per} за каждые {step} уровней', other: '{base} + {per} за каждые {step} уровня' },
  },
  'range.perOnly': {
    select: 'step',
    cases: { '1': '{per} за уровень' },
    other: { plural: 'step', one: '{per} за каждый {step} уровень', few: '{per} за каждые {step} уровня', many: '{per} за каждые {step} уровней', other: '{per} за каждые {step} уровня' },
  },
  'range.work': { select: 'step', cases: { '1': '{base} + {per} × {times} = {value}' }, other: '{base} + {per} × {times} ({level} / {step}) = {value}' },
  'range.workOnly': { select: 'step', cases: { '1': '{per} × {times} = {value}' }, other: '{per} × {times} ({level} / {step}) = {value}' },
  'range.h.fixed': '**Дистанция {ft} ({m})**',
  'range.h.at': '**Дистанция на {level} уровне заклинателя: {ft} ({m})**',
  'range.h.line': '{per}; на {level} уровне: {formula}.',
  'range.h.lineBand': '{band}: {per}; на {level} уровне: {formula}.',
  'range.h.colLevel': 'уровень заклинателя',
  'range.h.colFeet': 'футы',
  'range.h.colMetres': 'метры',
  'range.h.default': '_{level} уровень заклинателя взят по умолчанию: укажите `caster: { level: N }` в файле или настройку `grimoire.caster`._',
  'range.h.source': '_Источник: {note}._',
  'range.pv.line': '{per}; {formula}.',
  'range.pv.lineBand': '{band}: {per}; {formula}.',
  'range.pv.source': 'Источник: {note}.',
};
