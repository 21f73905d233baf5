import { asc, eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { PLATFORM_BOT_ID } from '../../../shared/constants';
import { deriveIntention } from '../../../shared/intents';
import type { DbOrTx } from '../../db/client';
import { intents } from '../../db/schema';
import { listFaq, type FaqRow } from '../content/faq.repo';

type IntentRow = typeof intents.$inferSelect;

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
import { train, type Model } from './nlu/engine';

export interface TrainedBot {
  version: number;
  model: Model;
  intents: IntentRow[];
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
    if (botId === PLATFORM_BOT_ID) {
      rows.push(...(await listFaq(db, { onlyPublished: true })).map(faqAsIntent));
    }
    const model = train(
      rows.map((row) => ({ id: row.id, name: row.name, questions: row.questions, answer: row.description })),
    );
    const trained = { version, model, intents: rows };
    this.bots.set(botId, trained);
    return trained;
  }
}
