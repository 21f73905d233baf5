import { describe, expect, it } from 'vitest';
import { MemoryRelease } from './memory-release';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('MemoryRelease', () => {
  it('collects soon after enough memory left, what leaves together in one collection', async () => {
    let collections = 0;
    const release = new MemoryRelease({
      thresholdBytes: 1000,
      delayMs: 20,
      minIntervalMs: 0,
      quietMs: 10_000,
      collect: async () => {
        collections += 1;
      },
    });
    release.left(600);
    await sleep(60);
    expect(collections).toBe(0);
    release.left(600);
    release.left(5000);
    await sleep(60);
    expect(collections).toBe(1);
  });

  it('collects what is left under the threshold once nothing more leaves for a while', async () => {
    let collections = 0;
    const release = new MemoryRelease({
      thresholdBytes: 1000,
      delayMs: 10,
      minIntervalMs: 0,
      quietMs: 100,
      collect: async () => {
        collections += 1;
      },
    });
    for (let i = 0; i < 4; i++) {
      release.left(10);
      await sleep(50);
    }
    // Still leaving every 50 ms: not quiet yet.
    expect(collections).toBe(0);
    await sleep(150);
    expect(collections).toBe(1);
  });

  it('waits out the minimum interval between two collections', async () => {
    const at: number[] = [];
    const release = new MemoryRelease({
      thresholdBytes: 10,
      delayMs: 10,
      minIntervalMs: 200,
      quietMs: 10,
      collect: async () => {
        at.push(Date.now());
      },
    });
    release.left(10);
    await sleep(40);
    release.left(10);
    await sleep(80);
    expect(at).toHaveLength(1);
    await sleep(200);
    expect(at).toHaveLength(2);
    expect(at[1]! - at[0]!).toBeGreaterThanOrEqual(190);
  });

  it('waits for a share of what the heap held after the last collection when that is more', async () => {
    let collections = 0;
    const release = new MemoryRelease({
      thresholdBytes: 1000,
      heapShare: 0.25,
      delayMs: 10,
      minIntervalMs: 0,
      quietMs: 10_000,
      collect: async () => {
        collections += 1;
      },
      heapUsed: () => 100_000,
    });
    // Before any collection, the floor.
    release.left(1000);
    await sleep(40);
    expect(collections).toBe(1);
    expect(release.threshold).toBe(25_000);
    release.left(20_000);
    await sleep(40);
    expect(collections).toBe(1);
    release.left(5_000);
    await sleep(40);
    expect(collections).toBe(2);
  });

  it("runs V8's own full collection and gives the heap back", async () => {
    const release = new MemoryRelease({ thresholdBytes: 1, delayMs: 1, minIntervalMs: 0 });
    let garbage: unknown[] | null = Array.from({ length: 300_000 }, (_, i) => ({ i, text: `texto ${i}` }));
    const held = process.memoryUsage().heapUsed;
    expect(garbage.length).toBe(300_000);
    garbage = null;
    release.left(1);
    let freed = 0;
    for (let i = 0; i < 40 && freed < 10 * 1024 * 1024; i++) {
      await sleep(50);
      freed = held - process.memoryUsage().heapUsed;
    }
    expect(freed).toBeGreaterThan(10 * 1024 * 1024);
  });
});
