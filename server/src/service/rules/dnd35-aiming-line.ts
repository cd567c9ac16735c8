/**
 * `dnd35/aiming-line`: a D&D 3.5 / Pathfinder spell has no Target, Effect or
 * Area line. Seed 004: the line after the range "defines the target (or
 * targets) of the spell, its effect or its area, as appropriate"; without it
 * the caster does not know what to aim at.
 */
import type { DocumentedRule } from './rule';
import { rangeOf, say } from './rule';
import { str } from './read';

/** "This spell functions like chain lightning, except ...": the stat block inherits the lines it leaves out. */
const INHERITS = /\bfunctions?\s+(?:like|as)\b|\bfunziona\s+come\b|^\s*(?:as|come)\s+\S/i;

/** Aiming keys of the 3.5 format. */
const AIMING = ['target', 'effect', 'area'] as const;

/** Does the value say something (a non-empty text or a mapping)? */
function present(v: unknown): boolean {
  if (v === undefined || v === null) return false;
  return typeof v !== 'string' || v.trim() !== '';
}

/** The `dnd35/aiming-line` rule; registered in `index.ts` (RULES), run by the analyzer on every spell of its systems. */
export const aimingLine: DocumentedRule = {
  code: 'dnd35/aiming-line',
  title: 'A 3.5 spell has no Target, Effect or Area line',
  doc:
    'Seed 004: "La riga successiva nella descrizione di un incantesimo definisce il bersaglio (o bersagli) dell\'incantesimo, il suo effetto o la sua area, come più appropriato" ' +
    '(the next line of a spell\'s description defines its target or targets, its effect or its area, as appropriate). ' +
    'A spell with none of `target`, `effect` and `area` leaves out what it is aimed at (warning). A personal spell says so with `target: you` ("Bersaglio: Incantatore"); with range personal and no target only the line is missing, so that is info. ' +
    'A spell whose text says it "functions like" another (Pathfinder\'s derived spells) inherits that spell\'s lines and is left alone, as is a summary that starts "As minor creation, ..." and a stat block that lacks its range or duration line too (it lists only what differs from its parent spell).',
  basis: [
    { seed: '004', quote: 'La riga successiva nella descrizione di un incantesimo definisce il bersaglio (o bersagli) dell\'incantesimo, il suo effetto o la sua area, come più appropriato.', means: 'the next line defines the target, effect or area' },
  ],
  scope: 'Whether the caster can see or touch the target, and line of effect.',
  defaultSeverity: 'warning',
  systems: ['dnd35'],
  check(spell, report) {
    if (AIMING.some((k) => present(spell.value[k]))) return;
    if (INHERITS.test(str(spell.value.description) ?? '')) return;
    // No range or no duration either: a derived stat block that lists only what differs from its parent spell.
    if (!present(spell.value.range) || !present(spell.value.duration)) return;
    // A personal spell is aimed at its caster whether or not the line is printed: only the line is missing.
    const personal = /^(personal|personale)\b/i.test(str(spell.value.range)?.trim() ?? '');
    report({
      ...say(personal ? 'rule.aimingLine.personal' : 'rule.aimingLine.none'),
      ...rangeOf(spell, ['name'], 'key'),
      ...(personal ? { severity: 'info' as const } : {}),
    });
  },
};
