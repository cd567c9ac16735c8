/**
 * The Foundry VTT section of docs/corpus-report.md: both Foundry corpora
 * (../shared/corpus/foundry-dnd5e, black-flag) linted in place, as
 * `grimoire lint packs/_source` sees them, every finding with its verdict.
 * Appended by scripts/corpus-report.ts; a finding without a verdict here fails
 * the build, like the main report's.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { createSpellService } from '../server/src/service/service';
import { messageIn } from '../server/src/service/i18n';

/** The in-place corpora, relative to the repository root. */
export const FOUNDRY_CORPORA = [
  { label: 'Foundry dnd5e SRD pack sources (YAML)', short: 'dnd5e', path: '../shared/corpus/foundry-dnd5e/spells' },
  { label: 'Black Flag pack sources (JSON)', short: 'black-flag', path: '../shared/corpus/black-flag/spells' },
] as const;

const SOURCE_HINT = 'Not a flaw: `tov/source-hint` is a hint about the usual leaning of an energy or effect (ToV rule text); Black Flag, the ORC rules ToV builds on, chose this source on purpose.';

const CYLINDER = 'A limit of the format, not a flaw of the data: a Foundry template holds a type and a size, no height; the spell text gives the cylinder\'s height. Info only.';

/** Verdicts by `file (relative to its corpus):rule`. */
const VERDICTS: Record<string, string> = {
  '1st-circle/false-life.FITcXCcDkoWdG3PH.json:tov/source-hint': SOURCE_HINT,
  '1st-circle/goodberry.LWLrPRZuuucTzy0k.json:tov/source-hint': SOURCE_HINT,
  '1st-circle/hellish-rebuke.F4Tv4rOAWNOBl6hU.json:tov/source-hint': SOURCE_HINT,
  '2nd-circle/moonbeam.YA97XCINjM4b1cp1.json:tov/source-hint': SOURCE_HINT,
  '3rd-circle/call-lightning.HVXWvCMCtdo0xxWi.json:tov/source-hint': SOURCE_HINT,
  '9th-circle/storm-of-vengeance.SSrNE3AGeMAmnhWH.json:tov/source-hint': SOURCE_HINT,
  'cantrip/grave-touch.7fzSBJVQNGnnLe7s.json:tov/source-hint': SOURCE_HINT,
  'cantrip/produce-flame.PnWBk2Ep2NRfRDFK.json:tov/source-hint': SOURCE_HINT,
  '4th-circle/song-of-the-forest.CQ3nlK4DoBPS6C7w.json:5e/concentration-duration':
    'Real flaw of the source data: the item is tagged `concentration` and its text says "While the spell is active", but `system.duration.units` is `instantaneous`; the duration is missing.',
  '1st-circle/create-familiar.KYLIEo13ddOEl7fX.json:tov/source-hint': SOURCE_HINT,
  '1st-circle/magic-missile.RBoSYpr3alIlLBro.json:tov/source-hint': SOURCE_HINT,
  '7th-circle/arcane-sword.fXl9we2375vQAUwq.json:tov/source-hint': SOURCE_HINT,
  '8th-circle/feeblemind.nw5Cqw1rX3c3u7Fd.json:tov/source-hint': SOURCE_HINT,
  '2nd-level/moonbeam.yml:5e/cylinder-height': CYLINDER,
  '3rd-level/call-lightning.yml:5e/cylinder-height': CYLINDER,
  '3rd-level/magic-circle.yml:5e/cylinder-height': CYLINDER,
  '3rd-level/sleet-storm.yml:5e/cylinder-height': CYLINDER,
  '4th-level/ice-storm.yml:5e/cylinder-height': CYLINDER,
  '5th-level/flame-strike.yml:5e/cylinder-height': CYLINDER,
  '7th-level/reverse-gravity.yml:5e/cylinder-height': CYLINDER,
  '3rd-level/revivify.yml:5e/material-cost':
    'Real flaw of the source data: `system.materials.cost` is 100 while the material text reads "Diamonds worth 300gp, which the spell consumes" (the SRD 5.1 prints 300 gp).',
  '8th-level/clone.yml:5e/material-cost':
    'Real gap of the source data (info): the text prices a diamond (1,000 gp) and a vessel (2,000 gp) but `system.materials.cost` is not set, so a tool reading the flag would let a focus stand in.',
};

/** Mapping decisions that removed what would have been false findings (kept in the report so they stay visible). */
const MAPPING_FIXES = [
  'Damage and healing parts adding the spellcasting modifier (`bonus: "@mod"`, Cure Wounds, Spiritual Weapon, ...) are read as their dice without the modifier, with an importer note, instead of failing the dice pattern (17 false `schema/pattern` errors).',
  'Formula parts (`(floor(2 + @item.level / 2))d6`, Flame Blade; `@scaling * 5`, Aid) are not read as dice: notes, not errors.',
  'Black Flag\'s whole-step scaling on a ritual (Glyph of Warding: "As you unlock higher circles, this ritual grows in potency") is read as `per_highest_circle`, the growth with the caster\'s highest circle that seed 002 describes, not as `per_slot` (1 false `tov/ritual-upcast` warning).',
  'A `wall` template thinner than a square (Wall of Fire, Wind Wall, Prismatic Wall: 1 foot thick) is read as a line one square wide (3 false `5e/area-grid` warnings).',
];

function walk(d: string): string[] {
  return readdirSync(d).sort().flatMap((e) => (statSync(join(d, e)).isDirectory() ? walk(join(d, e)) : [join(d, e)]));
}

function cell(s: string): string {
  return s.replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

/** The section's markdown, or a note when the corpora are absent. */
export function foundryReportSection(root: string): string {
  const out: string[] = ['## Foundry VTT pack sources linted in place', ''];
  const svc = createSpellService();
  const unreviewed: string[] = [];
  const rows: string[] = [];
  const summary: string[] = [];
  for (const c of FOUNDRY_CORPORA) {
    const dir = resolve(root, c.path);
    if (!existsSync(dir)) return `${out.join('\n')}\n(${c.path} is absent: section not generated.)\n`;
    let files = 0;
    let spells = 0;
    let errors = 0;
    let findings = 0;
    for (const f of walk(dir)) {
      const text = readFileSync(f, 'utf8');
      const a = svc.analyze(text);
      files++;
      spells += a.spells.length;
      for (const d of a.diagnostics) {
        findings++;
        if (d.severity === 'error') errors++;
        const rel = relative(dir, f).split('\\').join('/');
        const verdict = VERDICTS[`${rel}:${d.code}`];
        if (!verdict) unreviewed.push(`${rel}:${d.code} ${messageIn('en', d)}`);
        const line = text.slice(0, d.start).split('\n').length;
        rows.push(`| ${c.short}/${cell(rel)}:${line} | \`${d.code}\` (${d.severity}) | ${cell(messageIn('en', d))} | ${cell(verdict ?? '')} |`);
      }
    }
    summary.push(`| ${c.label} | \`${c.path}\` | ${files} | ${spells} | ${errors} | ${findings} |`);
  }
  if (unreviewed.length > 0) throw new Error(`Foundry findings without a verdict (add one in scripts/corpus-report-foundry.ts, or fix the mapping or rule):\n${unreviewed.join('\n')}`);
  out.push('Every file of the two Foundry corpora read by the Foundry dialect (service/formats/) and checked by the schema and every rule, as `grimoire lint packs/_source` does. Other item types and folder documents are left alone.');
  out.push('');
  out.push('| corpus | folder | files | spells | errors | findings |');
  out.push('| --- | --- | --- | --- | --- | --- |');
  out.push(...summary);
  out.push('');
  out.push('| file:line | rule | finding | verdict |');
  out.push('| --- | --- | --- | --- |');
  out.push(...rows);
  out.push('');
  out.push('Mapping decisions that removed false findings:');
  out.push('');
  for (const m of MAPPING_FIXES) out.push(`- ${m}`);
  out.push('');
  return out.join('\n');
}
