/**
 * Field correspondences of a Foundry VTT D&D 5e system spell item
 * (`packs/_source/**.yml`, dnd5e 4.x data model) with the canonical `dnd5e`
 * spell. The reader and the writer (foundry/read.ts, foundry/write.ts) both run from this
 * table; docs/interop.md lists it for people.
 */
import { SHORT_ABILITIES, type FoundryProfile } from '../foundry/profile';

export const FOUNDRY_DND5E: FoundryProfile = {
  format: 'foundry-dnd5e',
  system: 'dnd5e',
  levelKey: 'level',
  levelPath: ['system', 'level'],
  schools: { abj: 'abjuration', con: 'conjuration', div: 'divination', enc: 'enchantment', evo: 'evocation', ill: 'illusion', nec: 'necromancy', trs: 'transmutation' },
  activationPath: ['system', 'activation'],
  castUnits: { action: 'action', bonus: 'bonus_action', reaction: 'reaction', minute: 'minute', hour: 'hour', day: 'day', round: 'round' },
  rangeUnits: { ft: { unit: 'ft' }, mi: { unit: 'mi' }, self: { kind: 'self' }, touch: { kind: 'touch' }, any: { kind: 'unlimited' }, spec: { kind: 'special' } },
  durationUnits: {
    inst: { text: 'Instantaneous' },
    round: { unit: 'round' },
    turn: { unit: 'round' },
    minute: { unit: 'minute' },
    hour: { unit: 'hour' },
    day: { unit: 'day' },
    disp: { text: 'Until dispelled' },
    dstr: { text: 'Until dispelled or triggered' },
    perm: { text: 'Permanent' },
    spec: { text: 'Special' },
  },
  componentsPath: ['system', 'properties'],
  componentWords: { V: 'vocal', S: 'somatic', M: 'material' },
  flagsPath: ['system', 'properties'],
  materialPath: ['system', 'materials'],
  materialText: 'value',
  templatePath: ['system', 'target', 'template'],
  feetWord: 'ft',
  milesWord: 'mi',
  activity: { save: 'save', attack: 'attack', damage: 'damage', heal: 'heal' },
  activityData: [],
  saveAbilityPath: ['save', 'ability'],
  abilities: SHORT_ABILITIES,
  partTypeKey: 'types',
  healingPath: ['healing'],
  attackTypePath: ['attack', 'type', 'value'],
};
