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
}

/** One engine index per bot, rebuilt when its training version changes. */
export class ModelCache {
  private readonly bots = new LRUCache<string, TrainedBot>({ max: 500 });

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
    const trained = { version: bot.trainingVersion, model, intents: rows };
    this.bots.set(bot.id, trained);
    return trained;
  }
}
