/**
 * The language server's answers across files, from the workspace index
 * (workspace.ts): go to definition, find references, rename (with
 * prepareRename), workspace symbols, document links, file-watcher events,
 * and the compendium request (protocol.ts); and the parts server.ts adds to
 * an open document's own answers: its cross-file diagnostics and their
 * fixes, and the hover over a reference. Each waits for fresh facts
 * (the first indexing done, the open documents read) before it answers, so
 * nothing is missed or placed on a line the editor no longer has.
 */
import {
  CodeActionKind,
  ErrorCodes,
  ResponseError,
  SymbolKind,
  type CancellationToken,
  type CodeAction,
  type Diagnostic,
  type Connection,
  type DefinitionParams,
  type DidChangeWatchedFilesParams,
  type DocumentLink,
  type DocumentLinkParams,
  type Location,
  type PrepareRenameParams,
  type Range,
  type ReferenceParams,
  type RenameParams,
  type SymbolInformation,
  type TextEdit as LspTextEdit,
  type WorkspaceEdit,
  type WorkspaceSymbolParams,
} from 'vscode-languageserver';
import { compendium, crossFileFindings, definition, documentLinks, fixTitleIn, messageIn, prepareRename, references, refHover, rename, render, settleFindings, spellDetail, workspaceSymbols, type GrimoireSettings, type Locale, type Place, type TextEdit, type WorkspaceFinding } from '../service/index';
import { SEVERITY } from './severity';
import { COMPENDIUM_REQUEST, type CompendiumResult } from '../protocol';
import { throwIfCancelled } from './cancel';
import { canonicalUri } from './workspace-files';
import type { WorkspaceState } from './workspace';

/** What the handlers need of the server. */
export interface WorkspaceContext {
  connection: Connection;
  workspace: WorkspaceState;
  /** server.ts's request wrapper: cancellation, logged failures. */
  guard<P, R>(name: string, empty: R, fn: (params: P, token: CancellationToken) => R | Promise<R>): (params: P, token: CancellationToken) => Promise<R>;
  /** The settings of a document (its locale among them). */
  settingsFor(uri: string): Promise<GrimoireSettings>;
}

/** Workspace symbols answered at most. */
export const MAX_SYMBOLS = 1000;

/** The LSP range of [start, end) in the indexed file `uri`. */
export function rangeIn(ws: WorkspaceState, uri: string, start: number, end: number): Range {
  return { start: ws.index.positionAt(uri, start), end: ws.index.positionAt(uri, end) };
}

/** A place as an LSP location, under the client's spelling of its URI. */
function location(ws: WorkspaceState, p: Place): Location {
  return { uri: ws.clientUri(p.uri), range: rangeIn(ws, p.uri, p.start, p.end) };
}

/** Edits by file as an LSP workspace edit. */
export function workspaceEdit(ws: WorkspaceState, edits: Map<string, TextEdit[]> | Array<{ uri: string; edits: TextEdit[] }>): WorkspaceEdit {
  const changes: Record<string, LspTextEdit[]> = {};
  const list = edits instanceof Map ? [...edits].map(([uri, e]) => ({ uri, edits: e })) : edits;
  for (const { uri, edits: es } of list) {
    const key = ws.clientUri(uri);
    changes[key] = [...(changes[key] ?? []), ...es.map((e) => ({ range: rangeIn(ws, uri, e.start, e.end), newText: e.newText }))];
  }
  return { changes };
}

/** Documents up to this size have their workspace facts read before their diagnostics are published (bigger ones after a pause). */
export const SMALL_DOC = 256 * 1024;

/** The cross-file findings of an open document whose facts are fresh, with its settings applied. */
export function crossFindings(ws: WorkspaceState, uri: string, settings: GrimoireSettings): WorkspaceFinding[] {
  const canon = canonicalUri(uri);
  const file = ws.index.file(canon);
  if (!file) return [];
  return settleFindings(crossFileFindings(ws.index, canon), settings, file.text);
}

/** A cross-file finding as an LSP diagnostic (positions from the index: the document's text of the same version). */
export function crossDiagnostic(ws: WorkspaceState, uri: string, d: WorkspaceFinding, locale: Locale): Diagnostic {
  return { range: rangeIn(ws, canonicalUri(uri), d.start, d.end), severity: SEVERITY[d.severity], code: d.code, source: 'grimoire', message: messageIn(locale, d) };
}

/** The quick fixes of an open document's cross-file findings in [start, end], when its facts are of `version`. */
export function crossCodeActions(ws: WorkspaceState, uri: string, version: number, settings: GrimoireSettings, start: number, end: number): CodeAction[] {
  const out: CodeAction[] = [];
  if (!ws.isFresh(uri, version)) return out;
  for (const d of crossFindings(ws, uri, settings)) {
    if (d.end < start || d.start > end) continue;
    const diagnostic = crossDiagnostic(ws, uri, d, settings.locale);
    for (const f of d.fixes ?? []) out.push({ title: fixTitleIn(settings.locale, f), kind: CodeActionKind.QuickFix, diagnostics: [diagnostic], edit: workspaceEdit(ws, [{ uri: canonicalUri(uri), edits: f.edits }]) });
    for (const f of d.workspaceFixes ?? []) out.push({ title: fixTitleIn(settings.locale, f), kind: CodeActionKind.QuickFix, diagnostics: [diagnostic], edit: workspaceEdit(ws, f.changes) });
  }
  return out;
}

/** The hover over a reference at `offset` of an open document of `length` characters, when its facts are of `version` (a small document's are read first). */
export async function referenceHover(ws: WorkspaceState, uri: string, version: number, offset: number, locale: Locale, length: number): Promise<{ markdown: string; start: number; end: number } | undefined> {
  if (length <= SMALL_DOC && !ws.isFresh(uri, version)) await ws.refresh(canonicalUri(uri));
  if (!ws.isFresh(uri, version)) return undefined;
  return refHover(ws.index, canonicalUri(uri), offset, locale);
}

/** Register the handlers on the connection. */
export function registerWorkspaceHandlers(ctx: WorkspaceContext): void {
  const { connection, workspace: ws, guard } = ctx;

  /** The indexed file and offset of a request's position, once the facts are fresh. */
  async function at(textDocument: { uri: string }, position: { line: number; character: number }, token: CancellationToken): Promise<{ uri: string; offset: number } | undefined> {
    await ws.settled();
    throwIfCancelled(token);
    const uri = canonicalUri(textDocument.uri);
    if (!ws.index.file(uri)) return undefined;
    return { uri, offset: ws.index.offsetAt(uri, position) };
  }

  /** A refusal as the error the client shows, in the document's language. */
  async function refusal(uri: string, msg: { key: string; args?: Record<string, unknown> }): Promise<ResponseError<void>> {
    const locale: Locale = (await ctx.settingsFor(uri)).locale;
    return new ResponseError(ErrorCodes.InvalidRequest, render(locale, msg as never));
  }

  connection.onDefinition(
    guard('definition', null as Location[] | null, async (params: DefinitionParams, token) => {
      const a = await at(params.textDocument, params.position, token);
      return a ? definition(ws.index, a.uri, a.offset).map((p) => location(ws, p)) : null;
    }),
  );

  connection.onReferences(
    guard('references', null as Location[] | null, async (params: ReferenceParams, token) => {
      const a = await at(params.textDocument, params.position, token);
      return a ? references(ws.index, a.uri, a.offset, params.context.includeDeclaration).map((p) => location(ws, p)) : null;
    }),
  );

  connection.onPrepareRename(
    guard('prepareRename', null as { range: Range; placeholder: string } | ResponseError<void> | null, async (params: PrepareRenameParams, token) => {
      const a = await at(params.textDocument, params.position, token);
      if (!a) return null;
      const r = prepareRename(ws.index, a.uri, a.offset);
      if ('error' in r) return refusal(params.textDocument.uri, r.error);
      return { range: rangeIn(ws, a.uri, r.start, r.end), placeholder: r.placeholder };
    }) as never,
  );

  connection.onRenameRequest(
    guard('rename', null as WorkspaceEdit | ResponseError<void> | null, async (params: RenameParams, token) => {
      const a = await at(params.textDocument, params.position, token);
      if (!a) return null;
      const r = rename(ws.index, a.uri, a.offset, params.newName);
      if ('error' in r) return refusal(params.textDocument.uri, r.error);
      return workspaceEdit(ws, r);
    }) as never,
  );

  connection.onWorkspaceSymbol(
    guard('workspaceSymbol', [] as SymbolInformation[], async (params: WorkspaceSymbolParams, token) => {
      // Symbols from what is indexed so far: a search during the first indexing is not held up.
      await ws.refreshAll();
      throwIfCancelled(token);
      const locale = ws.defaultsLocale();
      return workspaceSymbols(ws.index, params.query, MAX_SYMBOLS).map((h) => ({ name: h.name, kind: SymbolKind.Function, location: location(ws, h.place), containerName: spellDetail(h.spell, locale) }));
    }),
  );

  connection.onDocumentLinks(
    guard('documentLinks', [] as DocumentLink[], async (params: DocumentLinkParams, token) => {
      await ws.settled();
      throwIfCancelled(token);
      const uri = canonicalUri(params.textDocument.uri);
      return documentLinks(ws.index, uri).map((l) => {
        const p = ws.index.positionAt(l.target.uri, l.target.start);
        return { range: rangeIn(ws, uri, l.start, l.end), target: `${ws.clientUri(l.target.uri)}#L${p.line + 1},${p.character + 1}` };
      });
    }),
  );

  connection.onDidChangeWatchedFiles((params: DidChangeWatchedFilesParams) => {
    ws.watched(params.changes).catch((err) => connection.console.log(`[grimoire] file events failed: ${String(err)}`));
  });

  connection.onRequest(
    COMPENDIUM_REQUEST,
    guard('compendium', { spells: [], indexing: false } as CompendiumResult, async (_params: unknown, token): Promise<CompendiumResult> => {
      await ws.refreshAll();
      throwIfCancelled(token);
      const spells = compendium(ws.index).map((s) => {
        const p = ws.index.positionAt(s.uri, s.start);
        return { name: s.name, system: s.system, ...(s.edition ? { edition: s.edition } : {}), ...(s.level !== undefined ? { level: s.level } : {}), ...(s.school ? { school: s.school } : {}), classes: s.classes, uri: ws.clientUri(s.uri), line: p.line, character: p.character };
      });
      return { spells, indexing: ws.indexing };
    }),
  );
}
