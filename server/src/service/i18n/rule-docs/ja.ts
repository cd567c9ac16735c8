/**
 * Rule docs in Japanese, keyed by code: what SARIF's fullDescription and
 * help say with `--locale ja` (docs/rules.md stays English). Quotes from the
 * rule texts stay verbatim in their own language; the gloss is translated.
 */
export const ruleDocsJa: Readonly<Record<string, string>> = {
  "yaml/syntax":
    "この位置のテキストは正しいYAMLではない。それが属する呪文はそれ以上検査されない。",
  "yaml/duplicate-key":
    "1つのマッピングに同じキーが2回ある。YAMLローダーは黙って最後の値だけを残す。",
  "yaml/tab-indent":
    "YAMLではインデントにタブを使えない。スペースを使うこと。",
  "yaml/alias-bomb":
    "テキスト自身のものを超えて100,000ノード以上、またはテキスト自身の長さを超えて10,000,000文字以上のデータに展開されるエイリアス（\"billion laughs\"）。文書は検査されず、無効化コメントでも隠せない。",
  "yaml/unknown-tag":
    "カスタムタグ（`!foo`）には対応していない。呪文ファイルは単純なデータで、タグがコードを実行することはない。",
  "yaml/yaml11":
    "YAML 1.1のローダー（PyYAMLなど）が、Grimoireの従うYAML 1.2とは別の値として読むプレーンな値：`yes`/`no`/`on`/`off`/`y`/`n`（1.1では真偽値、1.2ではテキスト）、`010`（1.1では8進数の8、1.2では10）、`0b11`、`1_000`、`0x1_F`、`1:30`（1.1では数値、1.2ではテキスト）、`0o17`、`08`、`1e3`（1.2では数値、1.1ではテキスト）。クイックフィックスはどの読み手でも一致するように書き直す：真偽値のキーのyes/onは`true`、それ以外は引用符付きのテキスト、数値は10進数。また、NEL・LS・PS（U+0085、U+2028、U+2029：YAML 1.1では改行、1.2ではテキスト）のうち、YAML 1.1の読み手がそのために別の内容を読む箇所：後ろに同じ行のテキストが続くコメント内（その読み手はそれをYAMLとして読む）、または値の中。クイックフィックスはコメントでは空白を、値では二重引用符内のエスケープ`\\N`・`\\L`・`\\P`を書きます。ほかのyaml/*コードと違い、無効にできる。",
  "yaml/not-spell":
    "文書は呪文のマッピングか、`spells:`リストを持つデータセットでなければならない。",
  "yaml/too-large":
    "ファイルがサイズ上限（設定`maxFileSize`、既定64 MiB）を超えており、検査されなかった。",
  "yaml/binary":
    "ファイルにNULや制御文字が含まれている：YAMLのテキストではない。",
  "yaml/encoding":
    "ファイルが正しいUTF-8ではない。",
  "schema/required":
    "このシステムで呪文の形式が必須とするキーがない（docs/format.mdを参照）。",
  "schema/unknown-key":
    "このシステムの呪文の形式が知らないキー。打ち間違いであることが多い。",
  "schema/type":
    "型の違う値（数値が必要なところにテキスト、マッピングが必要なところにリスト…）。",
  "schema/enum":
    "許される値の集合の外にある値（系統、構成要素、ダメージの種類、形状…）。",
  "schema/range":
    "許される範囲外の数値（レベル0-9、大きさは0より大、詠唱値は3以上…）。",
  "schema/pattern":
    "Grimoireが読めない形のテキスト欄（射程、発動時間、持続時間、ダイス）。",
  "schema/size":
    "形式が許さないところにある空のテキストやリスト、または重複したリスト項目。",
  "schema/alternatives":
    "値がキーの受け付けるどの形にも合わない（例：テキストまたはマッピング）。",
  "schema/not-allowed":
    "このキーまたは値はこの位置では許されない。",
  "schema/other":
    "値が呪文スキーマの別の制約に反している。",
  "text/too-long":
    "2,000文字を超える発動時間・射程・持続時間（3.5版では効果範囲・効果・目標も）。テキストの読み取り処理はこれを読まないため、それを必要とするルールやホバーは何も示さない。",
  "internal/error":
    "Grimoireがこのファイルで失敗した。ファイルを添えて報告してほしい。",
  "internal/rule-failed":
    "この呪文でルールが失敗した。ファイルを添えて報告してほしい。",
  "5e/cantrip-ritual":
    "儀式はスロットを消費せずに呪文を発動する方法であり、初級呪文（レベルまたはサークル0）はもともとスロットを消費しない。D&D 5eのルール：\"Заклинання з тегом «ритуал» можна накласти без витрати слоту заклинання, додавши 10 хвилин\"（儀式のタグを持つ呪文は10分を加えればスロットを消費せずに発動できる）と\"Замовляння — це заклинання, яке можна накладати за бажання, не витрачаючи слота\"（初級呪文は任意に発動でき、スロットを消費しない）。Tales of the Valiantのルール：\"初級呪文のサークルは0である\"と\"儀式呪文は呪文スロットを使用せず\"。5eにもToVにも儀式である初級呪文はない。",
  "tov/ritual-casting-time":
    "Tales of the Valiantでは儀式は時間のかかる発動である：Tales of the Valiantのルール、\"儀式呪文は発動するのに1分以上を要し\"。`ritual: true`で発動時間がアクション、ボーナス・アクション、リアクション、または10ラウンド未満の呪文はこれに反する。（5eは違う：儀式のタグを持つ呪文は10分を加えれば儀式として発動できるので、このルールはToVだけのもの。）",
  "wfb/boosted-order":
    "Warhammer Fantasy Battleのルール：強化は射程、持続時間、ダメージを増すために呪文により多くの力を注ぐもので、\"там же указана дополнительная сложность, которую надо преодолеть\"（説明に超えるべき追加の詠唱値が書かれている）。例は\"со сложностью в 14+ вместо 11+\"（11+ではなく14+の詠唱値）。したがって強化された詠唱値はどれも基本値より厳密に大きく、強化の一覧は増えていく：それぞれが前のものより大きい。整数のみ。その他の値はスキーマが扱う。",
  "tov/ritual-upcast":
    "Tales of the Valiantのルール：\"儀式呪文は呪文スロットを使用せず、(通常の呪文ができるような)高サークル版での発動もできない\"。したがってToVの儀式の`per_slot`や`at_slot_level`は起こりえない発動を書いている。ただし一部の儀式は、術者がより高いサークルを使えるようになると\"自動的に\"強力になる（ルール本文のPrayer of Healingの例）。その成長は`per_highest_circle` / `at_highest_circle`と書く。`higher_levels`が成長は自動的だ、または術者の最も高いサークルに従うと言っているなら、スロットのキーは名前を変えるよう促すヒントにとどまる。",
  "dataset/duplicate-name":
    "呪文名は1つの呪文を指す：同じ呪文はそれ自身と重ならない（D&D 5eのルール、効果の組み合わせ）ので、同じ名前を2回載せたデータセットは2つの競合する定義を持つことになる。名前は大文字小文字と前後の空白を無視し、同じシステムの中で比べる。",
  "5e/self-range-area":
    "\"Self (15-foot cone)\"のような射程は、術者から始まる効果範囲を言い直している（D&D 5eのルール：君から始まる円錐形や直線は\"мають дальність «на себе»\"、つまり射程が「自身」。大きさは円錐形の長さ、\"Область дії конуса визначає його найбільшу довжину\"、つまり円錐形の効果範囲はその最大の長さを決める）。呪文に`area`もあるなら、両方が同じ形（`cone`、`line`、`cube`、`sphere`；`radius`は`sphere`または`cylinder`；`hemisphere`は`sphere`）と同じ大きさ（円錐形や直線の長さ、立方体の辺、球や円柱の半径）を示さなければならず、1.5mは5フィートとして比べる。修正はない：どちらが間違っていてもおかしくない。",
  "wfb/irresistible-only":
    "Warhammer Fantasy Battleのルール：魔術師は1個から6個のダイスで発動し、\"маг может использовать от одного до шести кубиков\"、結果はダイスに魔術師のレベルを足したもの。6が2個以上出れば抗えぬ力：\"Если при сотворении заклинания на кубиках выпадает две и более 6-ки, то считается, что заклинание сотворено с непреодолимой силой\"。6が2個なければ6個のダイスの最高の出目は6＋5＋5＋5＋5＋5＝31。ルール本文の魔術師はレベル4まで（例：\"маг 4-ого уровня\"、レベル4の魔術師。形式は1-4を許す）なので、通常に発動できる最高の結果は35。35を超える詠唱値（基本でも強化でも）は抗えぬ力でしか発動できない。前提：魔術師のレベルは4以下（魔法のアイテムなどのボーナスなし）。術者プロファイル自身のレベルは使わないので、このルールはどの魔術師にも当てはまる。",
  "5e/reaction-trigger":
    "リアクションは出来事に応じるもので、呪文はそれが何かを言わなければならない。D&D 5eのルール：\"Якщо заклинання можна накласти реакцією, його опис точно каже, коли саме\"（呪文をリアクションで発動できるなら、その説明はそれがいつかを正確に述べる）。Tales of the Valiantのルール：\"その説明には君がその呪文を発動する前に合致する必要がある状況がどのようなものかについて記載がある\"。発動時間に書く(\"1 reaction, which you take when you are hit by an attack\")か、マッピング形式の`trigger`か、説明のどこかに書く(\"Cast this spell when a creature you can see hits you\"; \"in response to\", \"as soon as\")も数える）。発動時間にも説明にも「いつ」がないリアクションの呪文だけが指摘される。",
  "5e/material-component":
    "物質はM構成要素とともに、そしてそのときだけ書かれる。D&D 5eのルール：\"Деякі заклинання потребують певних предметів, зазначених у дужках у записі компонентів\"（一部の呪文は構成要素の項目の括弧内に書かれた特定の物を必要とする）。Tales of the Valiantのルール：\"その呪文の構成要素の部分に( )で示されている物質が必要になる\"。価格のある物質はポーチや焦点具で代用できず、消費される物質は発動のたびに用意しなければならない(\"якщо для компонента вказано вартість, персонаж мусить мати саме цей компонент\"; \"Якщо заклинання каже, що матеріальний компонент витрачається, чаротворець мусить мати його на кожне накладання\")：どちらも物質要素なので`M`が必要。したがって`M`が挙がっているのは、`material`が何かを書いているときであり、そのときに限る。",
  "5e/cone-line-range":
    "D&D 5eのルール：\"Заклинання, що створюють конуси чи лінії, які починаються від вас, теж мають дальність «на себе»\"（君から始まる円錐形や直線を作る呪文も射程は「自身」）。Tales of the Valiantのルール：\"君を起点として\"円錐形\"や\"直線状\"に効果を及ぼす呪文の場合も、その射程には\"自身\"と書かれている\"。このルールは術者から始まる効果範囲についてのもの(\"які починаються від вас\")。Tales of the Valiantのルール本文は円錐形の起点を\"多くは発動者自身\"と言い、いつもではない。したがってこのルールは、説明が円錐形や直線は術者から始まると言い(\"blasts out from you\", \"from your hands\", \"you exhale\")、射程が距離（`60 feet`）のときだけ働く。\"from a point you choose within range\"の円錐形や直線、射程内に置く壁、効果範囲がどこから始まるかを本文が言わない呪文は正当で、接触、視界などほかの射程と同じく扱わない。",
  "5e/half-caster-level":
    "半術者（パラディン、レンジャー、さらにアーティフィサー）は呪文レベルに届くのにクラス・レベルの半分を、3分の1術者（エルドリッチ・ナイト、アーケイン・トリックスター）は3分の1を使う。D&D 5eのルール（呪文ポイント）：\"Для паладина чи слідопита поділіть рівень персонажа в цьому класі навпіл ... Для воїна (Потойбічний лицар) чи пройдисвіта (Містичний спритник) поділіть рівень персонажа в цьому класі на три\"（パラディンやレンジャーはクラス・レベルを半分に、エルドリッチ・ナイトやアーケイン・トリックスターは3で割る）。術者はキャラクター・レベル2L-1で呪文レベルLに届く。クラス・レベル20で、ルール本文の計算では半術者は最高5レベル、3分の1術者は3レベルの呪文まで。PHBのクラス表では5レベル（17レベルで）と4レベル（19レベルで）。このルールはより寛容なPHBの上限を使う（compute/abilities.tsの`minCasterLevel`）。したがってパラディン、レンジャー、アーティフィサーのリストにある6レベル以上の呪文や、エルドリッチ・ナイト、アーケイン・トリックスターのリストにある5レベル以上の呪文は、そのリストからは決して発動できない。ToVのサークルも同じ。",
  "5e/concentration-duration":
    "精神集中は持続時間に書く：\"Concentration, up to 1 minute\"。D&D 5eのルール：\"Якщо заклинання треба підтримувати концентрацією, це зазначено в його записі «Тривалість»\"（呪文を精神集中で維持する必要があるなら、その「持続時間」の項目にそう書かれている）。Tales of the Valiantのルール：\"精神集中し続ける必要がある呪文はその持続時間の項目にそのことが明記されており\"。したがって`concentration: true`には精神集中の持続時間が必要で、`concentration: false`にはそれがあってはならない。瞬間の呪文には維持するものがないので、精神集中の呪文になることはない。`Special`の持続時間は呪文の本文に委ねており、形式に\"Concentration, special\"の形はないので、その上の`concentration: true`は本文の精神集中を表す唯一の方法（Deep MagicのStaff of Violet Fire：\"if you have maintained concentration on the spell\"）で、指摘されない。タグのない精神集中の持続時間は情報として報告され、タグを加える修正がつく：タグは任意だが、精神集中の呪文の一部だけにタグを付けたデータセットはそれで絞り込めない。",
  "dnd35/shapeable-min":
    "D&D 3.5のルール：\"Se una voce \"Area\" o \"Effetto\" finisce con \"(F)\", è possibile dare forma all'incantesimo. Un effetto o un'area formati non possono avere dimensioni inferiori a 3 metri\"（「効果範囲」や「効果」の項目が\"(F)\"［英語では\"(S)\"］で終わるなら呪文の形を変えられる。形を変えた効果や効果範囲は3メートル、つまり10フィートより小さい寸法を持てない）。検査対象：`shapeable: true`の`area`マッピング（すべての大きさのキー）と、\"(S)\"や\"(F)\"で終わる`area`/`effect`のテキスト（その中のすべての固定の長さ）。レベルごとに伸びる長さ（\"10 ft./level\"）は飛ばす。立方体は形を変えた結果の寸法ではなく、組み立てる単位：\"Molti effetti o aree sono dati come cubi per rendere facile modellarli in forme irregolari\"（多くの効果や効果範囲は不規則な形に組みやすいよう立方体で示される。SRDは例えば\"ten 5-ft. cubes (S)\"と書く）。辺sの立方体N個で10フィート未満の寸法のない形を作れるのは、N x s³が1,000立方フィート（10フィートの立方体）以上のときだけなので、\"ten 5-ft. cubes\"（1,250）は通り、\"one 5-ft. cube (S)\"（125）は指摘される。レベルごとに数える単位は術者レベル次第なので飛ばす。",
  "dnd35/ray":
    "D&D 3.5のルール：\"Si dirige il raggio come se si usasse un'arma a distanza, anche se di solito si compie un attacco di contatto a distanza piuttosto che un normale attacco a distanza\"（光線は遠隔武器を使うように狙うが、通常は普通の遠隔攻撃ではなく遠隔接触攻撃を行う）。光線は「効果」の行が作るものであり（\"Raggio\"は目標、効果、効果範囲と並ぶ独自の狙いの区分）、`area`を持たない。`attack: ray`であるか、`effect`の行が光線（\"ray\"、\"one or more rays\"、\"ray of negative energy\"）であれば、その呪文は光線。光線への近接攻撃や近接接触攻撃は警告、普通の遠隔攻撃は情報（ルール本文は「通常は」と言う）。データにも説明にも`attack`がまったくない光線も情報（攻撃ロールが光線を狙うものなので）。",
  "dnd35/metric-steps":
    "メートル法の3.5のルールは5フィートのマス1つを1.5mと数える：D&D 3.5のルール本文は\"gli 1,5 metri di muro\"（壁の1.5メートル、5フィートの区画1つ）、10フィートを\"3 metri\"と書き、その例\"La piaga degli insetti apparirà 6 metri dentro\"（虫の群れは6メートル内側に現れる）は6m＝20フィートを使う。したがってメートルの長さはフィートでの長さに0.3を掛けたもの（1.5m／5フィート）。5フィートの格子から外れた大きさはフィートと同じくメートルでも正当（Passwallの5フィート×8フィートは\"1,5 m per 2,4 m\"）だが、1フィート0.3mでフィートの整数にならないメートルの長さ（6.1m、20フィートの正確な換算；10m；5m）は別の率で換算されたか打ち間違い。検査対象：射程、効果範囲、効果、目標の行と、`unit: m`の`area`マッピング。レベルごとに伸びる長さも検査する。",
  "5e/scaling-kind":
    "初級呪文（レベルまたはサークル0）はスロットを使わず、より高いレベルで発動することもできないので、`per_slot`や`at_slot_level`には意味がない。初級呪文はキャラクター・レベルとともに強くなる（`per_character_level`）。レベルのある呪文はより高いスロットで発動したときだけ強くなるので、`per_character_level`には意味がない。D&D 5eのルール：\"Рівень замовляння — 0\"（初級呪文のレベルは0）、初級呪文は\"не витрачаючи слота\"（スロットを消費せずに）発動する。\"Коли чаротворець накладає заклинання слотом вищого рівня, ніж саме заклинання, воно набуває цього вищого рівня\"（より高いスロットで発動すると、呪文はそのより高いレベルになる）。Tales of the Valiantのルール：\"呪文発動者は呪文スロットを消費することなく初級呪文を発動でき\"。ToVの儀式は例外：Tales of the Valiantのルール本文は、術者がより高いサークルを得ると一部の儀式は\"自動的に強力になる\"と言うので、その上の`per_character_level`は、その成長を`per_highest_circle`（術者が届いた儀式より上のサークルごとに加わるダイス）や`at_highest_circle`（あるサークルでの合計）と書くよう促すヒントにとどまる。この2つのキーはToVの儀式だけのもの：ほかの呪文は発動に使ったスロットとともに、または（初級呪文なら）キャラクター・レベルとともに強くなる。",
  "5e/damage-scaling":
    "高いレベルでの発動には呪文のレベルより上のスロットを使う：\"Коли чаротворець накладає заклинання слотом вищого рівня, ніж саме заклинання, воно набуває цього вищого рівня\"（D&D 5eのルール：より高いスロットで発動すると、呪文はそのより高いレベルになる）。スロットは9レベルまで。したがって`at_slot_level`のキーは呪文のレベルより上で9以下でなければならず、9レベルの呪文には上げて発動するスロットがない（その上の`per_slot`/`at_slot_level`は意味を持たない）。初級呪文はキャラクター・レベル5、11、17で強くなる（PHB。ルール本文は段階を挙げないが、SRDの呪文の本文は挙げる：\"when you reach 5th level (2d6), 11th level (3d6), and 17th level (4d6)\"）ので、`per_character_level`のマッピングのキーは5、11、17。高いスロットや段階が低いものより少ないダメージを与えることはない。Tales of the Valiantの儀式は代わりに術者の最も高いサークルとともに強くなり（\"自動的に強力になる\"、Tales of the Valiantのルール）、その`per_highest_circle` / `at_highest_circle`も同じ検査を受ける。初級呪文とスロットの取り違えは`5e/scaling-kind`、ダイスの書き方はスキーマの`schema/pattern`が扱う。",
  "5e/components":
    "どの呪文もV（音声）、S（動作）、M（物質）の中から構成要素を挙げる。D&D 5eのルール：\"Опис кожного заклинання вказує, чи потрібні йому вербальні (В), соматичні (С) чи матеріальні (М) компоненти\"（各呪文は音声、動作、物質の構成要素が必要かを示す）。Tales of the Valiantのルール：\"各呪文の説明には、その呪文が\"音声\"、\"動作\"、\"物質\"の構成要素の内いずれを要求するのかが書かれている\"。空のリストは警告（どちらのゲームにも構成要素なしで発動する呪文はない）。重複や小文字はすでにスキーマのエラーで、このルールは修正を伴うヒントを加える。ルール本文自身の文字В、С、М（D&D 5eのルールにあるキリル文字）もスキーマのエラーで、同じヒントとV、S、Mへの修正がつく。印刷の順V、S、Mでないリストは情報。",
  "5e/cylinder-height":
    "D&D 5eのルール：\"Тоді ефект вистрілює вгору від основи або вниз від верхівки на відстань, що дорівнює висоті циліндра\"（効果は底面から上へ、または上面から下へ、円筒形の高さに等しい距離だけ伸びる）。Tales of the Valiantのルール：\"いずれの場合でも、その効果は円筒形の高さの距離だけ伸びる\"。`height`のない`shape: cylinder`の効果範囲は半径しか示さない。これは情報：格子のマスは半径だけで決まるので、ホバーとプレビューはそれでも数える。",
  "dnd35/emanation-duration":
    "D&D 3.5のルール：\"Un incantesimo a emanazione funziona come un incantesimo a esplosione, tranne che l'effetto continua a irradiarsi dal punto di origine per la durata dell'incantesimo\"（放射は爆発と同じように働くが、効果は呪文の持続時間のあいだ起点から放たれ続ける）。瞬間の呪文にはそのような持続時間がない：瞬間の効果範囲は爆発（中にあるものに一度だけ作用する）か、持続時間が抜けている。",
  "wfb/casting-value":
    "Warhammer Fantasy Battleのルール：\"Самые простые заклинания имеют сложность 3\"（最も簡単な呪文の詠唱値は3）と\"Если суммарный результат броска на сотворение заклинания меньше 3-х, то заклинание считается автоматически проваленным\"（発動の出目の合計が3未満なら常に失敗）。したがって詠唱値は3以上の整数。スキーマがすでにそう言っている（3未満は`schema/range`、テキストは`schema/type`）ので、明快なメッセージを1つだけ示すため、このルールはスキーマが報告することを報告せず、値がルールブックの印刷どおり\"7+\"（テキスト）と書かれ、数が3以上のときにクイックフィックス付きのヒントを加えるだけ。",
  "tov/source":
    "Tales of the Valiantの呪文はどれも`arcane`、`divine`、`primordial`、`wyrd`の4つの根源のうち1つ以上に属する（Tales of the Valiantのルール：\"秘術\", \"神聖\", \"始原\", \"異界\"。英語版と Black Flag のデータは始原を`primordial`と書く）。術者は自分の根源のリストから呪文を得る：\"発動者は自身の根源の呪文リストにある儀式呪文のみを発動できる\"。`source`のない呪文はどのリストにもない。4つ以外の根源はスキーマのエラー。大文字小文字だけの誤り（`Arcane`）には修正を伴うヒントがつく。始原の古い訳`primal`は今も`primordial`として読まれ、修正を伴うヒントがつく。",
  "dnd35/personal-no-save":
    "D&D 3.5のルール：\"Se il bersaglio di un incantesimo è l'incantatore ... questi non riceve un tiro salvezza e non si applica la resistenza agli incantesimi. Le voci \"Tiro salvezza\" e \"Resistenza agli incantesimi\" sono omesse da tali incantesimi\"（呪文の目標が術者自身なら、術者はセーヴィング・スローを得ず、呪文抵抗も適用されない。そのような呪文では「セーヴィング・スロー」と「呪文抵抗」の項目は省かれる）。`target`が\"you\" / \"caster\"であるか、射程が`personal`で目標がなく、効果範囲や効果の行（その中のクリーチャーがセーヴする側かもしれない）もない呪文は、その術者を目標とする。「なし」と読める項目は受け入れる（同じことを言っている）。どちらかの項目が本文を指すとき(\"Fortitude negates (see text)\", \"special, see below\")、両方は他のクリーチャーへの副次的な効果（凝視、オーラ、打たれた敵：Pathfinderのステータス・ブロックの慣例）を書いており、このルールは何も言わない。",
  "dnd35/line-range":
    "D&D 3.5のルール：\"Un incantesimo con area a linea si propaga dall'incantatore in una linea ... e si estende fino al limite del suo raggio di azione\"（直線状の効果範囲の呪文は術者から直線状に広がり、射程の限界まで伸びる）。したがって射程が固定の距離（`120 ft.`、`36 m`、`{ distance, unit }`）で直線の長さがわかる（`shape: line`の`area`マッピング、または\"120-ft. line\"のような`area`/`effect`の行）とき、両者は等しい（1.5mを5フィートとして数える）。レベルとともに伸びる射程（近距離、中距離、長距離）は比べない。",
  "dnd35/aiming-line":
    "D&D 3.5のルール：\"La riga successiva nella descrizione di un incantesimo definisce il bersaglio (o bersagli) dell'incantesimo, il suo effetto o la sua area, come più appropriato\"（呪文の説明の次の行は、その目標、効果、効果範囲のうち適切なものを定める）。`target`、`effect`、`area`のどれもない呪文は何を狙うのかを書いていない（警告）。自身への呪文は`target: you`でそれを示す(\"Bersaglio: Incantatore\")。射程が`personal`で目標がなければ行が欠けているだけなので情報。本文が別の呪文と\"functions like\"と言う呪文（Pathfinderの派生呪文）はその呪文の行を受け継ぐので扱わない。\"As minor creation, ...\"で始まる要約や、射程や持続時間の行も欠けたステータス・ブロック（親の呪文と違う点だけを挙げる）も同じ。",
  "tov/source-hint":
    "Tales of the Valiantのルール本文は、根源の\"可能性が高い\"目印を挙げている。秘術：\"元素的なエネルギーを利用する(［酸］／酸、［冷気］／冷気、［火］／火、［電撃］／電撃、［雷鳴］／雷鳴)\"。神聖：\"［光輝］／光輝または［死霊］／死霊エネルギーを利用する\"と\"それが癒すにしろ害するにしろ、他のクリーチャーの生命エネルギーに作用する\"。始原：\"自然現象として発生する可能性のある効果を模倣する\"：霜、山火事、稲妻、嵐なので、冷気、火、電撃、雷鳴は秘術だけでなく始原にも傾く。異界：\"自然に存在する元素とは異なるエネルギーを利用する\"（自然の元素と異なるエネルギー：力場や精神）と\"異なる次元や、存在の次元界の領域からクリーチャーを召喚する\"（次元界から召喚する説明）。その他の目印（魔法を感知したり終わらせたりする、感覚を欺く、神々との関わり、クリーチャーの生体を変える）はルールの本文が必要なので検査しない。呪文のどの目印もその根源に傾かないとき、このヒントがそれを示す。これはヒントであり、警告にはならない：ルール本文は「可能性が高い」と言っている。",
  "dnd35/area-shape":
    "D&D 3.5のルール：\"La forma base per un effetto di esplosione è una sfera, ma alcuni incantesimi a esplosione sono descritti specificatamente come a forma di cono\"（爆発は球形だが、円錐形と明記された爆発もある）。\"La maggior parte delle emanazioni sono coni o sfere\"（放射の多くは円錐形か球形）。\"Un incantesimo a propagazione si propaga come un'esplosione ... in tutte le direzioni\"（拡散は爆発のように全方向に広がる）。\"Le sfere possono essere esplosioni, emanazioni o propagazioni\"（球形は爆発、放射、拡散のいずれにもなる）。したがって直線、円柱、立方体、正方形の爆発、放射、拡散は確かめる価値がある。ルール本文は\"un'area particolarmente definita\"も認めている(\"Qualche volta un incantesimo descrive un'area particolarmente definita\")：呪文が特別に定めた効果範囲を書くこともある、Pathfinderの\"burst that fills a 30-ft. cube\"のように）ので、警告ではなく情報。円柱：\"Questo punto è il centro di un cerchio orizzontale e l'incantesimo si sprigiona dal cerchio riempiendo un cilindro\"（起点は水平な円の中心で、呪文はそこから円柱を満たす）。高さがなければ広がりはわからない（情報）。",
  "5e/material-cost":
    "D&D 5eのルール：\"якщо для компонента вказано вартість, персонаж мусить мати саме цей компонент\"（構成要素に価格が示されていれば、キャラクターはまさにその構成要素を持っていなければならない）と\"Якщо заклинання каже, що матеріальний компонент витрачається, чаротворець мусить мати його на кожне накладання\"（呪文が物質要素は消費されると言うなら、術者は発動のたびにそれを用意しなければならない）。Tales of the Valiantのルール：\"構成要素に価格が書かれている場合は呪文構成要素ポーチや焦点具では代用できず\"と\"その呪文によって物質要素が消費されると書かれている場合、発動者はその呪文を発動する毎に物質構成要素を準備せねばならない\"。価格と消費は本文が言うことで、`cost_gp`と`consumed`はそれをデータとして繰り返す。警告：物質要素の本文のどの価格でもない（その合計でも、本文が「1つにつき」と示す価格の整数倍でもない）`cost_gp`。本文が呪文はそれを消費する（破壊する、砕く）と言う物質要素の`consumed: false`。情報：価格があって`cost_gp`がない本文（そのときツールは本文から価格を読む）。物質要素も説明も消費されると言わないときの`consumed: true`。本文に価格のない`cost_gp`は受け入れる（本文は物の名前だけを挙げることもある）。",
  "5e/area-grid":
    "D&D 5eのルール（格子上の効果範囲）は効果範囲を5フィートのマスで扱い、\"Кожні 5 футів області дорівнюють 1 дюйму розміру шаблона\"（効果範囲の5フィートはテンプレートの1インチ）、D&D 3.5のルール本文はメートルでマスごとに\"1,5 metri\"と数える。効果範囲がマスの整数でなければならないとはどこにも書かれていない：テンプレートはどんな大きさでも覆い、DMGのルールは半分覆われたマスを数えるので、SRDのWall of Fire（厚さ1フィート）、Wall of Stone（6インチ）、Wind Wall（1フィート）は正当。このルールが捕らえるのは射程の単位と取り違えた単位：格子から外れた大きさのどれも自分の単位のマスに合わず、すべての大きさがもう一方の単位のマスに合い、射程がそのもう一方の単位で書かれているとき（例：既定のフィートで`radius: 6`と`range: 18 m`、これは6mではなく6フィート）。正でない大きさはスキーマ（`schema/range`）が扱う。",
  "5e24/emanation-range":
    "SRD 5.2：\"An Emanation is an area of effect that extends in straight lines from a creature or an object in all directions.\"（放射はクリーチャーか物体から全方向に広がる）。`area: { shape: emanation }`は、別に書かない限り術者から広がります（`origin: self`、既定）。術者のまわりの効果範囲は射程Selfとなり、SRD 5.2のとおり効果範囲と一緒に`Self (15-foot Emanation)`と書きます。したがって、術者からの放射に距離やTouch、Sightなどの射程があれば指摘します。ほかのクリーチャー（`origin: creature`）や物体（`origin: object`：SRD 5.2の暗闇、\"a 15-foot Emanation originating from that object\"、射程60フィート）からの放射はどんな射程でもかまいません。",
  "5e24/ritual-tag":
    "SRD 5.2：\"If you have a spell prepared that has the Ritual tag, you can cast that spell as a Ritual.\"（儀式タグのある呪文は儀式として発動できる）。2024年版ルールはタグを発動時間に`1 minute or Ritual`と書きます。マッピング形式では発動時間の`ritual: true`で、`ritual`キーは同じことをもう一度言います。指摘するのは、タグのある発動時間と`ritual: false`、`ritual: true`とタグのない発動時間、そして初級呪文のタグです。\"A cantrip is a level 0 spell, which is cast without a spell slot\"（初級呪文はスロットなしで発動する）であり、儀式としての発動はスロットを節約するだけだからです（\"It also doesn't expend a spell slot\"）。",
  "5e24/concentration-duration":
    "SRD 5.2（精神集中）：\"Some spells and other effects require Concentration to remain active, as specified in their descriptions.\"、そして\"If the effect has a maximum duration, the effect's description specifies how long the creator can concentrate on it: up to 1 minute, 1 hour, or some other duration.\"（呪文はいつ精神集中が要り、どれだけ保てるかを示す）。2024年版の呪文はこれを持続時間に`Concentration, up to 10 minutes`と書きます。したがって`concentration: true`には精神集中の持続時間が必要で、`concentration: false`にはあってはなりません。瞬間の呪文には保つものがありません。持続時間`Special`は呪文のテキストに委ねるので、そこでの`concentration: true`は指摘しません。タグのない精神集中の持続時間は情報として示し、タグを加える修正を付けます。",
  "5e24/material-cost":
    "SRD 5.2：\"A Spellcasting Focus is an object that certain creatures can use in place of a spell's Material components if those materials aren't consumed by the spell and don't have a cost specified.\"（呪文発動焦点具は、消費されず価格も示されない物質要素だけを代用できる）。2024年版のテキストは価格を\"worth 50+ GP\"（50GP以上。\"1,000+ GP\"、\"2 Copper Pieces\"も）と書き、\"which the spell consumes\"と言います。フォーマットはこの両方を`cost_gp`と`consumed: true`のデータで示し、焦点具で代用できるかが文章を読まずに分かるようにします。警告：価格があるか消費される物質要素がただのテキストで書かれている。マッピングのテキストに価格があるのに`cost_gp`がない、または`cost_gp`がテキストのどの価格とも（その合計とも、「それぞれ」の価格の整数倍とも）合わない。テキストが呪文による消費を述べるのに`consumed`がfalseか書かれていない。情報：物質要素のテキストも説明も消費を述べないのに`consumed: true`。",
  "5e24/reaction-trigger":
    "SRD 5.2：\"A Reaction is a special action taken in response to a trigger defined in the Reaction's description.\"（リアクションはその説明が定めるきっかけに応じて行う）。リアクションで発動する呪文は、何に応じるのかを、SRD 5.2が発動時間に書くように示します：`Reaction, which you take when ...` (\"which you take when you see a creature within 60 feet of yourself casting a spell\")。そこに書くか、マッピング形式の`trigger`か、説明に書いてください（\"when\"、\"in response to\"、\"as soon as\"などの語で足ります）。発動時間にも説明にもいつなのかが書かれていないリアクションだけを指摘します。",
  "5e24/scaling-kind":
    "SRD 5.2：\"A cantrip is a level 0 spell, which is cast without a spell slot.\"、そして\"If a cantrip of yours increases in power at higher levels, the increase is based on your total character level\"（初級呪文はスロットなしで発動し、キャラクター・レベルで強くなる）。したがって初級呪文には`per_slot`や`at_slot_level`はなく（`per_character_level`で強くなり、そのテキストは初級呪文の強化`cantrip_upgrade`です）、レベルのある呪文は発動に使ったスロットでしか強くならないので、`per_character_level`や`cantrip_upgrade`はその呪文には意味がありません。",
  "5e24/damage-scaling":
    "SRD 5.2：\"If a lower-level spell that you cast, like Burning Hands, has an enhanced effect when cast at a higher level, you can use the enhanced effect as normal.\"（高いスロットで発動した呪文は強化された効果を持ちうる）。呪文スロットのレベルは1から9まで（マルチクラスの呪文発動者の表）なので、`at_slot_level`のキーは呪文のレベルより高く9以下で、レベル9の呪文には強くなる先がありません。初級呪文はキャラクター・レベル5、11、17で強くなります。SRD 5.2の初級呪文の強化はどれもそう言っています（\"The damage increases by 1d10 when you reach levels 5 (2d10), 11 (3d10), and 17 (4d10).\"）。したがって`per_character_level`のマップのキーは5、11、17です。高いスロットやレベルが低いものより少ないことはありません。",
  "5e24/self-range-area":
    "SRD 5.2：\"The effect that creates an Emanation specifies the distance it extends.\"、そして\"The effect that creates a Cone specifies its maximum length.\"（効果が放射の距離や円錐形の最大の長さを定める）。\"Self (15-foot Emanation)\"や\"Self (15-foot Cone)\"のような射程は、術者から始まる効果範囲を言い直したものです。呪文に`area`もあれば、両者は同じ形状（放射、円錐形、立方体、直線状、球形。2014年版の語`radius`は放射、球形、円筒形のいずれか）と同じ大きさ（放射の距離、円錐形や直線状の長さ、立方体の一辺、球形や円筒形の半径。1.5 mを5フィートとして比べる）を示さねばなりません。修正はありません。どちらが誤りかは分からないからです。",
  "5e24/cylinder-height":
    "SRD 5.2：\"The effect that creates a Cylinder specifies the radius of the Cylinder's base and the Cylinder's height.\"（効果が円筒形の底面の半径と高さを定める）。`height`のない`shape: cylinder`の効果範囲は半径しか示しません。情報です：グリッドのマスは半径だけで決まるので、ホバーとプレビューはそれでも数えます。",
  "5e24/wording-2014":
    "SRD 5.2は呪文の発動時間をそれが使う行動で呼び（\"the action, Bonus Action, or Reaction used to cast it is wasted\"、対抗呪文）、術者のまわりの効果範囲を放射として書きます（\"Protective spirits flit around you in a 15-foot Emanation for the duration.\"、スピリット・ガーディアンズ）。2024年版のファイルでも2014年版の言葉は読まれ、この情報は2024年版ルールが同じことをどう書くかを示します：`1 action`は`Action`、`1 bonus action`は`Bonus Action`、`1 reaction, which you take when ...`は`Reaction, which you take when ...`、省略形`Up to 1 minute`は`Concentration, up to 1 minute`、初級呪文の`higher_levels`はその`cantrip_upgrade`、術者のまわりの`Self (15-foot radius)`は`area: { shape: emanation, distance: 15 }`と組んだ`Self (15-foot Emanation)`です。`Self (N-foot-radius sphere)`や半球には修正がありません：球形は起点を含み、放射は作り手が決めない限り起点を含まないので、どちらを意味するかは作者が決めます。`grimoire migrate --to 2024`はまさにこれらの修正を適用します。",
  "workspace/unknown-spell":
    "呪文リストの項目または `{@spell ...}` タグが、ワークスペース(エディター内)やチェック対象のファイル(`grimoire lint`)のどのファイルにも定義されていない呪文を指しています。誤字、名前の変更や削除された呪文、含め忘れたファイルが原因です。`system:`(と `edition:`)を指定したリストは、そのシステム(と版)の呪文だけを指します。クイックフィックスは、最も近い呪文名(2文字以内の違い)があれば、名前をそれに置き換えます。Foundry の `@UUID` リンクは報告しません。通常はゲームシステム自体のコンペンディウム、つまりワークスペースの外を指すためです。",
  "workspace/duplicate-spell":
    "二つのファイルが、同じシステムと版で同じ名前(大文字小文字と空白は区別しない)の呪文を定義しています。その名前への参照はどちらを指すのか区別できず、ファイルから作ったコンペンディウムには二度入ります。システムや版が異なる呪文は同じ名前でも構いません。一つのファイル内の重複は `dataset/duplicate-name` です。",
  "workspace/list-class-missing":
    "呪文リストのファイルがある呪文をクラスのリストに載せていますが、その呪文自身の `classes`(D&D 3.5 では `levels` のクラス)にそのクラスがありません。どちらかが古くなっています。クラスを一つも書いていない呪文は比較しません。クイックフィックスは呪文の `classes` にクラスを追加します(クラスにレベルが必要な D&D 3.5 では行いません)。",
  "workspace/class-not-listed":
    "呪文が `classes`(D&D 3.5 では `levels`)にクラスを挙げ、ワークスペースにはその呪文のシステム用のそのクラスのリストがあるのに、そのクラスのどのリストもこの呪文を載せていません。リストファイルのないクラスはチェックしません。クイックフィックスは呪文をクラスのリストに追加します。",
};
