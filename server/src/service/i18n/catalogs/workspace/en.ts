/**
 * Spells across files (service/workspace): rename refusals, hovers over
 * references, the cross-file checks and their quick fixes, and their codes'
 * titles, in English; spread into ../en.ts. Each other locale has the same
 * keys in ./<locale>.ts.
 */
export const workspaceEn = {
  'ws.rename.nothing': 'There is no spell name here to rename: place the cursor on a spell\'s name, a list entry or a {@spell} tag.',
  'ws.rename.unknown': 'No spell named "{name}" is in the workspace, so there is nothing to rename.',
  'ws.rename.ambiguous': '"{name}" names several spells here ({where}): rename it from the spell\'s own name.',
  'ws.rename.empty': 'A spell name cannot be empty or span several lines.',
  'ws.rename.exists': 'A {system} spell named "{name}" exists already ({where}).',
  'ws.rename.notWritten': 'The name of "{name}" ({where}) is not written in its own mapping (it comes from a merge key or an alias): rename it where it is written.',
  'ws.rename.notWritable': '"{name}" cannot be written at {where}: the text there cannot hold it (quote that text, or choose another name).',
  'ws.hover.title': '**{name}** ({detail})',
  'ws.hover.classes': 'Classes: {classes}',
  'ws.hover.where': 'Defined in {file}, line {line}',
  'ws.hover.none': 'No spell named "{name}" in the workspace.',
  'ws.hover.outside': 'No spell of the workspace has this link\'s id or the name "{name}": the link points outside the workspace (a game system\'s compendium, for one).',
  'ws.hover.several': '"{name}" names several spells ({n}):',
  'ws.unknownSpell': 'No spell named "{name}" in the workspace.',
  'ws.unknownSpellIn': 'No {system} spell named "{name}" in the workspace.',
  'ws.inOtherSystems': 'There is one in {systems}.',
  'ws.didYouMean': 'Did you mean "{name}"?',
  'ws.duplicateSpell': 'The {system} spell "{name}" is defined again in {where}.',
  'ws.listClassMissing': '"{name}" is on the {class} list, but its classes ({classes}; {where}) do not include {class}.',
  'ws.classNotListed': '"{name}" names {class} among its classes, but the {class} list ({where}) does not name it.',
  'ws.fix.rename': 'Change to "{name}"',
  'ws.fix.addClass': 'Add {class} to the classes of "{name}" ({where})',
  'ws.fix.addToList': 'Add "{name}" to the {class} list ({where})',
  'title.workspace/unknown-spell': 'A reference names no spell of the workspace',
  'title.workspace/duplicate-spell': 'Another file defines a spell of the same system, edition and name',
  'title.workspace/list-class-missing': 'A class list names a spell whose classes lack that class',
  'title.workspace/class-not-listed': 'A spell names a class whose list leaves it out',
  'cli.leftOut.why.spellList': 'a spell-list file',
  'help.opt.noCrossFile': 'no checks across the files (references, duplicate spells, class lists)',
};
