/**
 * New-spell skeletons: the keys each system requires, as an LSP/VS Code
 * snippet with tab stops. Every placeholder holds a value that passes the
 * schema and the game rules, so a skeleton is valid as inserted and stays
 * valid as the author fills each blank in turn.
 */
import type { Edition, System } from '../types';

/** Where the skeleton goes: a whole one-spell file, or an item under a dataset's `spells:`. */
export type SkeletonForm = 'file' | 'item';

const SCHOOLS = 'abjuration,conjuration,divination,enchantment,evocation,illusion,necromancy,transmutation';

/** The body of each system's skeleton; `system:` is added for a one-spell file. Placeholders number from 1. */
const BODIES: Record<System, readonly string[]> = {
  dnd5e: [
    'name: ${1:New Spell}',
    'level: ${2:1}',
    `school: \${3|${SCHOOLS}|}`,
    'casting_time: ${4:1 action}',
    'range: ${5:60 feet}',
    'components: [${6:V, S}]',
    'duration: ${7:Instantaneous}',
    'classes: [${8:wizard}]',
    'description: ${9:What the spell does, in a sentence or two.}',
  ],
  tov: [
    'name: ${1:New Spell}',
    'circle: ${2:1}',
    'source: ${3|arcane,divine,primordial,wyrd|}',
    `school: \${4|${SCHOOLS}|}`,
    'casting_time: ${5:1 action}',
    'range: ${6:60 feet}',
    'components: [${7:V, S}]',
    'duration: ${8:Instantaneous}',
    'classes: [${9:wizard}]',
    'description: ${10:What the spell does, in a sentence or two.}',
  ],
  dnd35: [
    'name: ${1:New Spell}',
    'levels: { ${2:wizard}: ${3:1} }',
    `school: \${4|${SCHOOLS}|}`,
    'casting_time: ${5:1 standard action}',
    'range: ${6:medium (100 ft. + 10 ft./level)}',
    'components: [${7:V, S}]',
    'target: ${8:one creature}',
    'duration: ${9:instantaneous}',
    'saving_throw: ${10:none}',
    "spell_resistance: '${11:no}'",
    'description: ${12:What the spell does, in a sentence or two.}',
  ],
  wfb: [
    'name: ${1:New Spell}',
    'lore: ${2|fire,metal,shadows,beasts,heavens,light,death,life|}',
    'casting_value: ${3:7}',
    'type: ${4|magic missile,direct damage,augment,hex,magical vortex|}',
    'range: ${5:24"}',
    'effect: ${6:What the spell does, in a sentence or two.}',
    'description: ${7:How it looks.}',
  ],
};

/** D&D 5e under the 2024 rules: the casting time as the SRD 5.2 writes it. */
const DND5E_2024: readonly string[] = BODIES.dnd5e.map((l) => (l.startsWith('casting_time:') ? 'casting_time: ${4:Action}' : l));

/**
 * The skeleton for `system` (and, for D&D 5e, its rules), indented by
 * `indent` spaces after its first line (the first line goes where the cursor
 * is). A one-spell file names its system, and its rules when they are 2024;
 * an item takes the dataset's.
 */
export function newSpellSnippet(system: System, form: SkeletonForm, indent = 0, edition: Edition = '2014'): string {
  const rules2024 = system === 'dnd5e' && edition === '2024';
  const body = rules2024 ? DND5E_2024 : BODIES[system];
  const head = [`system: ${system}`, ...(rules2024 ? ['rules: 2024'] : [])];
  const lines = form === 'file' ? [body[0]!, ...head, ...body.slice(1)] : [...body];
  const pad = ' '.repeat(indent);
  return lines.map((l, i) => (i === 0 ? l : pad + l)).join('\n') + '\n$0';
}

/**
 * The snippet as inserted with every placeholder left at its default: the
 * text a test lints, and what an editor without snippet support shows.
 */
export function snippetDefaults(snippet: string): string {
  return snippet
    .replace(/\$\{\d+\|([^|,]*)(?:,[^|]*)?\|\}/g, '$1')
    .replace(/\$\{\d+:([^}]*)\}/g, '$1')
    .replace(/\$\d+/g, '');
}
