/**
 * One line of numbers per spell for inlay hints and code lenses, e.g.
 * `DC 15 | 8d6 avg 28 | 20-ft sphere: 52 sq (DMG)`. The figures come from
 * `explain.ts`, like the hovers and `grimoire explain`.
 */
import type { SpellModel } from '../analyze';
import type { GrimoireSettings } from '../settings';
import {
  areaCounts,
  castingRow,
  castingValues,
  damageTable,
  METHOD_NAMES,
  profileFor,
  spellArea,
  spellAttack,
  spellSaveDc,
  type ProfileOverrides,
} from './explain';

function num(n: number): string {
  return String(Math.round(n * 100) / 100);
}

function pct(p: number): string {
  return `${(Math.round(p * 1000) / 10).toFixed(1)}%`;
}

/**
 * The summary of `spell`: save DC and attack bonus (5e, ToV), base damage or
 * healing with its average, the area with its squares under the system's
 * default grid method, and for Warhammer the best number of dice to cast
 * each casting value. Undefined when there is nothing to compute.
 */
export function summaryLine(spell: SpellModel, settings: GrimoireSettings, overrides?: ProfileOverrides): string | undefined {
  try {
    const parts: string[] = [];
    const profile = profileFor(spell, settings, overrides);
    const v = spell.value;
    if (spell.system === 'dnd5e' || spell.system === 'tov') {
      if (v.save && typeof v.save === 'object') parts.push(`DC ${spellSaveDc(profile)}`);
      if (typeof v.attack === 'string') parts.push(`${spellAttack(profile) >= 0 ? '+' : ''}${spellAttack(profile)} to hit`);
    }
    const dmg = damageTable(spell, 'damage', profile.resolved.level);
    if (dmg?.rows[0]) parts.push(`${dmg.rows[0].dice} avg ${num(dmg.rows[0].average)}`);
    const heal = damageTable(spell, 'heal', profile.resolved.level);
    if (heal?.rows[0]) parts.push(`heals ${heal.rows[0].dice} avg ${num(heal.rows[0].average)}`);
    const area = spellArea(spell, profile.resolved.level);
    if (area) {
      const c = areaCounts(area.spec, spell.system);
      const m = c.methods[0];
      if (m) parts.push(`${area.label}: ${c.squares[m] ?? 0} sq${spell.system === 'wfb' ? '' : ` (${METHOD_NAMES[m]})`}`);
    }
    if (spell.system === 'wfb') {
      const L = profile.resolved.wizardLevel;
      castingValues(spell).forEach((cv, i) => {
        const row = castingRow(cv, L);
        if (!row) return;
        let best = 0;
        row.odds.forEach((o, k) => {
          if (o.cast > row.odds[best]!.cast) best = k;
        });
        parts.push(`${i === 0 ? '' : 'boosted '}${cv}+: ${best + 1} dice ${pct(row.odds[best]!.cast)}${i === 0 ? ` (L${L})` : ''}`);
      });
    }
    return parts.length ? parts.join(' | ') : undefined;
  } catch {
    return undefined;
  }
}
