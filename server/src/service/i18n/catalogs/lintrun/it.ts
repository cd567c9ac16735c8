/** What a lint run says about itself, in Italian (keys as ./en.ts). */
import type { Catalogue } from '../../types';
import type { lintrunEn } from './en';

export const lintrunIt: Catalogue<keyof typeof lintrunEn> = {
  'count.infos': { plural: 'n', one: '{n} nota informativa', many: '{n} di note informative', other: '{n} note informative' },
  'cli.summaryWithInfo': '{problems} e {notes}',
  'cli.summaryInfoOnly': '\u2139 {notes}, nessun problema',
  'gh.infos': 'Inoltre {notes}.',
  'gh.col.infos': 'Note',
  'gh.level.info': 'nota',
  'cfg.line.plain': 'grimoire: configurazione {file} applicata a {files}.',
  'cfg.line.optionPlain': 'grimoire: configurazione {file} (--config) applicata a {files}.',
  'cfg.line.lowers': {
    plural: 'n',
    one: 'grimoire: configurazione {file} applicata a {files}; abbassa {n} regola sotto il livello predefinito: {rules}.',
    many: 'grimoire: configurazione {file} applicata a {files}; abbassa {n} di regole sotto il livello predefinito: {rules}.',
    other: 'grimoire: configurazione {file} applicata a {files}; abbassa {n} regole sotto il livello predefinito: {rules}.',
  },
  'cfg.line.optionLowers': {
    plural: 'n',
    one: 'grimoire: configurazione {file} (--config) applicata a {files}; abbassa {n} regola sotto il livello predefinito: {rules}.',
    many: 'grimoire: configurazione {file} (--config) applicata a {files}; abbassa {n} di regole sotto il livello predefinito: {rules}.',
    other: 'grimoire: configurazione {file} (--config) applicata a {files}; abbassa {n} regole sotto il livello predefinito: {rules}.',
  },
  'cfg.line.rulesIgnored': 'grimoire: configurazione {file} applicata a {files}, ma senza i suoi rules: e ignore: (--rules-from-config-only li prende da {option}).',
  'cfg.rule.lowered': '{rule}: {level} (predefinito {default})',
  'cfg.rule.hint': '{rule}: {level} (predefinito {default}; la riga di comando non riporta i suggerimenti)',
  'cfg.gh.heading': 'Configurazioni',
  'cfg.gh.none': 'Nessun file di configurazione applicato: le regole predefinite.',
  'cfg.gh.col.config': 'Configurazione',
  'cfg.gh.col.files': 'File controllati',
  'cfg.gh.col.lowered': 'Regole disattivate o abbassate',
  'cfg.gh.rulesIgnored': 'i suoi rules: e ignore: non sono usati (--rules-from-config-only)',
  'cfg.usage.needsConfig': '--rules-from-config-only richiede --config <file>: la configurazione da cui vengono le regole',
  'cli.config.aliasBomb': 'Configurazione {file} rifiutata: {reason}',
  'help.opt.rulesFromConfigOnly': 'regole e glob ignore solo da --config (il resto dalle configurazioni annidate)',
  'cfg.cache.insideWorkTree': 'La cartella della cache {dir} è dentro {tree}, che viene controllata: il progetto stesso potrebbe versionarvi una cache, chiave compresa. Indicate a --cache-location una cartella fuori (quella predefinita è ~/.cache/grimoire).',
  'cfg.cache.fileRefused': 'grimoire: file della cache non usato, viene ricreato: {reason}.',
  'cfg.cache.fileTooBig': '{file} supera {max} byte',
  'cfg.cache.fileTooDeep': '{file} è annidato oltre {max} livelli',
  'cfg.cache.fileNotJson': '{file} non è JSON',
};
