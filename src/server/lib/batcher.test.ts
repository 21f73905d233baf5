import { describe, expect, it } from 'vitest';
import { Batcher } from './batcher';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('Batcher', () => {
  it('processes the items handed in during one turn of the event loop together', async () => {
    const batches: number[][] = [];
    const batcher = new Batcher(
      async (items: number[]) => {
        batches.push(items);
        return items.map((n) => n * 2);
      },
      { maxInFlight: 1, maxBatch: 50 },
    );
    const outputs = await Promise.all([1, 2, 3].map((n) => batcher.run(n)));
    expect(outputs).toEqual([2, 4, 6]);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it('groups what arrives while a batch is in flight into the next one', async () => {
    const batches: number[][] = [];
    let release: () => void = () => undefined;
    const batcher = new Batcher(
      async (items: number[]) => {
        batches.push(items);
        if (batches.length === 1) await new Promise<void>((resolve) => (release = resolve));
        return items;
      },
      { maxInFlight: 1, maxBatch: 50 },
    );
    const first = batcher.run(1);
    await tick();
    const later = [batcher.run(2), batcher.run(3)];
    await tick();
    expect(batches).toEqual([[1]]);
    release();
    expect(await Promise.all([first, ...later])).toEqual([1, 2, 3]);
    expect(batches).toEqual([[1], [2, 3]]);
  });

  it('keeps batches under the size limit', async () => {
    const sizes: number[] = [];
    const batcher = new Batcher(
      async (items: number[]) => {
        sizes.push(items.length);
        return items;
      },
      { maxInFlight: 1, maxBatch: 2 },
    );
    await Promise.all([1, 2, 3, 4, 5].map((n) => batcher.run(n)));
    expect(sizes).toEqual([2, 2, 1]);
  });

  it('fails only the item that fails when a batch of several fails', async () => {
    const batcher = new Batcher(
      async (items: number[]) => {
        if (items.includes(13)) throw new Error('thirteen');
        return items;
      },
      { maxInFlight: 1, maxBatch: 50 },
    );
    const results = await Promise.allSettled([12, 13, 14].map((n) => batcher.run(n)));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason).toEqual(new Error('thirteen'));
  });
});
