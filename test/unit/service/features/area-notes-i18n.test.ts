/**
 * The area notes the hover and the preview print (compute/geometry's
 * `Footprint.notes`: catalogue references, worded per locale). English is
 * pinned byte for byte to the text printed before the move to the catalogue.
 */
import { describe, expect, it } from 'vitest';
import { createSpellService } from '../../../../server/src/service/service';
import { DEFAULT_SETTINGS, normaliseSettings, type GrimoireSettings } from '../../../../server/src/service/settings';
import { previewHtml } from '../../../../server/src/service/features/preview';
import { FIREBALL } from '../../../helpers/spells';
import { footprint, type AreaSpec, type GridMethod, type Placement } from '../../../../server/src/service/compute/geometry';
import { notesIn } from '../../../../server/src/service/features/area-note';
import { CATALOGUES, LOCALES } from '../../../../server/src/service/i18n';

const svc = createSpellService();

const withArea = (area: string) => FIREBALL.replace('area: { shape: sphere, radius: 20 }', `area: ${area}`);
const D35 = 'name: Palla\nsystem: dnd35\nlevel: 3\nschool: evocation\ncasting_time: 1 standard action\nrange: Long (400 ft. + 40 ft./level)\ncomponents: [V, S]\nduration: Instantaneous\narea: { shape: sphere, radius: 20 }\n';
const WFB = 'name: Fireball\nsystem: wfb\nlore: fire\ncasting_value: 8\ntype: magic missile\nrange: 24"\ntemplate: small\n';
const SPELLS: Record<string, string> = {
  sphere: FIREBALL,
  cone: withArea('{ shape: cone, length: 60 }'),
  tinySphere: withArea('{ shape: sphere, radius: 2 }'),
  bigCone: withArea('{ shape: cone, length: 5000 }'),
  d35burst: D35,
  wfbSmall: WFB,
  zeroSphere: withArea('{ shape: sphere, radius: 0 }'),
  line: withArea('{ shape: line, length: 60, width: 5 }'),
  cube: withArea('{ shape: cube, size: 15 }'),
};

/** The note lines (`_..._`) of the area hover. */
function hoverNotes(text: string, settings: GrimoireSettings): string[] {
  const i = text.includes('\ntemplate:') ? text.indexOf('template:') : text.indexOf('area:');
  const h = svc.hover(svc.analyze(text, settings), i + 1, settings, 'ascii');
  return (h?.markdown ?? '').split('\n').filter((l) => /^_.*_$/.test(l));
}

/** The `<li>` notes of the preview's area section under `method`. */
function previewNotes(text: string, settings: GrimoireSettings, method?: string): string[] {
  const html = previewHtml(svc.analyze(text, settings).spells[0], settings, method).html;
  const ul = html.match(/<ul class="notes">(.*?)<\/ul>/s)?.[1] ?? '';
  return [...ul.matchAll(/<li>(.*?)<\/li>/gs)].map((m) => m[1]!);
}

const METHODS: Record<string, string[]> = { sphere: ['dmg', 'template', 'token'], cone: ['dmg', 'template', 'token'], tinySphere: ['dmg'], bigCone: ['dmg'], d35burst: ['dnd35'], wfbSmall: ['wfb'], zeroSphere: ['dmg'], line: ['dmg', 'template', 'token'], cube: ['dmg', 'token'] };

function collect(settings: GrimoireSettings): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [name, text] of Object.entries(SPELLS)) {
    out[`hover ${name}`] = hoverNotes(text, settings);
    for (const m of METHODS[name]!) out[`preview ${name} ${m}`] = previewNotes(text, settings, m);
  }
  return out;
}

/**
 * The English notes as printed before the notes moved to the catalogue (taken
 * from main at 6aaadbb, HTML-escaped in the preview, markdown-escaped in the
 * hover); each figure in them checked by hand: 20-ft sphere -> 8 in circle, 40 x
 * 40 ft token square; 60-ft cone -> 12 rows, 144 tokens; 2-ft radius covers no
 * half square; 3.5 burst 20 ft = 4 squares; Warhammer small template 3 in,
 * pi x 1.5^2 = 7.07 sq in.
 */
const EN: Record<string, string[]> = {
  "hover sphere": [],
  "preview sphere dmg": [
    "DMG rule: the round area affects a square it covers at least half of (origin on a grid intersection)."
  ],
  "preview sphere template": [
    "Template method: any square the template covers, wholly or partly, is affected; touching an edge or corner is not enough. 1 inch of template = 5 ft: a circle 8 in across."
  ],
  "preview sphere token": [
    "Token method: a round area becomes a square of side = diameter: 40 x 40 ft (8 x 8 squares) centred on the origin (D&amp;D 5e rules, areas on a grid: Flame Strike&#39;s 10-ft radius is a 20-ft square).",
    "Each token sits inside a square, not on an intersection (D&amp;D 5e rules, areas on a grid); no outline is drawn: the tokens are the shape."
  ],
  "hover cone": [],
  "preview cone dmg": [
    "DMG rule: the D&amp;D 5e rules state the half-square test only for round areas; this cone affects any square it covers part of (positive area), as the template method does.",
    "The cone is a flat-ended triangle whose width equals its distance from the origin (about 53.13 degrees), not a circular sector."
  ],
  "preview cone template": [
    "Template method: any square the template covers, wholly or partly, is affected; touching an edge or corner is not enough. 1 inch of template = 5 ft: a triangle 12 in long and 12 in wide at its end.",
    "The cone is a flat-ended triangle whose width equals its distance from the origin (about 53.13 degrees), not a circular sector."
  ],
  "preview cone token": [
    "Token method: 12 rows (length / 5); the first token touches the origin, each row has the previous row&#39;s count plus one plus one more at an end (orthogonal: 1, 3, 5, ...; 144 tokens). The D&amp;D 5e rules put that one extra token at either end of the row, the placer choosing (not one at each end); these rows alternate ends, which keeps the cone symmetric about its middle row of squares.",
    "Each token sits inside a square, not on an intersection (D&amp;D 5e rules, areas on a grid); no outline is drawn: the tokens are the shape."
  ],
  "hover tinySphere": [
    "_This circle covers no square at least half, so by the DMG rule it affects no square._"
  ],
  "preview tinySphere dmg": [
    "DMG rule: the round area affects a square it covers at least half of (origin on a grid intersection).",
    "This circle covers no square at least half, so by the DMG rule it affects no square."
  ],
  "hover bigCone": [
    "_The cone's length 5000 ft is larger than 1000 ft; no footprint is drawn for areas that big._"
  ],
  "preview bigCone dmg": [
    "The cone&#39;s length 5000 ft is larger than 1000 ft; no footprint is drawn for areas that big."
  ],
  "hover d35burst": [],
  "preview d35burst dnd35": [
    "D&amp;D 3.5 / Pathfinder rules, areas: distance is counted from intersection to intersection, every second diagonal counting double; a square is in when its far corner is within the area; touching only its near edge leaves it out.",
    "Burst, emanation or spread of radius 20 ft (6 m) on an open grid: squares whose far corner is at most 4 squares away. The outline is the 3.5 distance&#39;s octagon."
  ],
  "hover wfbSmall": [
    "_Warhammer small round template\\: 3 in across (radius 1.5 in), area 7.07 sq in. The Warhammer Fantasy Battle rules name the small and large templates (placed centred on a model) but gives no size\\: 3 in and 5 in are the 8th-edition rulebook's diameters._",
    "_Counted on a 1-inch grid with the template centred on an intersection\\: a 1-inch square counts when the template covers at least half of it (4 squares, 4 sq in against the template's 7.07); 16 squares are touched at all._"
  ],
  "preview wfbSmall wfb": [
    "Warhammer small round template: 3 in across (radius 1.5 in), area 7.07 sq in. The Warhammer Fantasy Battle rules name the small and large templates (placed centred on a model) but gives no size: 3 in and 5 in are the 8th-edition rulebook&#39;s diameters.",
    "Counted on a 1-inch grid with the template centred on an intersection: a 1-inch square counts when the template covers at least half of it (4 squares, 4 sq in against the template&#39;s 7.07); 16 squares are touched at all."
  ],
  "hover zeroSphere": [
    "_The sphere's radius must be a positive number of feet (got nothing)._"
  ],
  "preview zeroSphere dmg": [
    "The sphere&#39;s radius must be a positive number of feet (got nothing)."
  ],
  "hover line": [],
  "preview line dmg": [
    "DMG rule: the D&amp;D 5e rules state the half-square test only for round areas; this line affects any square it covers part of (positive area), as the template method does.",
    "Line 60 x 5 ft: its centre line starts at the origin."
  ],
  "preview line template": [
    "Template method: any square the template covers, wholly or partly, is affected; touching an edge or corner is not enough. 1 inch of template = 5 ft: a strip 12 in long and 1 in wide.",
    "Line 60 x 5 ft: its centre line starts at the origin."
  ],
  "preview line token": [
    "Token method: the line runs straight, 12 squares long (each square, diagonal or not, counts 5 ft) and 1 square wide.",
    "Each token sits inside a square, not on an intersection (D&amp;D 5e rules, areas on a grid); no outline is drawn: the tokens are the shape."
  ],
  "hover cube": [],
  "preview cube dmg": [
    "DMG rule: the D&amp;D 5e rules state the half-square test only for round areas; this cube affects any square it covers part of (positive area), as the template method does.",
    "Cube: the origin is a corner of its near face; orthogonal = aligned with the grid ([0, s] x [0, s]); other placements rotate it about the origin."
  ],
  "preview cube token": [
    "Token method: the cube is 3 x 3 tokens aligned with the grid, the origin at a corner of its near face.",
    "Each token sits inside a square, not on an intersection (D&amp;D 5e rules, areas on a grid); no outline is drawn: the tokens are the shape."
  ]
};

describe('area notes', () => {
  it('English: hover and preview notes byte-identical to before', () => {
    expect(collect(DEFAULT_SETTINGS)).toEqual(EN);
  });
});

/** Every footprint input the notes depend on: shapes x sizes x methods x placements, and malformed areas. */
function inputs(): Array<[AreaSpec, GridMethod, Placement]> {
  const out: Array<[AreaSpec, GridMethod, Placement]> = [];
  const specs: unknown[] = [];
  for (const n of [2, 5, 7.5, 12.25, 20, 60, 5000]) {
    specs.push({ shape: 'sphere', radius: n }, { shape: 'cylinder', radius: n }, { shape: 'cone', length: n }, { shape: 'cube', size: n }, { shape: 'line', length: n }, { shape: 'line', length: 60, width: n });
  }
  specs.push({ shape: 'sphere', radius: 0 }, { shape: 'sphere' }, { shape: 'cone', length: -5 }, { shape: 'blob', radius: 5 }, {}, { shape: 'template', template: 'huge' }, { shape: 'template' }, { shape: 'sphere', radius: 10, template: 'small' });
  const places: Placement[] = ['orthogonal', 'diagonal', { angleDeg: 30 }];
  for (const spec of specs) for (const m of ['dmg', 'template', 'token', 'dnd35', 'wfb', 'nope'] as GridMethod[]) for (const p of places) out.push([spec as AreaSpec, m, p]);
  out.push([{ shape: 'template', template: 'small' } as AreaSpec, 'wfb', 'orthogonal'], [{ shape: 'template', template: 'large' } as AreaSpec, 'wfb', 'orthogonal'], [null as never, 'dmg', 'orthogonal'], [{ shape: 'sphere', radius: 5 } as AreaSpec, 'dmg', { angleDeg: Number.NaN }]);
  return out;
}

describe('area notes as data', () => {
  it('every note of every input is a reference the English catalogue words in full', () => {
    let checked = 0;
    for (const [spec, m, p] of inputs()) {
      const fp = footprint(spec, m, p);
      expect(fp.notes.length, JSON.stringify([spec, m, p])).toBeGreaterThan(0);
      for (const [i, n] of fp.notes.entries()) {
        expect(Object.keys(n).sort(), JSON.stringify([spec, m, p, i])).toEqual(n.args ? ['args', 'key'] : ['key']);
        expect(Object.prototype.hasOwnProperty.call(CATALOGUES.en, n.key), n.key).toBe(true);
        // Every placeholder filled.
        expect(notesIn('en', [n])[0], JSON.stringify(n)).not.toMatch(/\{[A-Za-z_]\w*\}/);
        checked++;
      }
      // An empty footprint says why in its last note.
      if (fp.count === 0) expect(fp.notes[fp.notes.length - 1]!.key, JSON.stringify([spec, m, p])).toMatch(/^geo\.(tooLarge|boxTooLarge|n\.)/);
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('%s: every note of every input in its own words (none left in English)', (l) => {
    for (const [spec, m, p] of inputs()) {
      const fp = footprint(spec, m, p);
      const en = notesIn('en', fp.notes);
      notesIn(l, fp.notes).forEach((n, i) => expect(n, `${l} ${JSON.stringify(spec)} ${m}`).not.toBe(en[i]));
    }
  });

  const words = (s: string) => new Set((s.match(/[A-Za-z]{4,}/g) ?? []).map((w) => w.toLowerCase()));
  it.each(['ru', 'it'] as const)('%s: the Fireball area (hover, and the preview under each method) has no English word of its notes left', (l) => {
    const settings = normaliseSettings({ locale: l });
    const en = collect(DEFAULT_SETTINGS);
    const mine = collect(settings);
    for (const key of ['hover sphere', 'preview sphere dmg', 'preview sphere template', 'preview sphere token', 'hover tinySphere', 'preview cone dmg', 'preview cone template', 'preview cone token']) {
      expect(mine[key]!.length, key).toBe(en[key]!.length);
      const enWords = new Set(en[key]!.flatMap((n) => [...words(n)]));
      // "area" is an Italian word too (the Italian rules' own "area").
      const left = mine[key]!.flatMap((n) => [...words(n)]).filter((w) => enWords.has(w) && !(l === 'it' && w === 'area'));
      expect(left, `${l} ${key}`).toEqual([]);
    }
  });

  it('it and ru: figures formatted the locale\'s way, 3.5 terms as the rule text', () => {
    // 20 ft = 4 squares of 1.5 m = 6 m (the rule texts' metric squares).
    const it35 = previewNotes(D35, normaliseSettings({ locale: 'it' }), 'dnd35');
    expect(it35[1]).toBe("Esplosione, emanazione o propagazione con raggio di 20 ft (6 m) su una griglia aperta: i quadretti il cui angolo più lontano dista al massimo 4 quadretti. Il contorno è l&#39;ottagono della distanza di 3.5.");
    const ruW = previewNotes(WFB, normaliseSettings({ locale: 'ru' }), 'wfb');
    // pi x 1.5^2 = 7.07 sq in: "7,07" in Russian.
    expect(ruW[0]).toContain('площадь 7,07 кв. дюйм.');
  });
});

describe('explain: the footnote of a malformed area', () => {
  it('English as geometry writes it; Italian from the catalogue', async () => {
    const { explainSpell } = await import('../../../../server/src/service/features/explain');
    const text = withArea('{ shape: cone, length: 0 }');
    const en = explainSpell(svc.analyze(text, DEFAULT_SETTINGS).spells[0]!, DEFAULT_SETTINGS, 1).area?.note;
    const itS = normaliseSettings({ locale: 'it' });
    const it_ = explainSpell(svc.analyze(text, itS).spells[0]!, itS, 1).area?.note;
    // The spell reader passes no length on for 0, so geometry reports the size as missing.
    expect(en).toBe("The cone's length must be a positive number of feet (got nothing).");
    expect(it_).not.toBe(en);
    expect(it_).toBe('La lunghezza del cono deve essere un numero positivo di piedi (non è indicata).');
  });
});
