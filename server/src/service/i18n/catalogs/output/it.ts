/** Why the CLI did not write a file, in Italian (keys as ./en.ts). */
import type { Catalogue } from '../../types';
import type { outputEn } from './en';

export const outputIt: Catalogue<keyof typeof outputEn> = {
  'out.exists': "{file}: non scritto: c'è già un file (--force lo sostituisce).",
  'out.existsLink': "{file}: non scritto: c'è un collegamento simbolico, e Grimoire non scrive mai attraverso un collegamento (--force sostituisce il collegamento stesso, non ciò a cui punta).",
  'out.notFile': "{file}: non scritto: lì c'è {kind}.",
  'out.linkedFolder': '{file}: niente scritto al suo interno: è un collegamento simbolico, e Grimoire non scrive attraverso cartelle collegate nel suo output.',
  'out.notFolder': '{file}: niente scritto al suo interno: è {kind}, non una cartella.',
  'out.leavesCwd': '{file}: non scritto: porta attraverso un collegamento simbolico a {real}, fuori dalla cartella di lavoro {cwd}.',
  'out.outside': '{file}: non scritto: il nome porta fuori da {root}.',
  'out.collision': '{file}: non scritto: {first} e {second} finirebbero entrambi in questo file (i nomi differiscono solo per maiuscole e minuscole o per caratteri che un nome di file non conserva; anche macOS e Windows non distinguono le maiuscole). Rinominane uno.',
  'out.fileAndFolder': '{file}: non scritto: questo percorso sarebbe sia un file sia una cartella.',
  'out.failed': '{file}: non scritto: {error}.',
  'out.nothingWritten': 'Niente scritto in {target}.',
  'out.partial': 'File scritti in {target}: {written} su {n}; gli altri no (vedi sopra).',
  'out.import.none': 'Nessun incantesimo importato; niente scritto in {target}.',
};
