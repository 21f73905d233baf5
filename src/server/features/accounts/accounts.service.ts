import { msg } from '../../../shared/messages.es';
import type {
  ChangePassword,
  EmailOnly,
  NewPassword,
  Profile,
  SignIn,
  SignInResponse,
  SignUp,
  SignUpResponse,
} from '../../../shared/schemas/accounts';
import { returnQuery } from '../../../shared/return-path';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { newToken } from '../../lib/tokens';
import type { Authenticated } from '../../plugins/auth';
import type { UserRow } from '../../lib/user-row';
import type { TaskLog } from '../../lib/background';
import { accountExistsEmail, activationEmail, resetEmail } from '../mail/templates';
import { hashPassword, verifyPassword } from './passwords';
import { canEditUser, canSeeUser } from './accounts.policy';
import { presentAccountUser } from './accounts.presenter';
import * as repo from './accounts.repo';

/** Where a visitor signing up came from. */
type ReturnTo = Pick<SignUp, 'next' | 'reason'>;

const ACTIVATION_TTL_MS = 48 * 3_600_000;
const RESET_TTL_MS = 3_600_000;

// Verified when the e-mail is unknown, so that a miss takes as long as a wrong password.
let dummyHash: Promise<string> | undefined;

/** The activation link; with where the visitor was when they signed up, so that they end up back there. */
function activationLink(ctx: AppContext, token: string, returnTo: ReturnTo = {}): string {
  return `${ctx.settings.publicUrl}/auth/new/${token}${returnQuery(returnTo.next, returnTo.reason)}`;
}

async function sendActivation(ctx: AppContext, user: UserRow, returnTo?: ReturnTo) {
  const token = newToken();
  await repo.insertUserToken(
    ctx.database.db,
    user.id,
    'activation',
    token,
    new Date(Date.now() + ACTIVATION_TTL_MS),
  );
  const { appName, supportEmail } = ctx.settings;
  await ctx.mailer.send({
    to: user.email,
    ...activationEmail({
      appName,
      name: user.name,
      link: activationLink(ctx, token, returnTo),
      supportEmail,
    }),
  });
}

/**
 * Registers, answering the same whether or not the address already has an account: the password is hashed
 * either way, and what the address gets (an activation link, or "you already have an account") is decided
 * and sent after the answer. Saying "ya existe una cuenta" would tell anyone who has an account here.
 */
export async function signUp(
  ctx: AppContext,
  input: Required<Pick<SignUp, 'name' | 'email' | 'password'>> & ReturnTo,
  ip: string,
  log: TaskLog,
): Promise<SignUpResponse['user']> {
  await ctx.rateLimiter.consume('signUpIp', ip);
  await ctx.rateLimiter.consume('signUpEmail', input.email);
  const passwordHash = await hashPassword(input.password);
  ctx.background.run(log, 'sign-up', () => registerOrRemind(ctx, input, passwordHash));
  return { name: input.name, email: input.email };
}

async function registerOrRemind(
  ctx: AppContext,
  input: Pick<SignUp, 'name' | 'email'> & ReturnTo,
  passwordHash: string,
): Promise<void> {
  const db = ctx.database.db;
  const existing = await repo.findUserByEmail(db, input.email);
  const returnTo = { next: input.next, reason: input.reason };
  if (existing) return remindAccount(ctx, existing, returnTo);
  let user: UserRow;
  try {
    user = await repo.insertUser(db, { email: input.email, name: input.name, passwordHash });
  } catch (error) {
    // Two sign-ups for one address at once: the second one is told the account exists.
    const winner = isUniqueViolation(error, 'users_email_key')
      ? await repo.findUserByEmail(db, input.email)
      : undefined;
    if (winner) return remindAccount(ctx, winner, returnTo);
    throw error;
  }
  await sendActivation(ctx, user, returnTo);
}

/** The address already has an account: a new activation link if it never activated, else how to get in. */
async function remindAccount(ctx: AppContext, user: UserRow, returnTo: ReturnTo): Promise<void> {
  if (!user.activatedAt) return sendActivation(ctx, user, returnTo);
  const { appName, publicUrl, supportEmail } = ctx.settings;
  await ctx.mailer.send({
    to: user.email,
    ...accountExistsEmail({ appName, name: user.name, link: `${publicUrl}/auth/reset`, supportEmail }),
  });
}

export async function activate(ctx: AppContext, token: string) {
  const db = ctx.database.db;
  return db.transaction(async (tx) => {
    const row = await repo.findUsableToken(tx, 'activation', token);
    if (!row || !(await repo.consumeToken(tx, row.id))) {
      throw new AppError('invalid_token', 400, msg.auth.invalidActivation);
    }
    return repo.updateUser(tx, row.userId, { activatedAt: new Date() });
  });
}

/** Answers the same, in the same time, whether or not the address exists or is already active. */
export async function resendActivation(
  ctx: AppContext,
  input: EmailOnly & { email: string },
  ip: string,
  log: TaskLog,
) {
  await ctx.rateLimiter.consume('mailIp', ip);
  await ctx.rateLimiter.consume('mailEmail', input.email);
  ctx.background.run(log, 'activation resend', async () => {
    const user = await repo.findUserByEmail(ctx.database.db, input.email);
    if (user && !user.activatedAt) await sendActivation(ctx, user);
  });
}

export async function signIn(ctx: AppContext, input: Required<SignIn>, ip: string): Promise<SignInResponse> {
  // Counted before the password is checked (so parallel guesses cannot slip between check and count);
  // a correct password gives the attempts back. An address that has not failed is never held back.
  const pair = `${ip}|${input.email}`;
  await ctx.rateLimiter.consume('signInIp', ip);
  await ctx.rateLimiter.consume('signInIpAccount', pair);
  const db = ctx.database.db;
  const user = await repo.findUserByEmail(db, input.email);
  dummyHash ??= hashPassword('contraseña-de-relleno');
  const valid = await verifyPassword(user?.passwordHash ?? (await dummyHash), input.password);
  if (!user || !valid) throw new AppError('invalid_credentials', 401, msg.auth.invalidCredentials);
  await Promise.all([
    ctx.rateLimiter.refund('signInIp', ip),
    ctx.rateLimiter.forget('signInIpAccount', pair),
  ]);
  if (!user.activatedAt) throw new AppError('account_not_activated', 403, msg.auth.notActivated);
  const token = newToken();
  const tokenExpiration = Date.now() + ctx.settings.sessionTtlMs;
  await repo.insertSession(db, user.id, token, new Date(tokenExpiration));
  return {
    token,
    user: presentAccountUser(user),
    userId: user.id,
    userEmail: user.email,
    userPictureUrl: user.pictureUrl,
    tokenExpiration,
  };
}

/**
 * A session's hour counts from its last activity (issue 38): the web app renews it while its user works,
 * so an owner is not signed out mid-edit; a session nobody uses still ends an hour after its last renewal.
 */
export async function renewSession(ctx: AppContext, auth: Authenticated) {
  const tokenExpiration = Date.now() + ctx.settings.sessionTtlMs;
  await repo.renewSession(ctx.database.db, auth.sessionId, new Date(tokenExpiration));
  return { tokenExpiration };
}

export async function signOut(ctx: AppContext, auth: Authenticated) {
  await repo.deleteSession(ctx.database.db, auth.sessionId);
}

/**
 * Answers the same, in the same time, whether or not the address exists: the lookup and the e-mail happen
 * after the answer has left.
 */
export async function requestReset(ctx: AppContext, input: { email: string }, ip: string, log: TaskLog) {
  await ctx.rateLimiter.consume('mailIp', ip);
  await ctx.rateLimiter.consume('mailEmail', input.email);
  ctx.background.run(log, 'password reset', () => sendReset(ctx, input.email));
}

async function sendReset(ctx: AppContext, email: string): Promise<void> {
  const db = ctx.database.db;
  const user = await repo.findUserByEmail(db, email);
  if (!user) return;
  const token = newToken();
  await repo.insertUserToken(db, user.id, 'reset', token, new Date(Date.now() + RESET_TTL_MS));
  const { appName, publicUrl, supportEmail } = ctx.settings;
  await ctx.mailer.send({
    to: user.email,
    ...resetEmail({ appName, name: user.name, link: `${publicUrl}/auth/reset/${token}`, supportEmail }),
  });
}

export async function checkResetToken(ctx: AppContext, token: string, ip: string) {
  await ctx.rateLimiter.consume('tokenIp', ip);
  if (!(await repo.findUsableToken(ctx.database.db, 'reset', token))) {
    throw new AppError('invalid_token', 400, msg.auth.invalidReset);
  }
}

/** Sets the new password, ends every session, and (the e-mail being proven) activates the account. */
export async function resetPassword(
  ctx: AppContext,
  token: string,
  input: Required<NewPassword>,
  ip: string,
) {
  await ctx.rateLimiter.consume('tokenIp', ip);
  const passwordHash = await hashPassword(input.password);
  await ctx.database.db.transaction(async (tx) => {
    const row = await repo.findUsableToken(tx, 'reset', token);
    if (!row || !(await repo.consumeToken(tx, row.id)))
      throw new AppError('invalid_token', 400, msg.auth.invalidReset);
    const user = await repo.findUserById(tx, row.userId);
    await repo.updateUser(tx, row.userId, { passwordHash, activatedAt: user?.activatedAt ?? new Date() });
    await repo.deleteSessionsOf(tx, row.userId);
  });
}

export async function changePassword(ctx: AppContext, auth: Authenticated, input: Required<ChangePassword>) {
  await ctx.rateLimiter.consume('passwordUser', auth.user.id);
  if (!(await verifyPassword(auth.user.passwordHash, input.currentPassword))) {
    throw new AppError('invalid_credentials', 400, msg.auth.wrongCurrentPassword, {
      currentPassword: msg.auth.wrongCurrentPassword,
    });
  }
  const passwordHash = await hashPassword(input.password);
  await ctx.database.db.transaction(async (tx) => {
    await repo.updateUser(tx, auth.user.id, { passwordHash });
    await repo.deleteSessionsOf(tx, auth.user.id, auth.sessionId);
  });
}

export async function updateProfile(ctx: AppContext, actor: UserRow, targetId: string, profile: Profile) {
  const db = ctx.database.db;
  const target = await repo.findUserByRef(db, targetId);
  if (!target || target.id !== targetId) throw new AppError('not_found', 404, msg.api.notFound);
  if (!canEditUser(actor, target.id)) throw new AppError('forbidden', 403, msg.api.forbidden);
  try {
    return await repo.updateUser(db, target.id, {
      name: profile.name,
      hero: profile.hero || null,
      bio: profile.bio,
      phone: profile.phone,
      ...(profile.pictureUrl !== undefined ? { pictureUrl: profile.pictureUrl } : {}),
      ...(profile.status !== undefined ? { status: profile.status } : {}),
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_hero_key')) {
      throw new AppError('hero_taken', 409, msg.profile.heroTaken, { hero: msg.profile.heroTaken });
    }
    throw error;
  }
}

/** A public profile by hero or _id: unpublished users are a 404 for everyone but themselves and super users. */
export async function getPublicUser(ctx: AppContext, viewer: UserRow | null | undefined, ref: string) {
  const user = await repo.findUserByRef(ctx.database.db, ref);
  if (!user || !user.activatedAt || !canSeeUser(viewer, user)) {
    throw new AppError('not_found', 404, msg.profile.notFound);
  }
  return user;
}

/** Published users, best rated first (the home carousel). */
export function listPublishedUsers(ctx: AppContext, limit: number) {
  return repo.listPublishedUsers(ctx.database.db, limit);
}
