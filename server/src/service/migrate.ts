/**
 * `grimoire migrate --to 2024`: a D&D 5e spell file moved from the 2014 rules
 * to the 2024 rules by text edits only, so comments, key order, quoting and
 * every word the author wrote stay as they were.
 *
 * Two steps. The file says its edition: `rules: 2014` becomes `rules: 2024`,
 * or `rules: 2024` is added above the file's first key (a dataset header or a
 * single spell's keys). Then the safe fixes of `5e24/wording-2014` are applied
 * (`1 action` -> `Action`, `Up to 1 minute` -> `Concentration, up to 1
 * minute`, a cantrip's `higher_levels` -> `cantrip_upgrade`, `Self (15-foot
 * radius)` -> `Self (15-foot Emanation)` with its area): exactly the quick
 * fixes an editor offers, and nothing else.
 *
 * What it cannot decide is reported, never guessed: a `5e24/wording-2014`
 * finding left without a fix (a Self sphere: the author decides whether the
 * caster is inside), a spell that keeps its own `rules: 2014`, a document
 * without a header it can write to, spells of other systems, and any error
 * the file has under the 2024 rules. Pure: text in, text and report out.
 */
import type { Analysis, HeaderModel } from './analysis';
import type { MsgRef } from './i18n';
import { fixAll, applyEdits, type SpellService } from './service';
import type { GrimoireSettings } from './settings';
import type { TextEdit } from './types';

/** One change made, by line (1-based, in the migrated text): what was written, as a catalogue reference (`fixTitleIn`). */
export interface MigrateChange {
  line: number;
  /** `5e24/wording-2014`, or `rules` for the edition itself. */
  code: string;
  title: MsgRef;
}

/** One thing left as it was, by line (1-based, in the migrated text), with the reason as catalogue references (`messageIn`). */
export interface MigrateLeft {
  line: number;
  spell?: string;
  code: string;
  msg: MsgRef[];
}

/** A message of this module as its catalogue reference. */
function said(ref: MsgRef): { msg: MsgRef[] } {
  return { msg: [ref] };
}

/** What `migrateTo2024` did and did not do. */
export interface MigrateReport {
  /** The migrated text (the input when nothing changed). */
  text: string;
  changed: MigrateChange[];
  left: MigrateLeft[];
  /** D&D 5e spells now read under the 2024 rules. */
  spells2024: number;
}

const WORDING = '5e24/wording-2014';

/** The edit that makes one document's header say `rules: 2024`, or why it cannot. */
function editionEdit(text: string, h: HeaderModel): { edit?: TextEdit; msg: MsgRef } | undefined {
  const node = h.node;
  if (!node || node.kind !== 'mapping' || !node.pairs || node.pairs.length === 0) return undefined;
  const pair = node.pairs.find((p) => p.key.value === 'rules');
  if (pair) {
    if (String(pair.value.value) === '2024') return undefined;
    const start = h.toFile(pair.value.start);
    const end = h.toFile(pair.value.end);
    return { edit: { start, end, newText: '2024' }, msg: { key: 'mig.setRules', args: { from: text.slice(start, end) } } };
  }
  const first = node.pairs[0]!.key;
  const keyAt = h.toFile(first.start);
  // A flow mapping (`{ name: ..., level: ... }`) takes the key inside its braces.
  if (text[h.toFile(node.start)] === '{') return { edit: { start: keyAt, end: keyAt, newText: 'rules: 2024, ' }, msg: { key: 'mig.addRules' } };
  const lineStart = text.lastIndexOf('\n', keyAt - 1) + 1;
  if (/\S/.test(text.slice(lineStart, keyAt))) return undefined;
  return { edit: { start: lineStart, end: lineStart, newText: `${text.slice(lineStart, keyAt)}rules: 2024\n` }, msg: { key: 'mig.addRules' } };
}

/** 1-based line of `offset` in `a`'s text. */
function lineOf(a: Analysis, offset: number): number {
  return a.lines.positionAt(offset).line + 1;
}

/**
 * Move `text` to the 2024 rules: the edition, then the 2014-to-2024 wording
 * fixes; everything it could not do is in `left`. Called by the CLI's
 * `migrate` command (server/src/cli/migrate-cmd.ts) and by tests.
 */
export function migrateTo2024(service: SpellService, text: string, settings: GrimoireSettings): MigrateReport {
  const changed: MigrateChange[] = [];
  const left: MigrateLeft[] = [];
  const before = service.analyze(text, settings);
  const edits: Array<{ edit: TextEdit; msg: MsgRef }> = [];
  const docs = new Set(before.spells.filter((s) => s.system === 'dnd5e').map((s) => s.doc));
  for (const h of before.headers) {
    if (!docs.has(h.doc)) continue;
    docs.delete(h.doc);
    const e = editionEdit(text, h);
    if (e?.edit) edits.push({ edit: e.edit, msg: e.msg });
    else if (!e && h.edition !== '2024') left.push({ line: lineOf(before, h.toFile(h.node?.start ?? 0)), code: 'rules', ...said({ key: 'mig.noHeader' }) });
  }
  // A document without a header: a single spell at the document's root takes the key among its own;
  // a bare list of spells has nowhere to say it once, and is reported.
  for (const d of docs) {
    const inDoc = before.spells.filter((x) => x.doc === d);
    const s = inDoc.find((x) => x.system === 'dnd5e')!;
    const lineStart = text.lastIndexOf('\n', s.start - 1) + 1;
    if (inDoc.length === 1 && lineStart === s.start && /^[A-Za-z_]/.test(text.slice(s.start, s.start + 1))) {
      if (s.edition !== '2024') edits.push({ edit: { start: s.start, end: s.start, newText: 'rules: 2024\n' }, msg: { key: 'mig.addRules' } });
    } else left.push({ line: lineOf(before, s.start), code: 'rules', ...said({ key: 'mig.noHeader' }) });
  }
  let cur = applyEdits(text, edits.map((e) => e.edit)).text;
  // Offsets after the edition edits, for the report's lines.
  const afterEdition = service.analyze(cur, settings);
  for (const e of edits) {
    const shift = edits.filter((o) => o.edit.start < e.edit.start).reduce((n, o) => n + o.edit.newText.length - (o.edit.end - o.edit.start), 0);
    changed.push({ line: lineOf(afterEdition, e.edit.start + shift), code: 'rules', title: e.msg });
  }
  const fixed = fixAll(service, cur, settings, { include: (d) => d.code === WORDING });
  cur = fixed.text;
  const a = fixed.analysis;
  for (const x of fixed.applied) changed.push({ line: lineOf(a, x.offset), code: x.code, title: x.title });
  for (const s of a.spells) {
    if (s.system !== 'dnd5e') left.push({ line: lineOf(a, s.start), ...(s.name ? { spell: s.name } : {}), code: 'system', ...said({ key: 'mig.otherSystem', args: { system: s.system } }) });
    else if (s.edition !== '2024') left.push({ line: lineOf(a, s.start), ...(s.name ? { spell: s.name } : {}), code: 'rules', ...said({ key: 'mig.spellKeeps2014' }) });
  }
  for (const d of a.diagnostics) {
    if (d.code !== WORDING && d.severity !== 'error') continue;
    const s = a.spells.find((x) => d.start >= x.start && d.start <= x.end);
    left.push({ line: lineOf(a, d.start), ...(s?.name ? { spell: s.name } : {}), code: d.code, msg: d.msg });
  }
  changed.sort((x, y) => x.line - y.line);
  left.sort((x, y) => x.line - y.line);
  return { text: cur, changed, left, spells2024: a.spells.filter((s) => s.system === 'dnd5e' && s.edition === '2024').length };
}
