/**
 * The client's answers to the server's requests for workspace files
 * (client/src/workspace-files.ts; the requests are server/src/protocol.ts's
 * grimoire/readFile and grimoire/findFiles), on an in-memory file system
 * standing in for vscode.workspace.fs: the text, or why there is none (not
 * found, not a file, too large, outside the workspace, unreadable), sizes
 * capped whatever the request asks, and at most the files asked for.
 */
import { describe, expect, it } from 'vitest';
import { answerFindFiles, answerReadFile, MAX_READ_BYTES, type FileAccess } from '../../../client/src/workspace-files';

const WS = 'vscode-vfs://github/owner/repo';

/** Files by URI (a Uint8Array is a file, 'dir' a folder); `failing` rejects any read with a plain error. */
function memoryFs(files: Record<string, Uint8Array | 'dir'>, failing = new Set<string>()): FileAccess & { reads: string[] } {
  const reads: string[] = [];
  const notFound = () => Object.assign(new Error('not found'), { code: 'FileNotFound' });
  return {
    reads,
    inWorkspace: (uri) => uri.startsWith(`${WS}/`),
    stat: async (uri) => {
      const f = files[uri];
      if (f === undefined) throw notFound();
      return f === 'dir' ? { type: 2, size: 0 } : { type: 1, size: f.length };
    },
    read: async (uri) => {
      reads.push(uri);
      if (failing.has(uri)) throw new Error('EIO: the disk went away');
      const f = files[uri];
      if (f === undefined || f === 'dir') throw notFound();
      return f;
    },
    find: async (_include, _exclude, max) => Object.keys(files).filter((u) => files[u] !== 'dir').slice(0, max),
  };
}

const utf8 = (s: string) => new TextEncoder().encode(s);

describe('grimoire/readFile: what the client answers', () => {
  const fs = memoryFs({
    [`${WS}/.grimoirerc.yaml`]: utf8('system: dnd5e\n'),
    // A byte-order mark and non-ASCII text: decoded as UTF-8, the mark dropped.
    [`${WS}/spells/uk.spell.yaml`]: new Uint8Array([0xef, 0xbb, 0xbf, ...utf8('name: Вогняна куля\n')]),
    [`${WS}/spells`]: 'dir',
    [`${WS}/big.yaml`]: new Uint8Array(1000),
    [`${WS}/broken.yaml`]: utf8('x'),
  }, new Set([`${WS}/broken.yaml`]));

  it('the text of a file in the workspace', async () => {
    expect(await answerReadFile(fs, { uri: `${WS}/.grimoirerc.yaml`, maxBytes: 1024 })).toEqual({ text: 'system: dnd5e\n' });
    expect(await answerReadFile(fs, { uri: `${WS}/spells/uk.spell.yaml`, maxBytes: 1024 })).toEqual({ text: 'name: Вогняна куля\n' });
  });

  it('why there is none: not found, a folder, too large (with its size, unread), unreadable (with the reason)', async () => {
    expect(await answerReadFile(fs, { uri: `${WS}/nope.yaml`, maxBytes: 1024 })).toEqual({ error: 'notFound' });
    expect(await answerReadFile(fs, { uri: `${WS}/spells`, maxBytes: 1024 })).toEqual({ error: 'notAFile' });
    const before = fs.reads.length;
    expect(await answerReadFile(fs, { uri: `${WS}/big.yaml`, maxBytes: 999 })).toEqual({ error: 'tooLarge', size: 1000 });
    expect(fs.reads.length).toBe(before);
    expect(await answerReadFile(fs, { uri: `${WS}/big.yaml`, maxBytes: 1000 })).toEqual({ text: '\0'.repeat(1000) });
    expect(await answerReadFile(fs, { uri: `${WS}/broken.yaml`, maxBytes: 1024 })).toEqual({ error: 'unreadable', detail: 'EIO: the disk went away' });
  });

  it('nothing outside the workspace, whatever the server asks', async () => {
    const outside = memoryFs({ 'file:///etc/passwd': utf8('root:x:0:0') });
    expect(await answerReadFile(outside, { uri: 'file:///etc/passwd', maxBytes: 1024 })).toEqual({ error: 'outsideWorkspace' });
    expect(outside.reads).toEqual([]);
  });

  it('caps the size at 64 MiB, and reads nothing for a malformed request', async () => {
    const huge = { ...memoryFs({}), stat: async () => ({ type: 1, size: MAX_READ_BYTES + 1 }) };
    expect(await answerReadFile(huge, { uri: `${WS}/huge.yaml`, maxBytes: Number.MAX_SAFE_INTEGER })).toEqual({ error: 'tooLarge', size: MAX_READ_BYTES + 1 });
    expect(MAX_READ_BYTES).toBe(64 * 1024 * 1024);
    expect(await answerReadFile(fs, { uri: `${WS}/.grimoirerc.yaml`, maxBytes: Number.NaN })).toEqual({ error: 'tooLarge', size: 14 });
    expect(await answerReadFile(fs, { uri: 42, maxBytes: 10 } as never)).toEqual({ error: 'unreadable', detail: 'no uri' });
  });
});

describe('grimoire/findFiles: what the client answers', () => {
  const files = Object.fromEntries(Array.from({ length: 7 }, (_, i) => [`${WS}/spells/s${i}.spell.yaml`, utf8('x')]));

  it('at most the files asked for, and whether there were more', async () => {
    const fs = memoryFs(files);
    expect(await answerFindFiles(fs, { include: '**/*.yaml', maxResults: 3 })).toEqual({ uris: Object.keys(files).slice(0, 3), truncated: true });
    expect(await answerFindFiles(fs, { include: '**/*.yaml', maxResults: 7 })).toEqual({ uris: Object.keys(files), truncated: false });
    expect(await answerFindFiles(fs, { include: '**/*.yaml', maxResults: 0 })).toEqual({ uris: [], truncated: false });
  });

  it('only files inside the workspace', async () => {
    const fs = memoryFs({ ...files, 'file:///elsewhere/x.spell.yaml': utf8('x') });
    const r = await answerFindFiles(fs, { include: '**/*.yaml', maxResults: 100 });
    expect(r.uris).toEqual(Object.keys(files));
  });
});
