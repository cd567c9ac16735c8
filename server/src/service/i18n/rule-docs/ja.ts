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
    "YAML 1.1のローダー（PyYAMLなど）が、Grimoireの従うYAML 1.2とは別の値として読むプレーンな値：`yes`/`no`/`on`/`off`/`y`/`n`（1.1では真偽値、1.2ではテキスト）、`010`（1.1では8進数の8、1.2では10）、`0b11`、`1_000`、`0x1_F`、`1:30`（1.1では数値、1.2ではテキスト）、`0o17`、`08`、`1e3`（1.2では数値、1.1ではテキスト）。クイックフィックスはどの読み手でも一致するように書き直す：真偽値のキーのyes/onは`true`、それ以外は引用符付きのテキスト、数値は10進数。ほかのyaml/*コードと違い、無効にできる。",
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
  "internal/error":
    "Grimoireがこのファイルで失敗した。ファイルを添えて報告してほしい。",
  "internal/rule-failed":
    "この呪文でルールが失敗した。ファイルを添えて報告してほしい。",
};
