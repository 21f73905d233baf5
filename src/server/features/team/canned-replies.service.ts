import { msg } from '../../../shared/messages.es';
import type { CannedReply, CannedReplyInput } from '../../../shared/schemas/team';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import type { UserRow } from '../../lib/user-row';
import { requireBot } from '../bots/bots.service';
import * as repo from './canned-replies.repo';

/** Enough for every question a business answers by hand; a list longer than this nobody scrolls. */
const MAX_CANNED = 100;
const m = msg.team;

const present = (row: { id: string; shortcut: string; text: string }): CannedReply => ({
  _id: row.id,
  shortcut: row.shortcut,
  text: row.text,
});
const taken = (shortcut: string) =>
  new AppError('conflict', 409, m.cannedTaken(shortcut), { shortcut: m.cannedTaken(shortcut) });

/** Everyone who answers the bot's customers uses the saved answers. */
export async function listCannedReplies(ctx: AppContext, actor: UserRow, ref: string) {
  const bot = await requireBot(ctx, actor, ref, 'inbox');
  return { replies: (await repo.listCanned(ctx.database.db, bot.id)).map(present) };
}

/** Writing them is the setup's (owner and admins): what the business says in its name. */
export async function createCannedReply(
  ctx: AppContext,
  actor: UserRow,
  ref: string,
  input: CannedReplyInput,
) {
  const bot = await requireBot(ctx, actor, ref, 'manage');
  const db = ctx.database.db;
  if ((await repo.countCanned(db, bot.id)) >= MAX_CANNED)
    throw new AppError('conflict', 409, m.tooManyCanned);
  try {
    return present(await repo.insertCanned(db, { botId: bot.id, ...input }));
  } catch (error) {
    if (isUniqueViolation(error)) throw taken(input.shortcut);
    throw error;
  }
}

export async function updateCannedReply(
  ctx: AppContext,
  actor: UserRow,
  ref: string,
  replyId: string,
  input: CannedReplyInput,
) {
  const bot = await requireBot(ctx, actor, ref, 'manage');
  try {
    const row = await repo.updateCanned(ctx.database.db, bot.id, replyId, input);
    if (!row) throw new AppError('not_found', 404, m.cannedNotFound);
    return present(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw taken(input.shortcut);
    throw error;
  }
}

export async function deleteCannedReply(ctx: AppContext, actor: UserRow, ref: string, replyId: string) {
  const bot = await requireBot(ctx, actor, ref, 'manage');
  if (!(await repo.deleteCanned(ctx.database.db, bot.id, replyId))) {
    throw new AppError('not_found', 404, m.cannedNotFound);
  }
}
