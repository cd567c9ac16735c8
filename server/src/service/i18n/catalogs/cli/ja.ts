/** CLI words in Japanese (keys as ./en.ts). */
import type { Catalogue } from '../../types';
import type { cliEn } from './en';

/** The CLI part of the Japanese catalogue. */
export const cliJa: Catalogue<keyof typeof cliEn> = {
  'junit.caseName': '{line}:{col}の{rule}',
  "help.title": "テーブルトークRPGの呪文データ（YAML）の検査・解説・インポート",
  "help.usage": "使い方：",
  "help.stdin": "標準入力を読む",
  "help.lintOptions": "lintのオプション：",
  "help.opt.format": "{formats}（既定はstylish）；繰り返し可、-oと対になる",
  "help.opt.output": "対応する-fのレポートをファイルに書き出す",
  "help.opt.fix": "報告された問題の安全な修正をその場で適用し、一覧にする",
  "help.opt.fix2": "（呪文のルールを変える提案はエディターに任せる）",
  "help.opt.config": ".grimoirerc.yamlを探す代わりにこの設定を使う",
  "help.opt.system": "既定のシステム：{systems}",
  "help.opt.maxWarnings": "警告がn件を超えたら終了コード1",
  "help.opt.quiet": "エラーだけを報告する",
  "help.opt.failSeverity": "error（既定）またはwarning：終了コード1になるもの",
  "help.opt.cache": "前回の実行から変わっていないファイルを飛ばす（キャッシュは~/.cache/grimoire）",
  "help.opt.cacheLocation": "キャッシュの場所（既定は$XDG_CACHE_HOME/grimoireまたは~/.cache/grimoire）",
  "help.opt.noIgnore": ".gitignoreや設定のignoreパターンが除外するファイルも検査する",
  "help.opt.failOnIgnored": "コマンドラインで指定したファイルを設定が無視していたらエラー",
  "help.opt.noErrorOnUnmatched": "呪文ファイルが見つからなくてもエラーにしない（既定：終了コード2、パスの打ち間違いでCIが失敗する）",
  "help.opt.shard": "n個に分けたうちi番目（1始まり）だけを検査する。分割は決定的",
  "help.opt.stdinFilename": "標準入力から読んだテキストのファイル名",
  "help.opt.locale": "メッセージの言語：{locales}（既定はen、または.grimoirerc.yamlのlocale:）",
  "help.opt.help": "この説明",
};
