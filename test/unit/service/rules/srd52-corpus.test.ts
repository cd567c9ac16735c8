/**
 * The 339 spells of the SRD 5.2 (../shared/corpus/srd52, Open5e's
 * `srd-2024` fixtures) read by the Open5e importer and linted under the 2024
 * rules: no error, no 2014-only finding, every spell read as a 2024 spell.
 *
 * The importer does not yet write the edition for an `srd-2024` document (the
 * Open5e converter, service/formats/, is another change's), so the test says
 * it the way a user would: `rules: 2024` in the imported file's header.
 * Skips with a message when ../shared/corpus/srd52 is absent.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importDialect } from '../../../../server/src/service/formats';
import { createSpellService } from '../../../../server/src/service/service';
import { DEFAULT_SETTINGS } from '../../../../server/src/service/settings';
import { messageIn } from '../../../../server/src/service/i18n';
import { CORPUS } from '../../../helpers/corpus';

const DIR = join(CORPUS, 'srd52');
const FILES = ['open5e-Document.json', 'open5e-Spell.json', 'open5e-SpellCastingOption.json'];
const have = FILES.every((f) => existsSync(join(DIR, f)));
if (!have) console.warn(`test/unit/service/rules/srd52-corpus.test.ts: ${DIR} is absent; the SRD 5.2 corpus is not linted.`);

describe.skipIf(!have)('the SRD 5.2 spells under the 2024 rules', () => {
  it('339 spells import and lint with no error and no 2014-only finding', () => {
    const imported = importDialect('open5e', FILES.map((f) => ({ label: f, doc: JSON.parse(readFileSync(join(DIR, f), 'utf8')) as unknown })));
    // The edition, said once in the header (see above).
    expect(imported.text).toMatch(/^system: dnd5e$/m);
    const text = imported.text.replace(/^system: dnd5e$/m, 'system: dnd5e\nrules: 2024');
    const a = createSpellService().analyze(text, DEFAULT_SETTINGS);
    // The corpus's own count: open5e-Spell.json holds 339 spell records (its README).
    expect(a.spells.length).toBe(339);
    expect(a.spells.filter((s) => s.system !== 'dnd5e' || s.edition !== '2024').map((s) => s.name)).toEqual([]);
    const errors = a.diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.code} ${messageIn('en', d)}`);
    expect(errors).toEqual([]);
    // A 2024 spell never gets a 2014-only rule (the `5e/` codes).
    expect(a.diagnostics.filter((d) => d.code.startsWith('5e/')).map((d) => d.code)).toEqual([]);
  }, 120_000);
});
