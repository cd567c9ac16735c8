/** YAML syntax errors and the tab fix in Japanese (keys as ./en.ts). */
import type { Catalogue } from '../../types';
import type { yamlEn } from './en';

/** The YAML part of the Japanese catalogue. */
export const yamlJa: Catalogue<keyof typeof yamlEn> = {
  'yaml.noColon': 'この行は`key: value`の形ではありません。`{line}`にコロンがありません。キーの後に`: `を加えるか、上の値の続きならそのキーの下にインデントしてください。',
  'yaml.noSpace': 'キーの後のコロンには空白が必要です。`{key}: {value}`と書いてください。',
  'yaml.keyNoColon': 'ここのキーの後に`: `（コロンと空白）がありません。',
  'yaml.unclosedDouble': 'この二重引用符のテキストが閉じられていません。閉じる`"`を加えてください（ファイルの残りがその一部として読まれました）。',
  'yaml.unclosedSingle': "この一重引用符のテキストが閉じられていません。閉じる`'`を加えてください（ファイルの残りがその一部として読まれました）。",
  'yaml.unclosedList': 'この`[`が閉じられていません。リストの終わりに`]`を加えてください。',
  'yaml.unclosedMapping': 'この`{`が閉じられていません。マッピングの終わりに`}`を加えてください。',
  'yaml.missingCommaList': 'この`[ ]`の2つの要素の間にカンマがありません。',
  'yaml.missingCommaMapping': 'この`{ }`の2つの要素の間にカンマがありません。',
  'yaml.emptyEntry': '`[ ]`か`{ }`のリストに空の要素があります。カンマが2つ続いているか、開き括弧の直後にカンマがあります。',
  'yaml.colonInValue': '`: `を含む値は引用符で囲む必要があります。`{key}: "{value}"`と書いてください。',
  'yaml.textAfterQuote': 'この値の閉じ引用符の後にテキストがあります。値全体を引用符で囲むか、引用符なしで書いてください。',
  'yaml.textAfterFlow': '閉じる`{close}`の後にテキストがあります。値は括弧のリストかテキストのどちらかで、両方にはなりません。',
  'yaml.reservedStart': 'YAMLでは引用符のない値を{ch}で始められません。値を引用符で囲んでください。',
  'yaml.overIndentedKey': 'この行は上のキー（`{key}`）より深くインデントされています。1つのマッピングのキーは同じ列から始まります。',
  'yaml.overIndented': 'この行は上のキーより深くインデントされています。1つのマッピングのキーは同じ列から始まります。',
  'yaml.listIndent': 'このリスト項目は上の項目とインデントが違います。1つのリストの項目は同じ列から始まります。',
  'yaml.indent': 'ここのインデントは上の行と合っていません。1つのマッピングのキーと1つのリストの項目は同じ列から始まります。',
  'yaml.listAmongKeys': 'リスト項目（`- `）はマッピングのキーの間に置けません。キー（たとえば`classes:`）の下にインデントして置いてください。',
  'yaml.afterEnd': 'この行は上の構造に合っていません。インデントを確認してください。',
  'yaml.badEscape': '二重引用符のテキストに不明なエスケープ`{esc}`があります。バックスラッシュは`\\\\`と書くか、値を一重引用符で囲んでください。',
  'yaml.alias': '`*{name}`は、この文書でそれより上に定義されていないアンカー`&{name}`を参照しています。',
  'yaml.control': 'テキストにYAMLが許さない制御文字（NULなど）があります。取り除いてください。',
  'yaml.blockIndent': 'このブロック（`|`か`>`）のテキストはキーの下にインデントする必要があります。',
  'yaml.raw': 'ここは有効なYAMLではありません（パーサーの説明：{reason}）。',
  'fix.tab.safe': 'タブのインデントを空白に置き換える',
  'fix.tab.width': 'タブのインデントを空白に置き換える（タブを{n}列とする）',
  'fix.tab.align': '上のキーに合わせてインデントする（タブの代わりに空白）',
  'fix.schema.renameKey': '`{from}`を`{to}`に名前変更する',
  'fix.schema.unquote': '{text}を引用符なしで書く',
};
