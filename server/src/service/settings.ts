/**
 * Settings: one typed object, normalised once from whatever the caller has
 * (VS Code's `grimoire.*` settings, the CLI's `.grimoirerc.yaml`). Small guards,
 * no throwing: a wrong value falls back to its default.
 */
import { isSystem, type Severity, type System } from './types';
import { resolveLocale, type Locale } from './i18n';
import type { CasterProfile } from './compute/abilities';

/** Where a rule's severity can be set; `off` silences it. */
export type RuleLevel = Severity | 'off';

/** Every setting the service reads. */
export interface GrimoireSettings {
  /** System of spells that name none and whose file names none. */
  defaultSystem: System;
  /** Per-rule severity overrides, by rule code. */
  rules: Record<string, RuleLevel>;
  /** Caster profile for DCs and odds (checked by {@link normaliseCaster}: each field a number in its range, or absent). */
  caster: CasterProfile;
  /** Footprint pictures in hovers: SVG images, ASCII grids, or both. */
  hoverPictures: 'svg' | 'ascii' | 'both';
  /** Inlay hints with a one-line summary per spell. */
  inlayHints: boolean;
  /** Code lenses with a one-line summary per spell. */
  codeLens: boolean;
  /** Files larger than this many characters get one size diagnostic instead of a parse. */
  maxFileSize: number;
  /**
   * The language of messages: en, uk, ja, ru or it. The editor's comes from
   * `grimoire.locale`, else the client's display language; the CLI's from
   * `--locale` or `locale:` in .grimoirerc.yaml, else English.
   */
  locale: Locale;
  /**
   * How the document is written, by its file name: `json` for a `.json` file
   * (read as strict JSON: a comment or a trailing comma is an error, and there
   * are no disable comments), YAML when absent. Set per file by the front end
   * (detect.ts `settingsForPath`), never by a config.
   */
  syntax?: 'json';
}

/** Defaults, documented in the README and package.json. */
export const DEFAULT_SETTINGS: GrimoireSettings = {
  defaultSystem: 'dnd5e',
  rules: {},
  caster: {},
  hoverPictures: 'svg',
  inlayHints: true,
  codeLens: false,
  maxFileSize: 64 * 1024 * 1024,
  locale: 'en',
};

const LEVELS: readonly RuleLevel[] = ['error', 'warning', 'info', 'hint', 'off'];

/**
 * Whether settings cannot change a code's severity: `yaml/*` and `internal/*`
 * findings say "this was not checked" and cannot be turned off, lowered or
 * disabled by a comment; `yaml/yaml11`, a note on how the text reads, can.
 * Used by the analysis (assemble.ts `finish`) and the CLI's config report.
 */
export function severityLocked(code: string): boolean {
  return (code.startsWith('yaml/') && code !== 'yaml/yaml11') || code.startsWith('internal/');
}

function num(v: unknown, min: number, max: number): number | undefined {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) && n >= min && n <= max ? n : undefined;
}

/** Normalise a caster profile from snake_case (YAML) or camelCase (settings) keys. */
export function normaliseCaster(raw: unknown): CasterProfile {
  if (!raw || typeof raw !== 'object') return {};
  const r = raw as Record<string, unknown>;
  const pick = (a: string, b: string) => (r[a] !== undefined ? r[a] : r[b]);
  const out: CasterProfile = {};
  const set = <K extends keyof CasterProfile>(k: K, v: number | undefined) => {
    if (v !== undefined) out[k] = v;
  };
  set('abilityScore', num(pick('abilityScore', 'ability_score'), 1, 30));
  set('abilityModifier', num(pick('abilityModifier', 'ability_modifier'), -5, 10));
  set('level', num(pick('level', 'caster_level'), 1, 20));
  set('dcBonus', num(pick('dcBonus', 'dc_bonus'), -10, 10));
  set('dc', num(r.dc, 1, 40));
  set('attackBonus', num(pick('attackBonus', 'attack_bonus'), -10, 30));
  set('wizardLevel', num(pick('wizardLevel', 'wizard_level'), 1, 4));
  return out;
}

/**
 * Normalise raw settings (any shape) into {@link GrimoireSettings}.
 * `fallbackLocale`: the locale when the raw settings name none (or an empty
 * one): the LSP server passes the client's display language; default English.
 */
export function normaliseSettings(raw: unknown, fallbackLocale?: string): GrimoireSettings {
  const r = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const rules: Record<string, RuleLevel> = {};
  if (r.rules && typeof r.rules === 'object') {
    for (const [k, v] of Object.entries(r.rules as Record<string, unknown>)) {
      const lv = typeof v === 'string' ? (v.toLowerCase() as RuleLevel) : v === false ? 'off' : undefined;
      if (lv && LEVELS.includes(lv)) rules[k] = lv;
    }
  }
  const pics = r.hoverPictures ?? (r.hover as Record<string, unknown> | undefined)?.pictures;
  return {
    defaultSystem: isSystem(r.defaultSystem) ? r.defaultSystem : isSystem(r.system) ? r.system : DEFAULT_SETTINGS.defaultSystem,
    rules,
    caster: normaliseCaster(r.caster),
    hoverPictures: pics === 'svg' || pics === 'ascii' || pics === 'both' ? pics : DEFAULT_SETTINGS.hoverPictures,
    inlayHints: typeof r.inlayHints === 'boolean' ? r.inlayHints : DEFAULT_SETTINGS.inlayHints,
    codeLens: typeof r.codeLens === 'boolean' ? r.codeLens : DEFAULT_SETTINGS.codeLens,
    maxFileSize: num(r.maxFileSize, 1024, 1024 * 1024 * 1024) ?? DEFAULT_SETTINGS.maxFileSize,
    locale: resolveLocale(typeof r.locale === 'string' && r.locale.trim() !== '' ? r.locale : fallbackLocale),
  };
}
