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
  "5e/reaction-trigger":
    "Una reazione risponde a un evento, e l’incantesimo deve dire quale. Regole di D&D 5e: \"Якщо заклинання можна накласти реакцією, його опис точно каже, коли саме\" (se un incantesimo si può lanciare come reazione, la sua descrizione dice esattamente quando); regole di Tales of the Valiant: \"その説明には君がその呪文を発動する前に合致する必要がある状況がどのようなものかについて記載がある\" (la descrizione indica la situazione che deve verificarsi prima che tu lo lanci). Scrivilo nel tempo di lancio (\"1 reaction, which you take when you are hit by an attack\"), come `trigger` nella forma a mappa, o in qualunque punto della descrizione (\"Cast this spell when a creature you can see hits you\"; \"in response to\", \"as soon as\") valgono anch’essi). Viene segnalato solo un incantesimo a reazione il cui tempo di lancio e la cui descrizione non dicono nulla del quando.",
  "5e/material-component":
    "Il materiale si nomina con la componente M, e solo allora. Regole di D&D 5e: \"Деякі заклинання потребують певних предметів, зазначених у дужках у записі компонентів\" (alcuni incantesimi richiedono oggetti particolari, indicati tra parentesi nella voce delle componenti); regole di Tales of the Valiant: \"その呪文の構成要素の部分に( )で示されている物質が必要になる\" (serve il materiale indicato tra parentesi nella voce delle componenti). Un materiale con un prezzo non si può sostituire con una borsa o un focus, e uno consumato va fornito a ogni lancio (\"якщо для компонента вказано вартість, персонаж мусить мати саме цей компонент\"; \"Якщо заклинання каже, що матеріальний компонент витрачається, чаротворець мусить мати його на кожне накладання\"): entrambi sono componenti materiali, quindi richiedono `M`. Perciò `M` è elencata se e solo se `material` descrive qualcosa.",
  "5e/cone-line-range":
    "Regole di D&D 5e: \"Заклинання, що створюють конуси чи лінії, які починаються від вас, теж мають дальність «на себе»\" (anche gli incantesimi che creano coni o linee che partono da te hanno raggio di azione personale); regole di Tales of the Valiant: \"君を起点として\"円錐形\"や\"直線状\"に効果を及ぼす呪文の場合も、その射程には\"自身\"と書かれている\" (lo stesso). La regola riguarda le aree che partono dall’incantatore (\"які починаються від вас\"); il testo delle regole di Tales of the Valiant dice che l’origine di un cono è \"多くは発動者自身\" (di solito l’incantatore stesso), non sempre. Quindi la regola scatta solo quando la descrizione dice che il cono o la linea parte dall’incantatore (\"blasts out from you\", \"from your hands\", \"you exhale\") e il raggio di azione è una distanza (`60 feet`). Un cono o una linea \"from a point you choose within range\", un muro posto entro il raggio di azione e un incantesimo il cui testo non dice dove parte l’area sono legittimi e restano ignorati, come il contatto, la vista e gli altri tipi di raggio di azione.",
  "5e/half-caster-level":
    "I mezzi incantatori (paladino, ranger; anche l’artefice) usano metà del livello di classe per arrivare ai livelli degli incantesimi, i terzi incantatori (Cavaliere Mistico, Mistificatore Arcano) un terzo. Regole di D&D 5e (punti incantesimo): \"Для паладина чи слідопита поділіть рівень персонажа в цьому класі навпіл ... Для воїна (Потойбічний лицар) чи пройдисвіта (Містичний спритник) поділіть рівень персонажа в цьому класі на три\" (per un paladino o un ranger si dimezza il livello di classe; per un Cavaliere Mistico o un Mistificatore Arcano se ne prende un terzo), e un incantatore arriva al livello di incantesimo L al livello del personaggio 2L-1. Al livello di classe 20 i conti del testo delle regole danno al massimo incantesimi di 5° livello ai mezzi incantatori e di 3° ai terzi; le tabelle delle classi del Manuale del Giocatore danno 5° (al 17° livello) e 4° (al 19°). La regola usa i limiti del Manuale del Giocatore, i più permissivi (`minCasterLevel` in compute/abilities.ts). Quindi un incantesimo di 6° livello o superiore nell’elenco del paladino, del ranger o dell’artefice, o di 5° o superiore in quello del Cavaliere Mistico o del Mistificatore Arcano, non si può mai lanciare da quell’elenco. I cerchi di ToV funzionano allo stesso modo.",
  "5e/concentration-duration":
    "La concentrazione si scrive nella durata: \"Concentration, up to 1 minute\". Regole di D&D 5e: \"Якщо заклинання треба підтримувати концентрацією, це зазначено в його записі «Тривалість»\" (se un incantesimo va mantenuto con la concentrazione, lo dice la sua voce Durata); regole di Tales of the Valiant: \"精神集中し続ける必要がある呪文はその持続時間の項目にそのことが明記されており\" (un incantesimo che richiede concentrazione lo dice nella sua durata). Quindi `concentration: true` richiede una durata con concentrazione e `concentration: false` non deve averne una; un incantesimo istantaneo non ha nulla da mantenere, quindi non è mai un incantesimo a concentrazione. Una durata `Special` rimanda al testo dell’incantesimo, e il formato non ha la forma \"Concentration, special\", quindi `concentration: true` su di essa è l’unico modo di indicare la concentrazione del testo (Staff of Violet Fire di Deep Magic: \"if you have maintained concentration on the spell\"): non viene segnalato. Una durata con concentrazione senza etichetta è segnalata come informazione, con una correzione che la aggiunge: l’etichetta è facoltativa, ma un insieme di dati che etichetta alcuni incantesimi a concentrazione e altri no non si può filtrare con essa.",
  "dnd35/shapeable-min":
    "Regole di D&D 3.5: \"Se una voce \"Area\" o \"Effetto\" finisce con \"(F)\", è possibile dare forma all'incantesimo. Un effetto o un'area formati non possono avere dimensioni inferiori a 3 metri\". Si controllano: una mappa `area` con `shapeable: true` (ogni chiave di misura) e il testo di `area`/`effect` che finisce con \"(S)\" o \"(F)\" (ogni lunghezza fissa al suo interno; \"(S)\" è la sigla inglese). Le lunghezze che crescono per livello (\"10 ft./level\") si saltano. I cubi sono mattoni, non dimensioni del risultato modellato: \"Molti effetti o aree sono dati come cubi per rendere facile modellarli in forme irregolari\" (l’SRD scrive per esempio \"ten 5-ft. cubes (S)\"). N cubi di lato s possono formare una figura senza dimensioni sotto i 10 ft (3 metri) solo se N x s³ è almeno 1.000 piedi cubi (un cubo di 10 ft), quindi \"ten 5-ft. cubes\" (1.250) passa e \"one 5-ft. cube (S)\" (125) viene segnalato; i blocchi contati per livello dipendono dal livello dell’incantatore e si saltano.",
  "dnd35/ray":
    "Regole di D&D 3.5: \"Si dirige il raggio come se si usasse un'arma a distanza, anche se di solito si compie un attacco di contatto a distanza piuttosto che un normale attacco a distanza\". Un raggio è ciò che crea la riga Effetto (\"Raggio\" è una sua categoria di mira accanto a Bersaglio, Effetto e Area), quindi non ha `area`. Un incantesimo è un raggio quando ha `attack: ray` o la sua riga `effect` è un raggio (\"ray\", \"one or more rays\", \"ray of negative energy\"). Un attacco in mischia o di contatto in mischia su un raggio è un avviso; un normale attacco a distanza è un’informazione (il testo delle regole dice \"di solito\"), e così un raggio senza alcun `attack`, né nei dati né nella descrizione (è il tiro per colpire a dirigerlo).",
  "dnd35/metric-steps":
    "Le regole metriche della 3.5 contano un quadretto di 5 ft come 1,5 m: il testo delle regole di D&D 3.5 scrive \"gli 1,5 metri di muro\" (una sezione di 5 ft) e \"3 metri\" per 10 ft, e il suo esempio \"La piaga degli insetti apparirà 6 metri dentro\" usa 6 m = 20 ft. Quindi una lunghezza metrica è la sua lunghezza in piedi per 0,3 (1,5 m / 5 ft). Misure fuori dalla griglia di 5 ft sono lecite in metri come in piedi (i 5 ft per 8 ft di Passwall sono \"1,5 m per 2,4 m\"), ma una lunghezza metrica che non è un numero intero di piedi a 0,3 m per piede (6,1 m, la conversione esatta di 20 ft; 10 m; 5 m) è stata convertita a un altro tasso o scritta male. Si controllano: le righe di raggio di azione, area, effetto e bersaglio e una mappa `area` con `unit: m`; anche le lunghezze che crescono per livello.",
};
