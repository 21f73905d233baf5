import { and, eq, sql } from 'drizzle-orm';
import type { Phrase } from '../../../shared/schemas/chat';
import type { DbOrTx } from '../../db/client';
import { botPhrases, bots } from '../../db/schema';

export async function randomPhrases(db: DbOrTx, limit: number): Promise<Phrase[]> {
  const rows = await db
    .select({
      id: botPhrases.id,
      phrase: botPhrases.phrase,
      botId: bots.id,
      alias: bots.alias,
      name: bots.name,
      description: bots.description,
      pictureUrl: bots.pictureUrl,
    })
    .from(botPhrases)
    .innerJoin(bots, eq(bots.id, botPhrases.botId))
    .where(and(eq(botPhrases.active, true), eq(bots.listed, true)))
    .orderBy(sql`random()`)
    .limit(limit);
  return rows.map((row) => ({
    _id: row.id,
    phrase: row.phrase,
    botId: row.botId,
    alias: row.alias,
    botAlias: row.alias,
    botName: row.name,
    botDescription: row.description,
    botPictureUrl: row.pictureUrl,
  }));
}
