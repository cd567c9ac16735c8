/** Spells across files, in Japanese (keys as ./en.ts). */
import type { Catalogue } from '../../types';
import type { workspaceEn } from './en';

export const workspaceJa: Catalogue<keyof typeof workspaceEn> = {
  'ws.rename.nothing': 'ここには名前を変更できる呪文名がありません。呪文の名前、リストの項目、または{@spell}タグにカーソルを置いてください。',
  'ws.rename.unknown': 'ワークスペースに「{name}」という呪文がないため、名前を変更するものがありません。',
  'ws.rename.ambiguous': '「{name}」はここで複数の呪文を指しています（{where}）。呪文自身の名前から変更してください。',
  'ws.rename.empty': '呪文名は空にも複数行にもできません。',
  'ws.rename.exists': '{system}の呪文「{name}」はすでにあります（{where}）。',
  'ws.rename.notWritten': '「{name}」（{where}）の名前はその呪文自身のマッピングに書かれていません（マージキーかエイリアスから来ています）。書かれている場所で変更してください。',
  'ws.rename.notWritable': '「{name}」は{where}に書けません。そこのテキストには収まりません（そのテキストを引用符で囲むか、別の名前を選んでください）。',
  'ws.hover.title': '**{name}**（{detail}）',
  'ws.hover.classes': 'クラス：{classes}',
  'ws.hover.where': '定義：{file}、{line}行目',
  'ws.hover.none': 'ワークスペースに「{name}」という呪文はありません。',
  'ws.hover.outside': 'このリンクのIDまたは「{name}」という名前を持つ呪文はワークスペースにありません。リンクはワークスペースの外（たとえばゲームシステムのコンペンディウム）を指しています。',
  'ws.hover.several': '「{name}」は複数の呪文（{n}件）を指しています：',
  'ws.unknownSpell': 'ワークスペースに「{name}」という呪文はありません。',
  'ws.unknownSpellIn': 'ワークスペースに{system}の呪文「{name}」はありません。',
  'ws.inOtherSystems': '{systems}にはあります。',
  'ws.didYouMean': '「{name}」のことですか？',
  'ws.duplicateSpell': '{system}の呪文「{name}」が{where}でも定義されています。',
  'ws.listClassMissing': '「{name}」は{class}のリストにありますが、そのクラス（{classes}、{where}）に{class}が含まれていません。',
  'ws.classNotListed': '「{name}」はクラスに{class}を挙げていますが、{class}のリスト（{where}）にはありません。',
  'ws.fix.rename': '「{name}」に変更する',
  'ws.fix.addClass': '「{name}」のクラスに{class}を追加する（{where}）',
  'ws.fix.addToList': '「{name}」を{class}のリストに追加する（{where}）',
  'title.workspace/unknown-spell': '参照がワークスペースのどの呪文も指していない',
  'title.workspace/duplicate-spell': '別のファイルが同じシステム・版・名前の呪文を定義している',
  'title.workspace/list-class-missing': 'クラスのリストが、そのクラスを持たない呪文を挙げている',
  'title.workspace/class-not-listed': '呪文が挙げるクラスのリストにその呪文がない',
  'cli.leftOut.why.spellList': '呪文リストのファイル',
};
