/** Spells across files, in Italian (keys as ./en.ts). */
import type { Catalogue } from '../../types';
import type { workspaceEn } from './en';

export const workspaceIt: Catalogue<keyof typeof workspaceEn> = {
  'ws.rename.nothing': 'Qui non c\'è un nome di incantesimo da rinominare: mettete il cursore sul nome di un incantesimo, su una voce di un elenco o su un tag {@spell}.',
  'ws.rename.unknown': 'Nell\'area di lavoro non c\'è nessun incantesimo di nome "{name}": non c\'è niente da rinominare.',
  'ws.rename.ambiguous': '"{name}" qui indica più incantesimi ({where}): rinominatelo dal nome dell\'incantesimo stesso.',
  'ws.rename.empty': 'Il nome di un incantesimo non può essere vuoto né occupare più righe.',
  'ws.rename.exists': 'Esiste già un incantesimo {system} di nome "{name}" ({where}).',
  'ws.rename.notWritten': 'Il nome di "{name}" ({where}) non è scritto nella sua mappatura (viene da una chiave di unione o da un alias): rinominatelo dove è scritto.',
  'ws.rename.notWritable': '"{name}" non si può scrivere in {where}: il testo lì non può contenerlo (mettete quel testo tra virgolette o scegliete un altro nome).',
  'ws.hover.title': '**{name}** ({detail})',
  'ws.hover.classes': 'Classi: {classes}',
  'ws.hover.where': 'Definito in {file}, riga {line}',
  'ws.hover.none': 'Nessun incantesimo di nome "{name}" nell\'area di lavoro.',
  'ws.hover.outside': 'Nessun incantesimo dell\'area di lavoro ha l\'id di questo collegamento o il nome "{name}": il collegamento punta fuori dall\'area di lavoro (per esempio al compendio di un sistema di gioco).',
  'ws.hover.several': '"{name}" indica più incantesimi ({n}):',
  'ws.unknownSpell': 'Nessun incantesimo di nome "{name}" nell\'area di lavoro.',
  'ws.unknownSpellIn': 'Nessun incantesimo {system} di nome "{name}" nell\'area di lavoro.',
  'ws.inOtherSystems': 'Ce n\'è uno in {systems}.',
  'ws.didYouMean': 'Forse intendevate "{name}"?',
  'ws.duplicateSpell': 'L\'incantesimo {system} "{name}" è definito di nuovo in {where}.',
  'ws.listClassMissing': '"{name}" è nell\'elenco della classe {class}, ma le sue classi ({classes}; {where}) non comprendono {class}.',
  'ws.classNotListed': '"{name}" indica {class} tra le sue classi, ma l\'elenco della classe {class} ({where}) non lo nomina.',
  'ws.fix.rename': 'Cambiare in "{name}"',
  'ws.fix.addClass': 'Aggiungere {class} alle classi di "{name}" ({where})',
  'ws.fix.addToList': 'Aggiungere "{name}" all\'elenco della classe {class} ({where})',
  'title.workspace/unknown-spell': 'Un riferimento non indica nessun incantesimo dell\'area di lavoro',
  'title.workspace/duplicate-spell': 'Un altro file definisce un incantesimo con stessi sistema, edizione e nome',
  'title.workspace/list-class-missing': 'L\'elenco di una classe nomina un incantesimo tra le cui classi quella manca',
  'title.workspace/class-not-listed': 'Un incantesimo indica una classe il cui elenco lo omette',
  'cli.leftOut.why.spellList': 'un file di elenchi di incantesimi',
};
