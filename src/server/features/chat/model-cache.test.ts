import { describe, expect, it } from 'vitest';
import type { DbOrTx } from '../../db/client';
import type { IntentRow } from '../bots/bots.repo';
import { ModelCache, modelBytes } from './model-cache';
import { train } from '../../lib/nlu/engine';
import { MemoryRelease } from '../../lib/memory-release';

// Only the platform bot reads the database (its FAQ); these bots never do.
const noDatabase = {} as DbOrTx;

const TOPICS = [
  ['Horario', '¿A qué hora abren?', 'Abrimos de 9 a 18.'],
  ['Envíos', '¿Hacen envíos a domicilio?', 'Sí, en toda la ciudad.'],
  ['Precios', '¿Cuánto cuesta el corte?', 'El corte sale 8.000.'],
  ['Pagos', '¿Aceptan transferencia?', 'Sí, y Mercado Pago.'],
] as const;

function intentsOf(botId: string, count: number): IntentRow[] {
  return Array.from({ length: count }, (_, i) => {
    const [name, question, answer] = TOPICS[i % TOPICS.length]!;
    return {
      id: `${botId}-${i}`,
      botId,
      name: `${name} ${i}`,
      intention: `tema.${i}`,
      description: answer,
      questions: [question, `${question} (${i})`],
      answers: [],
      files: [],
      position: i,
    } as unknown as IntentRow;
  });
}

const bot = (id: string, trainingVersion = 1) => ({ id, trainingVersion, country: 'Argentina' });

describe('the model cache', () => {
  it('keeps models within its memory budget, the least recently asked leaving first', async () => {
    const one = modelBytes(
      train(intentsOf('x', 12).map((row) => ({ id: row.id, name: row.name, questions: row.questions }))),
    );
    const cache = new ModelCache({ maxBytes: Math.floor(one * 2.5) });
    const a = await cache.get(noDatabase, bot('a'), intentsOf('a', 12));
    await cache.get(noDatabase, bot('b'), intentsOf('b', 12));
    // Asking for "a" again makes "b" the least recently asked.
    expect(await cache.get(noDatabase, bot('a'), intentsOf('a', 12))).toBe(a);
    await cache.get(noDatabase, bot('c'), intentsOf('c', 12));
    expect(cache.size).toBe(2);
    expect(cache.bytes).toBeLessThanOrEqual(Math.floor(one * 2.5));
    expect(await cache.get(noDatabase, bot('a'), intentsOf('a', 12))).toBe(a);
    // "b" left: it is trained anew.
    const b = await cache.get(noDatabase, bot('b'), intentsOf('b', 12));
    expect(b.bytes).toBeGreaterThan(0);
    expect(cache.size).toBe(2);
  });

  it('lets a model nobody asks for leave memory after the idle time, and keeps one that is asked', async () => {
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const expired: number[] = [];
    const release = new MemoryRelease({
      thresholdBytes: 1,
      // Every model that leaves is collected, whatever the test process's heap holds.
      heapShare: 0,
      delayMs: 10,
      minIntervalMs: 0,
      collect: async () => {
        expired.push(cache.size);
      },
    });
    const cache = new ModelCache({ maxBytes: 64 * 1024 * 1024, idleMs: 1000, release });
    await cache.get(noDatabase, bot('quiet'), intentsOf('quiet', 4));
    const busy = await cache.get(noDatabase, bot('busy'), intentsOf('busy', 4));
    for (let i = 0; i < 5; i++) {
      await sleep(300);
      expect(await cache.get(noDatabase, bot('busy'), intentsOf('busy', 4))).toBe(busy);
    }
    // 1.5 s on: the quiet bot's model is gone without anyone asking, the busy one's is kept.
    expect(cache.size).toBe(1);
    await sleep(1500);
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
    // Each model that left for being idle asked for its memory back: one collection after each.
    expect(expired).toEqual([1, 0]);
  });

  it('sizes a model by what it holds: a bigger bot takes more of the budget', () => {
    const small = modelBytes(
      train(intentsOf('s', 4).map((row) => ({ id: row.id, name: row.name, questions: row.questions }))),
    );
    const big = modelBytes(
      train(intentsOf('g', 40).map((row) => ({ id: row.id, name: row.name, questions: row.questions }))),
    );
    expect(big).toBeGreaterThan(small * 3);
  });

  it('trains again when the bot was trained since', async () => {
    const cache = new ModelCache({ maxBytes: 64 * 1024 * 1024 });
    const first = await cache.get(noDatabase, bot('a', 1), intentsOf('a', 4));
    const second = await cache.get(noDatabase, bot('a', 2), intentsOf('a', 5));
    expect(second).not.toBe(first);
    expect(second.intents).toHaveLength(5);
    expect(cache.size).toBe(1);
  });
});
