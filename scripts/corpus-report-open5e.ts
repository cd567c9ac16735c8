/**
 * The Open5e section of docs/corpus-report.md: the five Open5e v2 documents
 * (../shared/corpus/open5e: Deep Magic, Deep Magic Extended, Kobold Press
 * Compilation, Warlock Zine, Level Up's Adventurer's Guide) imported in memory
 * by `grimoire import open5e`'s converter and linted, every diagnostic (rule
 * findings and schema errors alike) with its verdict. A verdict is a claim
 * about the fixture record, so each one carries a test on the raw record: a
 * finding whose record does not pass it has no verdict and fails the build,
 * like a finding nobody has looked at. Appended by scripts/corpus-report.ts.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createSpellService } from '../server/src/service/service';
import { CORPUS, corpusText } from '../test/helpers/corpus';
import { messageIn } from '../server/src/service/i18n';

/** The documents, in the README's order: fixture folder and `Document.json` title (the spells' `book`). */
export const OPEN5E_DOCUMENTS = [
  { key: 'deepm', title: 'Deep Magic for 5th Edition' },
  { key: 'deepmx', title: 'Deep Magic Extended' },
  { key: 'kp', title: 'Kobold Press Compilation' },
  { key: 'wz', title: 'Warlock Zine' },
  { key: 'a5e-ag', title: "Adventurer's Guide" },
] as const;

type Fields = Record<string, unknown>;

/** A verdict on a kind of finding, and the test on the fixture record that makes it true. */
interface Verdict {
  code: string;
  /** The finding's message starts with this. */
  message: string;
  /** The fixture record's fields show the flaw the verdict names. */
  when: (f: Fields) => boolean;
  verdict: string;
}

const blank = (v: unknown) => typeof v !== 'string' || v.trim() === '';

const VERDICTS: readonly Verdict[] = [
  {
    code: '5e/material-component',
    message: '`M` is listed but no `material`',
    when: (f) => f.material === true && blank(f.material_specified),
    verdict:
      'Real flaw of the fixture: `material: true` with an empty `material_specified`, so the M component names nothing. Seed 000: "Деякі заклинання потребують певних предметів, зазначених у дужках у записі компонентів" ' +
      '(some spells need particular objects, named in parentheses in the components entry); without the object a caster cannot tell what to supply, nor whether a pouch or focus stands in for it. The fixture says a material is needed but not which (whether the printed book names it cannot be checked here).',
  },
  {
    code: '5e/material-component',
    message: 'The spell describes a material but its components do not list',
    when: (f) => f.material === false && f.name === 'Blood Armor' && /^you must have just struck/i.test(String(f.material_specified)),
    verdict:
      'Real flaw of the fixture: `material_specified` holds a casting condition ("you must have just struck a foe with a melee weapon"), not an object, while `material` is false. The rule reads the field as a described material (it is the material field); the fix belongs in the data (move the condition to the casting time or text).',
  },
  {
    code: '5e/concentration-duration',
    message: 'A concentration spell is not instantaneous',
    when: (f) => f.name === 'Harry' && f.duration === 'instantaneous' && f.concentration === true,
    verdict:
      'Real flaw of the fixture: `duration: instantaneous` with `concentration: true`, yet the text describes a lasting effect ("The target can repeat the saving throw once every 10 minutes, ending the spell on a success"). ' +
      'Seed 000: "Якщо заклинання треба підтримувати концентрацією, це зазначено в його записі «Тривалість»" (concentration is stated in the Duration entry): an instantaneous duration has nothing to keep up, so the duration is what is missing.',
  },
  {
    code: '5e/cylinder-height',
    message: 'A cylinder extends its height',
    when: (f) => f.shape_type === 'cylinder' && !/\d+[- ]foot[- ](?:tall|high)|extends (?:vertically|upward|up)/i.test(String(f.desc)),
    verdict:
      'Real gap of the data (info): the fixture gives the cylinder\'s radius only and the text names no height ("Each creature in a 20-foot-radius cylinder centered on that point"). Seed 000: the effect "вистрілює вгору від основи або вниз від верхівки на відстань, що дорівнює висоті циліндра" (shoots up or down a distance equal to the cylinder\'s height), so the area\'s extent is unknown. ' +
      'Where the text gives the height (Riptide "20-foot tall", Nightfall and Sudden Dawn "extends vertically for 100 feet") the importer reads it.',
  },
  {
    code: 'schema/required',
    message: 'The spell is missing the required key `casting_time`',
    when: (f) => f.casting_time === 'turn',
    verdict:
      'Real flaw of the fixture: `casting_time: "turn"` is no 5e casting time. Seed 000: "Більшість заклинань потребує однієї дії, але деякі потребують бонусної дії, реакції або значно більшого часу" ' +
      '(one action, a bonus action, a reaction, or much longer: minutes and hours); the importer does not guess (a turn is neither an action nor a round) and notes it, so the spell has no casting time. An error on purpose: it cannot be cast as written.',
  },
  {
    code: 'schema/enum',
    message: '`school`: text "transformation"',
    when: (f) => f.school === 'transformation',
    verdict:
      'Real flaw of the fixture: "transformation" is one of Level Up\'s spell tags, not a school; seed 000 names eight schools ("вісім категорій, які називають школами магії") and every other Level Up spell in the fixture has one of them (the SRD 5.1 corpus gives Haste as transmutation). An error on purpose: the school is unknown, and the importer keeps what the data says.',
  },
];

/** False findings removed by fixing a rule or a mapping (history, kept visible). */
const FIXED: readonly string[] = [
  '`5e/concentration-duration`, first run: 3 findings on `concentration: true` with a `Special` duration (Deep Magic\'s Staff of Violet Fire: "if you have maintained concentration on the spell"; Level Up\'s Battlecry Ballad: "the number of rounds you can maintain concentration"; Banishment, whose "1d4+2 rounds" is read as Special). ' +
    'The format has no "Concentration, special" form, so the tag is the only place to say it: the rule was too strict and no longer flags a Special duration (test: `test/unit/service/formats/open5e.test.ts`).',
  'Mapping decision (before the first run): a `Self` range with a `shape_type` is written `Self (30-foot cone)` plus the area, as 5e prints a cone from the caster, rather than `{ kind: self }` and an area the range does not name.',
  'Mapping: durations and casting times with no canonical form (`1d10 hours`, `1 year`, `2-12 hours`; `turn`) are notes of the importer, read as `Special` (durations) or left out (casting time), never a guessed value.',
];

function cell(s: string): string {
  return s.replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

/** The raw spell fields by document title and spell name (for the verdicts' tests). */
function rawFields(): Map<string, Fields> {
  const out = new Map<string, Fields>();
  for (const d of OPEN5E_DOCUMENTS) {
    const list = JSON.parse(readFileSync(resolve(CORPUS, 'open5e', d.key, 'Spell.json'), 'utf8')) as Array<{ fields: Fields }>;
    for (const r of list) out.set(`${d.title}\u0000${String(r.fields.name)}`, r.fields);
  }
  return out;
}

/** The section's markdown, or a note when the corpus is absent. Throws when a diagnostic has no verdict. */
export function open5eReportSection(): string {
  const out: string[] = ['## Open5e v2 fixtures (third-party 5e spells)', ''];
  const text = corpusText('open5e');
  if (text === undefined || !existsSync(resolve(CORPUS, 'open5e'))) return `${out.join('\n')}\n(../shared/corpus/open5e is absent: section not generated.)\n`;
  const a = createSpellService().analyze(text);
  const raw = rawFields();
  const rows: Array<{ book: string; spell: string; code: string; severity: string; message: string; verdict: string }> = [];
  const unreviewed: string[] = [];
  for (const d of a.diagnostics) {
    const s = a.spells.find((x) => d.start >= x.start && d.start <= x.end);
    const spell = typeof s?.value.name === 'string' ? s.value.name : '(unknown)';
    const book = typeof s?.value.book === 'string' ? s.value.book : '(unknown)';
    const f = raw.get(`${book}\u0000${spell}`);
    const v = f ? VERDICTS.find((x) => x.code === d.code && messageIn('en', d).startsWith(x.message) && x.when(f)) : undefined;
    if (!v) unreviewed.push(`${book} / ${spell}: ${d.code}: ${messageIn('en', d)}`);
    else rows.push({ book, spell, code: d.code, severity: d.severity, message: messageIn('en', d), verdict: v.verdict });
  }
  if (unreviewed.length) throw new Error(`Open5e findings without a verdict (add one in scripts/corpus-report-open5e.ts, or fix the rule or the mapping):\n${unreviewed.join('\n')}`);
  const spells = a.spells.map((s) => (typeof s.value.book === 'string' ? s.value.book : ''));
  out.push('The five documents of ../shared/corpus/open5e, read with their casting options by `grimoire import open5e` (converted in memory) and linted together. Every diagnostic, schema errors included, has a verdict; each verdict is checked against the fixture record it speaks of.');
  out.push('');
  const codes = [...new Set(rows.map((r) => r.code))].sort();
  out.push(`| document | spells | ${codes.map((c) => `\`${c}\``).join(' | ')} |`);
  out.push(`| --- | --- | ${codes.map(() => '---').join(' | ')} |`);
  for (const d of OPEN5E_DOCUMENTS) out.push(`| ${d.title} | ${spells.filter((b) => b === d.title).length} | ${codes.map((c) => rows.filter((r) => r.book === d.title && r.code === c).length).join(' | ')} |`);
  out.push('');
  const errors = rows.filter((r) => r.severity === 'error');
  out.push(`Errors: ${errors.length}${errors.length ? ` (${errors.map((r) => `${r.spell}, \`${r.code}\``).join('; ')}: records no 5e format can hold as written)` : ''}; warnings: ${rows.filter((r) => r.severity === 'warning').length}; info: ${rows.filter((r) => r.severity === 'info').length}.`);
  out.push('');
  out.push('### Verdicts');
  out.push('');
  out.push('| rule | findings | spells | verdict |');
  out.push('| --- | --- | --- | --- |');
  for (const v of VERDICTS) {
    const hit = rows.filter((r) => r.verdict === v.verdict);
    if (hit.length === 0) continue;
    const names = OPEN5E_DOCUMENTS.map((d) => [d.title, hit.filter((r) => r.book === d.title).map((r) => r.spell)] as const)
      .filter(([, n]) => n.length > 0)
      .map(([t, n]) => `${t}: ${n.join(', ')}`)
      .join('; ');
    out.push(`| \`${v.code}\` (${hit[0]!.severity}) | ${hit.length} | ${cell(names)} | ${cell(v.verdict)} |`);
  }
  out.push('');
  out.push('### False findings fixed');
  out.push('');
  for (const f of FIXED) out.push(`- ${f}`);
  out.push('');
  return out.join('\n');
}
