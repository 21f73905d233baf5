import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { PLATFORM_BOT_ID } from '../../../shared/constants';
import { countryCode } from '../../../shared/countries';
import { deriveIntention } from '../../../shared/intents';
import type { DbOrTx } from '../../db/client';
import type { IntentRow } from '../bots/bots.repo';
import { listFaq, type FaqRow } from '../content/faq.repo';
import { openModel, storeModel, train, type Model } from '../../lib/nlu/engine';
import type { MemoryRelease } from '../../lib/memory-release';
import { engineFingerprint } from '../../lib/nlu/fingerprint';
import { findBotModel, findKeptModelOf, saveBotModel, type BotModelKey } from './bot-models.repo';

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
 * A model's size in memory: what its packed tables hold (lexicalBytes, counted once when it is trained and
 * kept with it), with a quarter more for what that count leaves out (objects' headers, the lookups' spare
 * room). Measured on the 300-intent bots of
 * `bench:scale`, a hundred opened after full collections: 519 KB of heap each for an estimate of 516 KB,
 * counted 645 KB. Over, not under: a budget that is exceeded is no budget.
 */
export function modelBytes(model: Model): number {
  return Math.ceil(model.lexical.heldBytes * 1.25);
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
   * Kept models read ahead of the turn that will ask for them (`preload`), by bot: few (a turn consumes
   * its own at once) and short-lived, so that a read nobody consumed does not hold its bytes.
   */
  private readonly ahead = new LRUCache<string, Promise<KeptModel | undefined>>({
    max: 100,
    ttl: 5_000,
    ttlAutopurge: true,
  });

  /**
   * `idleMs`: a model nobody asked for this long leaves memory (BOT_IDLE_SECONDS), so that memory comes back
   * after a burst; loading it again from the database costs about a tenth of training it.
   */
  constructor(options: { maxBytes: number; idleMs?: number; release?: MemoryRelease }) {
    this.bots = new LRUCache<string, TrainedBot>({
      maxSize: options.maxBytes,
      sizeCalculation: (trained) => trained.bytes,
      ...(options.idleMs ? { ttl: options.idleMs, updateAgeOnGet: true, ttlAutopurge: true } : {}),
      // A model that left (idle, pushed out, replaced): its memory is given back (lib/memory-release).
      dispose: (trained) => options.release?.left(trained.bytes),
    });
  }

  /**
   * Starts reading a bot's kept model while the bot's own data is read (the bot cache calls it on a chat
   * turn for a bot it does not hold), so that a cold bot's first message waits for one round trip of
   * reads instead of two in a row. Nothing when the bot's model is in memory or already being read.
   */
  preload(db: DbOrTx, botId: string): void {
    if (this.bots.has(botId) || this.ahead.has(botId)) return;
    this.ahead.set(
      botId,
      // Caught here: a read nobody consumes must not reject unhandled.
      findKeptModelOf(db, botId)
        .then((kept) => kept && { ...kept, model: inflated(kept.model) })
        .catch(() => undefined),
    );
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

  /**
   * The kept model of exactly this key, inflated: the one read ahead when it is that one, else read now.
   * Undefined when there is none or its bytes cannot be read (the bot is then trained and its model kept).
   */
  private async keptModel(db: DbOrTx, key: BotModelKey): Promise<Buffer | undefined> {
    const readAhead = this.ahead.get(key.botId);
    if (readAhead) {
      this.ahead.delete(key.botId);
      const kept = await readAhead;
      // No model kept a moment ago: none to read now.
      if (!kept) return undefined;
      if (keptFor(kept, key)) return kept.model;
    }
    return findBotModel(db, key)
      .then((kept) => kept && inflated(kept))
      .catch(() => undefined);
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
    const kept = stored && (await this.keptModel(db, stored));
    let model = kept ? openKeptModel(kept) : undefined;
    const loaded = model !== undefined;
    if (!model) {
      model = train(
        rows.map((row) => ({
          id: row.id,
          name: row.name,
          questions: row.questions,
          answer: row.description,
        })),
        { region },
      );
      // Kept compressed: a 300-intent model is 258 KB stored and 50 KB so (1 ms to compress, 0.5 to open).
      // A model that could not be kept is trained again next time; it never fails the visitor's turn.
      if (stored)
        await saveBotModel(db, stored, deflateRawSync(storeModel(model), { level: 1 })).catch(
          () => undefined,
        );
    }
    const trained = {
      version: bot.trainingVersion,
      model,
      intents: rows,
      bytes: modelBytes(model),
      from: loaded ? ('stored' as const) : ('trained' as const),
    };
    this.bots.set(bot.id, trained);
    return trained;
  }
}

type KeptModel = BotModelKey & { model: Buffer };

/** Whether a kept model is the one `key` asks for. */
const keptFor = (kept: KeptModel, key: BotModelKey) =>
  kept.trainingVersion === key.trainingVersion &&
  kept.region === key.region &&
  kept.fingerprint === key.fingerprint;

/**
 * A kept model's bytes as stored before compression (0.3 ms for a 300-intent model). Inflated as soon as
 * its row arrives, while the bot's other rows are still on their way: on libuv's threads instead, the
 * inflated model came back after the bot's data and the turn waited about 1 ms for it.
 */
const inflated = (compressed: Buffer): Buffer => inflateRawSync(compressed);

/** A kept model opened, or undefined when its bytes cannot be read (it is then trained and kept anew). */
function openKeptModel(kept: Buffer): Model | undefined {
  try {
    return openModel(kept);
  } catch {
    return undefined;
  }
}
