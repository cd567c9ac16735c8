/**
 * The extension manifest: installs in the code-server here (engines), starts
 * for YAML, contributes the schema to Red Hat YAML, keeps every setting
 * per-resource, declares what is limited in untrusted workspaces, and
 * packages bundles only (no node_modules, no sources).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));

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

  it('packages bundles, the schema and docs only', () => {
    const r = spawnSync(process.execPath, [join(ROOT, 'node_modules/@vscode/vsce/vsce'), 'ls', '--no-dependencies'], { cwd: ROOT, encoding: 'utf8' });
    expect(r.status).toBe(0);
    const files = r.stdout.trim().split('\n');
    expect(files).toEqual(expect.arrayContaining(['package.json', 'dist/client.js', 'dist/server.js', 'schemas/spell.schema.json', 'README.md']));
    expect(files.filter((f) => f.includes('node_modules') || f.endsWith('.ts') || f.startsWith('test/'))).toEqual([]);
  });
});
