import { asc, eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { DbOrTx } from '../../db/client';
import { intents } from '../../db/schema';
import { train, type Model } from './nlu/engine';

export interface TrainedBot {
  version: number;
  model: Model;
  intents: Array<typeof intents.$inferSelect>;
}

/** One engine index per bot, rebuilt when its training version changes. */
export class ModelCache {
  private readonly bots = new LRUCache<string, TrainedBot>({ max: 500 });

  async get(db: DbOrTx, botId: string, version: number): Promise<TrainedBot> {
    const cached = this.bots.get(botId);
    if (cached && cached.version === version) return cached;
    const rows = await db
      .select()
      .from(intents)
      .where(eq(intents.botId, botId))
      .orderBy(asc(intents.position));
    const model = train(
      rows.map((row) => ({ id: row.id, name: row.name, questions: row.questions, answer: row.description })),
    );
    const trained = { version, model, intents: rows };
    this.bots.set(botId, trained);
    return trained;
  }
}
