/**
 * Words users read name the game and its rules ("D&D 5e rules"), never the
 * project's numbering of the rule texts ("seed 000"): `userWords`
 * (rules/sources.ts) by hand-checked examples, SARIF rule help and
 * docs/rules.md (from the rule catalogue), hovers on every key of every
 * bundled sample, the preview card and the findings' messages (the built
 * CLI's SARIF and `explain`: test/cli/rule-citations.test.ts). Also: every
 * SARIF helpUri anchor is a heading of docs/rules.md (GitHub's slug of it).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeCatalog } from '../../../../server/src/service/rules/catalog';
import { RULES } from '../../../../server/src/service/rules/index';
import { rulesName, userWords } from '../../../../server/src/service/rules/sources';
import { createSpellService } from '../../../../server/src/service/service';
import { DEFAULT_SETTINGS } from '../../../../server/src/service/settings';
import { previewHtml } from '../../../../server/src/service/features/preview';
import { ruleAnchor } from '../../../../server/src/cli/formats/sarif';
import { SEED_CITATION as SEED } from '../../../helpers/citations';
import { messageIn } from '../../../../server/src/service/i18n';

const ROOT = resolve(__dirname, '../../../..');
const service = createSpellService();

function samples(): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (const sys of readdirSync(join(ROOT, 'samples'))) {
    for (const f of readdirSync(join(ROOT, 'samples', sys))) if (/\.ya?ml$/.test(f)) out.push([`${sys}/${f}`, readFileSync(join(ROOT, 'samples', sys, f), 'utf8')]);
  }
  return out;
}

describe('userWords', () => {
  it('rewrites the citations by hand-checked examples', () => {
    expect(userWords('Seed 000 (5e): "x" (y)')).toBe('D&D 5e rules: "x" (y)');
    expect(userWords('seed 002 (ToV): "z"')).toBe('Tales of the Valiant rules: "z"');
    expect(userWords('Seed 000 (5e, spell points): q')).toBe('D&D 5e rules (spell points): q');
    expect(userWords('Seed 004 (D&D 3.5, Italian): q')).toBe('D&D 3.5 rules: q');
    expect(userWords('(5e, seed 000, combining effects)')).toBe('(D&D 5e rules, combining effects)');
    expect(userWords("(the seed's Prayer of Healing example)")).toBe("(the rule text's Prayer of Healing example)");
    expect(userWords("seed 002's examples")).toBe("the Tales of the Valiant rules' examples");
    expect(userWords('(seed 000; PHB)')).toBe('(D&D 5e rules; PHB)');
    expect(userWords('Seed 000 reads two ways:')).toBe('The D&D 5e rule text reads two ways:');
    expect(userWords('No citation here.')).toBe('No citation here.');
    expect(rulesName('003')).toBe('Warhammer Fantasy Battle rules');
  });

  it('is idempotent', () => {
    for (const r of RULES) expect(userWords(userWords(r.doc))).toBe(userWords(r.doc));
  });
});

describe('no "seed" where users read', () => {
  it('the rule catalogue (SARIF help, docs/rules.md) and docs/rules.md itself', () => {
    for (const c of codeCatalog()) {
      expect(c.doc, c.code).not.toMatch(SEED);
      expect(c.title, c.code).not.toMatch(SEED);
    }
    expect(readFileSync(join(ROOT, 'docs/rules.md'), 'utf8')).not.toMatch(SEED);
  });

  it('hovers on every key, previews and findings of every bundled sample', () => {
    for (const [name, text] of samples()) {
      const a = service.analyze(text);
      for (const d of a.diagnostics) expect(messageIn('en', d), `${name} ${d.code}`).not.toMatch(SEED);
      for (const s of a.spells) expect(previewHtml(s, DEFAULT_SETTINGS).html, name).not.toMatch(SEED);
      // A hover at the start of every line's key.
      let at = 0;
      for (const line of text.split('\n')) {
        const k = line.search(/[a-z_]+:/);
        if (k >= 0) {
          const h = service.hover(a, at + k + 1, DEFAULT_SETTINGS, 'both');
          if (h) expect(h.markdown, `${name}: ${line}`).not.toMatch(SEED);
        }
        at += line.length + 1;
      }
    }
  });
});

describe('helpUri anchors', () => {
  it('each game rule\'s anchor is GitHub\'s slug of its heading in docs/rules.md', () => {
    const doc = readFileSync(join(ROOT, 'docs/rules.md'), 'utf8');
    // GitHub: lower case, drop what is not a letter, digit, space, - or _, spaces to -.
    const slugs = new Set([...doc.matchAll(/^#{1,6} (.*)$/gm)].map((m) => m[1]!.toLowerCase().replace(/[^a-z0-9 _-]/g, '').replace(/ /g, '-')));
    for (const c of codeCatalog()) expect(slugs.has(ruleAnchor(c.code)), c.code).toBe(true);
  });
});
