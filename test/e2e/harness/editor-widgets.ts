/**
 * Reading VS Code's editor widgets that show what a language server sent
 * for the focused editor: the suggest widget (completion), the Go to Symbol
 * picker (the document's symbols: what the Outline view and the breadcrumbs
 * show too) and the code lenses drawn above lines. Each waits until what the
 * workbench shows satisfies the caller, and says what it last saw if not.
 */
import { waitFor } from './env';
import type { VSCodeSession } from './vscode';

/** Rendered label of each row of a list widget (the row's `.label-name`, else its text). */
async function rowLabels(vs: VSCodeSession, rows: string): Promise<string[]> {
  return vs.page.evaluate((sel) => {
    // Inline (not imported): this function is serialised and runs in the browser.
    type Row = { querySelector(s: string): { textContent: string | null } | null; textContent: string | null };
    const doc = (globalThis as unknown as { document: { querySelectorAll(s: string): ArrayLike<Row> } }).document;
    return Array.from(doc.querySelectorAll(sel)).map((r) => (r.querySelector('.label-name')?.textContent ?? r.textContent ?? '').replace(/\u00a0/g, ' ').trim());
  }, rows);
}

/**
 * Ask for completion at the cursor (Ctrl+Space) and return the suggest
 * widget's labels once `until` holds; the widget stays open (the caller
 * picks a row or presses Escape).
 */
export async function suggestions(vs: VSCodeSession, until: (labels: string[]) => boolean, timeoutMs = 20_000): Promise<string[]> {
  const rows = '.suggest-widget.visible .monaco-list-row';
  let seen: string[] = [];
  let tries = 0;
  try {
    return await waitFor('the suggest widget', async () => {
      // Ask again now and then: a request answered before the server was ready comes back empty.
      if (tries++ % 20 === 0) await vs.page.keyboard.press('Control+Space');
      seen = await rowLabels(vs, rows);
      return until(seen) ? seen : undefined;
    }, timeoutMs, 100);
  } catch (err) {
    if (err instanceof Error) err.message += `; suggestions seen: ${JSON.stringify(seen)}`;
    throw err;
  }
}

/**
 * Open Go to Symbol in Editor (Ctrl+Shift+O) for the focused editor and
 * return the symbol names it lists once `until` holds; closes the picker.
 */
export async function editorSymbols(vs: VSCodeSession, until: (names: string[]) => boolean, timeoutMs = 20_000): Promise<string[]> {
  await vs.page.keyboard.press('Control+Shift+O');
  const input = vs.page.locator('.quick-input-widget input');
  await input.waitFor({ state: 'visible' });
  let seen: string[] = [];
  try {
    return await waitFor('the symbols in Go to Symbol in Editor', async () => {
      seen = await rowLabels(vs, '.quick-input-list .monaco-list-row');
      return until(seen) ? seen : undefined;
    }, timeoutMs, 100);
  } catch (err) {
    if (err instanceof Error) err.message += `; rows seen: ${JSON.stringify(seen)}`;
    throw err;
  } finally {
    await vs.page.keyboard.press('Escape');
    await input.waitFor({ state: 'hidden' });
  }
}

/** The titles of the code lenses drawn in a file's editor (visible lines only), top to bottom, once `until` holds. */
export async function drawnCodeLenses(vs: VSCodeSession, rel: string, until: (titles: string[]) => boolean, timeoutMs = 20_000): Promise<string[]> {
  const lenses = vs.editor(rel).locator('.codelens-decoration');
  let seen: string[] = [];
  try {
    return await waitFor(`code lenses in ${rel}`, async () => {
      // A lens off screen keeps an empty placeholder: only the drawn titles count.
      seen = (await lenses.allInnerTexts().catch(() => [])).map((t) => t.replace(/\u00a0/g, ' ').trim()).filter(Boolean);
      return until(seen) ? seen : undefined;
    }, timeoutMs, 100);
  } catch (err) {
    if (err instanceof Error) err.message += `; lenses seen: ${JSON.stringify(seen)}`;
    throw err;
  }
}
