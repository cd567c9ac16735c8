/**
 * The `--stdio` message reader (server/src/lsp/stdio.ts) against the plain
 * way, vscode-jsonrpc's StreamMessageReader: the same byte streams (several
 * messages, bodies with multi-byte and astral characters, one body bigger
 * than a chunk, header names in any case, extra headers) cut into chunks at
 * random places, so that headers, bodies and single characters are split
 * across chunks and several messages share one. Both must deliver the same
 * messages in the same order; malformed headers and bodies make both report
 * an error. Where ours is stricter (a broken Content-Length is refused and
 * the reader skips to the next header), it is tested on its own.
 */
import { constants as bufferConstants } from 'node:buffer';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { StreamMessageReader, type Message } from 'vscode-languageserver/node';
import { mulberry32 } from '../../../bench/gen.mjs';
import { ChunkedMessageReader, MAX_BODY, MAX_HEADER } from '../../../server/src/lsp/stdio';

const WORDS = ['name', 'Fireball', 'é', 'ß', '日本語', '😀', '\n', '"', '\\', ' ', 'x'];

function frame(body: string, header = 'Content-Length'): Buffer {
  const bytes = Buffer.from(body, 'utf8');
  return Buffer.concat([Buffer.from(`${header}: ${bytes.length}\r\n\r\n`, 'ascii'), bytes]);
}

function randomMessages(rand: () => number, n: number): Buffer[] {
  const out: Buffer[] = [];
  for (let i = 0; i < n; i++) {
    let text = '';
    // Now and then a body far bigger than a chunk (a didOpen).
    const words = rand() < 0.2 ? 20000 : Math.floor(rand() * 40);
    for (let k = 0; k < words; k++) text += WORDS[Math.floor(rand() * WORDS.length)];
    const body = JSON.stringify({ jsonrpc: '2.0', method: 'textDocument/didOpen', params: { textDocument: { uri: `file:///${i}.yaml`, text } } });
    const header = rand() < 0.3 ? 'content-length' : rand() < 0.5 ? 'Content-Type: application/vscode-jsonrpc; charset=utf-8\r\nContent-Length' : 'Content-Length';
    out.push(frame(body, header));
  }
  return out;
}

function cut(rand: () => number, all: Buffer): Buffer[] {
  const chunks: Buffer[] = [];
  let at = 0;
  while (at < all.length) {
    const size = rand() < 0.3 ? 1 + Math.floor(rand() * 4) : 1 + Math.floor(rand() * 70000);
    chunks.push(all.subarray(at, Math.min(all.length, at + size)));
    at += size;
  }
  return chunks;
}

/** What vscode-jsonrpc's reader delivers for these chunks (messages and error messages). */
async function plainRead(chunks: Buffer[], expected: number): Promise<{ messages: Message[]; errors: string[] }> {
  const stream = new PassThrough();
  const reader = new StreamMessageReader(stream);
  const messages: Message[] = [];
  const errors: string[] = [];
  let done!: () => void;
  const finished = new Promise<void>((r) => (done = r));
  const check = () => {
    if (messages.length + errors.length >= expected) done();
  };
  reader.onError((e) => {
    errors.push(e.message);
    check();
  });
  reader.listen((m) => {
    messages.push(m);
    check();
  });
  for (const c of chunks) stream.write(Buffer.from(c));
  await finished;
  reader.dispose();
  return { messages, errors };
}

function oursRead(chunks: Buffer[]): { messages: Message[]; errors: string[] } {
  const reader = new ChunkedMessageReader();
  const messages: Message[] = [];
  const errors: string[] = [];
  reader.onError((e) => errors.push(e.message));
  reader.listen((m) => messages.push(m));
  for (const c of chunks) reader.feed(Buffer.from(c));
  return { messages, errors };
}

describe('ChunkedMessageReader against StreamMessageReader', () => {
  for (const seed of [1, 2, 3, 4, 5, 6]) {
    it(`delivers the same messages from randomly cut streams (seed ${seed})`, async () => {
      const rand = mulberry32(seed);
      const msgs = randomMessages(rand, 12);
      const chunks = cut(rand, Buffer.concat(msgs));
      const ours = oursRead(chunks);
      const plain = await plainRead(chunks, msgs.length);
      expect(ours.errors).toEqual([]);
      expect(ours.messages.length).toBe(msgs.length);
      expect(ours.messages).toEqual(plain.messages);
    });
  }

  it('reports a missing Content-Length, a non-number and a body that is not JSON, as the plain reader does', async () => {
    const good = frame('{"jsonrpc":"2.0","method":"initialized","params":{}}');
    const cases: Buffer[][] = [
      [Buffer.from('Content-Type: x\r\n\r\n', 'ascii')],
      [Buffer.from('Content-Length: abc\r\n\r\n', 'ascii')],
      [frame('{not json'), good],
    ];
    for (const chunks of cases) {
      const ours = oursRead(chunks);
      const plain = await plainRead(chunks, chunks.length);
      expect(ours.errors.length).toBe(1);
      expect(plain.errors.length).toBe(1);
      expect(ours.messages).toEqual(plain.messages);
    }
  });

  // Stricter than the plain reader, which reads the body of such a message as headers and stays out of step.
  const BROKEN: Array<[string, string, RegExp]> = [
    ['a negative length', 'Content-Length: -23\r\n\r\n', /Got -23; skipping/],
    ['a length past any message', 'Content-Length: 99999999999999\r\n\r\n', /over the 536870888 bytes/],
    ['one byte past the limit', `Content-Length: ${MAX_BODY + 1}\r\n\r\n`, /is over the/],
    ['a non-number', 'Content-Length: abc\r\n\r\n', /Got abc; skipping/],
    ['a number with a tail', 'Content-Length: 12abc\r\n\r\n', /Got 12abc; skipping/],
    ['an exponent', 'Content-Length: 1e3\r\n\r\n', /Got 1e3; skipping/],
    ['no Content-Length', 'Content-Type: x\r\n\r\n', /must provide a Content-Length/],
    ['a line without a colon', 'garbage\r\n\r\n', /separate key and value/],
    ['a header block that never ends', 'x'.repeat(MAX_HEADER + 500), /over 8192 bytes/],
  ];
  for (const [what, head, why] of BROKEN) {
    it(`refuses ${what}, says so once, and reads every message after it (random cuts)`, () => {
      for (const seed of [11, 12, 13]) {
        const rand = mulberry32(seed);
        const before = randomMessages(rand, 3);
        const after = randomMessages(rand, 4);
        // The broken block with a body that mentions a header (in a string, where it cannot be one).
        const bad = Buffer.concat([Buffer.from(head, 'latin1'), Buffer.from(JSON.stringify({ jsonrpc: '2.0', method: 'x', params: { text: 'Content-Length: 5' } }), 'utf8')]);
        const chunks = cut(rand, Buffer.concat([...before, bad, ...after]));
        const ours = oursRead(chunks);
        expect(ours.errors).toHaveLength(1);
        expect(ours.errors[0]).toMatch(why);
        expect(ours.errors[0]).toMatch(/skipping to the next message header$/);
        const want = [...before, ...after].map((b) => JSON.parse(b.toString('utf8', b.indexOf('\r\n\r\n') + 4)) as Message);
        expect(ours.messages).toEqual(want);
      }
    });
  }

  it('the limits: a body as long as a string can be, a header block of 8 KiB', () => {
    expect(MAX_BODY).toBe(bufferConstants.MAX_STRING_LENGTH);
    expect(MAX_HEADER).toBe(8192);
    // A header block of exactly the limit is read.
    const body = '{"jsonrpc":"2.0","method":"initialized","params":{}}';
    const pad = `X-Pad: ${'p'.repeat(MAX_HEADER - `X-Pad: \r\nContent-Length: ${body.length}\r\n\r\n`.length)}\r\n`;
    const block = `${pad}Content-Length: ${body.length}\r\n\r\n`;
    expect(block.length).toBe(MAX_HEADER);
    const ours = oursRead([Buffer.from(block + body, 'latin1')]);
    expect(ours.errors).toEqual([]);
    expect(ours.messages).toHaveLength(1);
  });

  it('notes a shutdown request (the exit code when stdin ends)', () => {
    const reader = new ChunkedMessageReader();
    reader.listen(() => undefined);
    reader.feed(frame('{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}'));
    expect(reader.shutdownSeen).toBe(false);
    reader.feed(frame('{"jsonrpc":"2.0","id":2,"method":"shutdown"}'));
    expect(reader.shutdownSeen).toBe(true);
  });
});
