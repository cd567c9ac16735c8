/**
 * The language server's cancellation checkpoints (server/src/lsp/cancel.ts):
 * whole-file work done a slice of spells at a time gives exactly the answers
 * of one whole-file call (symbols and summaries, on generated files in every
 * legal style and on bench datasets), and a cancellation that comes during
 * one slice stops the work before the next. The protocol side (the answer
 * the client gets) is test/lsp/cancellation.test.ts.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CancellationTokenSource, LSPErrorCodes, type CancellationToken } from 'vscode-languageserver/node';
import { checkpoint, contentModified, inSlices } from '../../../server/src/lsp/cancel';
import { messageChannelTurn } from '../../../server/src/lsp/host';
import { createSpellService, DEFAULT_SETTINGS, type Analysis } from '../../../server/src/service/index';
import { generateDataset } from '../../../bench/gen.mjs';
import { styledFile } from '../../helpers/spell-styles';

const service = createSpellService();
const never: CancellationToken = new CancellationTokenSource().token;
/** Node's turn (main.ts); the web worker's is messageChannelTurn (browser-main.ts). */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
const go = () => checkpoint(never, turn);
const settings = { ...DEFAULT_SETTINGS, codeLens: true };

/** Sliced and whole, for both kinds of whole-file work the server slices. */
async function compare(a: Analysis, size: number): Promise<void> {
  const symbols = await inSlices(a.spells, go, (s, e) => service.symbols(a, 'en', s, e), Infinity, size);
  expect(symbols).toEqual(service.symbols(a, 'en'));
  const summaries = await inSlices(a.spells, go, (s, e) => service.summaries(a, s, e, settings), Infinity, size);
  expect(summaries).toEqual(service.summaries(a, 0, a.text.length, settings));
}

describe('whole-file work in slices', () => {
  it('gives the answers of one whole-file call on files in every legal style (fast-check, fixed seed)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.nat(12), { maxLength: 60 }), fc.integer({ min: 1, max: 4 }), async (picks, size) => {
        await compare(service.analyze(styledFile(picks).text), size);
      }),
      { seed: 20250, numRuns: 150 },
    );
  });

  it('gives the answers of one whole-file call on generated datasets of every system', async () => {
    for (const count of [0, 1, 2, 7, 40]) {
      for (const systems of ['mixed', 'dnd35', 'wfb'] as const) {
        const a = service.analyze(generateDataset({ count, seed: count + 3, systems }).text);
        expect(a.spells.length).toBe(count);
        for (const size of [1, 3, 7, 500]) await compare(a, size);
      }
    }
  });

  it('stops once it has enough, with the first answers of the whole-file call', async () => {
    const a = service.analyze(generateDataset({ count: 40, seed: 5 }).text);
    let calls = 0;
    const first = await inSlices(a.spells, go, (s, e) => (calls++, service.symbols(a, 'en', s, e)), 10, 4);
    // 10 answers need three slices of four spells (4 + 4 + 4 >= 10), not ten.
    expect(calls).toBe(3);
    expect(first.slice(0, 10)).toEqual(service.symbols(a, 'en').slice(0, 10));
  });
});

describe('a cancellation during whole-file work', () => {
  it('stops it before the next slice, with the RequestCancelled answer', async () => {
    const a = service.analyze(generateDataset({ count: 12, seed: 9 }).text);
    const source = new CancellationTokenSource();
    let calls = 0;
    const run = inSlices(a.spells, () => checkpoint(source.token, turn), (s, e) => {
      calls++;
      source.cancel();
      return service.symbols(a, 'en', s, e);
    }, Infinity, 4);
    await expect(run).rejects.toMatchObject({ code: LSPErrorCodes.RequestCancelled });
    expect(calls).toBe(1);
  });

  it('is seen when it arrives as an event while a slice runs (the checkpoint lets the event loop turn first)', async () => {
    const a = service.analyze(generateDataset({ count: 12, seed: 9 }).text);
    const source = new CancellationTokenSource();
    let calls = 0;
    const run = inSlices(a.spells, () => checkpoint(source.token, turn), (s, e) => {
      calls++;
      // As a `$/cancelRequest` read from the client during the slice would: only on the loop's next turn.
      if (calls === 1) setImmediate(() => source.cancel());
      return service.symbols(a, 'en', s, e);
    }, Infinity, 4);
    await expect(run).rejects.toMatchObject({ code: LSPErrorCodes.RequestCancelled });
    expect(calls).toBe(1);
  });

  it("the web worker's turn gives the same sliced answers as Node's", async () => {
    const a = service.analyze(generateDataset({ count: 40, seed: 4, systems: 'mixed' }).text);
    const workerTurn = messageChannelTurn();
    const sliced = await inSlices(a.spells, () => checkpoint(never, workerTurn), (s, e) => service.symbols(a, 'en', s, e), Infinity, 3);
    expect(sliced).toEqual(service.symbols(a, 'en'));
  });

  it('a pause that finds the document changed stops the work with ContentModified', async () => {
    const a = service.analyze(generateDataset({ count: 12, seed: 9 }).text);
    let current = a;
    let calls = 0;
    const run = inSlices(a.spells, async () => {
      await checkpoint(never, turn);
      if (current !== a) throw contentModified();
    }, (s, e) => {
      calls++;
      // An edit analysed meanwhile: the document's analysis is another one now.
      current = service.analyze(a.text + '\n');
      return service.symbols(a, 'en', s, e);
    }, Infinity, 4);
    await expect(run).rejects.toMatchObject({ code: LSPErrorCodes.ContentModified });
    expect(calls).toBe(1);
  });

  it('before any work, does none', async () => {
    const source = new CancellationTokenSource();
    source.cancel();
    let calls = 0;
    await expect(inSlices([{ start: 0 }], () => checkpoint(source.token, turn), () => (calls++, []))).rejects.toMatchObject({ code: LSPErrorCodes.RequestCancelled });
    expect(calls).toBe(0);
  });
});
