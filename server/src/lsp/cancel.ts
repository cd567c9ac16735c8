/**
 * Requests the client cancels are answered as LSP says: with a
 * `RequestCancelled` error, not with a result nobody waits for. Every handler
 * checks on entry (server.ts `guard`: the cancellation may have come before
 * the request was taken from the queue), after each wait, after an analysis,
 * and between slices of spells in work over a whole file.
 *
 * The server runs one thing at a time (in Node as in a web worker): a
 * `$/cancelRequest` is read only when the event loop turns, so a checkpoint
 * in long work first lets it turn ({@link checkpoint}, with the runtime's
 * way to wait for a turn: host.ts), then looks at the token.
 *
 * While the loop turns, an edit may come and a newer analysis of the
 * document be made from the one the request works on (which it consumes:
 * service.ts `analyze`). The request's answer would be of a text that is no
 * more: it is answered `ContentModified`, as LSP says for a request a change
 * of state made stale (server.ts checks after each checkpoint).
 */
import { LSPErrorCodes, ResponseError, type CancellationToken } from 'vscode-languageserver';

/** The answer to a request the client cancelled. */
export function cancelled(): ResponseError<void> {
  return new ResponseError(LSPErrorCodes.RequestCancelled, 'Request cancelled');
}

/** The answer to a request whose document changed while it ran. */
export function contentModified(): ResponseError<void> {
  return new ResponseError(LSPErrorCodes.ContentModified, 'Content modified');
}

/** Whether `err` is the {@link cancelled} or {@link contentModified} answer (handlers pass it on; other errors are logged). */
export function isAbandoned(err: unknown): err is ResponseError<void> {
  return err instanceof ResponseError && (err.code === LSPErrorCodes.RequestCancelled || err.code === LSPErrorCodes.ContentModified);
}

/** Stop with the cancellation answer when the client has cancelled. */
export function throwIfCancelled(token: CancellationToken): void {
  if (token.isCancellationRequested) throw cancelled();
}

/**
 * Let the event loop read what arrived during the work so far (a cancellation
 * among it), then stop if the request was cancelled. `nextTurn` resolves once
 * the loop has turned (the host's: setImmediate in Node, a message channel in
 * a web worker).
 */
export async function checkpoint(token: CancellationToken, nextTurn: () => Promise<void>): Promise<void> {
  await nextTurn();
  throwIfCancelled(token);
}

/** Spells per slice of whole-file work (symbols, code lenses): a few milliseconds of work between checkpoints. */
export const SLICE_SPELLS = 500;

/**
 * Whole-file work done a slice of spells at a time, with `pause` (a
 * {@link checkpoint}, and whatever else the caller checks after it) before
 * each slice: `work(start, end)` answers for the spells overlapping the
 * offsets [start, end], as the service's `symbols` and `summaries` do. The
 * answers keep file order, each spell once (a spell whose item ends where the
 * next slice starts is the earlier slice's), and stop once `enough` are had.
 * The same answers as one `work(0, text length)`, sliced: compared on
 * generated files in test/unit/lsp/cancel.test.ts.
 */
export async function inSlices<T extends { start: number }>(
  spells: ReadonlyArray<{ start: number }>,
  pause: () => Promise<void>,
  work: (start: number, end: number) => T[],
  enough = Number.POSITIVE_INFINITY,
  size = SLICE_SPELLS,
): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < spells.length && out.length < enough; i += size) {
    await pause();
    const start = spells[i]!.start;
    const last = spells[Math.min(i + size, spells.length) - 1]!.start;
    for (const x of work(start, last)) if (x.start >= start) out.push(x);
  }
  return out;
}
