/** The range words in Japanese: 近距離 / 中距離 / 長距離, 術者レベル (as the stat catalogue's explain lines). */
import type { rangeEn } from './en';
import type { Catalogue } from '../../types';

export const rangeJa: Catalogue<keyof typeof rangeEn> = {
  'range.kind.touch': '接触',
  'range.kind.self': '自身',
  'range.kind.sight': '視界内',
  'range.kind.unlimited': '無制限',
  'range.kind.special': '特殊',
  'range.band.close': '近距離',
  'range.band.medium': '中距離',
  'range.band.long': '長距離',
  'range.per': { select: 'step', cases: { '1': '{base} + 1レベルごとに{per}' }, other: '{base} + {step}レベルごとに{per}' },
  'range.perOnly': { select: 'step', cases: { '1': '1レベルごとに{per}' }, other: '{step}レベルごとに{per}' },
  'range.work': { select: 'step', cases: { '1': '{base} + {per} × {times} = {value}' }, other: '{base} + {per} × {times}（{level} / {step}）= {value}' },
  'range.workOnly': { select: 'step', cases: { '1': '{per} × {times} = {value}' }, other: '{per} × {times}（{level} / {step}）= {value}' },
  'range.h.fixed': '**射程 {ft}（{m}）**',
  'range.h.at': '**術者レベル{level}での射程：{ft}（{m}）**',
  'range.h.line': '{per}；レベル{level}では：{formula}。',
  'range.h.lineBand': '{band}：{per}；レベル{level}では：{formula}。',
  'range.h.colLevel': '術者レベル',
  'range.h.colFeet': 'フィート',
  'range.h.colMetres': 'メートル',
  'range.h.default': '_術者レベル{level}は既定値です：ファイルに`caster: { level: N }`を書くか、`grimoire.caster`設定を使ってください。_',
  'range.h.source': '_出典：{note}。_',
  'range.pv.line': '{per}；{formula}。',
  'range.pv.lineBand': '{band}：{per}；{formula}。',
  'range.pv.source': '出典：{note}。',
};
