/**
 * `5e/components`: the component list is empty, repeats a component, or is
 * not in the printed order V, S, M.
 *
 * Unknown letters and repeats are also schema errors (`schema/enum`,
 * `schema/size`); for those this rule adds only a hint that carries the quick
 * fix, so the user reads one message (the schema's) and gets one fix.
 */
import type { MsgRef } from '../i18n';
import type { Severity } from '../types';
import type { DocumentedRule } from './rule';
import { fixTitle, say, term } from './rule';
import { rangeOf } from './rule';
import { rewriteList } from './edit';

const ORDER = ['V', 'S', 'M'] as const;

/** Seed 000 writes the components in Ukrainian: "вербальні (В), соматичні (С) чи матеріальні (М)"; the format writes V, S, M. */
const UKRAINIAN: Readonly<Record<string, (typeof ORDER)[number]>> = { 'В': 'V', 'С': 'S', 'М': 'M' };

/** The component a list item means (`v`, `V`, the Ukrainian `В` -> `V`), or undefined. Also read by `5e/material-component`. */
export function componentLetter(item: unknown): (typeof ORDER)[number] | undefined {
  if (typeof item !== 'string') return undefined;
  const c = item.trim().toUpperCase();
  return (ORDER as readonly string[]).includes(c) ? (c as (typeof ORDER)[number]) : UKRAINIAN[c];
}

/** The `5e/components` rule; registered in `index.ts` (RULES), run by the analyzer on every spell of its systems. */
export const components: DocumentedRule = {
  code: '5e/components',
  title: 'Components empty, repeated or out of order',
  doc:
    'Every spell names its components among V (verbal), S (somatic) and M (material). Seed 000 (5e): ' +
    '"Опис кожного заклинання вказує, чи потрібні йому вербальні (В), соматичні (С) чи матеріальні (М) компоненти" ' +
    '(each spell says whether it needs verbal, somatic or material components); seed 002 (ToV): "各呪文の説明には、その呪文が"音声"、"動作"、"物質"の構成要素の内いずれを要求するのかが書かれている" (each spell\'s description says which of the verbal, somatic and material components it needs). ' +
    'An empty list is a warning (no spell of either game is cast with none). Repeats and lower-case letters are schema errors already; ' +
    'this rule then adds a hint that carries the fix. The seed\'s own letters В, С, М (Cyrillic, as written in seed 000) are schema errors too, and get the same hint and fix to V, S, M. ' +
    'A list out of the printed order V, S, M is info.',
  basis: [
    { seed: '000', quote: 'Опис кожного заклинання вказує, чи потрібні йому вербальні (В), соматичні (С) чи матеріальні (М) компоненти', means: 'each spell says whether it needs verbal, somatic or material components' },
    { seed: '002', quote: '各呪文の説明には、その呪文が"音声"、"動作"、"物質"の構成要素の内いずれを要求するのかが書かれている', means: 'each spell says which of the verbal, somatic and material components it needs' },
  ],
  scope: 'A gagged, deafened or silenced caster, a free hand for the gestures, and whether anyone notices the casting.',
  fix: 'Rewrites the list as V, S, M in that order, each once (upper case, the Ukrainian В, С, М as V, S, M), keeping the list\'s flow or block style; not offered when the list holds an unknown item or a comment.',
  defaultSeverity: 'warning',
  systems: ['dnd5e', 'tov'],
  check(spell, report) {
    const v = spell.value.components;
    // Most lists are already distinct upper-case V, S, M in order: nothing to say (the plain check, pinned equal by test/unit/service/rules/rule-shortcuts.test.ts).
    if (Array.isArray(v) && inCanonicalOrder(v)) return;
    checkComponents(spell, report);
  },
};

/** A non-empty list of distinct `V`, `S`, `M` strings (exactly so written) in that order. */
function inCanonicalOrder(v: readonly unknown[]): boolean {
  if (v.length === 0) return false;
  let last = -1;
  for (const item of v) {
    const i = item === 'V' ? 0 : item === 'S' ? 1 : item === 'M' ? 2 : -1;
    if (i <= last) return false;
    last = i;
  }
  return true;
}

/**
 * The `5e/components` check without its shortcut: what the rule reports for
 * any list. Exported for the shortcut's test (rule-shortcuts.test.ts).
 */
export function checkComponents(spell: Parameters<DocumentedRule['check']>[0], report: Parameters<DocumentedRule['check']>[1]): void {
  const v = spell.value.components;
  if (!Array.isArray(v)) return;
  if (v.length === 0) {
    report({ ...say('rule.components.empty'), ...rangeOf(spell, ['components']) });
    return;
  }
  const canon: string[] = [];
  let unknown = false;
  let recased = false;
  let ukrainian = false;
  for (const item of v) {
    if (typeof item !== 'string') {
      unknown = true;
      continue;
    }
    let c = item.trim().toUpperCase();
    if (UKRAINIAN[c]) {
      c = UKRAINIAN[c];
      ukrainian = true;
    }
    if (!(ORDER as readonly string[]).includes(c)) {
      unknown = true;
      continue;
    }
    if (c !== item) recased = true;
    canon.push(c);
  }
  const repeated = [...new Set(canon.filter((c, i) => canon.indexOf(c) !== i))];
  const wanted = ORDER.filter((c) => canon.includes(c));
  const unique = canon.filter((c, i) => canon.indexOf(c) === i);
  const outOfOrder = unique.join() !== wanted.join();
  if (repeated.length === 0 && !recased && !outOfOrder && !ukrainian) return;
  const parts: MsgRef[] = [];
  if (ukrainian) parts.push(term('rule.components.ukrainian'));
  if (repeated.length > 0) parts.push(term('rule.components.repeated', { count: repeated.length, items: { list: repeated, join: 'comma' } }));
  if (recased && !ukrainian) parts.push(term('rule.components.recased'));
  if (outOfOrder) parts.push(term('rule.components.order'));
  const severity: Severity = repeated.length > 0 || recased || ukrainian ? 'hint' : 'info';
  const edit = unknown ? undefined : rewriteList(spell, ['components'], wanted);
  report({
    ...say('rule.components.problems', { parts: { list: parts, join: 'semi' } }),
    ...rangeOf(spell, ['components']),
    severity,
    fixes: edit ? [{ ...fixTitle('fix.components.write', { list: wanted.join(', ') }), edits: [edit], kind: 'safe' }] : undefined,
  });
}

