// The language server's part of the snapshot: for each document, what an
// editor shows (published diagnostics, hovers, inlay hints, code lenses, code
// actions, completions, symbols and the preview card), one pretty JSON file
// per kind of answer, under lsp/<session>/<document>/.
//
// Sampled, to keep the run short: in a document over BIG_LINES lines (the
// imported corpora), hovers and previews cover the lines before the first
// spell and SAMPLED_SPELLS spells spread over the file (first and last
// included); every other answer covers the whole file. In a document the
// server says is not a spell file, hovers cover its first NON_SPELL_LINES
// lines (the server answers nothing there; the point is that it stays silent).
// Completions cover the first spell only. Every sample and fixture file is
// otherwise covered in full.
import { LspSession } from './lsp-session.mjs';
import { completionPositions, hoverPositions, linesOf, spellsOf, spreadSample } from './positions.mjs';

const BIG_LINES = 600;
const SAMPLED_SPELLS = 6;
const NON_SPELL_LINES = 3;

/**
 * The sessions: one server per display language with VS Code's client
 * settings, and one that introduces itself as a terminal editor (its hovers
 * draw ASCII pictures instead of images), on the samples only.
 */
export const SESSIONS = [
  { name: 'en', locale: 'en', clientName: 'Visual Studio Code', full: true },
  { name: 'uk', locale: 'uk', clientName: 'Visual Studio Code', full: true },
  { name: 'ja', locale: 'ja', clientName: 'Visual Studio Code', full: true },
  { name: 'en-terminal', locale: 'en', clientName: 'Neovim', full: false },
];

const at = (p) => `${p.line}:${p.character}`;

/** The answers of one document; `write(kind, value)` stores each. Returns the number of answers. */
async function snapshotDocument(session, doc, write, full) {
  const { uri, text } = doc;
  const textDocument = { uri };
  const lines = linesOf(text);
  const spellKeys = [`spell ${uri} true`, `spell ${uri} false`];
  const opened = session.waitForAny(spellKeys);
  await session.notify('textDocument/didOpen', { textDocument: { uri, languageId: doc.languageId, version: 1, text } });
  const open = await opened;
  const isSpell = open?.params.isSpell === true;
  write('open', open ? open.params : { missing: 'no grimoire/spellDocument notification' });
  let answers = 1;

  const spells = spellsOf(text);
  const big = lines.length > BIG_LINES;
  const sampled = big ? spreadSample(spells, SAMPLED_SPELLS) : spells;
  let hoverLines;
  if (!isSpell) hoverLines = lines.slice(0, NON_SPELL_LINES).map((_, i) => i);
  else if (big) {
    hoverLines = [];
    for (let i = 0; i < (spells[0]?.line ?? 0); i++) hoverLines.push(i);
    for (const s of sampled) for (let i = s.line; i <= s.endLine; i++) hoverLines.push(i);
  }
  const hovers = hoverPositions(text, hoverLines);
  const hoverAnswers = await Promise.all(hovers.map((position) => session.request('textDocument/hover', { textDocument, position })));
  write('hover', compact(hovers, hoverAnswers, 'hover'));
  answers += hovers.length;
  if (!full) {
    await session.notify('textDocument/didClose', { textDocument });
    return answers;
  }

  let diagnostics = [];
  if (isSpell) {
    const published = await session.waitFor(`diagnostics ${uri}`);
    diagnostics = published?.diagnostics ?? [];
    write('diagnostics', published ?? { missing: 'no diagnostics published' });
  } else write('diagnostics', { none: 'not a spell file: nothing published' });
  answers++;

  const lastLine = lines.length - 1;
  const whole = { start: { line: 0, character: 0 }, end: { line: lastLine, character: lines[lastLine].length } };
  const overlaps = (a, b) => !(cmp(a.end, b.start) < 0 || cmp(b.end, a.start) < 0);
  const first = spells[0];
  const completions = first ? completionPositions(text, first.line, first.endLine) : [];
  const [inlay, lenses, symbols, actions, completionAnswers] = await Promise.all([
    session.request('textDocument/inlayHint', { textDocument, range: whole }),
    session.request('textDocument/codeLens', { textDocument }),
    session.request('textDocument/documentSymbol', { textDocument }),
    Promise.all(diagnostics.map((d) => session.request('textDocument/codeAction', { textDocument, range: d.range, context: { diagnostics: diagnostics.filter((o) => overlaps(o.range, d.range)) } }))),
    Promise.all(completions.map((position) => session.request('textDocument/completion', { textDocument, position }))),
  ]);
  write('inlay-hints', inlay);
  write('code-lenses', lenses);
  write('symbols', symbols);
  write('code-actions', diagnostics.map((d, i) => ({ range: `${at(d.range.start)}-${at(d.range.end)}`, code: d.code, actions: actions[i] })));
  write('completion', compact(completions, completionAnswers, 'items'));
  answers += 3 + actions.length + completions.length;

  // The preview at each spell's first line as the panel asks (placement orthogonal), then once per method it offers;
  // the first spell also with a diagonal and an angled placement.
  const previews = [];
  const previewSpells = sampled.length ? sampled : [{ line: 0, character: 0 }];
  for (const [k, s] of previewSpells.entries()) {
    const position = { line: s.line, character: s.character };
    const asks = [{ placement: 'orthogonal' }];
    const base = await session.request('grimoire/preview', { uri, position, placement: 'orthogonal' });
    previews.push({ at: at(position), placement: 'orthogonal', result: base });
    const methods = Array.isArray(base?.methods) ? base.methods : [];
    for (const method of methods) asks.push({ method, placement: 'orthogonal' });
    if (k === 0 && methods.length) asks.push({ method: methods[0], placement: 'diagonal' }, { method: methods[0], placement: '30' });
    const rest = await Promise.all(asks.slice(1).map((a) => session.request('grimoire/preview', { uri, position, ...a })));
    rest.forEach((result, i) => previews.push({ at: at(position), ...asks[i + 1], result }));
  }
  write('preview', previews);
  answers += previews.length;

  await session.notify('textDocument/didClose', { textDocument });
  return answers;
}

/**
 * Answers by position, an answer equal to an earlier one written as
 * `sameAs` that position: lossless (any change still shows) and it keeps the
 * files small, since neighbouring positions mostly get the same answer.
 */
function compact(positions, answers, field) {
  const seen = new Map();
  return positions.map((p, i) => {
    const key = JSON.stringify(answers[i]);
    const earlier = seen.get(key);
    if (earlier !== undefined) return { at: at(p), sameAs: earlier };
    seen.set(key, at(p));
    return { at: at(p), [field]: answers[i] };
  });
}

function cmp(a, b) {
  return a.line - b.line || a.character - b.character;
}

/**
 * One task per session (for the caller's pool) running the server over `docs`
 * ({ rel, uri, languageId, text, samples }; the terminal session takes only
 * those with `samples: true`) and writing the answers into `tree`; each task
 * adds its number of answers to `counts.lsp`.
 */
export function lspTasks({ serverJs, env, tree, docs, counts, log, sessions = SESSIONS }) {
  return sessions.map((s) => async () => {
    const session = new LspSession(serverJs, { env, settings: { locale: s.locale, codeLens: true }, clientName: s.clientName });
    tree.writeJson(`lsp/${s.name}/initialize.json`, await session.initialize());
    let n = 0;
    for (const doc of docs) {
      if (!s.full && !doc.samples) continue;
      n += await snapshotDocument(session, doc, (kind, value) => tree.writeJson(`lsp/${s.name}/${doc.rel}/${kind}.json`, value), s.full);
      const logs = session.takeLogs();
      if (logs.length) tree.writeJson(`lsp/${s.name}/${doc.rel}/log.json`, logs);
    }
    const code = await session.close();
    tree.write(`lsp/${s.name}/exit.txt`, `exit: ${code}\n--- stderr\n${session.stderr}`);
    log?.(`lsp ${s.name}: ${n} answers`);
    counts.lsp = (counts.lsp ?? 0) + n;
  });
}
