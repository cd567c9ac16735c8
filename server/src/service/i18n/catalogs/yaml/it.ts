/** YAML syntax errors and the tab fix in Italian (keys as ./en.ts). */
import type { Catalogue } from '../../types';
import type { yamlEn } from './en';

/** The YAML part of the Italian catalogue. */
export const yamlIt: Catalogue<keyof typeof yamlEn> = {
  'yaml.noColon': 'Questa riga non è `key: value`: `{line}` non ha i due punti. Aggiungi `: ` dopo la chiave o, se continua il valore sopra, rientrala sotto quella chiave.',
  'yaml.noSpace': 'I due punti dopo una chiave vogliono uno spazio: scrivi `{key}: {value}`.',
  'yaml.keyNoColon': 'Una chiave qui non è seguita da `: ` (due punti e uno spazio).',
  'yaml.unclosedDouble': 'Questo testo tra virgolette doppie non viene mai chiuso: aggiungi la `"` di chiusura (il resto del file è stato letto come parte di esso).',
  'yaml.unclosedSingle': "Questo testo tra virgolette singole non viene mai chiuso: aggiungi la `'` di chiusura (il resto del file è stato letto come parte di esso).",
  'yaml.unclosedList': 'Questa `[` non viene mai chiusa: aggiungi `]` alla fine della lista.',
  'yaml.unclosedMapping': 'Questa `{` non viene mai chiusa: aggiungi `}` alla fine della mappa.',
  'yaml.missingCommaList': 'Manca una virgola tra due voci di questa `[ ]`.',
  'yaml.missingCommaMapping': 'Manca una virgola tra due voci di questa `{ }`.',
  'yaml.emptyEntry': 'Una voce vuota in una lista `[ ]` o `{ }`: due virgole di seguito, o una virgola subito dopo la parentesi di apertura.',
  'yaml.colonInValue': 'Un valore che contiene `: ` va messo tra virgolette: scrivi `{key}: "{value}"`.',
  'yaml.textAfterQuote': 'Dopo la virgoletta di chiusura di questo valore c’è altro testo: metti tutto il valore tra virgolette, o scrivilo senza.',
  'yaml.textAfterFlow': 'Dopo la `{close}` di chiusura c’è altro testo: un valore è una lista tra parentesi o un testo, non entrambi.',
  'yaml.reservedStart': 'In YAML un valore semplice non può iniziare con {ch}: metti il valore tra virgolette.',
  'yaml.overIndentedKey': 'Questa riga è rientrata più della chiave sopra (`{key}`): le chiavi di una mappa iniziano nella stessa colonna.',
  'yaml.overIndented': 'Questa riga è rientrata più della chiave sopra: le chiavi di una mappa iniziano nella stessa colonna.',
  'yaml.listIndent': 'Questa voce di lista ha un rientro diverso dalle voci sopra: le voci di una lista iniziano nella stessa colonna.',
  'yaml.indent': 'Il rientro qui non si accorda con le righe sopra: le chiavi di una mappa, e le voci di una lista, iniziano nella stessa colonna.',
  'yaml.listAmongKeys': 'Una voce di lista (`- `) non può stare tra le chiavi di una mappa: mettila sotto una chiave (per esempio `classes:`) e rientrala.',
  'yaml.afterEnd': 'Questa riga non si accorda con la struttura sopra: controlla il rientro.',
  'yaml.badEscape': 'Sequenza di escape sconosciuta `{esc}` in un testo tra virgolette doppie: scrivi `\\\\` per una barra rovesciata, o metti il valore tra virgolette singole.',
  'yaml.alias': '`*{name}` rimanda a un’ancora `&{name}` che non è definita sopra in questo documento.',
  'yaml.control': 'Il testo contiene un carattere di controllo che YAML non ammette (un NUL o simile): toglilo.',
  'yaml.blockIndent': 'Il testo di questo blocco (`|` o `>`) va rientrato sotto la sua chiave.',
  'yaml.raw': 'Qui non è YAML valido (il parser dice: {reason}).',
  'fix.tab.safe': 'Sostituisci il rientro con tabulazione con spazi',
  'fix.tab.width': 'Sostituisci il rientro con tabulazione con spazi (una tabulazione come {n} colonne)',
  'fix.tab.align': 'Rientra come la chiave sopra (spazi invece della tabulazione)',
  'fix.schema.renameKey': 'Rinomina `{from}` in `{to}`',
  'fix.schema.unquote': 'Scrivi {text} senza virgolette',
};
