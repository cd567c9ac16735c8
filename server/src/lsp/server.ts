/**
 * The LSP adapter: the only code that speaks the protocol. It keeps one
 * analysis per open document (uri + version), pulls settings per resource,
 * debounces validation, and converts the service's offsets to positions.
 * One function wires a connection to the service; the runtime's entry
 * point makes the connection and gives what the runtime offers (host.ts):
 * main.ts in Node (the VS Code client over IPC, any editor with `--stdio`),
 * browser-main.ts in a web worker (VS Code for the Web). Nothing here or in
 * what it imports touches Node.
 */
import {
  TextDocuments,
  TextDocumentSyncKind,
  DiagnosticSeverity,
  CodeActionKind,
  MarkupKind,
  SymbolKind,
  InlayHintKind,
  CompletionItemKind,
  InsertTextFormat,
  InsertTextMode,
  CodeLensRefreshRequest,
  type Connection,
  type Diagnostic,
  type InitializeParams,
  type InitializeResult,
  type CancellationToken,
  type HoverParams,
  type CodeActionParams,
  type DocumentSymbolParams,
  type CompletionParams,
  type InlayHintParams,
  type CodeLensParams,
  type TextDocumentContentChangeEvent,
  DidChangeWatchedFilesNotification,
} from 'vscode-languageserver';
import { SpellTextDocument } from './documents';
import { ConvertedDiagnostics, EditRegions } from './keystroke';
import { checkpoint, contentModified, inSlices, isAbandoned, throwIfCancelled } from './cancel';
import type { ServerHost } from './host';
import { readClient, UNKNOWN_CLIENT, type ClientAbilities } from './client-abilities';
import { createSpellService, isSpellDocument, settingsForPath, DEFAULT_SETTINGS, normaliseSettings, fixTitleIn, messageIn, t, notASpellHtml, previewHtml, snippetDefaults, completeNames, type Analysis, type GrimoireSettings, type Locale, type Problem } from '../service/index';
import { PREVIEW_REQUEST, SPELL_DOCUMENT_NOTIFICATION, COMPENDIUM_CHANGED_NOTIFICATION, WORKSPACE_FILES_OPTION, type GrimoireInitOptions, type PreviewParams, type PreviewResult, type SpellDocumentParams } from '../protocol';
import { WorkspaceState } from './workspace';
import { canonicalUri, fileSource } from './workspace-files';
import { crossCodeActions, crossDiagnostic, crossFindings, referenceHover, registerWorkspaceHandlers, SMALL_DOC } from './workspace-handlers';
import { SEVERITY } from './severity';
import { VERSION } from '../version';

/** Code lenses per file at most (every spell gets one; a 50k-spell file would flood the client). */
const MAX_LENSES = 2000;

/** Diagnostics published per file at most; the last one says how many more there are. */
export const MAX_PUBLISHED = 1000;

/** Debounce between the last change and validation (ms). */
export const DEBOUNCE_MS = 150;

/** What the server keeps per open document: its version, its latest analysis and for which version, the pending debounce, whether it is a spell file. */
interface OpenDocumentState {
  version: number;
  analysis?: Analysis;
  analysedVersion?: number;
  timer?: ReturnType<typeof setTimeout>;
  isSpell: boolean;
}

/** Wire `connection` to the service and start listening; `host` is what the runtime offers (host.ts). */
export function startServer(connection: Connection, host: ServerHost): void {
  const service = createSpellService();
  // The opt-in trace (undefined when off: nothing is measured).
  const trace = host.trace;
  // Where each document changed since its last analysis (keystroke.ts).
  const regions = new EditRegions();
  const documents = new TextDocuments({
    create: SpellTextDocument.create,
    update: (doc: SpellTextDocument, changes: TextDocumentContentChangeEvent[], version: number) => regions.apply(doc, changes, version),
  });
  const states = new Map<string, OpenDocumentState>();
  const settingsCache = new Map<string, Promise<GrimoireSettings>>();
  let client: ClientAbilities = UNKNOWN_CLIENT;
  // The workspace index (workspace.ts): made at initialize, when the workspace folders are known.
  const workspaceHost = { log: (m: string) => log(m), changed: () => workspaceChanged(), nextTurn: () => host.nextTurn() };
  let workspace = new WorkspaceState(workspaceHost, []);
  let initOptions: GrimoireInitOptions = {};
  let rootUris: string[] = [];
  let watchRegistration = false;

  const log = (msg: string) => connection.console.log(`[grimoire] ${msg}`);
  // When to collect garbage around big documents' analyses (memory.ts in Node).
  const memory = host.memory(() => [...states.values()].some((st) => st.timer));

  /**
   * Run a request handler: not at all when the client has cancelled the
   * request already, and answered with the cancellation error when it does
   * meanwhile, or the content-modified error when an edit made it stale
   * (cancel.ts); any other thrown error becomes a logged, empty answer.
   */
  function guard<P, R>(name: string, empty: R, fn: (params: P, token: CancellationToken) => R | Promise<R>) {
    return async (params: P, token: CancellationToken): Promise<R> => {
      try {
        throwIfCancelled(token);
        return await fn(params, token);
      } catch (err) {
        if (isAbandoned(err)) throw err;
        log(`${name} failed: ${err instanceof Error ? err.stack ?? err.message : String(err)}`);
        return empty;
      }
    };
  }

  /** A document's settings; a `.json` document's say it is strict JSON (detect.ts settingsForPath). */
  function settingsFor(uri: string): Promise<GrimoireSettings> {
    if (!client.pullsConfig) return Promise.resolve(settingsForPath(normaliseSettings({}, client.locale), uri));
    let p = settingsCache.get(uri);
    if (!p) {
      p = connection.workspace
        .getConfiguration({ scopeUri: uri, section: 'grimoire' })
        .then((raw) => normaliseSettings(raw, client.locale), () => normaliseSettings({}, client.locale))
        .then((s) => settingsForPath(s, uri));
      settingsCache.set(uri, p);
    }
    return p;
  }

  /** Is the document a spell file? By name, modeline, or its parsed structure (a Foundry spell item); the service decides. */
  function detect(uri: string, text: string): boolean {
    return isSpellDocument(uri, text, DEFAULT_SETTINGS.maxFileSize);
  }

  function analysisFor(doc: SpellTextDocument, settings: GrimoireSettings): Analysis {
    const st = states.get(doc.uri) ?? { version: doc.version, isSpell: true };
    states.set(doc.uri, st);
    if (st.analysis && st.analysedVersion === doc.version) return st.analysis;
    // The edit region applies when it runs from the analysed version to this one.
    const hint = regions.take(doc.uri, doc.version, st.analysedVersion);
    // The text as the analyser reads it: after edits a piece table sharing the unchanged bytes (no copy per version).
    const text = doc.text();
    const t0 = trace ? performance.now() : 0;
    const previous = st.analysis;
    const a = previous ? service.analyze(text, settings, previous, hint) : memory.fullAnalysis(text.length, () => service.analyze(text, settings));
    // Not patched in place: the previous analysis (and, when the text was joined for it, the previous text) is garbage that only a full collection frees.
    if (previous && !a.stats.patched) memory.superseded(previous.text.length);
    st.analysis = a;
    st.analysedVersion = doc.version;
    if (trace) trace(`analysed v${doc.version}${a.stats.patched ? ' (patched)' : a.stats.incremental ? ' (incremental)' : ' (full)'}`, performance.now() - t0);
    return a;
  }

  /**
   * A checkpoint in work on analysis `a` of `uri` (cancel.ts): stops it when
   * the request was cancelled, or when the document's analysis is no longer
   * `a` (an edit came and a newer one was made from it, or the settings or
   * the document went): `a` may have been consumed, and the answer is stale.
   */
  async function pause(token: CancellationToken, uri: string, a: Analysis): Promise<void> {
    await checkpoint(token, host.nextTurn);
    if (states.get(uri)?.analysis !== a) throw contentModified();
  }

  /**
   * An open spell document's analysis and settings, or undefined (not open,
   * or not a spell file). Checks for a cancellation after waiting for the
   * settings, and after an analysis it had to make (the client may have moved
   * on meanwhile; the analysis is kept for the next request).
   */
  async function spellDoc(uri: string, token: CancellationToken): Promise<{ doc: SpellTextDocument; a: Analysis; settings: GrimoireSettings } | undefined> {
    const doc = documents.get(uri);
    if (!doc || !states.get(uri)?.isSpell) return undefined;
    const settings = await settingsFor(doc.uri);
    throwIfCancelled(token);
    const st = states.get(uri);
    const due = !st?.analysis || st.analysedVersion !== doc.version;
    const a = analysisFor(doc, settings);
    if (due) await pause(token, uri, a);
    return { doc, a, settings };
  }

  // Converted diagnostics an edit did not move are reused (keystroke.ts).
  const converted = new ConvertedDiagnostics<Problem, Diagnostic>();
  const convert = (a: Analysis, d: Problem, locale: Locale): Diagnostic => converted.get(a.lines, d, locale, () => toDiagnostic(a, d, locale));

  function toDiagnostic(doc: Analysis, d: Problem, locale: Locale): Diagnostic {
    return {
      range: { start: doc.lines.positionAt(d.start), end: doc.lines.positionAt(d.end) },
      severity: SEVERITY[d.severity],
      code: d.code,
      source: 'grimoire',
      message: messageIn(locale, d),
    };
  }

  /** The index changed: open spell documents get their cross-file findings again, and the compendium is told. */
  function workspaceChanged(): void {
    for (const [uri, st] of states) if (st.isSpell) schedule(uri, 0);
    if (initOptions.compendium) connection.sendNotification(COMPENDIUM_CHANGED_NOTIFICATION).catch(() => undefined);
  }

  async function validate(uri: string): Promise<void> {
    const doc = documents.get(uri);
    const st = states.get(uri);
    if (!doc || !st) return;
    if (!st.isSpell) {
      // Its name or first line may have made it one, or an edit may have made it a Foundry spell item.
      if (!detect(uri, doc.getText())) return;
      st.isSpell = true;
      tellSpell(uri, true);
    }
    const version = doc.version;
    const t0 = trace ? performance.now() : 0;
    const settings = await settingsFor(uri);
    const current = documents.get(uri);
    if (!current || current.version !== version) return; // a newer change will validate
    const a = analysisFor(current, settings);
    if (documents.get(uri)?.version !== version) return;
    // The cross-file findings of this version (workspace.ts): a small file's facts are read now, a big one's after a pause (then it is published again).
    const length = a.text.length;
    workspace.docChanged(uri, version, () => current.getText(), length, settings, true);
    if (length <= SMALL_DOC && !workspace.isFresh(uri, version)) await workspace.refresh(canonicalUri(uri));
    if (documents.get(uri)?.version !== version) return;
    const cross = workspace.isFresh(uri, version) ? crossFindings(workspace, uri, settings) : [];
    const ds = a.diagnostics.length > MAX_PUBLISHED ? a.diagnostics.slice(0, MAX_PUBLISHED) : a.diagnostics;
    const out = ds.map((d) => convert(a, d, settings.locale));
    for (const d of cross) if (out.length < MAX_PUBLISHED) out.push(crossDiagnostic(workspace, uri, d, settings.locale));
    if (a.diagnostics.length > MAX_PUBLISHED) {
      const last = out[out.length - 1]!;
      out.push({ range: last.range, severity: DiagnosticSeverity.Information, code: 'grimoire/more', source: 'grimoire', message: t(settings.locale, 'lsp.more', { n: a.diagnostics.length - MAX_PUBLISHED, count: { grouped: a.diagnostics.length - MAX_PUBLISHED } }) });
    }
    memory.analysed(a.text.length, !a.stats.incremental);
    await connection.sendDiagnostics({ uri, version, diagnostics: out });
    if (trace) trace(`published v${version} (validation: text, analysis, conversion, sending)`, performance.now() - t0);
    memory.published(a.text.length);
  }

  function schedule(uri: string, delay: number): void {
    const st = states.get(uri);
    if (!st) return;
    if (st.timer) clearTimeout(st.timer);
    st.timer = setTimeout(() => {
      st.timer = undefined;
      validate(uri).catch((err) => log(`validate failed: ${String(err)}`));
    }, delay);
  }

  /** Tell the client whether a document is a spell file (its preview button follows). */
  function tellSpell(uri: string, isSpell: boolean): void {
    const params: SpellDocumentParams = { uri, isSpell };
    connection.sendNotification(SPELL_DOCUMENT_NOTIFICATION, params).catch(() => undefined);
  }

  connection.onInitialize((params: InitializeParams): InitializeResult => {
    client = readClient(params);
    initOptions = (params.initializationOptions ?? {}) as GrimoireInitOptions;
    rootUris = params.workspaceFolders?.map((f) => f.uri) ?? (params.rootUri ? [params.rootUri] : []);
    workspace = new WorkspaceState(workspaceHost, rootUris);
    watchRegistration = !!params.capabilities.workspace?.didChangeWatchedFiles?.dynamicRegistration;
    registerWorkspaceHandlers({ connection, workspace, guard, settingsFor });
    return {
      capabilities: {
        textDocumentSync: TextDocumentSyncKind.Incremental,
        hoverProvider: true,
        codeActionProvider: { codeActionKinds: [CodeActionKind.QuickFix] },
        documentSymbolProvider: true,
        inlayHintProvider: true,
        completionProvider: { triggerCharacters: [' ', ':'] },
        codeLensProvider: { resolveProvider: false },
        definitionProvider: true,
        referencesProvider: true,
        renameProvider: { prepareProvider: true },
        workspaceSymbolProvider: true,
        documentLinkProvider: { resolveProvider: false },
      },
      serverInfo: { name: 'grimoire', version: VERSION },
    };
  });

  connection.onInitialized(() => {
    if (watchRegistration) connection.client.register(DidChangeWatchedFilesNotification.type, { watchers: [{ globPattern: '**/*.{yaml,yml,json}' }] }).catch(() => undefined);
    const source = host.noWorkspaceIndex ? undefined : fileSource({ folderUris: rootUris, clientReads: initOptions[WORKSPACE_FILES_OPTION] === true, diskFiles: host.diskFiles, connection, log });
    if (!source) return;
    workspace.expect();
    settingsFor(rootUris[0] ?? '').then((s) => workspace.start(source, s), () => workspace.start(source, normaliseSettings({}, client.locale)));
  });

  connection.onDidChangeConfiguration(() => {
    settingsCache.clear();
    for (const st of states.values()) st.analysis = undefined;
    for (const uri of states.keys()) schedule(uri, 0);
    // Lenses and hints on screen follow the settings (grimoire.codeLens, inlayHints, locale...), but a
    // client asks for them again only on an edit or when told to: tell it.
    if (client.refreshesLenses) connection.sendRequest(CodeLensRefreshRequest.type).catch(() => undefined);
    if (client.refreshesHints) connection.languages.inlayHint.refresh().catch(() => undefined);
  });

  documents.onDidOpen((e) => {
    if (trace) trace(`didOpen ${e.document.getText().length} chars`);
    const isSpell = detect(e.document.uri, e.document.getText());
    states.set(e.document.uri, { version: e.document.version, isSpell });
    tellSpell(e.document.uri, isSpell);
    if (isSpell) {
      schedule(e.document.uri, 0);
      // Count the lines now, with the open's analysis, not on the first keystroke (~1M lines at 50k spells).
      void e.document.lineCount;
    }
  });

  documents.onDidChangeContent((e) => {
    const st = states.get(e.document.uri);
    if (!st || st.version === e.document.version) return; // didOpen already scheduled this version
    st.version = e.document.version;
    // A document that is not a spell file yet is looked at again after the debounce (validate): an edit may make it one.
    schedule(e.document.uri, DEBOUNCE_MS);
    if (st.isSpell) memory.edited();
  });

  documents.onDidClose((e) => {
    const st = states.get(e.document.uri);
    if (st?.timer) clearTimeout(st.timer);
    states.delete(e.document.uri);
    settingsCache.delete(e.document.uri);
    tellSpell(e.document.uri, false);
    connection.sendDiagnostics({ uri: e.document.uri, diagnostics: [] }).catch(() => undefined);
    workspace.docClosed(e.document.uri).catch(() => undefined);
  });

  connection.onHover(
    guard('hover', null, async (params: HoverParams, token) => {
      // The handler's own time (the analysis if one is due, the hover, the conversion), for the trace.
      const t0 = trace ? performance.now() : 0;
      const sd = await spellDoc(params.textDocument.uri, token);
      if (!sd) return null;
      const { a, settings } = sd;
      // Over a reference to a spell (a list entry, a tag, a link): which spell it names (workspace.ts).
      const ref = await referenceHover(workspace, params.textDocument.uri, sd.doc.version, a.lines.offsetAt(params.position), settings.locale, a.text.length);
      if (ref) return { contents: { kind: MarkupKind.Markdown, value: ref.markdown }, range: { start: a.lines.positionAt(ref.start), end: a.lines.positionAt(ref.end) } };
      const pictures = client.markdownImages ? settings.hoverPictures : 'ascii';
      const h = service.hover(a, a.lines.offsetAt(params.position), settings, pictures);
      const out = h ? { contents: { kind: MarkupKind.Markdown, value: h.markdown }, range: { start: a.lines.positionAt(h.start), end: a.lines.positionAt(h.end) } } : null;
      if (trace) trace('hover handler', performance.now() - t0);
      return out;
    }),
  );

  connection.onCodeAction(
    guard('codeAction', [], async (params: CodeActionParams, token) => {
      const sd = await spellDoc(params.textDocument.uri, token);
      if (!sd) return [];
      const { doc, a, settings } = sd;
      const start = a.lines.offsetAt(params.range.start);
      const end = a.lines.offsetAt(params.range.end);
      const cross = crossCodeActions(workspace, doc.uri, doc.version, settings, start, end);
      return [...cross, ...service.codeActions(a, start, end).map((ca) => ({
        title: fixTitleIn(settings.locale, ca),
        kind: CodeActionKind.QuickFix,
        isPreferred: ca.preferred,
        diagnostics: [toDiagnostic(a, ca.diagnostic, settings.locale)],
        edit: {
          changes: {
            [doc.uri]: ca.edits.map((e) => ({ range: { start: a.lines.positionAt(e.start), end: a.lines.positionAt(e.end) }, newText: e.newText })),
          },
        },
      }))];
    }),
  );

  connection.onDocumentSymbol(
    guard('documentSymbol', [], async (params: DocumentSymbolParams, token) => {
      const sd = await spellDoc(params.textDocument.uri, token);
      if (!sd) return [];
      const { a } = sd;
      const symbols = await inSlices(a.spells, () => pause(token, sd.doc.uri, a), (start, end) => service.symbols(a, sd.settings.locale, start, end));
      return symbols.map((s) => ({
        name: s.name,
        detail: s.detail,
        kind: SymbolKind.Function,
        range: { start: a.lines.positionAt(s.start), end: a.lines.positionAt(s.end) },
        selectionRange: { start: a.lines.positionAt(s.selectionStart), end: a.lines.positionAt(s.selectionEnd) },
      }));
    }),
  );

  connection.onCompletion(
    guard('completion', [], async (params: CompletionParams, token) => {
      const sd = await spellDoc(params.textDocument.uri, token);
      if (!sd) return [];
      const { a, settings } = sd;
      const offset = a.lines.offsetAt(params.position);
      // A spell name in a list or a `{@spell ` tag (workspace.ts): the workspace's spells.
      const line = a.text.slice(a.lines.lineStart(params.position.line), offset);
      const names = completeNames(workspace.index, canonicalUri(params.textDocument.uri), line, offset, settings.locale);
      if (names.length > 0) {
        return names.map((n) => ({ label: n.label, kind: CompletionItemKind.Reference, detail: n.detail, textEdit: { range: { start: a.lines.positionAt(n.replaceStart), end: params.position }, newText: n.insertText } }));
      }
      return service.complete(a, offset, settings).map((c) => ({
        label: c.label,
        kind: c.kind === 'property' ? CompletionItemKind.Property : c.kind === 'snippet' ? CompletionItemKind.Snippet : CompletionItemKind.Value,
        detail: c.detail,
        documentation: c.documentation ? { kind: MarkupKind.Markdown, value: c.documentation } : undefined,
        sortText: c.sortText,
        ...(c.kind !== 'snippet'
          ? { insertText: c.insertText }
          : client.snippets
            ? { insertText: c.insertText, insertTextFormat: InsertTextFormat.Snippet, insertTextMode: InsertTextMode.asIs }
            : { insertText: snippetDefaults(c.insertText), insertTextMode: InsertTextMode.asIs }),
      }));
    }),
  );

  connection.languages.inlayHint.on(
    guard('inlayHint', [], async (params: InlayHintParams, token) => {
      const sd = await spellDoc(params.textDocument.uri, token);
      if (!sd) return [];
      const { a, settings } = sd;
      if (!settings.inlayHints) return [];
      return service.summaries(a, a.lines.offsetAt(params.range.start), a.lines.offsetAt(params.range.end), settings).map((h) => ({
        position: a.lines.positionAt(h.offset),
        label: h.short,
        tooltip: h.label,
        kind: InlayHintKind.Type,
        paddingLeft: true,
      }));
    }),
  );

  connection.onCodeLens(
    guard('codeLens', [], async (params: CodeLensParams, token) => {
      const sd = await spellDoc(params.textDocument.uri, token);
      if (!sd) return [];
      const { a, settings } = sd;
      if (!settings.codeLens) return [];
      const summaries = await inSlices(a.spells, () => pause(token, sd.doc.uri, a), (start, end) => service.summaries(a, start, end, settings), MAX_LENSES);
      return summaries.slice(0, MAX_LENSES).map((h) => {
        const p = a.lines.positionAt(h.start);
        return { range: { start: p, end: p }, command: { title: h.label, command: '' } };
      });
    }),
  );

  connection.onRequest(
    PREVIEW_REQUEST,
    guard('preview', { html: '', methods: [] } as PreviewResult, async (params: PreviewParams, token): Promise<PreviewResult> => {
      const doc = documents.get(params.uri);
      if (!doc) return { html: '', methods: [] };
      // A YAML file that is not a spell file is not drawn as a spell card.
      if (!states.get(params.uri)?.isSpell) return { html: notASpellHtml((await settingsFor(doc.uri)).locale), methods: [], notSpell: true };
      const sd = await spellDoc(params.uri, token);
      if (!sd) return { html: '', methods: [] };
      const { a, settings } = sd;
      const spell = service.spellAt(a, a.lines.offsetAt(params.position)) ?? a.spells[0];
      return previewHtml(spell, settings, params.method, params.placement);
    }),
  );

  connection.onShutdown(() => {
    memory.dispose();
    workspace.dispose();
    for (const st of states.values()) if (st.timer) clearTimeout(st.timer);
  });

  documents.listen(connection);
  connection.listen();
}
