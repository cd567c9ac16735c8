/**
 * Hovers say each thing once: the save and attack hovers state the caster
 * profile once (the profile line for a profile the author set, the defaults
 * note alone when score and level are defaults); the area hover, with the
 * default settings, shows the footprint picture and not also its ASCII grid
 * (clients without images get the grid: the LSP server asks for `ascii`).
 */
import { describe, expect, it } from 'vitest';
import { createSpellService } from '../../../../server/src/service/service';
import { DEFAULT_SETTINGS } from '../../../../server/src/service/settings';
import { FIREBALL, FIREBALL_BARE } from '../../../helpers/spells';

const svc = createSpellService();
const hoverOn = (text: string, key: string, pictures?: 'svg' | 'ascii' | 'both') => svc.hover(svc.analyze(text), text.indexOf(`${key}:`) + 1, DEFAULT_SETTINGS, pictures)!.markdown;
const count = (s: string, re: RegExp) => (s.match(new RegExp(re.source, 'g')) ?? []).length;

describe('the caster profile, once', () => {
  it('a profile the author set (INT 18, level 5): one profile line, no defaults note', () => {
    const md = hoverOn(FIREBALL, 'save');
    expect(count(md, /Profile:/)).toBe(1);
    expect(count(md, /INT 18/)).toBe(1);
    expect(md).not.toMatch(/default profile/);
  });

  it('the default profile (score 16, level 5): the defaults note alone names it', () => {
    for (const key of ['save']) {
      const md = hoverOn(FIREBALL_BARE, key);
      expect(md).not.toMatch(/Profile:/);
      expect(count(md, /default profile/)).toBe(1);
      expect(count(md, /level 5/)).toBe(1);
    }
    const attack = FIREBALL_BARE.replace('save: { ability: dex, success: half }\n', 'attack: ranged\n');
    const md = hoverOn(attack, 'attack');
    expect(md).not.toMatch(/Profile:/);
    expect(count(md, /default profile/)).toBe(1);
  });
});

describe('the area hover by default', () => {
  it('has the picture and no ASCII grid; `ascii` (clients without images) has the grid only', () => {
    expect(DEFAULT_SETTINGS.hoverPictures).toBe('svg');
    const md = hoverOn(FIREBALL, 'area', DEFAULT_SETTINGS.hoverPictures);
    expect(count(md, /!\[[^\]]*\]\(data:image\/svg\+xml/)).toBe(1);
    expect(md).not.toContain('```text');
    const ascii = hoverOn(FIREBALL, 'area', 'ascii');
    expect(ascii).toContain('```text');
    expect(ascii).not.toContain('data:image');
  });
});
