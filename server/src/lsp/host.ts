/**
 * What the language server's shared wiring (server.ts) needs of the runtime
 * it runs in, and nothing else: Node (main.ts: a process over stdio or IPC)
 * and a browser's web worker (browser-main.ts: vscode.dev, github.dev) each
 * give one. Everything here is plain JavaScript, so server.ts and the
 * modules it imports stay free of Node (eslint.config.mjs holds that seam,
 * and the browser build fails on any Node module).
 */
import type { FileSource } from './workspace-files';

/**
 * When to collect garbage around big documents' analyses. Node's is
 * memory.ts's MemoryKeeper (V8 flags, forced collections); a browser offers
 * no such control, so its is {@link NO_MEMORY_POLICY}. server.ts calls these
 * at the points of a document's life where big garbage is known to appear.
 */
export interface MemoryPolicy {
  /** Run the full analysis of a document of `textLength` characters (opened, or settings changed). */
  fullAnalysis<T>(textLength: number, run: () => T): T;
  /** An analysis of `textLength` characters was replaced by one made anew, not patched. */
  superseded(textLength: number): void;
  /** An analysis is about to be published (`full`: made from scratch). */
  analysed(textLength: number, full: boolean): void;
  /** An analysis was published. */
  published(textLength: number): void;
  /** A spell document changed (its validation now waits for the debounce). */
  edited(): void;
  /** The server shuts down. */
  dispose(): void;
}

/** The policy of a runtime that offers no control over its garbage collector: run, and nothing else. */
export const NO_MEMORY_POLICY: MemoryPolicy = {
  fullAnalysis: (_textLength, run) => run(),
  superseded: () => undefined,
  analysed: () => undefined,
  published: () => undefined,
  edited: () => undefined,
  dispose: () => undefined,
};

/** The runtime under the language server. */
export interface ServerHost {
  /**
   * The workspace folders (URIs) read from disk, for a client that does not
   * read files for the server (no `WORKSPACE_FILES_OPTION`): Node's is
   * disk-files.ts; a web worker has no disk and offers none, so there the
   * index needs the client. Undefined when no folder is on disk (it logs why).
   */
  readonly diskFiles?: (folderUris: string[], log: (s: string) => void) => FileSource | undefined;
  /** The workspace index is switched off (GRIMOIRE_NO_WORKSPACE=1 in Node): each file is checked on its own. */
  readonly noWorkspaceIndex?: boolean;
  /** The memory policy; `busy` says whether a validation is pending. */
  memory(busy: () => boolean): MemoryPolicy;
  /**
   * Resolve once the event loop has turned, so that messages that arrived
   * meanwhile (a cancellation among them) are read (cancel.ts checkpoints).
   * A microtask would not do: messages arrive as tasks.
   */
  nextTurn(): Promise<void>;
  /** The opt-in memory and timing trace (memtrace.ts in Node), or undefined when off. */
  readonly trace?: (event: string, ms?: number) => void;
}

/**
 * A `nextTurn` for runtimes without setImmediate (a web worker): resolves
 * from a message of its own channel, a task like the messages the client
 * sends. Not setTimeout(0): browsers clamp nested timers to 4 ms, which a
 * whole-file request with a checkpoint every 500 spells would pay 100 times
 * at 50k spells.
 */
export function messageChannelTurn(): () => Promise<void> {
  const waiting: Array<() => void> = [];
  const channel = new MessageChannel();
  // The DOM's port (Node's, in tests, takes `onmessage` too, and would stay alive for it without unref).
  const port = channel.port1 as unknown as { onmessage: () => void; unref?: () => void };
  port.onmessage = () => waiting.shift()?.();
  port.unref?.();
  return () =>
    new Promise<void>((resolve) => {
      waiting.push(resolve);
      channel.port2.postMessage(undefined);
    });
}
