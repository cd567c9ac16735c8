/** Why the CLI did not write a file, in Japanese (keys as ./en.ts). */
import type { Catalogue } from '../../types';
import type { outputEn } from './en';

export const outputJa: Catalogue<keyof typeof outputEn> = {
  'out.exists': '{file}：書き込みませんでした：すでにファイルがあります（--forceで置き換えます）。',
  'out.existsLink': '{file}：書き込みませんでした：シンボリックリンクがあり、Grimoireはリンクを通して書き込みません（--forceはリンク先ではなくリンク自体を置き換えます）。',
  'out.notFile': '{file}：書き込みませんでした：そこには{kind}があります。',
  'out.linkedFolder': '{file}：この中には何も書き込みませんでした：シンボリックリンクで、Grimoireは出力先の中のリンクされたフォルダーを通して書き込みません。',
  'out.notFolder': '{file}：この中には何も書き込みませんでした：フォルダーではなく{kind}です。',
  'out.leavesCwd': '{file}：書き込みませんでした：シンボリックリンクを通して作業フォルダー {cwd} の外の {real} に通じています。',
  'out.outside': '{file}：書き込みませんでした：名前が {root} の外を指しています。',
  'out.collision': '{file}：書き込みませんでした：{first}と{second}が同じファイルに書き込まれることになります（名前の違いが大文字と小文字か、ファイル名に残らない文字だけです。macOSとWindowsも大文字と小文字を区別しません）。どちらかの名前を変えてください。',
  'out.fileAndFolder': '{file}：書き込みませんでした：このパスはファイルとフォルダーの両方になってしまいます。',
  'out.failed': '{file}：書き込みませんでした：{error}。',
  'out.nothingWritten': '{target} には何も書き込みませんでした。',
  'out.partial': '{target} に書き込んだファイル：{n}件中{written}件。残りは書き込んでいません（上記参照）。',
  'out.import.none': '呪文を1つもインポートしなかったため、 {target} には何も書き込みませんでした。',
};
