/**
 * Words users read from the command line name the game and its rules ("D&D
 * 5e rules"), never the project's numbering of the rule texts ("seed 000"):
 * the SARIF log's rule help and `grimoire explain`, run as the built CLI on a
 * ToV and a 5e spell that trip rules citing the rule texts. The same for the
 * catalogue, hovers, previews and findings: test/unit/service/rules/rule-citations.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { SEED_CITATION as SEED } from '../helpers/citations';
import { cli, put, tempRepo } from '../security/cli-env';

describe('no "seed" where users read', () => {
  it('SARIF rule help and grimoire explain, from the CLI', () => {
    const { dir, home } = tempRepo();
    put(dir, 'spells/tov.spell.yaml', 'name: Bolt\nsystem: tov\ncircle: 1\nsource: arcane\nschool: evocation\ncasting_time: 1 action\nrange: 60 feet\ncomponents: [V, S]\nduration: Instantaneous\nritual: true\nsave: { ability: dex, success: half }\ndamage: { dice: 3d6, type: radiant, per_character_level: 1d6 }\n');
    put(dir, 'spells/fire.spell.yaml', 'name: Fire\nlevel: 0\nschool: evocation\ncasting_time: 1 action\nrange: 60 feet\ncomponents: [V, S, M]\nduration: Instantaneous\nritual: true\narea: { shape: cone, length: 15 }\nsave: { ability: dex, success: half }\ndamage: { dice: 3d6, type: fire, per_slot: 1d6 }\n');
    const sarif = cli(dir, home, ['lint', 'spells', '-f', 'sarif']);
    const log = JSON.parse(sarif.stdout);
    expect(log.runs[0].results.length).toBeGreaterThan(2);
    expect(sarif.stdout).not.toMatch(SEED);
    const explain = cli(dir, home, ['explain', 'spells/tov.spell.yaml']);
    expect(explain.stdout.length).toBeGreaterThan(0);
    expect(explain.stdout).not.toMatch(SEED);
  });
});
