/**
 * Rule docs in Italian, keyed by code: what SARIF's fullDescription and
 * help say with `--locale it` (docs/rules.md stays English). Quotes from the
 * rule texts stay verbatim in their own language; the gloss is translated.
 */
export const ruleDocsIt: Readonly<Record<string, string>> = {
  "yaml/syntax":
    "Il testo in questo punto non è YAML valido; l’incantesimo a cui appartiene non viene controllato oltre.",
  "yaml/duplicate-key":
    "Una chiave compare due volte nella stessa mappa; i caricatori YAML tengono solo l’ultimo valore, in silenzio.",
  "yaml/tab-indent":
    "YAML vieta le tabulazioni per il rientro; usa gli spazi.",
  "yaml/alias-bomb":
    "Alias che si espandono in più di 100.000 nodi oltre quelli del testo, o in più di 10.000.000 di caratteri di dati oltre la lunghezza del testo (\"billion laughs\"); il documento non viene controllato e un commento di disattivazione non può nasconderlo.",
  "yaml/unknown-tag":
    "I tag personalizzati (`!foo`) non sono supportati; i file degli incantesimi contengono dati semplici e nessun tag esegue codice.",
  "yaml/yaml11":
    "Un valore semplice che un caricatore YAML 1.1 (PyYAML, per esempio) legge diversamente da YAML 1.2, che Grimoire segue: `yes`/`no`/`on`/`off`/`y`/`n` (booleani in 1.1, testo in 1.2), `010` (ottale 8 in 1.1, 10 in 1.2), `0b11`, `1_000`, `0x1_F`, `1:30` (numeri in 1.1, testo in 1.2), `0o17`, `08`, `1e3` (numeri in 1.2, testo in 1.1). La correzione rapida lo scrive in modo che ogni lettore concordi: `true` per yes/on in una chiave booleana, il testo tra virgolette altrove, il numero decimale per i numeri. A differenza degli altri codici yaml/* si può disattivare.",
  "yaml/not-spell":
    "Un documento deve essere una mappa di incantesimo o un insieme di dati con un elenco `spells:`.",
  "yaml/too-large":
    "Il file supera il limite di dimensione (impostazione `maxFileSize`, predefinito 64 MiB) e non è stato controllato.",
  "yaml/binary":
    "Il file contiene NUL o caratteri di controllo: non è testo YAML.",
  "yaml/encoding":
    "Il file non è UTF-8 valido.",
  "schema/required":
    "Manca una chiave che il formato degli incantesimi richiede per questo sistema (vedi docs/format.md).",
  "schema/unknown-key":
    "Una chiave che il formato degli incantesimi non conosce per questo sistema; spesso un refuso.",
  "schema/type":
    "Un valore del tipo sbagliato (testo dove serve un numero, un elenco dove serve una mappa...).",
  "schema/enum":
    "Un valore fuori dall’insieme ammesso (scuole, componenti, tipi di danno, forme...).",
  "schema/range":
    "Un numero fuori dall’intervallo ammesso (livello 0-9, misure sopra 0, valore di lancio 3 o più...).",
  "schema/pattern":
    "Un campo di testo (raggio di azione, tempo di lancio, durata, dadi) in una forma che Grimoire non sa leggere.",
  "schema/size":
    "Un testo o un elenco vuoto, o voci di elenco ripetute, dove il formato non li ammette.",
  "schema/alternatives":
    "Il valore non corrisponde a nessuna delle forme che la chiave accetta (ad es. testo o una mappa).",
  "schema/not-allowed":
    "La chiave o il valore non sono ammessi in questa posizione.",
  "schema/other":
    "Il valore viola un altro vincolo dello schema degli incantesimi.",
  "internal/error":
    "Grimoire si è interrotto su questo file; segnalalo insieme al file.",
  "internal/rule-failed":
    "Una regola si è interrotta su questo incantesimo; segnalalo insieme al file.",
};
