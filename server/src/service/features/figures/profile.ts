/**
 * The caster profile in force for a spell: command-line flags over the
 * file's `caster:` block over the settings over the defaults, with where
 * each field came from; the casting ability the spell's classes use; the
 * save DC and attack bonus of that profile (features/words.ts spells the
 * profile out in the reader's locale).
 *
 * Called by `explain` (features/explain.ts), the hover sections, the preview
 * card and `summaryLine`, so the figures they show agree. Pure; nothing here
 * throws on user input.
 */
import type { SpellModel } from '../../model';
import type { GrimoireSettings } from '../../settings';
import { normaliseProfile, saveDc, spellAttackBonus, type CasterProfile, type ResolvedProfile } from '../../compute/abilities';

/** Where one profile field came from, lowest precedence last. */
export type ProfileSource = 'flag' | 'file' | 'settings' | 'default';

/** Profile values given on the command line (`--ability-score` ...): they win over the file and settings. */
export type ProfileOverrides = CasterProfile;

/** The caster profile used for a spell, with the source of each field. */
export interface SpellProfile {
  /** The numbers (defaults filled, values clamped). */
  resolved: ResolvedProfile;
  /** Source of each field that was set by someone; absent fields are defaults. */
  sources: Partial<Record<keyof CasterProfile, ProfileSource>>;
}

const PROFILE_KEYS: Array<keyof CasterProfile> = ['abilityScore', 'abilityModifier', 'level', 'dcBonus', 'dc', 'attackBonus', 'wizardLevel'];
const SNAKE: Record<string, keyof CasterProfile> = {
  ability_score: 'abilityScore',
  ability_modifier: 'abilityModifier',
  level: 'level',
  caster_level: 'level',
  dc_bonus: 'dcBonus',
  dc: 'dc',
  attack_bonus: 'attackBonus',
  wizard_level: 'wizardLevel',
};

/**
 * A file's raw `caster:` block (snake_case, as in YAML; camelCase accepted
 * too) as a camelCase profile. Values are passed on unchecked so that
 * `normaliseProfile` can note what it rounds, clamps or ignores.
 */
export function casterFromFile(raw: unknown): CasterProfile {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {};
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(raw as Record<string, unknown>)) {
    const key = SNAKE[k] ?? (PROFILE_KEYS.includes(k as keyof CasterProfile) ? (k as keyof CasterProfile) : undefined);
    if (key && v !== undefined && v !== null && out[key] === undefined) out[key] = v;
  }
  return out as CasterProfile;
}

/**
 * Merge profile layers, lowest precedence first. A field set in a higher layer
 * replaces the lower one; the ability is one field (a score given above
 * drops a modifier given below and the other way round), and a layer that
 * sets an input of the formula (score, modifier, level, DC bonus) without a
 * fixed `dc` drops a lower layer's fixed `dc` (likewise score, modifier or
 * level drop a lower fixed `attackBonus`), so the formula it asks for is used.
 */
export function mergeProfiles(layers: Array<[ProfileSource, CasterProfile | undefined]>): { merged: CasterProfile; sources: SpellProfile['sources'] } {
  const merged: CasterProfile = {};
  const sources: Partial<Record<keyof CasterProfile, ProfileSource>> = {};
  const drop = (k: keyof CasterProfile) => {
    delete merged[k];
    delete sources[k];
  };
  for (const [name, layer] of layers) {
    if (!layer) continue;
    const has = (k: keyof CasterProfile) => layer[k] !== undefined && layer[k] !== null;
    if (has('abilityScore') && !has('abilityModifier')) drop('abilityModifier');
    if (has('abilityModifier') && !has('abilityScore')) drop('abilityScore');
    if ((['abilityScore', 'abilityModifier', 'level', 'dcBonus'] as const).some(has) && !has('dc')) drop('dc');
    if ((['abilityScore', 'abilityModifier', 'level'] as const).some(has) && !has('attackBonus')) drop('attackBonus');
    for (const k of PROFILE_KEYS) {
      if (has(k)) {
        (merged as Record<string, unknown>)[k] = layer[k];
        sources[k] = name;
      }
    }
  }
  return { merged, sources };
}

/**
 * The caster profile for `spell`: command-line `overrides` over the file's
 * `caster:` block (`spell.caster`) over the settings' `caster` over the
 * defaults of `normaliseProfile` (ability score 16, level 5, wizard level 2).
 */
export function profileFor(spell: SpellModel, settings: GrimoireSettings, overrides?: ProfileOverrides): SpellProfile {
  const { merged, sources } = mergeProfiles([
    ['settings', settings.caster],
    ['file', casterFromFile(spell.caster)],
    ['flag', overrides],
  ]);
  return { resolved: normaliseProfile(merged), sources };
}

const CLASS_ABILITY: Record<string, string> = {
  wizard: 'INT',
  artificer: 'INT',
  mage: 'INT',
  cleric: 'WIS',
  druid: 'WIS',
  ranger: 'WIS',
  monk: 'WIS',
  bard: 'CHA',
  sorcerer: 'CHA',
  warlock: 'CHA',
  paladin: 'CHA',
};

/**
 * The spellcasting ability the spell's `classes` use (`INT` for a wizard
 * spell; `CHA/INT` when its classes differ), or `ability` when unknown.
 */
export function castingAbilityLabel(spell: SpellModel): string {
  const classes = Array.isArray(spell.value.classes) ? spell.value.classes : [];
  const seen: string[] = [];
  for (const c of classes) {
    const a = typeof c === 'string' ? CLASS_ABILITY[c.trim().toLowerCase()] : undefined;
    if (a && !seen.includes(a)) seen.push(a);
  }
  return seen.length > 0 ? seen.join('/') : 'ability';
}

/** Save DC of the spell's profile (5e / ToV). */
export function spellSaveDc(profile: SpellProfile): number {
  return saveDc(profile.resolved);
}

/** Spell attack bonus of the spell's profile (5e / ToV). */
export function spellAttack(profile: SpellProfile): number {
  return spellAttackBonus(profile.resolved);
}
