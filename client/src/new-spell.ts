/**
 * "Grimoire: New Spell": pick a game, get a new YAML document holding that
 * game's skeleton (the service's, the same as completion offers) with its tab
 * stops live. The `# grimoire` line makes the unsaved document a spell file,
 * so it is checked and previewed before it has a name.
 */
import * as vscode from 'vscode';
import { newSpellSnippet, SYSTEMS, type System } from '../../server/src/service/index';

const GAME_NAMES: Record<System, string> = { dnd5e: 'D&D 5e', tov: 'Tales of the Valiant', dnd35: 'D&D 3.5 / Pathfinder', wfb: 'Warhammer' };

export function registerNewSpell(context: vscode.ExtensionContext): void {
  context.subscriptions.push(
    vscode.commands.registerCommand('grimoire.newSpell', async (system?: System) => {
      const chosen =
        system && SYSTEMS.includes(system)
          ? system
          : (await vscode.window.showQuickPick(SYSTEMS.map((s) => ({ label: GAME_NAMES[s], description: s, system: s })), { placeHolder: vscode.l10n.t('Which game is the spell for?') }))?.system;
      if (!chosen) return;
      const doc = await vscode.workspace.openTextDocument({ language: 'yaml', content: '' });
      const editor = await vscode.window.showTextDocument(doc);
      await editor.insertSnippet(new vscode.SnippetString(`# grimoire\n${newSpellSnippet(chosen, 'file')}`));
    }),
  );
}
