/**
 * Field correspondences of a Black Flag Roleplaying spell item (Kobold
 * Press's Foundry VTT system, the ORC rules under Tales of the Valiant) with
 * the canonical `tov` spell. Black Flag and the format both say `primordial`
 * (seed 002's 始原); an older `primal` is read as `primordial` too.
 */
import { LONG_ABILITIES, type FoundryProfile } from '../foundry/profile';

export const BLACK_FLAG: FoundryProfile = {
  format: 'black-flag',
  system: 'tov',
  levelKey: 'circle',
  levelPath: ['system', 'circle', 'base'],
  schools: { abjuration: 'abjuration', conjuration: 'conjuration', divination: 'divination', enchantment: 'enchantment', evocation: 'evocation', illusion: 'illusion', necromancy: 'necromancy', transmutation: 'transmutation' },
  activationPath: ['system', 'casting'],
  castUnits: { action: 'action', bonus: 'bonus_action', reaction: 'reaction', minute: 'minute', hour: 'hour', day: 'day', round: 'round' },
  rangeUnits: { foot: { unit: 'ft' }, mile: { unit: 'mi' }, self: { kind: 'self' }, touch: { kind: 'touch' }, any: { kind: 'unlimited' }, sight: { kind: 'sight' }, special: { kind: 'special' } },
  durationUnits: {
    instantaneous: { text: 'Instantaneous' },
    round: { unit: 'round' },
    minute: { unit: 'minute' },
    hour: { unit: 'hour' },
    day: { unit: 'day' },
    dispelled: { text: 'Until dispelled' },
    triggered: { text: 'Until dispelled or triggered' },
    permanent: { text: 'Permanent' },
    special: { text: 'Special' },
  },
  componentsPath: ['system', 'components', 'required'],
  componentWords: { V: 'verbal', S: 'somatic', M: 'material' },
  flagsPath: ['system', 'tags'],
  materialPath: ['system', 'components', 'material'],
  materialText: 'description',
  templatePath: ['system', 'target', 'template'],
  feetWord: 'foot',
  milesWord: 'mile',
  activity: { save: 'savingThrow', attack: 'attack', damage: 'damage', heal: 'healing' },
  activityAliases: { save: 'save', heal: 'heal' },
  activityData: ['system'],
  saveAbilityPath: ['ability'],
  abilities: LONG_ABILITIES,
  partTypeKey: 'type',
  healingPath: ['healing'],
  attackTypePath: ['type', 'value'],
  sourcePath: ['system', 'source'],
  sources: { arcane: 'arcane', divine: 'divine', primordial: 'primordial', wyrd: 'wyrd', primal: 'primordial' },
};
