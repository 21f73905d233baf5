import { randomBytes } from 'node:crypto';
import { msg } from '../../../shared/messages.es';
import { normalizePhone } from '../../../shared/contact';
import type {
  PublishedContact,
  SellerConnection,
  SellerContactSchema,
  SellerCredentials,
} from '../../../shared/schemas/marketplace';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { open, seal } from '../../lib/secret-box';
import type { UserRow } from '../../lib/user-row';
import { findSaleContacts, updateUser } from '../accounts/accounts.repo';
import { createNotifications } from '../notifications/notifications.repo';
import { paymentProviderOf } from './providers';
import { ProviderError, type SellerTokens } from './providers/provider';
import * as repo from './sellers.repo';

const STATE_TTL_MS = 15 * 60_000;
const m = msg.marketplace;

/** Where the provider sends the seller back with ?code&state: the settings screen finishes the connection. */
export function sellerRedirectUri(ctx: AppContext): string {
  return `${ctx.settings.publicUrl}/dashboard/settings`;
}

/**
 * The connection card's view. While disconnected, each call keeps a fresh random validation id on the
 * server and builds the provider's consent URL with it; the id must come back with the code.
 */
export async function sellerConnection(ctx: AppContext, user: UserRow): Promise<SellerConnection> {
  const db = ctx.database.db;
  const provider = paymentProviderOf(ctx);
  const [account, contacts] = await Promise.all([
    repo.findSellerAccount(db, user.id),
    sellerContactsOf(db, [user.id]),
  ]);
  const contact = contacts.get(user.id) ?? { phone: null, email: null };
  // Tokens this server cannot open are no connection: the card offers to connect again.
  if (account && openedTokens(ctx, account)) {
    return {
      isConnected: true,
      contact,
      provider: provider.name,
      connectionUrl: null,
      connectedAt: account.connectedAt.toISOString(),
    };
  }
  const state = randomBytes(24).toString('base64url');
  await repo.insertConnectState(db, {
    id: state,
    userId: user.id,
    provider: provider.name,
    expiresAt: new Date(Date.now() + STATE_TTL_MS),
  });
  return {
    isConnected: false,
    contact,
    provider: provider.name,
    connectionUrl: provider.authorizationUrl(state, sellerRedirectUri(ctx)),
    connectedAt: null,
  };
}

/** The contacts sellers publish for their buyers, by user id. */
export async function sellerContactsOf(db: DbOrTx, ids: string[]): Promise<Map<string, PublishedContact>> {
  if (ids.length === 0) return new Map();
  const rows = await findSaleContacts(db, ids);
  return new Map(rows.map((row) => [row.id, { phone: row.phone, email: row.email }]));
}

/** Saves what the seller publishes for their buyers; the phone in international format. */
export async function saveSellerContact(
  ctx: AppContext,
  user: UserRow,
  contact: z.output<typeof SellerContactSchema>,
) {
  await updateUser(ctx.database.db, user.id, {
    saleContactPhone: contact.phone ? normalizePhone(contact.phone, contact.phoneCountry) : null,
    saleContactEmail: contact.email,
  });
}

/** Exchanges the code for tokens after checking the validation id: this user's, unused, not expired. */
export async function connectSeller(ctx: AppContext, user: UserRow, credentials: SellerCredentials) {
  const db = ctx.database.db;
  const provider = paymentProviderOf(ctx);
  const state = await repo.takeConnectState(
    db,
    credentials.marketplaceRandomValidationId,
    user.id,
    provider.name,
  );
  if (!state || credentials.marketplaceRedirectURI !== sellerRedirectUri(ctx)) {
    throw new AppError('bad_request', 400, m.connectStateInvalid);
  }
  let tokens: SellerTokens;
  try {
    tokens = await provider.exchangeCode(
      credentials.marketplaceSellerAuthorizationCode,
      credentials.marketplaceRedirectURI,
    );
  } catch (error) {
    if (error instanceof ProviderError && error.status !== undefined && error.status < 500) {
      throw new AppError('bad_request', 400, m.connectStateInvalid);
    }
    throw providerUnavailable(error);
  }
  const values = {
    provider: provider.name,
    ...sealedTokens(ctx, tokens),
    connectedAt: new Date(),
  };
  await repo.saveSellerAccount(db, user.id, values);
}

export async function disconnectSeller(ctx: AppContext, user: UserRow): Promise<void> {
  await repo.deleteSellerAccount(ctx.database.db, user.id);
}

function sealedTokens(ctx: AppContext, tokens: SellerTokens) {
  const key = ctx.settings.secretsKey;
  return {
    providerUserId: tokens.providerUserId,
    accessTokenSealed: seal(key, tokens.accessToken),
    refreshTokenSealed: tokens.refreshToken ? seal(key, tokens.refreshToken) : null,
    publicKey: tokens.publicKey,
    expiresAt: tokens.expiresAt,
  };
}

/**
 * Null when the tokens cannot be opened: sealed under another SECRETS_KEY (a changed key, an instance with
 * its own). The seller then counts as not connected (checkout says so, never a 500) and connects again,
 * which seals new tokens under the current key.
 */
function openedTokens(ctx: AppContext, account: repo.SellerAccountRow): SellerTokens | null {
  const key = ctx.settings.secretsKey;
  try {
    return {
      accessToken: open(key, account.accessTokenSealed),
      refreshToken: account.refreshTokenSealed ? open(key, account.refreshTokenSealed) : null,
      providerUserId: account.providerUserId,
      publicKey: account.publicKey,
      expiresAt: account.expiresAt,
    };
  } catch {
    return null;
  }
}

/** Tokens last 180 days at MercadoPago: renewing them in their last week keeps a seldom-selling seller connected. */
const RENEW_BEFORE_MS = 7 * 24 * 3_600_000;

function dueForRenewal(tokens: SellerTokens, now: Date): boolean {
  return (
    !!tokens.refreshToken &&
    !!tokens.expiresAt &&
    tokens.expiresAt.getTime() - now.getTime() < RENEW_BEFORE_MS
  );
}

/**
 * A seller's tokens, opened, for calls made on their behalf, renewed first when they near their end; null
 * when the seller is not connected, or the tokens ended and could not be renewed (the seller reconnects).
 */
export async function sellerTokensOf(
  ctx: AppContext,
  db: DbOrTx,
  userId: string,
): Promise<SellerTokens | null> {
  const provider = paymentProviderOf(ctx);
  const account = await repo.findSellerAccount(db, userId);
  if (!account || account.provider !== provider.name) return null;
  const tokens = openedTokens(ctx, account);
  if (!tokens || !dueForRenewal(tokens, new Date())) return tokens;

  return db.transaction(async (tx) => {
    // The row is locked: two checkouts at the edge renew once (each refresh token works once).
    const locked = await repo.lockSellerAccount(tx, userId, provider.name);
    if (!locked) return null;
    const current = openedTokens(ctx, locked);
    const now = new Date();
    if (!current || !dueForRenewal(current, now)) return current;
    let renewed: SellerTokens;
    try {
      renewed = await provider.refreshTokens(current);
    } catch (error) {
      const stillValid = !!current.expiresAt && current.expiresAt > now;
      // Until the token ends it still works: the next call tries again.
      if (stillValid) return current;
      if (!(error instanceof ProviderError) || error.status === undefined || error.status >= 500) {
        throw providerUnavailable(error);
      }
      // The provider refused: the seller must connect again, and hears about it.
      await repo.deleteSellerAccount(tx, userId);
      await createNotifications(tx, [
        {
          userId,
          kind: 'seller_disconnected',
          title: m.connectionEndedTitle,
          message: m.connectionEndedMessage,
        },
      ]);
      return null;
    }
    await repo.updateSellerTokens(
      tx,
      userId,
      sealedTokens(ctx, { ...renewed, providerUserId: current.providerUserId }),
    );
    return renewed;
  });
}

export function providerUnavailable(cause: unknown): AppError {
  const error = new AppError('bad_gateway', 502, m.providerUnavailable);
  error.cause = cause;
  return error;
}
