/** Casting times and durations in Japanese (keys as ./en.ts): "1アクション", "精神集中、最大10分". */
import type { Catalogue } from '../../types';
import type { timeEn } from './en';

export const timeJa: Catalogue<keyof typeof timeEn> = {
  'time.action': '{n}アクション',
  'time.bonus_action': '{n}ボーナス・アクション',
  'time.reaction': '{n}リアクション',
  'time.round': '{n}ラウンド',
  'time.minute': '{n}分',
  'time.hour': '{n}時間',
  'time.day': '{n}日',
  'time.upTo.round': '最大{n}ラウンド',
  'time.upTo.minute': '最大{n}分',
  'time.upTo.hour': '最大{n}時間',
  'time.upTo.day': '最大{n}日',
  'time.conc': '精神集中、{upTo}',
  'time.untilDispelled': '解呪されるまで',
  'time.orUntilDispelled': '{time}または解呪されるまで',
  'time.instantaneous': '即時',
  'time.special': '特殊',
  'time.permanent': '永続',
  'time.untilDispelledOrTriggered': '解呪されるか起動するまで',
  'time.trigger': '{time}（{trigger}）',
  'time.orRitual': '{time}または儀式',
  'time.or': '{a}または{b}',
};
