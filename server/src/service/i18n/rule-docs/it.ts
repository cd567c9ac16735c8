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
  "5e/cantrip-ritual":
    "Un rituale è un modo di lanciare un incantesimo senza spendere uno slot; un trucchetto (livello o cerchio 0) non ne spende mai. Regole di D&D 5e: \"Заклинання з тегом «ритуал» можна накласти без витрати слоту заклинання, додавши 10 хвилин\" (un incantesimo con l’etichetta rituale si può lanciare senza spendere uno slot aggiungendo 10 minuti) e \"Замовляння — це заклинання, яке можна накладати за бажання, не витрачаючи слота\" (un trucchetto si lancia a volontà, senza spendere slot). Regole di Tales of the Valiant: \"初級呪文のサークルは0である\" (i trucchetti sono di cerchio 0) e \"儀式呪文は呪文スロットを使用せず\" (gli incantesimi rituali non usano slot). Nessun trucchetto nelle regole di 5e o ToV è un rituale.",
  "tov/ritual-casting-time":
    "In Tales of the Valiant un rituale è un lancio lungo: regole di Tales of the Valiant, \"儀式呪文は発動するのに1分以上を要し\" (gli incantesimi rituali richiedono 1 minuto o più per essere lanciati). Un incantesimo con `ritual: true` e un tempo di lancio di un’azione, un’azione bonus, una reazione o meno di 10 round lo contraddice. (La 5e è diversa: qualsiasi incantesimo con l’etichetta rituale si può lanciare come rituale aggiungendo 10 minuti, quindi questa regola vale solo per ToV.)",
  "wfb/boosted-order":
    "Regole di Warhammer Fantasy Battle: il potenziamento mette più energia in un incantesimo per più gittata, durata o danni, \"там же указана дополнительная сложность, которую надо преодолеть\" (la descrizione indica il valore di lancio aggiuntivo da superare); l’esempio è \"со сложностью в 14+ вместо 11+\" (valore di lancio 14+ invece di 11+). Quindi ogni valore di lancio potenziato è strettamente sopra quello base, e un elenco di potenziamenti sale: ciascuno sopra il precedente. Solo numeri interi; gli altri valori sono dello schema.",
  "tov/ritual-upcast":
    "Regole di Tales of the Valiant: \"儀式呪文は呪文スロットを使用せず、(通常の呪文ができるような)高サークル版での発動もできない\" (gli incantesimi rituali non usano slot e non si lanciano a un cerchio superiore come quelli normali). Quindi `per_slot` e `at_slot_level` su un rituale di ToV descrivono un lancio che non può avvenire. Alcuni rituali crescono \"自動的に\" (automaticamente) quando l’incantatore accede a cerchi superiori (l’esempio di Prayer of Healing nel testo delle regole); questa crescita si scrive `per_highest_circle` / `at_highest_circle`. Quando `higher_levels` dice che la crescita è automatica o segue il cerchio più alto dell’incantatore, la chiave dello slot è solo un suggerimento a rinominarla.",
  "dataset/duplicate-name":
    "Il nome di un incantesimo identifica un solo incantesimo: lo stesso incantesimo non si somma a sé stesso (regole di D&D 5e, combinare gli effetti), quindi un insieme di dati che elenca un nome due volte contiene due definizioni in conflitto. I nomi si confrontano senza distinguere maiuscole e minuscole, ignorando gli spazi attorno, all’interno di un sistema.",
  "5e/self-range-area":
    "Un raggio di azione come \"Self (15-foot cone)\" ripete l’area che parte dall’incantatore (regole di D&D 5e: coni e linee che partono da te \"мають дальність «на себе»\", cioè hanno raggio di azione personale; la misura è la lunghezza del cono, \"Область дії конуса визначає його найбільшу довжину\", cioè l’area di un cono ne dà la lunghezza massima). Quando l’incantesimo ha anche `area`, entrambi devono indicare la stessa forma (`cone`, `line`, `cube`, `sphere`; `radius` = `sphere` o `cylinder`; `hemisphere` = `sphere`) e la stessa misura (lunghezza del cono o della linea, lato del cubo, raggio della sfera o del cilindro), con 1,5 m pari a 5 ft. Nessuna correzione: l’errore può stare da una parte o dall’altra.",
  "wfb/irresistible-only":
    "Regole di Warhammer Fantasy Battle: un mago lancia con da uno a sei dadi, \"маг может использовать от одного до шести кубиков\", e il risultato è la somma dei dadi più il livello del mago. Due o più 6 sono forza irresistibile: \"Если при сотворении заклинания на кубиках выпадает две и более 6-ки, то считается, что заклинание сотворено с непреодолимой силой\". Senza due 6 il tiro migliore di sei dadi è 6 + 5 + 5 + 5 + 5 + 5 = 31; i maghi del testo delle regole arrivano al livello 4 (i suoi esempi: \"маг 4-ого уровня\", un mago di 4° livello; il formato ammette 1-4), quindi 35 è il risultato di lancio più alto con cui un incantesimo si lancia normalmente. Un valore di lancio (base o potenziato) sopra 35 si può lanciare solo con forza irresistibile. Presupposti: il livello del mago è al massimo 4 (niente oggetti magici né altri bonus); il livello del profilo dell’incantatore non si usa, quindi la regola vale per ogni mago.",
};
