/**
 * The compendium view in the Explorer: every spell of the workspace, grouped
 * (compendium-tree.ts) by system > level or circle > school, or by class >
 * level, with counts; a click opens the spell at its name. It asks the
 * server (`grimoire/compendium`) when shown, and again when the server says
 * the index changed (`grimoire/compendiumChanged`), so it follows edits and
 * files created or deleted; while hidden it only notes that it is stale.
 */
import * as vscode from 'vscode';
import type { BaseLanguageClient } from 'vscode-languageclient';
import { COMPENDIUM_CHANGED_NOTIFICATION, COMPENDIUM_REQUEST, type CompendiumEntry, type CompendiumResult } from '../../server/src/protocol';
import { compendiumTree, type CompendiumNode, type GroupBy, type GroupLabel } from './compendium-tree';

/** The view's id (package.json `contributes.views`). */
export const COMPENDIUM_VIEW = 'grimoire.compendium';

/** The context key the view title's group-by buttons read. */
const GROUP_CONTEXT_KEY = 'grimoire.compendiumGroupBy';

/** Display names of the systems (names of games, not translated). */
const SYSTEM_NAMES: Record<string, string> = { dnd5e: 'D&D 5e', tov: 'Tales of the Valiant', dnd35: 'D&D 3.5', wfb: 'Warhammer Fantasy Battle' };

/** A group's words in the display language. */
function labelOf(l: GroupLabel): string {
  switch (l.kind) {
    case 'system': {
      const name = SYSTEM_NAMES[l.system] ?? l.system;
      return l.edition ? `${name} (${l.edition})` : name;
    }
    case 'level':
      if (l.level === undefined) return vscode.l10n.t('No level');
      if (l.system === 'tov') return vscode.l10n.t('Circle {0}', l.level);
      if (l.level === 0 && l.system === 'dnd5e') return vscode.l10n.t('Cantrips');
      return vscode.l10n.t('Level {0}', l.level);
    case 'school':
      return l.school === undefined ? vscode.l10n.t('No school') : l.school.charAt(0).toUpperCase() + l.school.slice(1);
    case 'class':
      return l.name === undefined ? vscode.l10n.t('No class') : l.name.charAt(0).toUpperCase() + l.name.slice(1);
  }
}

/** The tree data provider and its refresh logic. */
class CompendiumProvider implements vscode.TreeDataProvider<CompendiumNode> {
  private readonly changed = new vscode.EventEmitter<CompendiumNode | undefined>();
  readonly onDidChangeTreeData = this.changed.event;
  private roots: CompendiumNode[] = [];
  private spells: CompendiumEntry[] = [];
  by: GroupBy = 'system';
  /** The result of the last request: the index was still being built. */
  indexing = false;

  constructor(private readonly client: BaseLanguageClient) {}

  /** Ask the server for the spells again and redraw. */
  async load(): Promise<void> {
    const r = await this.client.sendRequest<CompendiumResult>(COMPENDIUM_REQUEST, {}).catch(() => undefined);
    if (!r) return;
    this.spells = r.spells;
    this.indexing = r.indexing;
    this.regroup();
  }

  /** Group the spells again (the grouping changed) and redraw. */
  regroup(): void {
    this.roots = compendiumTree(this.spells, this.by);
    this.changed.fire(undefined);
  }

  get count(): number {
    return this.spells.length;
  }

  getChildren(node?: CompendiumNode): CompendiumNode[] {
    if (!node) return this.roots;
    return node.type === 'group' ? node.children : [];
  }

  getTreeItem(node: CompendiumNode): vscode.TreeItem {
    if (node.type === 'group') {
      const item = new vscode.TreeItem(labelOf(node.label), vscode.TreeItemCollapsibleState.Collapsed);
      item.id = node.id;
      item.description = String(node.count);
      item.tooltip = vscode.l10n.t('Spells in {0}: {1}', labelOf(node.label), node.count);
      return item;
    }
    const e = node.entry;
    const uri = vscode.Uri.parse(e.uri);
    const item = new vscode.TreeItem(e.name, vscode.TreeItemCollapsibleState.None);
    item.id = node.id;
    item.resourceUri = uri;
    item.description = vscode.workspace.asRelativePath(uri, false);
    item.tooltip = `${e.name}\n${vscode.workspace.asRelativePath(uri, false)}:${e.line + 1}`;
    item.iconPath = new vscode.ThemeIcon('symbol-event');
    const at = new vscode.Position(e.line, e.character);
    item.command = { command: 'vscode.open', title: vscode.l10n.t('Open Spell'), arguments: [uri, { selection: new vscode.Range(at, at) } satisfies vscode.TextDocumentShowOptions] };
    return item;
  }
}

/** Create the view: the provider, its tree view, the group-by and refresh commands, and the server's change notification. */
export function registerCompendium(context: vscode.ExtensionContext, client: BaseLanguageClient): void {
  const provider = new CompendiumProvider(client);
  const view = vscode.window.createTreeView(COMPENDIUM_VIEW, { treeDataProvider: provider, showCollapseAll: true });
  let stale = true;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const showState = () => {
    view.message = provider.indexing ? vscode.l10n.t('Indexing the workspace…') : provider.count === 0 ? vscode.l10n.t('No spells in this workspace.') : undefined;
  };
  const reload = async () => {
    stale = false;
    await provider.load();
    showState();
  };
  const setGroup = (by: GroupBy) => {
    provider.by = by;
    void vscode.commands.executeCommand('setContext', GROUP_CONTEXT_KEY, by);
    provider.regroup();
  };
  void vscode.commands.executeCommand('setContext', GROUP_CONTEXT_KEY, provider.by);
  context.subscriptions.push(
    view,
    view.onDidChangeVisibility((e) => {
      if (e.visible && stale) void reload();
    }),
    client.onNotification(COMPENDIUM_CHANGED_NOTIFICATION, () => {
      stale = true;
      if (!view.visible) return;
      // A burst of edits (a rename over many files) is one refresh.
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => void reload(), 150);
    }),
    vscode.commands.registerCommand('grimoire.compendium.groupBySystem', () => setGroup('system')),
    vscode.commands.registerCommand('grimoire.compendium.groupByClass', () => setGroup('class')),
    vscode.commands.registerCommand('grimoire.compendium.refresh', () => reload()),
    { dispose: () => timer && clearTimeout(timer) },
  );
  if (view.visible) void reload();
}
