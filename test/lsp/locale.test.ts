/**
 * The language server speaks the client's language: `initialize` params'
 * `locale` (VS Code's display language), overridden by `grimoire.locale`.
 * The built server over stdio; waits on published diagnostics, never sleeps.
 * Expected texts are the catalogue templates filled in by hand.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { TestClient } from '../helpers/lsp-client';
import { FIREBALL_BARE } from '../helpers/spells';

const URI = 'file:///tmp/locale-test/fire.spell.yaml';
const TEXT = FIREBALL_BARE.replace('level: 3', 'level: 12');

async function start(locale: string | undefined, settings: Record<string, unknown> = {}): Promise<TestClient> {
  const c = new TestClient();
  c.settings = settings;
  await c.conn.sendRequest('initialize', { processId: process.pid, rootUri: null, ...(locale ? { locale } : {}), capabilities: { workspace: { configuration: true } } });
  await c.conn.sendNotification('initialized', {});
  await c.conn.sendNotification('textDocument/didOpen', { textDocument: { uri: URI, languageId: 'yaml', version: 1, text: TEXT } });
  return c;
}

let client: TestClient | undefined;
afterEach(async () => {
  if (client) await client.close();
  client = undefined;
});

describe('LSP locale', () => {
  it('locale: ja gives the schema message in Japanese', async () => {
    client = await start('ja');
    const p = await client.diagnostics((d) => d.uri === URI && d.version === 1);
    expect(p.diagnostics.map((d) => [d.code, d.message])).toEqual([['schema/range', '`level`は9以下である必要がありますが、12です。']]);
  });

  it('grimoire.locale overrides the display language, also after a configuration change', async () => {
    client = await start('ja', { locale: 'uk' });
    const p = await client.diagnostics((d) => d.uri === URI && d.version === 1);
    expect(p.diagnostics[0]!.message).toBe('`level`: має бути щонайбільше 9, а не 12.');
    const before = client.published.length;
    client.settings = { locale: '' };
    await client.conn.sendNotification('workspace/didChangeConfiguration', { settings: {} });
    const q = await client.diagnostics((d) => d.uri === URI && client!.published.indexOf(d) >= before);
    expect(q.diagnostics[0]!.message).toBe('`level`は9以下である必要がありますが、12です。');
  });

  it('a display language Grimoire does not speak (pt-br) gives English', async () => {
    client = await start('pt-br');
    const p = await client.diagnostics((d) => d.uri === URI && d.version === 1);
    expect(p.diagnostics[0]!.message).toBe('`level` must be at most 9, not 12.');
  });

  it('locale: ja: hovers in Japanese (DC 14 = 8 + 3 + 3 for the default ability 16 and level 5, by hand)', async () => {
    client = await start('ja');
    await client.diagnostics((d) => d.uri === URI && d.version === 1);
    const hover = async (line: number, character: number) =>
      ((await client!.conn.sendRequest('textDocument/hover', { textDocument: { uri: URI }, position: { line, character } })) as { contents: { value: string } } | null)?.contents.value ?? '';
    const save = await hover(9, 1);
    expect(save.split('\n')[0]).toBe('**セーヴ難易度14**（敏捷力セーヴ、成功すればダメージ半減）');
    expect(save).toContain('8 + 3（能力値修正値）+ 3（習熟）= 14（D&D 5eのルール）');
    expect(save).toContain('既定のプロフィール：能力値16（+3）、レベル5（習熟ボーナス+3）');
    const area = await hover(8, 1);
    expect(area.split('\n')[0]).toBe('**効果範囲：20フィートの球形**');
    expect(area).toContain('| 方式 | マス |');
    expect(area).toMatch(/\| DMG方式 \| 52 \|/);
  });

  it('locale: uk: numbers with a decimal comma in hovers (20 ft = 6 м at 1.5 m per square; 8d6 averages 28, 9d6 31,5)', async () => {
    client = await start('uk');
    await client.diagnostics((d) => d.uri === URI && d.version === 1);
    const hover = async (line: number, character: number) =>
      ((await client!.conn.sendRequest('textDocument/hover', { textDocument: { uri: URI }, position: { line, character } })) as { contents: { value: string } } | null)?.contents.value ?? '';
    expect(await hover(8, 1)).toContain('радіус 20 фт (6 м)');
    const uri2 = 'file:///tmp/locale-test/fire3.spell.yaml';
    await client.conn.sendNotification('textDocument/didOpen', { textDocument: { uri: uri2, languageId: 'yaml', version: 1, text: FIREBALL_BARE } });
    await client.diagnostics((d) => d.uri === uri2 && d.version === 1);
    const dmg = ((await client.conn.sendRequest('textDocument/hover', { textDocument: { uri: uri2 }, position: { line: 10, character: 1 } })) as { contents: { value: string } } | null)?.contents.value ?? '';
    expect(dmg.split('\n')[0]).toBe('**Шкода 8d6 fire**: у середньому **28**, максимум 48');
    expect(dmg).toContain('| 4 | 9d6 fire | 31,5 | 54 |');
  });

  it('locale: ja: the hover on `school:` shows the schema\'s reference text in Japanese (its YAML example as written)', async () => {
    client = await start('ja');
    await client.diagnostics((d) => d.uri === URI && d.version === 1);
    const res = (await client.conn.sendRequest('textDocument/hover', { textDocument: { uri: URI }, position: { line: 2, character: 1 } })) as { contents: { value: string } } | null;
    const md = res?.contents.value ?? '';
    expect(md).toContain('**school**\n\n**魔法の系統**：`abjuration`、`conjuration`、`divination`、`enchantment`、`evocation`、`illusion`、`necromancy`、`transmutation`のいずれか。系統は分類のためのもので、それ自体のルールはありません。');
    expect(md).toContain('例：\n```yaml\nschool: evocation\n```');
    expect(md).not.toContain('school of magic');
  });

  it('locale: ja: key completions carry the schema\'s reference text in Japanese', async () => {
    client = await start('ja');
    await client.diagnostics((d) => d.uri === URI && d.version === 1);
    const last = TEXT.split('\n').length - 1; // the empty line after the spell's last key
    const res = (await client.conn.sendRequest('textDocument/completion', { textDocument: { uri: URI }, position: { line: last, character: 0 } })) as
      | { items: Array<{ label: string; documentation?: { value: string } }> }
      | Array<{ label: string; documentation?: { value: string } }>;
    const items = Array.isArray(res) ? res : res.items;
    const classes = items.find((i) => i.label === 'classes');
    expect(classes?.documentation?.value).toMatch(/^その呪文を呪文リストに持つ\*\*クラス\*\*。小文字の名前で書きます。例：`\[sorcerer, wizard\]`。\n\n例：\n```yaml\n/);
  });
});
