import { and, desc, eq, sql } from 'drizzle-orm';
import { msg } from '../../../shared/messages.es';
import { fromMinorUnits, toMinorUnits, type Currency } from '../../../shared/money';
import type { Publication, PublicationQuery, PublicationValues } from '../../../shared/schemas/marketplace';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import { publications, sellerAccounts, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { everyWordIn, foldedEquals } from '../../lib/word-match';
import type { UserRow } from '../../plugins/auth';
import { pageOf } from '../bots/bots.presenter';
import { removeOwnedFiles } from '../files/owned-files';

const m = msg.marketplace;
type PublicationRow = typeof publications.$inferSelect;

const columns = {
  publication: publications,
  seller: { _id: users.id, name: users.name, hero: users.hero, pictureUrl: users.pictureUrl },
  purchasable: sql<boolean>`${sellerAccounts.userId} is not null`,
};
type Joined = { publication: PublicationRow; seller: Publication['createdBy']; purchasable: boolean };

function present({ publication: p, seller, purchasable }: Joined): Publication {
  const currency = p.currency as Currency;
  return {
    _id: p.id,
    createdBy: seller,
    typed: p.typed,
    title: p.title,
    description: p.description,
    price: fromMinorUnits(p.priceMinor, currency),
    currency,
    stock: p.stock,
    images: p.images,
    labels: p.labels,
    country: p.country,
    city: p.city,
    status: p.status,
    purchasable: purchasable && p.status === 1,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

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

export async function listPublications(
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
  return {
    publications: rows.map(present),
    ...pageOf(counted?.total ?? 0, query.page, query.pageSize),
  };
}

/** A publication as `viewer` may see it: paused ones only for their seller and super users (else 404). */
export async function getPublication(db: DbOrTx, viewer: UserRow | null, id: string): Promise<Publication> {
  const [row] = await selectJoined(db).where(eq(publications.id, id));
  const mayManage = !!viewer && !!row && (viewer.id === row.publication.createdBy || viewer.isSuperUser);
  if (!row || (!mayManage && !(await isPubliclyVisible(db, id)))) {
    throw new AppError('not_found', 404, m.notFound);
  }
  return present(row);
}

async function isPubliclyVisible(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: publications.id })
    .from(publications)
    .innerJoin(users, eq(users.id, publications.createdBy))
    .where(and(eq(publications.id, id), publiclyVisible));
  return !!row;
}

function rowValues(values: PublicationValues) {
  return {
    typed: values.typed,
    title: values.title,
    description: values.description,
    priceMinor: toMinorUnits(values.price, values.currency)!,
    currency: values.currency,
    stock: values.typed === 'product' ? (values.stock ?? 0) : null,
    images: values.images,
    labels: values.labels,
    country: values.country,
    city: values.city,
    status: values.status,
  };
}

/** Only a connected seller can put something up for sale. */
async function requireConnectedSeller(db: DbOrTx, user: UserRow) {
  const [account] = await db
    .select({ userId: sellerAccounts.userId })
    .from(sellerAccounts)
    .where(eq(sellerAccounts.userId, user.id));
  if (!account) throw new AppError('forbidden', 403, m.notConnected);
}

export async function createPublication(ctx: AppContext, user: UserRow, values: PublicationValues) {
  await ctx.rateLimiter.consume('publicationCreateUser', user.id, msg.api.creatingTooFast);
  const db = ctx.database.db;
  await requireConnectedSeller(db, user);
  const [row] = await db
    .insert(publications)
    .values({ ...rowValues(values), createdBy: user.id })
    .returning({ id: publications.id });
  return getPublication(db, user, row!.id);
}

async function managedRow(db: DbOrTx, user: UserRow, id: string): Promise<PublicationRow> {
  const [row] = await db.select().from(publications).where(eq(publications.id, id));
  if (!row) throw new AppError('not_found', 404, m.notFound);
  if (row.createdBy !== user.id && !user.isSuperUser) throw new AppError('forbidden', 403, msg.api.forbidden);
  return row;
}

export async function updatePublication(
  ctx: AppContext,
  user: UserRow,
  id: string,
  values: PublicationValues,
) {
  const db = ctx.database.db;
  const before = await managedRow(db, user, id);
  // Republishing is selling again: the seller must still be connected (a super user edits as is).
  if (values.status === 1 && before.createdBy === user.id) await requireConnectedSeller(db, user);
  await db
    .update(publications)
    .set({ ...rowValues(values), updatedAt: new Date() })
    .where(eq(publications.id, id));
  const kept = new Set(values.images.map((image) => image.url));
  const dropped = before.images.filter((image) => !kept.has(image.url));
  await removeOwnedFiles(
    ctx,
    before.createdBy,
    dropped.flatMap((image) => [image.url, image.lazyUrl]),
  );
  return getPublication(db, user, id);
}

export async function deletePublication(ctx: AppContext, user: UserRow, id: string) {
  const db = ctx.database.db;
  const row = await managedRow(db, user, id);
  await db.delete(publications).where(eq(publications.id, id));
  await removeOwnedFiles(
    ctx,
    row.createdBy,
    row.images.flatMap((image) => [image.url, image.lazyUrl]),
  );
}
