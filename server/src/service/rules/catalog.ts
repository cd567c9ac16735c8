/**
 * Every code a diagnostic can carry, with its title, doc and default
 * severity: the game rules from the registry plus the parser's and the
 * schema's own codes, and the cross-file checks'. Feeds SARIF rule metadata and docs/rules.md.
 */
import type { Severity } from '../types';
import type { SeedQuote } from './rule';
import { DATASET_RULES, RULES } from './index';
import { userWords } from './sources';
import { WORKSPACE_CODES } from '../workspace/codes';

/** Metadata of one diagnostic code. */
export interface CodeInfo {
  code: string;
  title: string;
  doc: string;
  defaultSeverity: Severity;
  /** Systems a game rule applies to (absent for parser and schema codes). */
  systems?: readonly string[];
  /** The D&D 5e rules it applies to (`2024` for the `5e24/*` rules; absent: 2014, for D&D 5e spells). */
  editions?: readonly string[];
  /** The seed passages a game rule rests on, quoted exactly (absent for parser and schema codes). */
  basis?: readonly SeedQuote[];
  /** What a game rule leaves to the table. */
  scope?: string;
}

/** Parser and schema codes (not game rules). */
export const BUILTIN_CODES: CodeInfo[] = [
  { code: 'yaml/syntax', title: 'YAML syntax error', doc: 'The text is not valid YAML at this point; the spell it belongs to is not checked further.', defaultSeverity: 'error' },
  { code: 'yaml/duplicate-key', title: 'Duplicate key', doc: 'A key appears twice in one mapping; YAML loaders keep only the last value, silently.', defaultSeverity: 'error' },
  { code: 'yaml/tab-indent', title: 'Tab indentation', doc: 'YAML forbids tabs for indentation; use spaces.', defaultSeverity: 'error' },
  { code: 'yaml/alias-bomb', title: 'Alias bomb', doc: 'Aliases that expand to more than 100,000 nodes beyond the text\'s own, or to more than 10,000,000 characters of data beyond the text\'s own length ("billion laughs"); the document is not checked, and a disable comment cannot hide it.', defaultSeverity: 'error' },
  { code: 'yaml/unknown-tag', title: 'Custom YAML tag', doc: 'Custom tags (`!foo`) are not supported; spell files hold plain data and no tag runs code.', defaultSeverity: 'error' },
  { code: 'yaml/yaml11', title: 'Read differently by YAML 1.1', doc: 'A plain value that a YAML 1.1 loader (PyYAML, for one) reads as another value than YAML 1.2, which Grimoire follows: `yes`/`no`/`on`/`off`/`y`/`n` (booleans in 1.1, text in 1.2), `010` (octal 8 in 1.1, 10 in 1.2), `0b11`, `1_000`, `0x1_F`, `1:30` (numbers in 1.1, text in 1.2), `0o17`, `08`, `1e3` (numbers in 1.2, text in 1.1). The quick fix writes it so every reader agrees: `true` for a yes/on in a boolean key, the quoted text elsewhere, the decimal number for numbers. Also a NEL, LS or PS character (U+0085, U+2028, U+2029: line breaks in YAML 1.1, text in 1.2) where a YAML 1.1 reader would read something else because of it: in a comment with text after it on the line (which that reader reads as YAML), or in a value; the quick fix writes a space in the comment, or the escape `\\N`, `\\L`, `\\P` in double quotes. Unlike the other yaml/* codes it can be turned off and disabled.', defaultSeverity: 'warning' },
  { code: 'yaml/not-spell', title: 'Not a spell document', doc: 'A document must be a spell mapping or a dataset with a `spells:` list.', defaultSeverity: 'error' },
  { code: 'yaml/too-large', title: 'File too large', doc: 'The file is over the size limit (setting `maxFileSize`, default 64 MiB) and was not checked.', defaultSeverity: 'error' },
  { code: 'yaml/binary', title: 'Binary file', doc: 'The file holds NUL or control characters: it is not YAML text.', defaultSeverity: 'error' },
  { code: 'yaml/encoding', title: 'Not UTF-8', doc: 'The file is not valid UTF-8.', defaultSeverity: 'error' },
  { code: 'schema/required', title: 'Missing required key', doc: 'A key the spell format requires for this system is missing (see docs/format.md).', defaultSeverity: 'error' },
  { code: 'schema/unknown-key', title: 'Unknown key', doc: 'A key the spell format does not know for this system; often a typo.', defaultSeverity: 'error' },
  { code: 'schema/type', title: 'Wrong type', doc: 'A value of the wrong type (text where a number is expected, a list where a mapping is expected...).', defaultSeverity: 'error' },
  { code: 'schema/enum', title: 'Unknown value', doc: 'A value outside the allowed set (schools, components, damage types, shapes...).', defaultSeverity: 'error' },
  { code: 'schema/range', title: 'Number out of range', doc: 'A number outside its allowed range (level 0-9, sizes above 0, casting value 3 or more...).', defaultSeverity: 'error' },
  { code: 'schema/pattern', title: 'Unreadable text form', doc: 'A text field (range, casting time, duration, dice) in a form Grimoire cannot read.', defaultSeverity: 'error' },
  { code: 'schema/size', title: 'Wrong size', doc: 'An empty text or list, or repeated list items, where the format does not allow them.', defaultSeverity: 'error' },
  { code: 'schema/alternatives', title: 'None of the allowed forms', doc: 'The value matches none of the forms the key accepts (e.g. text or a mapping).', defaultSeverity: 'error' },
  { code: 'schema/not-allowed', title: 'Not allowed here', doc: 'The key or value is not allowed in this position.', defaultSeverity: 'error' },
  { code: 'schema/other', title: 'Schema violation', doc: 'The value breaks another constraint of the spell schema.', defaultSeverity: 'error' },
  { code: 'text/too-long', title: 'Stat line too long to read', doc: 'A casting time, range or duration (and in 3.5 an area, effect or target) longer than 2,000 characters: the text readers do not read it, so the rules and hovers that need it say nothing about it.', defaultSeverity: 'warning' },
  { code: 'internal/error', title: 'Internal error', doc: 'Grimoire failed on this file; please report it with the file.', defaultSeverity: 'error' },
  { code: 'internal/rule-failed', title: 'Rule failed', doc: 'A rule failed on this spell; please report it with the file.', defaultSeverity: 'warning' },
];

/**
 * Rules of the seed texts that no check covers, because they only matter at
 * the table (who acts when, what the caster can see, what a die shows). The
 * rules reference lists them so their absence is a decision, not an oversight.
 */
export const TABLE_ONLY: ReadonlyArray<{ topic: string; seed: '000' | '002' | '003' | '004'; quote: string; means: string }> = [
  { topic: 'Bonus-action casting', seed: '000', quote: 'Якщо ви наклали заклинання бонусною дією, ви не можете накласти інше заклинання в цьому ж ході, крім замовляння з часом накладання 1 дія.', means: 'after a bonus-action spell, only a cantrip with a casting time of 1 action that turn: a turn\'s choice, not a spell\'s data' },
  { topic: 'Line of sight and effect', seed: '004', quote: 'Una linea di effetto è un percorso dritto e senza ostacoli che indica su cosa può avere effetto un incantesimo.', means: 'line of effect is a straight, unblocked path: it depends on the battle map' },
  { topic: 'A clear path to the target', seed: '002', quote: '何かを目標にするためには、君からその何かまでの間に、遮るもののない直線を引くことができねばならない', means: 'to target something you need a clear line to it' },
  { topic: 'Resolving a miscast', seed: '003', quote: 'Киньте 2D6 и проконсультируйтесь с таблицей ниже.', means: 'roll 2D6 on the miscast table: the hover gives each result\'s chance under both readings of the table, the roll is the table\'s' },
  { topic: 'Concentration checks', seed: '000', quote: 'Щоразу, коли ви отримуєте шкоду, концентруючись на заклинанні, ви мусите зробити рятівний кидок Статури', means: 'each time you take damage while concentrating you make a Constitution save: the hover gives the DC, the save is rolled in play' },
  { topic: 'Casting in armour', seed: '002', quote: '呪文を発動する際、君は着用している防具に対する習熟を有していなければならない', means: 'you must be proficient with the armour you wear to cast' },
  { topic: 'Combining effects', seed: '002', quote: '複数回発動された同一の呪文の効果が組み合わさることはない', means: 'the same spell cast several times does not combine' },
  { topic: 'Identifying a spell', seed: '000', quote: 'СК дорівнює 15 + рівень заклинання', means: 'the DC is 15 + the spell level: shown in the level hover, rolled in play' },
];

/** Every code: builtin first, then the game rules. */
export function codeCatalog(): CodeInfo[] {
  return [
    ...BUILTIN_CODES,
    // The docs cite rule texts by the game's name (sources.ts): SARIF help and docs/rules.md are read by users.
    ...RULES.map((r) => ({ code: r.code, title: userWords(r.title), doc: userWords(r.doc), defaultSeverity: r.defaultSeverity, systems: r.systems, ...(r.editions ? { editions: r.editions } : {}), basis: r.basis, scope: userWords(r.scope) })),
    ...DATASET_RULES.map((r) => ({ code: r.code, title: userWords(r.title), doc: userWords(r.doc), defaultSeverity: r.defaultSeverity, basis: r.basis, scope: userWords(r.scope) })),
    // The cross-file checks: the workspace's data against itself, no rule text (workspace/codes.ts).
    ...WORKSPACE_CODES.map((c) => ({ code: c.code, title: c.title, doc: c.doc, defaultSeverity: c.defaultSeverity })),
  ];
}
