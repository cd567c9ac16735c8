/** CLI words in Italian (keys as ./en.ts). */
import type { Catalogue } from '../../types';
import type { cliEn } from './en';

/** The CLI part of the Italian catalogue. */
export const cliIt: Catalogue<keyof typeof cliEn> = {
  'junit.caseName': '{rule} a {line}:{col}',
  "help.title": "controllo, spiegazione e importazione dei dati degli incantesimi dei giochi di ruolo da tavolo in YAML",
  "help.usage": "Uso:",
  "help.stdin": "legge lo standard input",
  "help.lintOptions": "opzioni di lint:",
  "help.opt.format": "{formats} (predefinito stylish); ripetibile, in coppia con -o",
  "help.opt.output": "scrive in un file il rapporto del -f corrispondente",
  "help.opt.fix": "applica sul posto le correzioni sicure dei problemi segnalati e le elenca",
  "help.opt.fix2": "(i suggerimenti che cambiano le regole di un incantesimo sono lasciati all'editor)",
  "help.opt.config": "usa questa configurazione invece di cercare .grimoirerc.yaml",
  "help.opt.system": "sistema predefinito: {systems}",
  "help.opt.maxWarnings": "codice di uscita 1 se gli avvisi sono più di n",
  "help.opt.quiet": "segnala solo gli errori",
  "help.opt.failSeverity": "error (predefinito) o warning: cosa porta al codice d'uscita 1",
  "help.opt.cache": "salta i file invariati dall'ultima esecuzione (cache in ~/.cache/grimoire)",
  "help.opt.cacheLocation": "dove sta la cache (predefinito $XDG_CACHE_HOME/grimoire o ~/.cache/grimoire)",
  "help.opt.noIgnore": "controlla anche i file esclusi da .gitignore o dai glob ignore della configurazione",
  "help.opt.failOnIgnored": "un file indicato sulla riga di comando e ignorato dalla configurazione è un errore",
  "help.opt.noErrorOnUnmatched": "nessun file di incantesimi trovato non è un errore (predefinito: uscita 2, un refuso nel percorso fa fallire la CI)",
  "help.opt.shard": "controlla solo la parte i di n (da 1), divisione deterministica",
  "help.opt.stdinFilename": "nome del file per il testo letto dallo standard input",
  "help.opt.locale": "lingua dei messaggi: {locales} (predefinito en, o locale: in .grimoirerc.yaml)",
  "help.opt.help": "questo testo",
};
