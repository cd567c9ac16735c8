/**
 * Hostile input through the pure service: each case states the outcome it must
 * reach. What they pin is "finishes and answers with a clear diagnostic, never
 * throws or hangs" (a hang fails on the runner's test timeout). There are no
 * wall-clock bounds here: on a shared 2-core machine they failed under load
 * while the code was fine; the speed on such input is measured by
 * `npm run bench` (bench/results.md), not asserted in unit tests.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { createSpellService } from '../../../server/src/service/service';
import { normaliseSettings } from '../../../server/src/service/settings';
import { messageIn } from '../../../server/src/service/i18n';

const service = createSpellService();

const item = (i: number) => `  - name: S${i}\n    level: 1\n    school: evocation\n    casting_time: 1 action\n    range: self\n    components: [V]\n    duration: Instantaneous\n`;

const CASES: Array<{ name: string; make: () => string; expect: (codes: string[]) => void }> = [
  {
    name: 'alias bomb (billion laughs, 10^9 expansions)',
    make: () => {
      const l = ['lol0: &l0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]'];
      for (let i = 1; i <= 9; i++) l.push(`lol${i}: &l${i} [${Array(10).fill(`*l${i - 1}`).join(', ')}]`);
      return `name: laughs\n${l.join('\n')}\n`;
    },
    expect: (c) => expect(c).toContain('yaml/alias-bomb'),
  },
  {
    name: 'a file of a million lines',
    make: () => `name: long\n${'# line\n'.repeat(1_000_000)}`,
    expect: (c) => expect(c).toContain('schema/required'),
  },
  {
    name: 'a mapping of a million keys',
    make: () => Array.from({ length: 1_000_000 }, (_, i) => `k${i}: ${i}`).join('\n'),
    expect: (c) => expect(c).toEqual(['schema/size']),
  },
  {
    name: 'a 10 MB single line',
    make: () => `name: ${'a'.repeat(10_000_000)}`,
    expect: (c) => expect(c).toContain('schema/required'),
  },
  {
    name: 'nesting 10,000 deep (flow)',
    make: () => `name: ${'['.repeat(10_000)}${']'.repeat(10_000)}`,
    expect: (c) => expect(c).toEqual(['yaml/syntax']),
  },
  {
    name: 'nesting 10,000 deep (block)',
    make: () => Array.from({ length: 10_000 }, (_, i) => `${' '.repeat(i)}a:`).join('\n'),
    expect: (c) => expect(c).toEqual(['yaml/syntax']),
  },
  {
    name: 'binary bytes',
    make: () => '\u0089PNG\r\n\u001a\n\u0000\u0000\u0000\rIHDR\u0000\u0000',
    expect: (c) => expect(c).toEqual(['yaml/binary']),
  },
  {
    name: 'lone surrogates (invalid UTF-16 from bad bytes)',
    make: () => 'name: \ud800x\n',
    expect: (c) => expect(c).toEqual(['yaml/syntax']),
  },
  {
    name: 'an empty file',
    make: () => '',
    expect: (c) => expect(c).toEqual([]),
  },
  {
    name: 'tabs',
    make: () => 'name: x\nlevel:\n\t3\n',
    expect: (c) => expect(c).toEqual(['yaml/tab-indent']),
  },
  {
    name: 'a 100k-spell list',
    make: () => `spells:\n${Array.from({ length: 100_000 }, (_, i) => item(i)).join('')}`,
    expect: (c) => expect(c).toEqual([]),
  },
  {
    name: 'a syntax error on every line (10,000 items)',
    make: () => `spells:\n${Array.from({ length: 10_000 }, () => '  - a: [b: {c').join('\n')}`,
    expect: (c) => {
      expect(c.length).toBe(10_000);
      expect(new Set(c)).toEqual(new Set(['yaml/syntax']));
    },
  },
  {
    name: 'a syntax error on every line (one document)',
    make: () => Array.from({ length: 10_000 }, () => 'a: [b: {c').join('\n'),
    expect: (c) => expect(c).toEqual(['yaml/syntax']),
  },
  {
    // Regression: found by the hostile-input probe; spreading 200k spells into push() overflowed the stack.
    name: '200,000 spells in one flow sequence on one line',
    make: () => `spells: [${Array.from({ length: 200_000 }, (_, i) => `{name: s${i}}`).join(',')}]`,
    expect: (c) => {
      expect(c).not.toContain('internal/error');
      expect(c.length).toBeGreaterThan(200_000);
    },
  },
  {
    name: 'custom tags (no code runs)',
    make: () => 'name: !!js/function "function () { globalThis.pwned = 1 }"\n',
    expect: (c) => expect(c).toEqual(['yaml/unknown-tag']),
  },
];

describe('hostile input: finishes with a clear diagnostic', () => {
  it.each(CASES)('$name', ({ make, expect: check }) => {
    const text = make();
    const a = service.analyze(text);
    check(a.diagnostics.map((d) => d.code));
    for (const d of a.diagnostics) expect(messageIn('en', d).length).toBeGreaterThan(10);
    expect((globalThis as Record<string, unknown>).pwned).toBeUndefined();
  });

  it('a file over the size limit gets one size diagnostic', () => {
    const a = service.analyze('name: x\n'.repeat(1000), normaliseSettings({ maxFileSize: 2048 }));
    expect(a.diagnostics.map((d) => d.code)).toEqual(['yaml/too-large']);
  });

  it('a BOM and CRLF keep exact ranges', () => {
    const text = '\ufeffname: x\r\nlevel: 30\r\nschool: evocation\r\ncasting_time: 1 action\r\nrange: self\r\ncomponents: [V]\r\nduration: Instantaneous\r\n';
    const a = service.analyze(text);
    expect(a.diagnostics).toHaveLength(1);
    expect(text.slice(a.diagnostics[0]!.start, a.diagnostics[0]!.end)).toBe('30');
    expect(a.lines.positionAt(a.diagnostics[0]!.start)).toEqual({ line: 1, character: 7 });
  });
});

describe('no network, no code from file content', () => {
  it('a $schema URL or modeline is never fetched', async () => {
    // The CommonJS module objects are the ones node's own code and bundles call; they are writable.
    const req = createRequire(__filename);
    const http = req('node:http') as typeof import('node:http');
    const https = req('node:https') as typeof import('node:https');
    const calls: string[] = [];
    const orig = { fetch: globalThis.fetch, get: http.get, request: http.request, sget: https.get, srequest: https.request };
    const trap = (what: string) => ((..._a: unknown[]) => {
      calls.push(what);
      throw new Error(`network used: ${what}`);
    }) as never;
    globalThis.fetch = trap('fetch');
    Object.assign(http, { get: trap('http.get'), request: trap('http.request') });
    Object.assign(https, { get: trap('https.get'), request: trap('https.request') });
    try {
      const text = '# yaml-language-server: $schema=http://127.0.0.1:9/evil.json\n$schema: https://127.0.0.1:9/evil.json\nname: X\nlevel: 1\n';
      const a = service.analyze(text);
      service.hover(a, text.indexOf('level'));
      service.complete(a, text.length);
      expect(a.diagnostics.map((d) => d.code)).toContain('schema/unknown-key');
    } finally {
      globalThis.fetch = orig.fetch;
      Object.assign(http, { get: orig.get, request: orig.request });
      Object.assign(https, { get: orig.sget, request: orig.srequest });
    }
    expect(calls).toEqual([]);
  });
});

describe('a spell with a duplicate key', () => {
  it('is reported, and its value reads the later key (as the message says) instead of throwing', () => {
    const text = readFileSync(new URL('../../fixtures/schema/broken-item.spells.yaml', import.meta.url), 'utf8');
    const a = service.analyze(text);
    expect(a.diagnostics.map((d) => d.code)).toContain('yaml/duplicate-key');
    const twice = a.spells.find((s) => s.name === 'Duplicate Keys');
    expect(twice?.value.level).toBe(3);
    for (let offset = 0; offset <= text.length; offset += 7) expect(() => service.hover(a, offset)).not.toThrow();
  });
});
