/** What a lint run says about itself, in Japanese (keys as ./en.ts). */
import type { Catalogue } from '../../types';
import type { lintrunEn } from './en';

export const lintrunJa: Catalogue<keyof typeof lintrunEn> = {
  'count.infos': { plural: 'n', other: '{n}件の情報' },
  'cli.summaryWithInfo': '{problems}、ほかに{notes}',
  'cli.summaryInfoOnly': '\u2139 {notes}（問題なし）',
  'gh.infos': 'ほかに{notes}。',
  'gh.col.infos': '情報',
  'gh.level.info': '情報',
  'cfg.line.plain': 'grimoire：設定{file}を{files}に適用しました。',
  'cfg.line.optionPlain': 'grimoire：設定{file}（--config）を{files}に適用しました。',
  'cfg.line.lowers': { plural: 'n', other: 'grimoire：設定{file}を{files}に適用しました。この設定は{n}件のルールを既定より下げています：{rules}。' },
  'cfg.line.optionLowers': { plural: 'n', other: 'grimoire：設定{file}（--config）を{files}に適用しました。この設定は{n}件のルールを既定より下げています：{rules}。' },
  'cfg.line.rulesIgnored': 'grimoire：設定{file}を{files}に適用しましたが、その rules: と ignore: は使っていません（--rules-from-config-only により{option}から取ります）。',
  'cfg.rule.lowered': '{rule}：{level}（既定は{default}）',
  'cfg.rule.hint': '{rule}：{level}（既定は{default}。コマンドラインはヒントを報告しません）',
  'cfg.gh.heading': '設定',
  'cfg.gh.none': '設定ファイルは適用されていません：既定のルールです。',
  'cfg.gh.col.config': '設定',
  'cfg.gh.col.files': 'ファイル数',
  'cfg.gh.col.lowered': '無効化または引き下げたルール',
  'cfg.gh.rulesIgnored': 'rules: と ignore: は不使用（--rules-from-config-only）',
  'cfg.usage.needsConfig': '--rules-from-config-only には --config <file>（ルールを取る設定）が必要です',
  'cli.config.aliasBomb': '設定{file}を拒否しました：{reason}',
  'help.opt.rulesFromConfigOnly': 'ルールと ignore は --config のみから（ほかの項目は入れ子の設定から）',
  'cfg.cache.insideWorkTree': 'キャッシュフォルダー{dir}は検査対象の{tree}の中にあります。リポジトリーが鍵ごとキャッシュをコミットできてしまいます。--cache-location にはその外のフォルダーを指定してください（既定は ~/.cache/grimoire）。',
  'cfg.cache.fileRefused': 'grimoire：キャッシュファイルは使わず、作り直します：{reason}。',
  'cfg.cache.fileTooBig': '{file}は{max}バイトを超えています',
  'cfg.cache.fileTooDeep': '{file}の入れ子が{max}段より深くなっています',
  'cfg.cache.fileNotJson': '{file}はJSONではありません',
};
