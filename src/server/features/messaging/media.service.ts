import { msg } from '../../../shared/messages.es';
import type { MessageAttachment } from '../../../shared/schemas/attachments';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import type { UserRow } from '../../lib/user-row';
import { requireBot } from '../bots/bots.service';
import { findAttachment } from '../conversations/messages.repo';
import { mediaKey } from './customer-media';

/**
 * A file a customer sent, for the bot's owner (or a super user): 404 for anyone else, for an attachment of
 * another conversation or bot, and for one whose file is not kept.
 */
export async function readCustomerMedia(
  ctx: AppContext,
  actor: UserRow,
  ref: string,
  conversationId: string,
  attachmentId: string,
): Promise<{ attachment: Extract<MessageAttachment, { id: string }>; bytes: Buffer }> {
  const bot = await requireBot(ctx, actor, ref, 'inbox');
  const attachment = await findAttachment(ctx.database.db, bot.id, conversationId, attachmentId);
  if (attachment && 'id' in attachment) {
    const bytes = await ctx.storage.readPrivate(mediaKey(bot.id, conversationId, attachment.id));
    if (bytes) return { attachment, bytes };
  }
  throw new AppError('not_found', 404, msg.api.notFound);
}
