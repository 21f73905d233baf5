import { msg } from '../../../shared/messages.es';
import { fromMinorUnits, toMinorUnits, type Currency } from '../../../shared/money';
import type { Publication, PublicationQuery, PublicationValues } from '../../../shared/schemas/marketplace';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { UserRow } from '../../lib/user-row';
import { pageOf } from '../../lib/pages';
import { findUserByRef } from '../accounts/accounts.repo';
import { removeOwnedFiles } from '../files/owned-files';
import * as repo from './publications.repo';
import type { PublicationRow } from './publications.repo';
import { findSellerAccount } from './sellers.repo';

const m = msg.marketplace;

type Joined = { publication: PublicationRow; seller: Publication['createdBy']; purchasable: boolean };

/** A product the bot can show in a conversation (issue 40): a card's data, with the words it is found by. */
export interface CatalogItem {
  publicationId: string;
  title: string;
  description: string;
  labels: string[];
  /** Decimal text in the currency's units ("12000.50"). */
  price: string;
  currency: Currency;
  /** Units left; null for services, which have no stock. */
  stock: number | null;
  pictureUrl: string | null;
  /** The listing's page (relative to the site). */
  path: string;
  /** Its seller can take payments now. */
  purchasable: boolean;
}

/** The publications of a bot's owner as the bot knows them. */
export async function catalogOf(db: DbOrTx, ownerId: string): Promise<CatalogItem[]> {
  const rows = await repo.findCatalogOf(db, ownerId);
  return rows.map(({ publication: p, purchasable }) => ({
    publicationId: p.id,
    title: p.title,
    description: p.description,
    labels: p.labels,
    price: fromMinorUnits(p.priceMinor, p.currency as Currency),
    currency: p.currency as Currency,
    stock: p.stock,
    pictureUrl: p.images[0]?.url ?? null,
    path: `/marketplace/${encodeURIComponent(p.id)}`,
    purchasable,
  }));
}

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

export async function listPublications(
  ctx: AppContext,
  query: Partial<PublicationQuery> & { page: number; pageSize: number },
  scope: { ownerId?: string; includeHidden?: boolean },
) {
  const { rows, total } = await repo.findPublications(ctx.database.db, query, scope);
  return {
    publications: rows.map(present),
    ...pageOf(total, query.page, query.pageSize),
  };
}

/** A user's listings: the published ones, or all of them for the user and super users; none for no such user. */
export async function listPublicationsOfUser(
  ctx: AppContext,
  viewer: UserRow | null | undefined,
  userRef: string,
  query: Partial<PublicationQuery> & { page: number; pageSize: number },
) {
  const owner = await findUserByRef(ctx.database.db, userRef);
  if (!owner) return { publications: [], total: 0, totalPages: 0, nextPage: null };
  const includeHidden = !!viewer && (viewer.id === owner.id || viewer.isSuperUser);
  return listPublications(ctx, query, { ownerId: owner.id, includeHidden });
}

/** A publication as `viewer` may see it: paused ones only for their seller and super users (else 404). */
export async function getPublication(
  ctx: AppContext,
  viewer: UserRow | null,
  id: string,
): Promise<Publication> {
  const db = ctx.database.db;
  const row = await repo.findPublicationJoined(db, id);
  const mayManage = !!viewer && !!row && (viewer.id === row.publication.createdBy || viewer.isSuperUser);
  if (!row || (!mayManage && !(await repo.isPubliclyVisible(db, id)))) {
    throw new AppError('not_found', 404, m.notFound);
  }
  return present(row);
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
  const account = await findSellerAccount(db, user.id);
  if (!account) throw new AppError('forbidden', 403, m.notConnected);
}

export async function createPublication(ctx: AppContext, user: UserRow, values: PublicationValues) {
  await ctx.rateLimiter.consume('publicationCreateUser', user.id, msg.api.creatingTooFast);
  const db = ctx.database.db;
  await requireConnectedSeller(db, user);
  const id = await repo.insertPublication(db, user.id, rowValues(values));
  return getPublication(ctx, user, id);
}

async function managedRow(db: DbOrTx, user: UserRow, id: string): Promise<PublicationRow> {
  const row = await repo.findPublication(db, id);
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
  await repo.updatePublicationRow(db, id, rowValues(values));
  const kept = new Set(values.images.map((image) => image.url));
  const dropped = before.images.filter((image) => !kept.has(image.url));
  await removeOwnedFiles(
    ctx,
    before.createdBy,
    dropped.flatMap((image) => [image.url, image.lazyUrl]),
  );
  return getPublication(ctx, user, id);
}

export async function deletePublication(ctx: AppContext, user: UserRow, id: string) {
  const db = ctx.database.db;
  const row = await managedRow(db, user, id);
  await repo.deletePublicationRow(db, id);
  await removeOwnedFiles(
    ctx,
    row.createdBy,
    row.images.flatMap((image) => [image.url, image.lazyUrl]),
  );
}
