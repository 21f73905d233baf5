import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PublicationQuery } from '../../../shared/schemas/marketplace';
import type { DbOrTx } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { publications, sellerAccounts, users } from '../../db/schema';
import { everyWordIn, foldedEquals } from '../../db/word-match';

/** Listings (publications) and their stock. */

export type PublicationRow = typeof publications.$inferSelect;
type PublicationValues = Omit<
  typeof publications.$inferInsert,
  'id' | 'createdBy' | 'createdAt' | 'updatedAt'
>;

const columns = {
  publication: publications,
  seller: { _id: users.id, name: users.name, hero: users.hero, pictureUrl: users.pictureUrl },
  purchasable: sql<boolean>`${sellerAccounts.userId} is not null`,
};

function selectJoined(db: DbOrTx) {
  return db
    .select(columns)
    .from(publications)
    .innerJoin(users, eq(users.id, publications.createdBy))
    .leftJoin(sellerAccounts, eq(sellerAccounts.userId, publications.createdBy));
}

/** Visible to everyone: published, by a published and activated seller. */
const publiclyVisible = and(
  eq(publications.status, 1),
  eq(users.status, 1),
  sql`${users.activatedAt} is not null`,
);

/** One page of listings, newest first, with their seller and whether they can be bought. */
export async function findPublications(
  db: DbOrTx,
  query: Partial<PublicationQuery> & { page: number; pageSize: number },
  scope: { ownerId?: string; includeHidden?: boolean },
) {
  const where = and(
    scope.includeHidden ? undefined : publiclyVisible,
    scope.ownerId ? eq(publications.createdBy, scope.ownerId) : undefined,
    query.typed ? eq(publications.typed, query.typed) : undefined,
    foldedEquals(publications.country, query.country),
    foldedEquals(publications.city, query.city),
    everyWordIn(
      sql`${publications.title} || ' ' || ${publications.description} || ' ' || array_to_string(${publications.labels}, ' ')`,
      query.term,
    ),
  );
  const [rows, [counted]] = await Promise.all([
    selectJoined(db)
      .where(where)
      .orderBy(desc(publications.createdAt), desc(publications.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(publications)
      .innerJoin(users, eq(users.id, publications.createdBy))
      .where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** One listing with its seller and whether it can be bought. */
export async function findPublicationJoined(db: DbOrTx, id: string) {
  const [row] = await selectJoined(db).where(eq(publications.id, id));
  return row;
}

/** How many publications of one owner the bot knows (newest first): a small business's catalog. */
export const CATALOG_MAX = 300;

/** An owner's publications visitors can see, newest first, with whether they can be bought now. */
// Read for every cold bot's first message (the chat's catalog cache): built once and named.
const catalogStatement = preparedOnce((db) =>
  selectJoined(db)
    .where(and(eq(publications.createdBy, sql.placeholder('ownerId')), publiclyVisible))
    .orderBy(desc(publications.createdAt), desc(publications.id))
    .limit(CATALOG_MAX)
    .prepare('find_catalog_of'),
);

export function findCatalogOf(db: DbOrTx, ownerId: string) {
  return catalogStatement(db).execute({ ownerId });
}

export async function isPubliclyVisible(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: publications.id })
    .from(publications)
    .innerJoin(users, eq(users.id, publications.createdBy))
    .where(and(eq(publications.id, id), publiclyVisible));
  return !!row;
}

export async function findPublication(db: DbOrTx, id: string): Promise<PublicationRow | undefined> {
  const [row] = await db.select().from(publications).where(eq(publications.id, id));
  return row;
}

export function findPublicationsByIds(db: DbOrTx, ids: string[]): Promise<PublicationRow[]> {
  return db.select().from(publications).where(inArray(publications.id, ids));
}

export async function insertPublication(
  db: DbOrTx,
  createdBy: string,
  values: PublicationValues,
): Promise<string> {
  const [row] = await db
    .insert(publications)
    .values({ ...values, createdBy })
    .returning({ id: publications.id });
  return row!.id;
}

export async function updatePublicationRow(db: DbOrTx, id: string, values: PublicationValues): Promise<void> {
  await db
    .update(publications)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(publications.id, id));
}

export async function deletePublicationRow(db: DbOrTx, id: string): Promise<void> {
  await db.delete(publications).where(eq(publications.id, id));
}

/** Holds `quantity` units if that many are in stock (two buyers never both get the last one). */
export async function holdStock(db: DbOrTx, id: string, quantity: number): Promise<boolean> {
  const held = await db
    .update(publications)
    .set({ stock: sql`${publications.stock} - ${quantity}` })
    .where(and(eq(publications.id, id), sql`${publications.stock} >= ${quantity}`))
    .returning({ id: publications.id });
  return held.length > 0;
}

/** Units an unpaid order held go back on sale. */
export async function releaseStock(db: DbOrTx, id: string, quantity: number): Promise<void> {
  await db
    .update(publications)
    .set({ stock: sql`${publications.stock} + ${quantity}` })
    .where(eq(publications.id, id));
}

/** A late payment of an expired order takes its units again, down to none. */
export async function takeStockAgain(db: DbOrTx, id: string, quantity: number): Promise<void> {
  await db
    .update(publications)
    .set({ stock: sql`greatest(${publications.stock} - ${quantity}, 0)` })
    .where(eq(publications.id, id));
}
