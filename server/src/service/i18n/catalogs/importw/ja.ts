/** Importer warnings in Japanese (keys as ./en.ts). */
import type { Catalogue } from '../../types';
import type { importwEn } from './en';

export const importwJa: Catalogue<keyof typeof importwEn> = {
  'import.w.selfArea': '射程が"Self"で、{size}フィートの{shape}のarea_of_effectがあります（印刷版SRDでは"Self ({size}-foot {shape})"）。ソースのまま残しました',
  'import.w.noTrigger': 'casting_time "{value}"にはトリガーがありません（SRDのデータはリアクションのトリガーを省いています）。ソースのまま残しました',
  'import.w.mod': '{what}："+ MOD"（呪文発動能力値の修正値）をダイスから外しました。形式にはそのフィールドがなく、説明文が述べています',
  'import.w.cylinder': '円柱の効果範囲（半径{size}）：ソースに高さがありません。省きました',
  'import.w.sum': '{what}：ダイス{dice}は{n}回のロールの合計です。ダメージのリストとして書きました（ソースのdamage_typeは1つで、最初のロールに付けました）',
  'import.w.flat': '{what}：ダイスのない固定ダメージ{dice}。残しました（形式のダメージ・ダイスはNdM[+K]）',
  'import.w.noDamageType': 'ダメージにdamage_typeがありません。種類は省きました',
  'import.w.noMaterial': '物質要素のテキストがない構成要素M',
  'import.w.noFocus': '焦点具のテキストがない構成要素F',
  'import.w.descriptorsText': '補足説明がテキスト"{text}"だけで与えられています。1項目として残しました',
  'import.w.rejoined': '壊れた構成要素の解析を修復：{parts}をM "{text}"として結合し直しました',
  'import.w.componentNote': '構成要素{letter}の注記"{text}"は形式に置き場所がありません。捨てました',
  'import.w.brokenEntry': '壊れた構成要素の解析を修復：項目{entry}を捨てました',
  'import.w.divineFocus': '信仰焦点具の注記"{text}"は形式に置き場所がありません。捨てました',
  'import.w.statLine': 'データ行"{name}: {text}"には専用のキーがありません。targetとして書きました',
  'import.w.noDescription': '説明文も本文もありません。説明文は省きました',
  'import.w.fffd': '説明文にU+FFFD（ソースの文字コードで失われた文字）があります。残しました',
  'import.w.blanks': '{key} {value}の前後に空白があります。取り除きました',
  'import.w.notOpen5e': 'Open5e v2のフィクスチャ（{shape}のリスト）ではありません。飛ばしました',
  'import.w.notFixtureRecord': 'フィクスチャのレコードではありません。飛ばしました',
  'import.w.not5etools': '5etoolsの呪文ファイルではありません（"spell"のリストがない）。飛ばしました',
  'import.w.notSpellRecord': '呪文のレコードではありません。飛ばしました',
  'import.w.otherFormat': '{kind}ではなく{fmt}の呪文です。飛ばしました（`import {use}`を使ってください）',
  'import.w.notArray': '呪文のJSON配列が必要ですが、{got}でした。何もインポートしませんでした',
  'import.w.duplicate': '呪文名が重複しています。両方残しました',
};
