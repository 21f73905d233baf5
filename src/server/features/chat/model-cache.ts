import { deserialize, serialize } from 'node:v8';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { PLATFORM_BOT_ID } from '../../../shared/constants';
import { countryCode } from '../../../shared/countries';
import { deriveIntention } from '../../../shared/intents';
import type { DbOrTx } from '../../db/client';
import type { IntentRow } from '../bots/bots.repo';
import { listFaq, type FaqRow } from '../content/faq.repo';
import { train, type Model } from '../../lib/nlu/engine';
import { engineFingerprint } from '../../lib/nlu/fingerprint';
import { findBotModel, saveBotModel, type BotModelKey } from './bot-models.repo';

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

export interface TrainedBot {
  version: number;
  model: Model;
  intents: IntentRow[];
  /** The model's estimated size in memory (modelBytes). */
  bytes: number;
  /** Whether it was trained here or loaded from the model kept in the database. */
  from: 'trained' | 'stored';
}

/**
 * A model's size in memory, estimated from its serialized size: measured on bots of 30 to 300 intents, the
 * heap a model holds was 2.9 to 4.6 times the bytes of `v8.serialize` (maps, arrays and strings carry headers and
 * spare room the serialized form does not), and 6.1 times for the 300 short, varied intents of
 * `bench:scale` (2.77 MB of heap for 457 KB, twenty models opened after a full collection). Over, not
 * under: a budget that is exceeded is no budget.
 */
const HEAP_PER_SERIALIZED_BYTE = 7;

export function modelBytes(model: Model): number {
  return serialize(model).length * HEAP_PER_SERIALIZED_BYTE;
}

/**
 * One engine index per bot, rebuilt when its training version changes. A bot not in memory is loaded from
 * the model kept in the database for its training, region and engine (`bot_models`), and trained (and kept
 * there) otherwise: loading takes about a tenth of the time of training. Bounded by memory, not by a count
 * of bots (MODEL_CACHE_MB, decision 063): a 300-intent bot holds about 3 MB and a 5-intent one 50 KB, so a
 * count either wastes the memory or runs out of it. The least recently asked bot leaves first.
 */
export class ModelCache {
  private readonly bots: LRUCache<string, TrainedBot>;
  private readonly building = new Map<string, Promise<TrainedBot>>();

  /**
   * `idleMs`: a model nobody asked for this long leaves memory (BOT_IDLE_SECONDS), so that memory comes back
   * after a burst; loading it again from the database costs about a tenth of training it.
   */
  constructor(options: { maxBytes: number; idleMs?: number }) {
    this.bots = new LRUCache<string, TrainedBot>({
      maxSize: options.maxBytes,
      sizeCalculation: (trained) => trained.bytes,
      ...(options.idleMs ? { ttl: options.idleMs, updateAgeOnGet: true, ttlAutopurge: true } : {}),
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
    // One build per bot and training at a time: the first messages to a cold bot wait for the same one.
    const key = `${bot.id} ${bot.trainingVersion} ${region}`;
    const pending = this.building.get(key);
    if (pending) return pending;
    const building = this.build(db, bot, region, intents).finally(() => this.building.delete(key));
    this.building.set(key, building);
    return building;
  }

  private async build(
    db: DbOrTx,
    bot: { id: string; trainingVersion: number },
    region: string | null,
    intents: readonly IntentRow[],
  ): Promise<TrainedBot> {
    const rows = [...intents];
    const isPlatform = bot.id === PLATFORM_BOT_ID;
    if (isPlatform) {
      rows.push(...(await listFaq(db, { onlyPublished: true })).map(faqAsIntent));
    }
    // The platform bot's FAQ is not part of its training version, so its model is never kept in the database.
    const stored: BotModelKey | undefined = isPlatform
      ? undefined
      : { botId: bot.id, trainingVersion: bot.trainingVersion, region, fingerprint: engineFingerprint() };
    const kept = stored && (await findBotModel(db, stored).catch(() => undefined));
    const loaded = kept ? openKeptModel(kept) : undefined;
    let model: Model;
    let serialized: Buffer;
    if (loaded) {
      ({ model, serialized } = loaded);
    } else {
      model = train(
        rows.map((row) => ({
          id: row.id,
          name: row.name,
          questions: row.questions,
          answer: row.description,
        })),
        { region },
      );
      serialized = serialize(model);
      // Kept compressed: a 300-intent model is 680 KB serialized and 204 KB so (6 ms to compress, 5 to open).
      // A model that could not be kept is trained again next time; it never fails the visitor's turn.
      if (stored)
        await saveBotModel(db, stored, deflateRawSync(serialized, { level: 1 })).catch(() => undefined);
    }
    const trained = {
      version: bot.trainingVersion,
      model,
      intents: rows,
      bytes: serialized.length * HEAP_PER_SERIALIZED_BYTE,
      from: loaded ? ('stored' as const) : ('trained' as const),
    };
    this.bots.set(bot.id, trained);
    return trained;
  }
}

/** A kept model opened, or undefined when its bytes cannot be read (it is then trained and kept anew). */
function openKeptModel(kept: Buffer): { model: Model; serialized: Buffer } | undefined {
  try {
    const serialized = inflateRawSync(kept);
    return { model: deserialize(serialized) as Model, serialized };
  } catch {
    return undefined;
  }
}
