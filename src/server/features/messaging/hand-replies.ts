import { msg } from '../../../shared/messages.es';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findConversationChannel } from '../conversations/conversations.repo';
import { adapterOf, queueHandReply } from './channel-jobs';
import { metaTextMessage } from './meta-format';
import { handReplyWindow } from './window';
import { textMessage } from './whatsapp-format';

/**
 * For the owner's hand reply: nothing for a conversation on the web or the widget; on a messaging channel,
 * what to write with the reply so it is delivered (the message queued for sending), or a 409 saying why it
 * cannot be: Meta's window is closed, or the bot is no longer connected there. On Messenger and Instagram a
 * reply after the first 24 hours goes with the HUMAN_AGENT tag, for 7 days (decision 054).
 */
export async function channelHandReply(
  ctx: AppContext,
  botId: string,
  conversationId: string,
  text: string,
): Promise<((tx: DbOrTx, messageId: string) => Promise<void>) | undefined> {
  const db = ctx.database.db;
  const conversation = await findConversationChannel(db, botId, conversationId);
  if (!conversation?.contactId) return undefined;
  const { channel, contactId } = conversation;
  if (channel !== 'whatsapp' && channel !== 'messenger' && channel !== 'instagram') return undefined;
  const window = handReplyWindow(channel, conversation.customerMessageAt);
  if (!window.open) {
    throw channel === 'whatsapp'
      ? new AppError('whatsapp_window_closed', 409, msg.whatsapp.windowClosed)
      : new AppError('meta_window_closed', 409, msg.meta.windowClosed(msg.meta.names[channel]));
  }
  const adapter = adapterOf(channel);
  const connection = adapter.enabled(ctx) ? await adapter.connectionOf(db, botId) : undefined;
  if (!connection) {
    throw new AppError(
      channel === 'whatsapp' ? 'whatsapp_not_connected' : 'meta_not_connected',
      409,
      adapter.disconnected,
    );
  }
  const body =
    channel === 'whatsapp'
      ? textMessage(contactId, text)
      : metaTextMessage(channel, contactId, text, window.humanAgent ? 'human_agent' : 'response');
  return (tx, messageId) =>
    queueHandReply(
      tx,
      { id: conversationId, botId },
      { channel, accountId: connection.accountId },
      body,
      messageId,
    );
}
