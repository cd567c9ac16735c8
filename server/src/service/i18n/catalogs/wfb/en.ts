/**
 * Warhammer words beyond the casting table (the miscast table's two readings,
 * rerolls, dispelling after a miscast; seed 003), in English: the reference the
 * other locales match key for key. Used by features/sections/warhammer.ts (the
 * hover) and features/preview-sections.ts (the preview card). The English
 * readings are the texts of compute/wfb-readings.ts, byte for byte
 * (test/unit/service/features/warhammer-i18n.test.ts).
 */
export const wfbEn = {
  'wfb.miscast.head': 'Miscast table (2D6): the Warhammer rules print rows 2-3 and 3-6, which overlap at 3:',
  'wfb.miscast.pvHead': 'Miscast table (2D6), rows 2-3 and 3-6 overlap at 3',
  'wfb.miscast.readingA': 'Reading A: a roll of 3 is the first row ("2-3", dimensional cascade), so "3-6" is 4-6.',
  'wfb.miscast.readingB': 'Reading B: a roll of 3 is the second row ("3-6", minor explosion), so "2-3" is 2 only.',
  'wfb.miscast.colPrinted': '2D6 as printed',
  'wfb.miscast.colResult': 'result',
  'wfb.miscast.colChanceA': 'chance (A)',
  'wfb.miscast.colChanceB': 'chance (B)',
  'wfb.result.2-3': 'Dimensional cascade (large template; D6: 1-3 the wizard is removed, 4+ loses D3 levels)',
  'wfb.result.3-6': 'Minor explosion (small template; the spell is forgotten; D6 power dice lost)',
  'wfb.result.7-8': 'Detonation (base contact; D6 power dice lost)',
  'wfb.result.9-10': 'Magical backlash (hits on own casters; D6 power dice lost)',
  'wfb.result.11-12': 'Power drain (D3 power dice lost)',
  'wfb.dispelAfter.head': 'After a miscast, dispelling reads two ways:',
  'wfb.dispelAfter.a': 'Rule text: "не может колдовать и рассеивать заклинания противника до своей следующей Фазы магии" (the wizard can neither cast nor dispel until their next magic phase).',
  'wfb.dispelAfter.b': 'Worked example (6, 1, 6, 1): "не может колдовать до своей следующей фазы магии, хоть и может рассеивать вражеские заклинания" (cannot cast, but may still dispel).',
  'wfb.dispelAfter.pv': 'After a miscast: (A) {a} (B) {b}',
  'wfb.reroll.head': 'The odds above assume no reroll; with one, the Warhammer rules read two ways:',
  'wfb.reroll.a': 'Rule text on irresistible force: "Если маг имеет возможность перебрасывать кубики на сотворение заклинания, то учитывается переброшенный результат" (a rerolled die counts: a reroll can make or unmake a pair of 6s or 1s).',
  'wfb.reroll.b': 'Rule text on miscasts: "перебросы ... не могут вызывать Непреодолимую Силу или отменять Магическую Ошибку" (a reroll can neither cause irresistible force nor cancel a miscast).',
  'wfb.reroll.pv': 'Rerolls: (A) {a} (B) {b}',
} as const;
