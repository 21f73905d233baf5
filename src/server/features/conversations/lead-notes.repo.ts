import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { leadNotes, users } from '../../db/schema';

/** The team's private notes on a lead (issue 42): one conversation's, oldest first, with their authors. */
export async function notesOf(db: DbOrTx, botId: string, conversationId: string) {
  return db
    .select({
      id: leadNotes.id,
      text: leadNotes.text,
      author: users.name,
      createdAt: leadNotes.createdAt,
    })
    .from(leadNotes)
    .leftJoin(users, eq(users.id, leadNotes.authorId))
    .where(and(eq(leadNotes.botId, botId), eq(leadNotes.conversationId, conversationId)))
    .orderBy(asc(leadNotes.createdAt), asc(leadNotes.id));
}

/** The notes of several leads at once (a page of the list or of the CSV), grouped by conversation. */
export async function notesOfMany(db: DbOrTx, botId: string, conversationIds: string[]) {
  if (!conversationIds.length)
    return new Map<string, Array<{ text: string; author: string | null; createdAt: Date }>>();
  const rows = await db
    .select({
      conversationId: leadNotes.conversationId,
      text: leadNotes.text,
      author: users.name,
      createdAt: leadNotes.createdAt,
    })
    .from(leadNotes)
    .leftJoin(users, eq(users.id, leadNotes.authorId))
    .where(and(eq(leadNotes.botId, botId), inArray(leadNotes.conversationId, conversationIds)))
    .orderBy(asc(leadNotes.createdAt), asc(leadNotes.id));
  const grouped = new Map<string, Array<{ text: string; author: string | null; createdAt: Date }>>();
  for (const { conversationId, ...note } of rows) {
    const list = grouped.get(conversationId) ?? [];
    list.push(note);
    grouped.set(conversationId, list);
  }
  return grouped;
}

export async function insertNote(
  db: DbOrTx,
  values: { botId: string; conversationId: string; authorId: string; text: string },
) {
  const [row] = await db.insert(leadNotes).values(values).returning();
  return row!;
}

export async function countNotes(db: DbOrTx, conversationId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(leadNotes)
    .where(eq(leadNotes.conversationId, conversationId));
  return row?.n ?? 0;
}
