import { serialize } from 'node:v8';
import { LRUCache } from 'lru-cache';
import { PLATFORM_BOT_ID } from '../../../shared/constants';
import { countryCode } from '../../../shared/countries';
import { deriveIntention } from '../../../shared/intents';
import type { DbOrTx } from '../../db/client';
import type { IntentRow } from '../bots/bots.repo';
import { listFaq, type FaqRow } from '../content/faq.repo';

/** A published FAQ entry answers like one more intent of the platform bot. */
function faqAsIntent(entry: FaqRow): IntentRow {
  return {
    id: `faq-${entry.id}`,
    botId: PLATFORM_BOT_ID,
    name: entry.question,
    intention: `faq.${deriveIntention(entry.question)}`,
    description: entry.answer,
    questions: [entry.question],
    answers: [],
    files: [],
    position: 10_000 + entry.position,
  };
}
import { train, type Model } from '../../lib/nlu/engine';

export interface TrainedBot {
  version: number;
  model: Model;
  intents: IntentRow[];
  /** The model's estimated size in memory (modelBytes). */
  bytes: number;
}

/**
 * A model's size in memory, estimated from its serialized size: measured on bots of 30 to 300 intents, the
 * heap a model holds was 2.9 to 4.6 times the bytes of `v8.serialize` (maps, arrays and strings carry headers and
 * spare room the serialized form does not). Over, not under: a budget that is exceeded is no budget.
 */
const HEAP_PER_SERIALIZED_BYTE = 5;

export function modelBytes(model: Model): number {
  return serialize(model).length * HEAP_PER_SERIALIZED_BYTE;
}

/**
 * One engine index per bot, rebuilt when its training version changes. Bounded by memory, not by a count
 * of bots (MODEL_CACHE_MB, decision 063): a 300-intent bot holds about 3 MB and a 5-intent one 50 KB, so a
 * count either wastes the memory or runs out of it. The least recently asked bot leaves first.
 */
export class ModelCache {
  private readonly bots: LRUCache<string, TrainedBot>;

  constructor(options: { maxBytes: number }) {
    this.bots = new LRUCache<string, TrainedBot>({
      maxSize: options.maxBytes,
      sizeCalculation: (trained) => trained.bytes,
    });
  }

  /** What the kept models hold, by the same estimate (GET /metrics, the benchmarks). */
  get bytes(): number {
    return this.bots.calculatedSize;
  }

  get size(): number {
    return this.bots.size;
  }

  /** The bot's engine; `intents` are the bot's own (the bot cache's), read only when it must be rebuilt. */
  async get(
    db: DbOrTx,
    bot: { id: string; trainingVersion: number; country?: string | null },
    intents: readonly IntentRow[],
  ): Promise<TrainedBot> {
    const region = countryCode(bot.country);
    const cached = this.bots.get(bot.id);
    // The country decides the regional senses: a bot moved to another country is read anew.
    if (cached && cached.version === bot.trainingVersion && cached.model.region === region) return cached;
    const rows = [...intents];
    if (bot.id === PLATFORM_BOT_ID) {
      rows.push(...(await listFaq(db, { onlyPublished: true })).map(faqAsIntent));
    }
    const model = train(
      rows.map((row) => ({ id: row.id, name: row.name, questions: row.questions, answer: row.description })),
      { region },
    );
    const trained = { version: bot.trainingVersion, model, intents: rows, bytes: modelBytes(model) };
    this.bots.set(bot.id, trained);
    return trained;
  }
}
