/**
 * The extension manifest: installs in the code-server here (engines), starts
 * for YAML, contributes the schema to Red Hat YAML, keeps every setting
 * per-resource, declares what is limited in untrusted workspaces, runs in VS
 * Code for the Web too (a `browser` entry; virtual workspaces, whose
 * documents the client sends), and packages bundles only (no node_modules,
 * no sources): the desktop and the web build.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_SCHEMES } from '../../../client/src/document-selector';

const ROOT = resolve(__dirname, '../../..');
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
/** The display languages besides English (VS Code's language ids). */
const UI_LOCALES = ['uk', 'ja', 'ru', 'it'];
const readJson = (f: string) => JSON.parse(readFileSync(join(ROOT, f), 'utf8')) as Record<string, string>;
/** Code spans and `{0}` placeholders: what a translation must keep as it is. */
const kept = (s: string) => [...(s.match(/`[^`]*`|\{\d+\}/g) ?? [])].sort();

describe('package.json', () => {
  it('targets a VS Code the local code-server (1.100.3) satisfies', () => {
    const m = /^\^1\.(\d+)\.\d+$/.exec(pkg.engines.vscode);
    expect(m).not.toBeNull();
    expect(Number(m![1])).toBeLessThanOrEqual(100);
  });

  it('activates on YAML and contributes the schema for the spell file names', () => {
    expect(pkg.activationEvents).toContain('onLanguage:yaml');
    const v = pkg.contributes.yamlValidation[0];
    expect(existsSync(join(ROOT, v.url))).toBe(true);
    expect(v.fileMatch).toEqual(expect.arrayContaining(['*.spell.yaml', '*.spells.yaml']));
  });

  it('keeps every setting under grimoire.* with scope resource', () => {
    const props = pkg.contributes.configuration.properties as Record<string, { scope: string }>;
    expect(Object.keys(props).length).toBeGreaterThan(5);
    for (const [k, v] of Object.entries(props)) {
      expect(k.startsWith('grimoire.')).toBe(true);
      expect(v.scope, k).toBe('resource');
    }
  });

  it('declares limited support in untrusted workspaces: the size limit cannot be raised there', () => {
    expect(pkg.capabilities.untrustedWorkspaces.supported).toBe('limited');
    expect(pkg.capabilities.untrustedWorkspaces.restrictedConfigurations).toEqual(['grimoire.maxFileSize']);
  });

  it('has both entry points: `main` for the desktop (Node), `browser` for VS Code for the Web', () => {
    expect(pkg.main).toBe('./dist/client.js');
    expect(pkg.browser).toBe('./dist/client-web.js');
  });

  it('declares virtual workspaces supported, and the client sends the server their documents (github.dev: vscode-vfs)', () => {
    expect(pkg.capabilities.virtualWorkspaces).toBe(true);
    expect(DOCUMENT_SCHEMES).toEqual(expect.arrayContaining(['file', 'untitled', 'vscode-vfs']));
  });

  it('packages bundles, the schema and docs only: the desktop and the web build', () => {
    const r = spawnSync(process.execPath, [join(ROOT, 'node_modules/@vscode/vsce/vsce'), 'ls', '--no-dependencies'], { cwd: ROOT, encoding: 'utf8' });
    expect(r.status).toBe(0);
    const files = r.stdout.trim().split('\n');
    expect(files).toEqual(expect.arrayContaining(['package.json', 'dist/client.js', 'dist/server.js', 'dist/client-web.js', 'dist/server-web.js', 'schemas/spell.schema.json', 'README.md']));
    // No source maps: they would double the download of a web extension.
    expect(files.filter((f) => f.endsWith('.map'))).toEqual([]);
    // The extension's own UI in every language: manifest strings and the client's l10n bundles.
    expect(files).toEqual(expect.arrayContaining(['package.nls.json', ...UI_LOCALES.flatMap((l) => [`package.nls.${l}.json`, `l10n/bundle.l10n.${l}.json`])]));
    expect(files.filter((f) => f.includes('node_modules') || f.endsWith('.ts') || f.startsWith('test/'))).toEqual([]);
  });
});

describe('the extension UI in every language (package.nls.<lang>.json, l10n bundles)', () => {
  const en = readJson('package.nls.json');
  const refs = [...JSON.stringify(pkg).matchAll(/"%([^"%]+)%"/g)].map((m) => m[1]!);

  it('names every manifest string by %key%, and the English file has each key', () => {
    expect(refs.length).toBeGreaterThanOrEqual(10);
    for (const k of refs) expect(en[k], k).toEqual(expect.any(String));
    expect(Object.keys(en).sort()).toEqual([...new Set(refs)].sort());
    // Every command title and setting description is a reference, not English text.
    for (const c of pkg.contributes.commands) expect(c.title).toMatch(/^%.+%$/);
    for (const [k, v] of Object.entries(pkg.contributes.configuration.properties as Record<string, Record<string, unknown>>)) {
      expect(v.description ?? v.markdownDescription, k).toMatch(/^%.+%$/);
    }
  });

  it('describes grimoire.defaultSystem by what it does: the systems it offers and the `system:` field it stands in for', () => {
    const setting = pkg.contributes.configuration.properties['grimoire.defaultSystem'] as { enum: string[]; markdownDescription?: string };
    const text = en[setting.markdownDescription!.slice(1, -1)]!;
    expect(setting.enum.length).toBeGreaterThan(1);
    for (const system of setting.enum) expect(text).toContain(`\`${system}\``);
    expect(text).toContain('`system:`');
    expect(text).toMatch(/^[A-Z][^.]*\b(spells?)\b[^.]*\.$/);
  });

  it.each(UI_LOCALES)('package.nls.%s.json has every key, translated, with the same code spans', (l) => {
    const tr = readJson(`package.nls.${l}.json`);
    expect(Object.keys(tr).sort()).toEqual(Object.keys(en).sort());
    for (const k of Object.keys(en)) {
      expect(tr[k], `${l} ${k}`).not.toBe(en[k]);
      expect(kept(tr[k]!), `${l} ${k}`).toEqual(kept(en[k]!));
    }
  });

  it.each(UI_LOCALES)('l10n/bundle.l10n.%s.json translates every string the client passes to vscode.l10n.t', (l) => {
    const src = readdirSync(join(ROOT, 'client/src')).filter((f) => f.endsWith('.ts')).map((f) => readFileSync(join(ROOT, 'client/src', f), 'utf8')).join('\n');
    const used = [...src.matchAll(/vscode\.l10n\.t\('((?:[^'\\]|\\.)*)'/g)].map((m) => m[1]!);
    expect(used).toEqual(expect.arrayContaining(['Spell Preview', 'Preview: {0}']));
    const bundle = readJson(`l10n/bundle.l10n.${l}.json`);
    expect(Object.keys(bundle).sort()).toEqual([...new Set(used)].sort());
    for (const k of used) {
      expect(bundle[k], `${l} ${k}`).not.toBe(k);
      expect(kept(bundle[k]!), `${l} ${k}`).toEqual(kept(k));
    }
  });

  it('points VS Code at the bundle folder and offers grimoire.locale (empty: follow the display language)', () => {
    expect(pkg.l10n).toBe('./l10n');
    const loc = pkg.contributes.configuration.properties['grimoire.locale'];
    expect(loc.default).toBe('');
    expect(loc.enum).toEqual(['', 'en', 'uk', 'ja', 'ru', 'it']);
  });
});
