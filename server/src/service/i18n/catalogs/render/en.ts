/**
 * `grimoire render`'s own lines (server/src/cli/render-cmd.ts): its usage
 * errors and the note on stderr after `-o`; in English, byte for byte what it
 * printed before; spread into ../en.ts. `{names}` is the spell names already
 * joined; `{methods}` the grid method ids.
 */

/** The render part of the English catalogue. */
export const renderEn = {
  'render.usage.format': 'Unknown format "{format}": svg, html or md',
  'render.usage.placement': '--placement takes orthogonal, diagonal or a number of degrees',
  'render.usage.noSpells': '{file}: no spells found',
  'render.usage.noSpell': 'No spell named "{wanted}" in {file}. Spells: {names}',
  'render.usage.method': '--method for {system} spells: {methods}',
  'render.usage.noArea': '{name} has no area to draw',
  'render.usage.noAreaUnnamed': 'The spell has no area to draw',
  // The HTML page's <title> for a spell without a name.
  'render.pageTitle': 'Spell',
  'render.wrote': 'Wrote {file}.',
} as const;
