/**
 * Spell-file detection by structure (service/detect.ts) and the analyzer's
 * Foundry decision (analyze.ts), each against the plain way on generated
 * texts: a Foundry item's `type`, `spell` and `system` written in every
 * way YAML and JSON allow (quotes, escapes, tags, anchors and aliases,
 * merge keys, explicit keys, block scalars, comments, flow style, keys in
 * any order, padding), and near misses (`spells`, `Spell`, `system` not a
 * mapping).
 * - {@link foundryShape} skips the parse when {@link mayHoldFoundrySpell}
 *   says no: it must equal parsing every text.
 * - The analyzer decides from the parse it makes anyway (the whole document,
 *   or a dataset's header): it must take the Foundry path exactly when the
 *   whole text, parsed, is a Foundry document.
 */
import { loadAll } from 'js-yaml';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foundryShape, isFoundrySpellText, isFoundrySpellValue, isSpellDocument, mayHoldFoundrySpell, settingsForPath } from '../../../server/src/service/detect';
import { foundryKindOf } from '../../../server/src/service/formats/lint';
import { SPELL_YAML_SCHEMA } from '../../../server/src/service/parse/schema';
import { createSpellService } from '../../../server/src/service/service';
import { DEFAULT_SETTINGS } from '../../../server/src/service/settings';

const svc = createSpellService();

/** The plain way: parse every text (strict JSON or YAML), then look at the top level. */
function plainShape(text: string, json: boolean): 'spell' | 'other' | 'unreadable' {
  let docs: unknown[];
  try {
    docs = json ? [JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text)] : loadAll(text, undefined, { schema: SPELL_YAML_SCHEMA, json: true });
  } catch {
    return 'unreadable';
  }
  return docs.some(isFoundrySpellValue) ? 'spell' : 'other';
}

/** The plain decision: a spell item, or unreadable and naming the three words (detect.ts isFoundrySpellText). */
function plainIsSpell(text: string, json: boolean): boolean {
  const shape = plainShape(text, json);
  return shape === 'spell' || (shape === 'unreadable' && text.includes('type') && text.includes('spell') && text.includes('system'));
}

/** What the shortcut may change: a text it rules out is `other` though it may not parse; the decisions stay the same. */
function sameDecision(text: string, json: boolean): void {
  const shape = foundryShape(text, json ? 'json' : 'yaml');
  const plain = plainShape(text, json);
  expect(shape === 'spell').toBe(plain === 'spell');
  if (mayHoldFoundrySpell(text)) expect(shape).toBe(plain);
  expect(isFoundrySpellText(text, json ? 'json' : 'yaml')).toBe(plainIsSpell(text, json));
}

/** Ways to write the key `type` (and one near miss). */
const TYPE_KEYS = ['type', '"type"', "'type'", '"typ\\x65"', '"t\\u0079pe"', '!!str type', '&tk type', 'Type'];
/** Ways to write the value `spell` (and near misses); `A` marks an alias to an anchor defined earlier. */
const SPELL_VALUES = ['spell', '"spell"', "'spell'", '"sp\\u0065ll"', '"sp\\U00000065ll"', '!!str spell', 'spell  # a comment', '"sp\\\n  ell"', '|-\n  spell', '>-\n  spell', 'A', 'spells', 'Spell', "'sp ell'"];
/** Ways to write the key `system`. */
const SYSTEM_KEYS = ['system', '"system"', "'system'", '"syst\\u0065m"', '!!str system', 'System'];
/** Ways to write the `system` value (mappings, and near misses). */
const SYSTEM_VALUES = ['\n  level: 1\n  school: evo', ' {level: 1}', ' {}', ' !!map {}', ' # note\n  level: 2', ' dnd5e', ' [1, 2]', ' null', ' A'];
/** Other keys around them. */
const FILLER = ['name: Ember', '_id: abc123', "img: 'icons/x.svg'", 'flags: {}', 'note: the type of spell is system-wide', '_stats: { systemId: dnd5e }', 'padding: "x\\ty"', 'list:\n  - a\n  - b'];

/** A generated YAML document: the keys in some order, with an anchor for the value aliases. */
const yamlDoc = fc
  .record({
    typeKey: fc.constantFrom(...TYPE_KEYS),
    spell: fc.constantFrom(...SPELL_VALUES),
    systemKey: fc.constantFrom(...SYSTEM_KEYS),
    system: fc.constantFrom(...SYSTEM_VALUES),
    withType: fc.boolean(),
    withSystem: fc.boolean(),
    merge: fc.boolean(),
    fillers: fc.subarray(FILLER),
    order: fc.integer({ min: 0, max: 5 }),
    comment: fc.boolean(),
    dataset: fc.boolean(),
  })
  .map((r) => {
    // Anchors an alias may use: `&sv spell` for the type's value, `&sm` for a system mapping.
    const anchors = ['anchors:', '  - &sv spell', '  - &sm {level: 3}'];
    const spell = r.spell === 'A' ? '*sv' : r.spell;
    const system = r.system === ' A' ? ' *sm' : r.system;
    const parts: string[] = [];
    if (r.withType) parts.push(`${r.typeKey}: ${spell}`);
    if (r.withSystem) parts.push(`${r.systemKey}:${system}`);
    parts.push(...r.fillers);
    const rotated = [...parts.slice(r.order % Math.max(1, parts.length)), ...parts.slice(0, r.order % Math.max(1, parts.length))];
    const lines = [...(r.comment ? ['# type: spell, system: yes'] : []), ...anchors, ...rotated];
    // A merge key can supply the whole item.
    if (r.merge) lines.push('base: &item', `  ${r.typeKey}: ${spell.replace(/\n/g, '\n  ')}`, `  ${r.systemKey}:${system.replace(/\n/g, '\n  ')}`, 'copy:', '  <<: *item');
    if (r.dataset) lines.push('spells:', '  - name: A', '    level: 1');
    return lines.join('\n') + '\n';
  });

/** A generated JSON document: the three words written plainly or with `\u` escapes. */
const jsonDoc = fc
  .record({ escType: fc.boolean(), escSpell: fc.boolean(), escSystem: fc.boolean(), type: fc.constantFrom('spell', 'spells', 'weapon'), system: fc.constantFrom<unknown>({ level: 1 }, {}, 'dnd5e', null, [1]), withSystem: fc.boolean(), bom: fc.boolean(), broken: fc.constantFrom('', '// c\n', ',') })
  .map((r) => {
    const esc = (s: string, on: boolean) => (on ? s.replace(/[aeiouy]/, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`) : s);
    const body = [`"${esc('type', r.escType)}": "${esc(r.type, r.escSpell)}"`, '"name": "Ember"', ...(r.withSystem ? [`"${esc('system', r.escSystem)}": ${JSON.stringify(r.system)}`] : [])];
    const text = `{\n  ${r.broken === '// c\n' ? '// c\n  ' : ''}${body.join(',\n  ')}${r.broken === ',' ? ',' : ''}\n}\n`;
    return (r.bom ? '\uFEFF' : '') + text;
  });

describe('structural detection equals parsing every text', () => {
  it('YAML: foundryShape (with its no-parse shortcut) gives what a parse of every text gives', () => {
    fc.assert(
      fc.property(yamlDoc, (text) => sameDecision(text, false)),
      { numRuns: 3000, seed: 20261204 },
    );
  });

  it('JSON: the same, escapes included', () => {
    fc.assert(
      fc.property(jsonDoc, (text) => sameDecision(text, true)),
      { numRuns: 1000, seed: 20261204 },
    );
  });

  it('the generators reach every outcome (a test that can fail)', () => {
    const seen = new Set<string>();
    fc.assert(fc.property(yamlDoc, (t) => void seen.add(`yaml:${plainShape(t, false)}`)), { numRuns: 3000, seed: 20261204 });
    fc.assert(fc.property(jsonDoc, (t) => void seen.add(`json:${plainShape(t, true)}`)), { numRuns: 1000, seed: 20261204 });
    expect([...seen].sort()).toEqual(['json:other', 'json:spell', 'json:unreadable', 'yaml:other', 'yaml:spell', 'yaml:unreadable']);
  });

  it('a type written with a comment, quotes, a tag or an escape is a spell item, wherever `system:` is', () => {
    const item = (type: string, pad = '') => `_id: x\nname: Ember\n${pad}${type}\nsystem:\n  level: 99\n`;
    for (const t of ['type: spell  # comment', '"type": spell', 'type: !!str spell', 'type: "sp\\u0065ll"']) expect(foundryShape(item(t), 'yaml'), t).toBe('spell');
    // More than 64 KiB before `system:` (the former text test looked at the first 64 KiB only).
    expect(foundryShape(item('type: spell', `flavour: "${'x'.repeat(70_000)}"\n`), 'yaml')).toBe('spell');
    expect(foundryShape('{"type": "sp\\u0065ll", "system": {"level": 1}}', 'json')).toBe('spell');
    // Spelled `spells`, or a system that is text: not spell items.
    expect(foundryShape(item('type: spells'), 'yaml')).toBe('other');
    expect(foundryShape('type: spell\nsystem: dnd5e\n', 'yaml')).toBe('other');
  });

  it('a path decides a JSON file\'s candidacy; a modeline is never read in JSON', () => {
    const json = '{"type": "spell", "system": {"level": 1}}';
    expect(isSpellDocument('/m/packs/_source/spells/a.json', json)).toBe(true);
    expect(isSpellDocument('/m/packs/_SOURCE/a.JSON', json)).toBe(true);
    expect(isSpellDocument('/m/package.json', json)).toBe(false);
    expect(isSpellDocument('/m/packs/_source/a.json', '# grimoire\n{}')).toBe(false);
    expect(isSpellDocument('/m/x/FIREBALL.SPELL.YAML', '')).toBe(true);
  });
});

describe('the analyzer takes the Foundry path exactly when the whole text is a Foundry document', () => {
  /** The plain way: the whole text parsed as one document, then its kind. */
  function plainKind(text: string): 'spell' | 'other' | undefined {
    let docs: unknown[];
    try {
      docs = loadAll(text, undefined, { schema: SPELL_YAML_SCHEMA, json: true });
    } catch {
      return undefined;
    }
    return docs.length === 1 ? foundryKindOf(docs[0]) : undefined;
  }

  it('on generated YAML (whole documents and datasets)', () => {
    fc.assert(
      fc.property(yamlDoc, (text) => {
        const a = svc.analyze(text, DEFAULT_SETTINGS);
        // A Foundry document's analysis has no canonical document states; every other text has one per document.
        const foreign = a.docs.length === 0;
        expect(foreign).toBe(plainKind(text) !== undefined);
        if (plainKind(text) === 'spell') expect(a.spells).toHaveLength(1);
      }),
      { numRuns: 1500, seed: 20261204 },
    );
  });

  it('a .json file is strict JSON: a comment or a trailing comma is a syntax error at its place, and there are no disable comments', () => {
    const json = settingsForPath(DEFAULT_SETTINGS, 'a.json');
    expect(settingsForPath(DEFAULT_SETTINGS, 'b.JSON')).toBe(json);
    expect(settingsForPath(DEFAULT_SETTINGS, 'a.yaml')).toBe(DEFAULT_SETTINGS);
    const item = '{\n  "type": "spell",\n  "system": {\n    "level": 99\n  }\n}\n';
    const at = (text: string) => svc.analyze(text, json).diagnostics.map((d) => `${d.code}@${d.start}`);
    // By hand: the `/` of the comment is at offset 2; the closing `}` after the trailing comma (line 6) at offset 56.
    expect(at(item.replace('{\n', '{\n// c\n'))).toEqual(['yaml/syntax@2']);
    expect(at(item.replace('99\n  }', '99\n  },').replace(/\n}\n$/, '\n}\n'))).toEqual(['yaml/syntax@56']);
    const disabled = item.replace('    "level"', '# grimoire-disable-next-line\n    "level"');
    expect(at(disabled)).toEqual([`yaml/syntax@${disabled.indexOf('#')}`]);
    // Read as YAML (no .json name), the same text loads and the disable comment hides the level finding.
    expect(svc.analyze(disabled, DEFAULT_SETTINGS).diagnostics.map((d) => d.code)).not.toContain('schema/range');
  });
});
