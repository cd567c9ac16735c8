/**
 * The preview card: one spell as a stat block with its area drawn on a grid.
 * Returns inner HTML in which every piece of spell text is escaped; the
 * client's webview wraps it in a page with a strict Content Security Policy.
 * Also used by `grimoire render --format html|svg|md`.
 */
import { t, type Locale, type MessageKey, type MsgRef } from '../i18n';
import type { SpellModel } from '../model';
import type { GrimoireSettings } from '../settings';
import { PREVIEW_SECTIONS } from './preview-sections';
import type { ProfileOverrides } from './figures/profile';
import { plainText, statRows } from './stat-block';
import { userWords } from '../rules/sources';
import { METHOD_NAMES } from './method-names';
import { methodName } from './words';
import type { GridMethod } from '../compute/geometry';

/** Escape text for HTML element content and attribute values. */
export function escapeHtml(s: unknown): string {
  return String(s ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** A YAML value as plain one-line text (lists joined, mappings as `key value, ...`); never `[object Object]`. Shared with `grimoire render`. */
export function text(v: unknown): string {
  return plainText(v);
}

/** The stat block's subtitle: "3rd-level evocation (ritual)", "Lore of fire · casting value 11+". Shared with `grimoire render`. */
export function subtitle(s: SpellModel, l: Locale = 'en'): string {
  const v = s.value;
  const written = typeof v.school === 'string' ? v.school : '';
  // A canonical school is shown by the rule texts' name for it (`term.school.*`); any other text as written.
  const school = /^(abjuration|conjuration|divination|enchantment|evocation|illusion|necromancy|transmutation|universal)$/.test(written) ? t(l, `term.school.${written}` as MessageKey) : written;
  if (s.system === 'wfb') return t(l, 'preview.wfb', { lore: text(v.lore), cv: text(v.casting_value) });
  if (s.system === 'dnd35') {
    const lv = v.levels && typeof v.levels === 'object' ? Object.entries(v.levels as Record<string, unknown>).map(([c, l]) => `${c} ${text(l)}`).join(', ') : '';
    return `${school}${lv ? ` · ${lv}` : ''}`;
  }
  const n = s.system === 'tov' ? v.circle : v.level;
  const lvl = typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 9 ? n : undefined;
  const w: MsgRef = { key: s.system === 'tov' ? 'term.circle' : 'term.level' };
  // A level out of range is said as such (the diagnostic has the details), never dropped to leave the school alone.
  const noLevel = school ? t(l, 'preview.noLevel', { school, w }) : t(l, 'preview.noLevelAlone', { w });
  const head = lvl === 0 ? t(l, 'preview.cantrip', { school }) : lvl !== undefined ? t(l, 'preview.leveled', { ord: { ord: lvl }, w, school }) : n === undefined || n === null ? school : noLevel;
  const src = s.system === 'tov' && v.source ? ` (${text(v.source)})` : '';
  return `${v.ritual === true ? t(l, 'preview.ritual', { head }) : head}${src}`;
}

/** The preview panel's control labels in a locale (the client's page draws them: client/src/preview-page.ts). */
export interface PreviewControlWords {
  method: string;
  placement: string;
  angle: string;
  angleOption: string;
  angleHint: string;
  placements: Record<string, string>;
  /** Grid method -> its name (`dmg` -> `DMG`). */
  methods: Record<string, string>;
}

/** The control labels of the preview panel in `l`, for the methods offered. */
export function previewControlWords(l: Locale, methods: readonly string[]): PreviewControlWords {
  return {
    method: t(l, 'pv.control.method'),
    placement: t(l, 'pv.control.placement'),
    angle: t(l, 'pv.control.angle'),
    angleOption: t(l, 'pv.control.angleOption'),
    angleHint: t(l, 'pv.control.angleHint'),
    placements: { orthogonal: t(l, 'pv.control.orthogonal'), diagonal: t(l, 'pv.control.diagonal') },
    methods: Object.fromEntries(methods.map((m) => [m, m in METHOD_NAMES ? methodName(l, m as GridMethod) : m])),
  };
}

/**
 * A paragraph of the spell's text; one that opens with the upcast lead-in
 * ("At Higher Levels.", as an imported Foundry or 5etools description keeps
 * it inside its text) gets it in bold, as the card's own `higher_levels` line has it.
 */
function leadInParagraph(p: string, l: Locale): string {
  for (const lead of new Set([t(l, 'preview.higher'), t('en', 'preview.higher'), 'Using a Higher-Level Spell Slot.'])) {
    if (p.startsWith(lead)) return `<p><strong>${escapeHtml(lead)}</strong>${escapeHtml(p.slice(lead.length))}</p>`;
  }
  return `<p>${escapeHtml(p)}</p>`;
}

/** What the preview says for a YAML file that is not a spell file, in `l` (the LSP server sends it in the client's language; the client also shows a message). */
export function notASpellHtml(l: Locale): string {
  return `<p class="empty">${t(l, 'preview.notSpell')}</p>`;
}

/** The card's inner HTML for `spell` (or a placeholder when there is none); `overrides` are `grimoire render`'s caster-profile flags. */
export function previewHtml(spell: SpellModel | undefined, settings: GrimoireSettings, method?: string, placement?: string | { angleDeg: number }, overrides?: ProfileOverrides): { name?: string; html: string; methods: string[]; controls?: PreviewControlWords } {
  const l = settings.locale;
  if (!spell) return { html: `<p class="empty">${escapeHtml(t(l, 'preview.noSpell'))}</p>`, methods: [] };
  const v = spell.value;
  const rows = statRows(spell, l)
    .map(([label, t]) => `<div class="row"><span class="label">${escapeHtml(label)}</span> <span class="value">${escapeHtml(t)}</span></div>`)
    .join('\n');
  // Text fields of the wrong shape (a list, a mapping) still read as text, never `[object Object]`.
  const paras = (typeof (v.description ?? v.effect) === 'string' ? String(v.description ?? v.effect) : plainText(v.description ?? v.effect))
    .split(/\n\s*\n/)
    .filter((p) => p.trim())
    .map((p) => leadInParagraph(p.trim(), l))
    .join('\n');
  const higher = v.higher_levels ? `<p><strong>${escapeHtml(t(l, 'preview.higher'))}</strong> ${escapeHtml(plainText(v.higher_levels))}</p>` : '';
  const extras: string[] = [];
  let methods: string[] = [];
  for (const section of PREVIEW_SECTIONS) {
    try {
      const r = section(spell, settings, method, placement, overrides);
      if (r) {
        // Computed sections are our own words: rule texts by their game's name (rules/sources.ts).
        extras.push(userWords(r.html));
        if (r.methods) methods = r.methods;
      }
    } catch {
      // A failing section leaves the card standing.
    }
  }
  const html = `<article class="card">
<h1>${escapeHtml(v.name ?? t(l, 'preview.unnamed'))}</h1>
<p class="subtitle">${escapeHtml(subtitle(spell, l))}</p>
<hr>
${rows}
<hr>
${paras}
${higher}
${extras.join('\n')}
</article>`;
  return { name: typeof v.name === 'string' ? v.name : undefined, html, methods, controls: previewControlWords(l, methods) };
}
