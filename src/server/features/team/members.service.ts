import { msg } from '../../../shared/messages.es';
import type { InviteMember, Member, MemberRoleValue } from '../../../shared/schemas/team';
import type { AppContext } from '../../app-context';
import type { TaskLog } from '../../lib/background';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { hashToken, newToken } from '../../lib/tokens';
import type { UserRow } from '../../lib/user-row';
import { findUserContact } from '../accounts/accounts.repo';
import * as members from '../bots/bot-members.repo';
import { canChangeMember } from '../bots/bots.policy';
import { requireBot } from '../bots/bots.service';
import { unassignUser } from '../conversations/conversations.repo';
import { invitationEmail } from '../mail/templates';

/** How long an invitation can be accepted. */
const INVITATION_DAYS = 7;
/** A family business's team, with room: more is an agency, which can ask. */
const MAX_MEMBERS = 20;

const m = msg.team;

function present(row: Awaited<ReturnType<typeof members.listMembers>>[number]): Member {
  return {
    _id: row.id,
    email: row.email,
    role: row.role,
    name: row.userId ? row.name : null,
    userId: row.userId,
    status: row.userId ? 'active' : 'invited',
    createdAt: row.createdAt.toISOString(),
  };
}

/** The bot's owner and team, for anyone who runs it (an agent sees who to assign a conversation to). */
export async function listTeam(ctx: AppContext, actor: UserRow, ref: string) {
  const bot = await requireBot(ctx, actor, ref, 'inbox');
  const owner = await findUserContact(ctx.database.db, bot.createdBy);
  const rows = await members.listMembers(ctx.database.db, bot.id);
  return {
    owner: { userId: bot.createdBy, name: owner?.name ?? '' },
    members: rows.map(present),
    role: bot.role,
  };
}

/**
 * Invites someone by e-mail (the owner or an admin; only the owner invites an admin). Inviting again an
 * address still waiting renews its link; an address already in the team is a 409. The e-mail carries the
 * only copy of the token (stored hashed), so it goes from this request, after the answer, like an
 * account's activation e-mail: a job's payload would keep the secret in the database.
 */
export async function inviteMember(
  ctx: AppContext,
  actor: UserRow,
  ref: string,
  input: InviteMember,
  log: TaskLog,
): Promise<Member> {
  const bot = await requireBot(ctx, actor, ref, 'manage');
  if (!canChangeMember(bot.role, { role: input.role, isSelf: false }, 'invite')) {
    throw new AppError('forbidden', 403, m.cannotInviteAdmin);
  }
  await ctx.rateLimiter.consume('inviteUser', actor.id, m.invitingTooFast);
  const db = ctx.database.db;
  const owner = await findUserContact(db, bot.createdBy);
  if (owner && owner.email.toLowerCase() === input.email) {
    throw new AppError('conflict', 409, m.ownerIsNotMember, { email: m.ownerIsNotMember });
  }
  const token = newToken();
  const id = await db.transaction(async (tx) => {
    const existing = await members.findMemberByEmail(tx, bot.id, input.email);
    if (existing?.userId) {
      throw new AppError('conflict', 409, m.alreadyMember, { email: m.alreadyMember });
    }
    if (!existing && (await members.countMembers(tx, bot.id)) >= MAX_MEMBERS) {
      throw new AppError('conflict', 409, m.tooManyMembers);
    }
    try {
      return await members.upsertInvitation(tx, {
        botId: bot.id,
        email: input.email,
        role: input.role,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + INVITATION_DAYS * 86_400_000),
        invitedBy: actor.id,
      });
    } catch (error) {
      // Two invitations of the same address at once: the other one won.
      if (isUniqueViolation(error)) throw new AppError('conflict', 409, m.alreadyMember);
      throw error;
    }
  });
  if (!id) throw new AppError('conflict', 409, m.alreadyMember, { email: m.alreadyMember });
  const { appName, publicUrl, supportEmail } = ctx.settings;
  ctx.background.run(log, 'team invitation e-mail', () =>
    ctx.mailer.send({
      to: input.email,
      ...invitationEmail({
        appName,
        inviter: actor.name,
        botName: bot.name,
        role: m.roleNames[input.role],
        link: `${publicUrl}/invitaciones/${token}`,
        supportEmail,
      }),
    }),
  );
  const row = (await members.listMembers(db, bot.id)).find((member) => member.id === id)!;
  return present(row);
}

/**
 * Removes a member or withdraws an invitation (the owner; an admin for agents), or lets a member leave.
 * Their conversations go back to nobody, in the same transaction.
 */
export async function removeMember(ctx: AppContext, actor: UserRow, ref: string, memberId: string) {
  const bot = await requireBot(ctx, actor, ref, 'inbox');
  const db = ctx.database.db;
  const member = await members.findMember(db, bot.id, memberId);
  if (!member) throw new AppError('not_found', 404, m.memberNotFound);
  const isSelf = member.userId === actor.id;
  if (!canChangeMember(bot.role, { role: member.role, isSelf }, 'remove')) {
    // An agent gets the bot's 404, as on every route of the setup; an admin is told why.
    if (bot.role === 'agent') throw new AppError('not_found', 404, msg.bot.notFound);
    throw new AppError('forbidden', 403, m.cannotRemoveHigher);
  }
  await db.transaction(async (tx) => {
    await members.deleteMember(tx, member.id);
    if (member.userId) await unassignUser(tx, bot.id, member.userId);
  });
}

/** What an invitation offers, read by its link before accepting (no session needed: the link is the key). */
export async function readInvitation(ctx: AppContext, token: string, ip: string) {
  await ctx.rateLimiter.consume('tokenIp', ip);
  const row = await members.findInvitationForUpdate(ctx.database.db, hashToken(token), new Date());
  if (!row) throw new AppError('not_found', 404, m.invitationNotFound);
  return {
    botId: row.botId,
    botName: row.botName,
    role: row.role as MemberRoleValue,
    email: row.email,
    invitedBy: row.invitedByName,
  };
}

/**
 * The signed-in user joins the bot's team. An invitation is used once; it goes to the address it was sent
 * to, so whoever holds the link accepts it with the account they choose (the e-mail was the proof).
 */
export async function acceptInvitation(ctx: AppContext, actor: UserRow, token: string, ip: string) {
  await ctx.rateLimiter.consume('tokenIp', ip);
  const db = ctx.database.db;
  return db.transaction(async (tx) => {
    const now = new Date();
    const row = await members.findInvitationForUpdate(tx, hashToken(token), now);
    if (!row) throw new AppError('not_found', 404, m.invitationNotFound);
    if (row.createdBy === actor.id) throw new AppError('conflict', 409, m.invitationOwnBot);
    if (await members.findMemberRole(tx, row.botId, actor.id)) {
      throw new AppError('conflict', 409, m.alreadyMember);
    }
    await members.acceptInvitation(tx, row.id, actor.id, now);
    return { botId: row.botId, role: row.role as MemberRoleValue };
  });
}

/** The bots the user runs as a member. */
export async function teamBotsOf(ctx: AppContext, actor: UserRow) {
  const rows = await members.botsOfMember(ctx.database.db, actor.id);
  return {
    bots: rows.map((row) => ({
      _id: row.id,
      alias: row.alias,
      name: row.name,
      role: row.role,
      pictureUrl: row.pictureUrl,
    })),
  };
}
