/**
 * The preview panel: one webview beside the editor that shows the spell under
 * the cursor of the active spell editor. It follows every way a spell editor
 * becomes active (a tab switch, an Explorer click, Ctrl+P), including a file
 * the server has not yet said is a spell file (the panel refreshes when that
 * word arrives), and comes back after a window reload through a
 * WebviewPanelSerializer (package.json activates on `onWebviewPanel:grimoirePreview`).
 * Owned by extension.ts, which tells it which documents are spell files.
 */
import * as vscode from 'vscode';
import type { BaseLanguageClient } from 'vscode-languageclient';
import { previewPage, type PanelState } from './preview-page';
import { PREVIEW_REQUEST, type PreviewParams, type PreviewResult } from '../../server/src/protocol';

/** The panel's view type: package.json's activation event and the serializer use the same one. */
export const PREVIEW_VIEW_TYPE = 'grimoirePreview';

/** What the webview keeps across a reload (vscode.setState in the page): the spell it showed and its controls. */
export interface SavedPreview {
  uri?: string;
  line?: number;
  character?: number;
  method?: string;
  placement?: string;
}

/** Webview options for a new panel and for one restored after a reload. */
const WEBVIEW_OPTIONS: vscode.WebviewOptions = { enableScripts: true, localResourceRoots: [] };

export class PreviewPanel implements vscode.Disposable {
  private panel: vscode.WebviewPanel | undefined;
  private readonly panelSubs: vscode.Disposable[] = [];
  private readonly state: PanelState = { method: '', placement: 'orthogonal' };
  /** The spell shown last: the panel keeps it while a non-spell editor (or none) is active. */
  private shown: { uri: string; position: vscode.Position } | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** Refreshes answer out of order: only the latest one draws. */
  private generation = 0;

  constructor(
    private readonly client: BaseLanguageClient,
    private readonly isSpell: (uri: string) => boolean,
  ) {}

  /** Whether a preview panel is open. */
  get isOpen(): boolean {
    return this.panel !== undefined;
  }

  /** Open the panel beside the editor (or reveal it) and show the active spell. */
  open(): void {
    if (this.panel) {
      this.panel.reveal(vscode.ViewColumn.Beside, true);
    } else {
      const panel = vscode.window.createWebviewPanel(PREVIEW_VIEW_TYPE, vscode.l10n.t('Spell Preview'), { viewColumn: vscode.ViewColumn.Beside, preserveFocus: true }, {
        ...WEBVIEW_OPTIONS,
        retainContextWhenHidden: false,
      });
      this.adopt(panel);
    }
    void this.refresh();
  }

  /** Close the panel (the command run on a file that is not a spell file: no stale card stays). */
  close(): void {
    this.panel?.dispose();
  }

  /** The serializer VS Code calls after a reload with the panel it kept and the page's saved state. */
  serializer(): vscode.WebviewPanelSerializer<SavedPreview> {
    return {
      deserializeWebviewPanel: async (panel, saved) => {
        panel.webview.options = WEBVIEW_OPTIONS;
        if (typeof saved?.method === 'string') this.state.method = saved.method;
        if (typeof saved?.placement === 'string' && saved.placement) this.state.placement = saved.placement;
        if (typeof saved?.uri === 'string') {
          this.shown = { uri: saved.uri, position: new vscode.Position(Math.max(0, saved.line ?? 0), Math.max(0, saved.character ?? 0)) };
          // The server previews open documents only: open it (no editor), and the spell notification refreshes the panel.
          await Promise.resolve(vscode.workspace.openTextDocument(vscode.Uri.parse(saved.uri))).catch(() => undefined);
        }
        this.adopt(panel);
        await this.refresh();
      },
    };
  }

  /** The server said whether `uri` is a spell file: a panel waiting for that editor shows it now. */
  spellStatusChanged(uri: string): void {
    if (!this.panel) return;
    const active = vscode.window.activeTextEditor?.document.uri.toString();
    if (uri === active || uri === this.shown?.uri) void this.refresh();
  }

  dispose(): void {
    this.panel?.dispose();
  }

  private adopt(panel: vscode.WebviewPanel): void {
    this.panel = panel;
    panel.onDidDispose(() => {
      this.panel = undefined;
      this.shown = undefined;
      if (this.timer) clearTimeout(this.timer);
      this.panelSubs.splice(0).forEach((d) => d.dispose());
    });
    panel.webview.onDidReceiveMessage(
      (msg: { method?: string; placement?: string }) => {
        if (typeof msg.method === 'string') this.state.method = msg.method;
        if (typeof msg.placement === 'string') this.state.placement = msg.placement;
        void this.refresh();
      },
      undefined,
      this.panelSubs,
    );
    this.panelSubs.push(
      vscode.window.onDidChangeTextEditorSelection((e) => {
        if (this.isSpell(e.textEditor.document.uri.toString())) void this.refresh();
      }),
      vscode.workspace.onDidChangeTextDocument((e) => {
        if (e.document === vscode.window.activeTextEditor?.document) this.scheduleRefresh();
      }),
      // An Explorer click or Ctrl+P can make an editor active before any selection event.
      vscode.window.onDidChangeActiveTextEditor(() => void this.refresh()),
      vscode.window.onDidChangeVisibleTextEditors(() => void this.refresh()),
    );
  }

  private scheduleRefresh(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.refresh(), 200);
  }

  /** Ask the server for the card of the spell to show: the active spell editor's, else the last one. */
  private async refresh(): Promise<void> {
    const panel = this.panel;
    if (!panel) return;
    const active = vscode.window.activeTextEditor;
    if (active && this.isSpell(active.document.uri.toString())) this.shown = { uri: active.document.uri.toString(), position: active.selection.active };
    const target = this.shown;
    if (!target) return;
    const generation = ++this.generation;
    let result: PreviewResult;
    try {
      const params: PreviewParams = {
        uri: target.uri,
        position: { line: target.position.line, character: target.position.character },
        method: this.state.method || undefined,
        placement: this.state.placement,
      };
      result = await this.client.sendRequest<PreviewResult>(PREVIEW_REQUEST, params);
    } catch {
      return;
    }
    // An empty answer: the server does not have the document (yet); keep what is shown.
    if (this.panel !== panel || generation !== this.generation || (!result.html && !result.notSpell)) return;
    panel.title = result.name ? vscode.l10n.t('Preview: {0}', result.name) : vscode.l10n.t('Spell Preview');
    const saved: SavedPreview = { uri: target.uri, line: target.position.line, character: target.position.character, method: this.state.method, placement: this.state.placement };
    panel.webview.html = previewPage(result, this.state, panel.webview.cspSource, nonce(), saved);
  }
}

/** 128 random bits in base64, from the Web Crypto API (in the desktop's Node and in browsers alike). */
function nonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
