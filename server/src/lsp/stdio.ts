/**
 * The server's `--stdio` transport, with a message reader that does not keep
 * a message's chunks until the message is complete.
 *
 * vscode-jsonrpc's StreamMessageReader keeps every 64 KiB chunk of a message
 * until it is complete, then copies them into one Buffer of the message's
 * size and decodes that. For the didOpen of a 50k-spell file (30 MB) that is
 * 30 MB of chunks in the C heap at once, and freeing the 30 MB block after
 * them makes glibc raise its trim threshold to twice that size, so the freed
 * chunks stayed resident for the life of the process (measured: the C heap
 * 7.6 -> 35.5 MiB after the open, kept to the end). This reader allocates
 * the body at its Content-Length as soon as the headers are read and copies
 * each chunk into it as it arrives, so a chunk is garbage right away and the
 * C heap never holds the message twice. A chunk's bytes are freed only when
 * a collection finds its (dead) Buffer, and while a big message arrives
 * nothing else allocates enough to cause one: a young collection every MiB
 * of body keeps the chunks from piling up (without it the C heap still
 * reached 29 MiB in some runs, and stayed so).
 * Decoding the body bytes whole was kept on purpose: decoding chunk by chunk
 * put 30 MB of string pieces in V8's old space, which V8 kept committed.
 *
 * Same messages as StreamMessageReader, in the same order: the headers are
 * read as it reads them (Content-Length required, names case-insensitive),
 * the body is UTF-8 JSON. test/unit/lsp/stdio.test.ts feeds both the same
 * byte streams cut at random places (multi-byte characters split across
 * chunks, several messages per chunk) and compares what they deliver.
 * Not kept from it: the "partial message" event after 10 s without the rest
 * of a message (informational; the connection only logs it).
 *
 * Stricter than it on a broken header block: a Content-Length that is
 * missing, not a whole number (`-23`, `1e3`, `12abc`), or over
 * {@link MAX_BODY} (a body no JavaScript string can hold), and a header
 * block over {@link MAX_HEADER} bytes, are refused with an error event
 * (stdioConnection logs it), and the reader skips to the next
 * `Content-Length: N` line ending in CR LF. vscode-jsonrpc's reader reads the
 * body of such a message as headers and stays out of step; a negative length
 * made the byte loop step backwards forever, and a huge one threw from the
 * allocation and ended the process. The skip cannot stop inside a JSON
 * body: JSON holds no raw line break inside a string, and that line is not
 * JSON outside one.
 *
 * Used by main.ts for `--stdio`; other transports (`--node-ipc` from the VS
 * Code client, sockets) go through vscode-languageserver's own choice.
 */
import {
  AbstractMessageReader,
  createConnection,
  ProposedFeatures,
  StreamMessageWriter,
  type Connection,
  type DataCallback,
  type Disposable,
  type Message,
  type MessageReader,
} from 'vscode-languageserver/node';
import { constants as bufferConstants } from 'node:buffer';
import { youngCollector } from './gc';

/**
 * Bytes of a big body between two young collections: 16 of the 64 KiB
 * chunks, ~30 collections of about a millisecond for a 30 MB didOpen.
 */
const COLLECT_EVERY = 1024 * 1024;

const CR = 13;
const LF = 10;

/** The largest body taken: what one JavaScript string can hold at all (512 MiB on 64-bit Node), so a larger message could never be decoded. */
export const MAX_BODY = bufferConstants.MAX_STRING_LENGTH;
/** The largest header block taken: real ones are a line or two. */
export const MAX_HEADER = 8192;
/** The header line the reader waits for after refusing a header block. */
const RESYNC = /content-length:[ \t]{0,8}\d{1,20}\r\n/i;
/** Longer than any {@link RESYNC} match, so a line cut between two chunks is still found. */
const RESYNC_CARRY = 64;

/** Reads LSP base-protocol messages from a byte stream, decoding bodies chunk by chunk. */
export class ChunkedMessageReader extends AbstractMessageReader implements MessageReader {
  /** Header bytes seen so far (ASCII, read as latin1), while `remaining` is -1. */
  private head = '';
  /** vscode-jsonrpc's header scan state: 4 once `\r\n\r\n` is seen. */
  private state = 0;
  /** Body bytes still to read; -1 while reading headers. */
  private remaining = -1;
  /** The body being read (allocated at its Content-Length) and how much of it has arrived. */
  private body: Buffer | undefined;
  private filled = 0;
  private callback: DataCallback | undefined;
  /** Whether a `shutdown` request went through (the exit code when the stream ends). */
  shutdownSeen = false;
  /** True after a refused header block, until the next `Content-Length` line. */
  private resyncing = false;
  /** The last bytes looked at while resynchronising (latin1), for a line cut between chunks. */
  private carry = '';

  /** Body bytes copied since the last young collection. */
  private sinceCollect = 0;

  /**
   * @param readable the byte stream (none in tests, which call {@link feed})
   * @param collectYoung run every {@link COLLECT_EVERY} bytes of a big body, so that the
   *   chunks already copied are freed while the rest arrives (gc.ts)
   */
  constructor(
    private readonly readable?: NodeJS.ReadableStream,
    private readonly collectYoung?: () => void,
  ) {
    super();
  }

  /** Start delivering messages (the MessageReader contract). */
  listen(callback: DataCallback): Disposable {
    this.callback = callback;
    const r = this.readable;
    if (!r) return { dispose: () => undefined };
    const onData = (chunk: Buffer | string) => this.feed(typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk);
    const onError = (e: Error) => this.fireError(e);
    const onClose = () => this.fireClose();
    r.on('data', onData);
    r.on('error', onError);
    r.on('close', onClose);
    return {
      dispose: () => {
        r.off('data', onData);
        r.off('error', onError);
        r.off('close', onClose);
      },
    };
  }

  /** Take the next bytes of the stream (what a `data` event brings; tests call it directly). */
  feed(chunk: Buffer): void {
    let at = 0;
    while (at < chunk.length) {
      if (this.resyncing) {
        at = this.resync(chunk, at);
        continue;
      }
      if (this.remaining < 0) {
        // Headers: the same byte-wise scan for `\r\n\r\n` as vscode-jsonrpc's tryReadHeaders.
        let i = at;
        let state = this.state;
        // Scan no further than one byte past MAX_HEADER: a longer block is refused, and the rest of the chunk resynchronised.
        const stop = Math.min(chunk.length, at + MAX_HEADER + 1 - this.head.length);
        while (i < stop && state !== 4) {
          const c = chunk[i++]!;
          if (c === CR) state = state === 0 ? 1 : state === 2 ? 3 : 0;
          else if (c === LF) state = state === 1 ? 2 : state === 3 ? 4 : 0;
          else state = 0;
        }
        this.head += chunk.toString('latin1', at, i);
        at = i;
        this.state = state;
        if (state !== 4) {
          if (this.head.length > MAX_HEADER) this.refuse(`Message header is over ${MAX_HEADER} bytes without an empty line`);
          continue;
        }
        this.state = 0;
        const length = this.contentLength(this.head);
        this.head = '';
        if (length === undefined) continue;
        if (chunk.length - at >= length) {
          // The whole body is in this chunk (every message but the big ones).
          this.deliver(chunk.toString('utf8', at, at + length));
          at += length;
          continue;
        }
        this.remaining = length;
        this.body = Buffer.allocUnsafe(length);
        this.filled = 0;
        continue;
      }
      const take = Math.min(this.remaining, chunk.length - at);
      chunk.copy(this.body!, this.filled, at, at + take);
      this.filled += take;
      this.sinceCollect += take;
      if (this.sinceCollect >= COLLECT_EVERY && this.collectYoung) {
        this.sinceCollect = 0;
        this.collectYoung();
      }
      this.remaining -= take;
      at += take;
      if (this.remaining === 0) {
        const body = this.body!;
        this.body = undefined;
        this.remaining = -1;
        this.deliver(body.toString('utf8'));
      }
    }
  }

  /**
   * The Content-Length of a header block, or undefined when it is missing, not
   * a whole number or over {@link MAX_BODY}: then an error is fired and the
   * reader skips to the next header ({@link refuse}).
   */
  private contentLength(head: string): number | undefined {
    const lines = head.split('\r\n');
    const headers = new Map<string, string>();
    for (let k = 0; k < lines.length - 2; k++) {
      const line = lines[k]!;
      const colon = line.indexOf(':');
      if (colon === -1) return this.refuse(`Message header must separate key and value using ':'\n${clip(line)}`);
      headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
    }
    const value = headers.get('content-length');
    if (!value) return this.refuse(`Header must provide a Content-Length property.\n${clip(JSON.stringify(Object.fromEntries(headers)))}`);
    const length = /^\d{1,20}$/.test(value) ? Number(value) : NaN;
    if (isNaN(length)) return this.refuse(`Content-Length value must be a number. Got ${clip(value)}`);
    if (length > MAX_BODY) return this.refuse(`Content-Length ${value} is over the ${MAX_BODY} bytes a message may have`);
    return length;
  }

  /** Refuse the header block read so far: say why, and skip to the next `Content-Length` line. */
  private refuse(why: string): undefined {
    this.fireError(new Error(`${why}; skipping to the next message header`));
    this.head = '';
    this.state = 0;
    this.resyncing = true;
    this.carry = '';
    return undefined;
  }

  /**
   * Skip bytes from `at` up to the end of the next `Content-Length: N` line,
   * which starts the next header block; returns where reading goes on (the
   * chunk's end when the line has not come yet).
   */
  private resync(chunk: Buffer, at: number): number {
    const text = this.carry + chunk.toString('latin1', at);
    const m = RESYNC.exec(text);
    if (!m) {
      this.carry = text.slice(-RESYNC_CARRY);
      return chunk.length;
    }
    // The carry held no whole line (it was searched before), so the line ends in this chunk.
    const end = at + m.index + m[0].length - this.carry.length;
    this.resyncing = false;
    this.carry = '';
    this.head = m[0];
    this.state = 2; // the line's own CR LF: one more ends the block
    return end;
  }

  /** A body read whole: parse it and hand it on. */
  private deliver(json: string): void {
    let message: Message;
    try {
      message = JSON.parse(json) as Message;
    } catch (err) {
      this.fireError(err);
      return;
    }
    if ((message as { method?: unknown }).method === 'shutdown') this.shutdownSeen = true;
    this.callback?.(message);
  }
}

/**
 * The connection for `--stdio` with {@link ChunkedMessageReader}; what
 * vscode-languageserver does for `--stdio` otherwise kept: the process
 * exits when stdin ends (0 after a shutdown request, else 1), and `console`
 * output goes to the client's log instead of corrupting stdout. Called by
 * main.ts.
 */
export function stdioConnection(): Connection {
  const reader = new ChunkedMessageReader(process.stdin, youngCollector());
  const connection = createConnection(ProposedFeatures.all, reader, new StreamMessageWriter(process.stdout));
  // The connection only passes reader errors to listeners; nothing would say that a message was skipped.
  reader.onError((e) => connection.console.error(`[grimoire] ${e.message}`));
  const end = () => process.exit(reader.shutdownSeen ? 0 : 1);
  process.stdin.on('end', end);
  process.stdin.on('close', end);
  const say = (f: (m: string) => void) => (...args: unknown[]) => f(args.map((a) => (typeof a === 'string' ? a : inspectValue(a))).join(' '));
  console.log = say((m) => connection.console.log(m));
  console.info = say((m) => connection.console.info(m));
  console.debug = say((m) => connection.console.log(m));
  console.warn = say((m) => connection.console.warn(m));
  console.error = say((m) => connection.console.error(m));
  return connection;
}

/** At most 200 characters of a header, for a message. */
function clip(s: string): string {
  return s.length > 200 ? `${s.slice(0, 200)}...` : s;
}

function inspectValue(a: unknown): string {
  try {
    return a instanceof Error ? (a.stack ?? a.message) : JSON.stringify(a) ?? String(a);
  } catch {
    return String(a);
  }
}
