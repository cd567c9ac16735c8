/**
 * The extension's details page is the README packaged in the .vsix.
 * It is written for users (what the extension does, install, settings),
 * every picture and page it links is inside the .vsix (relative links are
 * kept as they are: `vsce package --no-rewrite-relative-links`), nothing
 * points at ../shared (a clone does not have it), the extension has an icon,
 * and the developers' material is in CONTRIBUTING.md.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../../..');
const README = readFileSync(join(ROOT, 'README.md'), 'utf8');
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));

/** The files `vsce` puts in the .vsix. */
function packaged(): string[] {
  const r = spawnSync(process.execPath, [join(ROOT, 'node_modules/@vscode/vsce/vsce'), 'ls', '--no-dependencies'], { cwd: ROOT, encoding: 'utf8' });
  expect(r.status, r.stderr).toBe(0);
  return r.stdout.trim().split('\n');
}

/** Relative link targets of a markdown text (no anchors, no absolute URLs). */
function relativeLinks(md: string): string[] {
  return [...md.matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)].map((m) => m[1]!).filter((l) => !/^[a-z]+:/i.test(l));
}

describe('README.md: the extension page', () => {
  it('is for users: developer set-up only in its closing Contributing section (the two commands .ci/run runs), no link outside the repository', () => {
    const at = README.indexOf('\n## Contributing\n');
    expect(at).toBeGreaterThan(0);
    expect(README.slice(0, at)).not.toMatch(/npm ci|npm test|npm run bench/);
    const contributing = README.slice(at);
    expect(contributing).toContain('npm ci && npm start');
    expect(contributing).toMatch(/^npm test\b/m);
    const ci = readFileSync(join(ROOT, '.ci/run'), 'utf8');
    expect(ci).toContain('npm ci && npm start');
    expect(ci).toMatch(/^npm test$/m);
    expect(README).not.toMatch(/\.\.\/shared/);
    expect(README).toMatch(/^## Install$/m);
    expect(README).toContain('[CONTRIBUTING.md](CONTRIBUTING.md)');
  });

  it('names every setting the extension contributes', () => {
    for (const k of Object.keys(pkg.contributes.configuration.properties)) expect(README, k).toContain(`\`${k}\``);
  });

  it('every picture and page it links is packaged in the .vsix', () => {
    const files = packaged();
    const links = relativeLinks(README);
    expect(links.filter((l) => l.endsWith('.png')).length).toBeGreaterThanOrEqual(3);
    for (const l of links) {
      const target = l.replace(/\/$/, '');
      expect(existsSync(join(ROOT, target)), l).toBe(true);
      expect(files.some((f) => f === target || f.startsWith(target + '/')), `${l} in the .vsix`).toBe(true);
    }
  });

  it('the extension has an icon: a 128 x 128 PNG, packaged', () => {
    expect(pkg.icon).toBe('images/icon.png');
    const png = readFileSync(join(ROOT, pkg.icon));
    expect([...png.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
    expect(png.readUInt32BE(16)).toBe(128);
    expect(png.readUInt32BE(20)).toBe(128);
    expect(packaged()).toContain('images/icon.png');
  });
});

describe('CONTRIBUTING.md: the developers\' material', () => {
  it('has the set-up, the architecture and a link to the performance figures (docs/performance.md), without ../shared links', () => {
    const c = readFileSync(join(ROOT, 'CONTRIBUTING.md'), 'utf8');
    expect(c).toContain('npm ci');
    expect(c).toMatch(/^## Architecture$/m);
    expect(c).toMatch(/^## Performance$/m);
    expect(c).toContain('[docs/performance.md](docs/performance.md)');
    expect(readFileSync(join(ROOT, 'docs/performance.md'), 'utf8')).toMatch(/^# Performance$/m);
    expect(c).not.toMatch(/\]\(\.\.\/shared/);
  });
});

describe('npm start on the project\'s own samples', () => {
  it('lints them clean: exit 0, nothing printed (no finding left unexplained)', () => {
    expect(pkg.scripts.start).toBe('npm run build && node bin/grimoire.js lint samples');
    const r = spawnSync(process.execPath, [join(ROOT, 'bin/grimoire.js'), 'lint', 'samples'], { cwd: ROOT, encoding: 'utf8' });
    expect(r.status).toBe(0);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe('');
  });
});

describe('the pages packaged with the extension', () => {
  it('cite the game\'s rules by name, never the project\'s numbering of the rule texts', () => {
    for (const f of packaged().filter((x) => x.endsWith('.md'))) {
      expect(readFileSync(join(ROOT, f), 'utf8'), f).not.toMatch(/\bseeds? 0\d\d\b|\bthe seeds?\b|\bseed's\b/i);
    }
  });
});
