/**
 * `grimoire render <file> [--spell NAME] --format svg|html|md [-o out]
 * [--method M] [--placement P] [--caster-level N ...]`: one spell (the first,
 * or the named one), with the caster-profile flags of `explain`, as
 * - `svg`: the footprint picture of its area;
 * - `html`: a standalone page with the preview card (the webview's CSS, a
 *   strict Content Security Policy, no scripts, all spell text escaped);
 * - `md`: a markdown stat block with the ASCII footprint and the numbers.
 * The service renders (service/render.ts); this reads the file, picks the
 * spell and writes the text.
 */
import { resolve } from 'node:path';
import { tellOutput, writeOutputFile } from './safe-output';
import { usage } from './usage';
import { analyseFile, parseFileArgs } from './explain-cmd';
import { gridMethodsOf, renderSpell, t, RENDER_FORMATS, type RenderFormat } from '../service/index';

const USAGE = 'grimoire render <file> [--spell NAME] --format svg|html|md [-o out [--force]] [--method M] [--placement orthogonal|diagonal|DEGREES] [--ability-score N] [--caster-level N] [--dc-bonus N] [--wizard-level N] [--locale LANG]';

/** Run `render`; returns the exit code. */
export function runRender(args: string[], cwd: string, out: (s: string) => void, err: (s: string) => void): number {
  const o = parseFileArgs(args, ['--spell', '--format', '-f', '-o', '--output', '--method', '--placement', '--locale'], ['--force']);
  const format = String(o.extra.get('--format') ?? o.extra.get('-f') ?? 'html');
  if (!(RENDER_FORMATS as readonly string[]).includes(format)) throw usage('render.usage.format', { format });
  const placement = o.extra.get('--placement') as string | undefined;
  if (placement !== undefined && !/^(orthogonal|diagonal|-?\d+(\.\d+)?)$/.test(placement)) throw usage('render.usage.placement');
  const method = o.extra.get('--method') as string | undefined;
  const { analysis, settings } = analyseFile(o.file, cwd, USAGE, o.extra.get('--locale') as string | undefined);
  const wanted = o.extra.get('--spell') as string | undefined;
  const spells = analysis.spells;
  if (spells.length === 0) throw usage('render.usage.noSpells', { file: String(o.file) });
  const spell = wanted === undefined ? spells[0]! : spells.find((s) => typeof s.value.name === 'string' && s.value.name.trim().toLowerCase() === wanted.trim().toLowerCase());
  if (!spell) {
    const names = spells.map((s) => String(s.value.name ?? '?')).slice(0, 10);
    throw usage('render.usage.noSpell', { wanted: String(wanted), file: String(o.file), names: `${names.join(', ')}${spells.length > 10 ? ', ...' : ''}` });
  }
  const methods = gridMethodsOf(spell.system, spell.edition);
  if (method !== undefined && !(methods as readonly string[]).includes(method)) throw usage('render.usage.method', { system: spell.system, methods: methods.join(', ') });
  const text = renderSpell(spell, format as RenderFormat, settings, { method, placement, overrides: o.overrides });
  if (text === undefined) {
    // Only an SVG can have nothing to draw: the spell names no area.
    const name = spell.value.name;
    throw name === undefined || name === null ? usage('render.usage.noAreaUnnamed') : usage('render.usage.noArea', { name: String(name) });
  }
  const file = (o.extra.get('-o') ?? o.extra.get('--output')) as string | undefined;
  if (file) {
    const p = resolve(cwd, file);
    if (!tellOutput(writeOutputFile(p, text, { force: o.extra.has('--force'), cwd }), 1, p, settings.locale, err)) return 2;
    err(t(settings.locale, 'render.wrote', { file }));
  } else out(text);
  return 0;
}
