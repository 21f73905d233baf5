import { isMessagingChannel } from '../../../shared/channels';
import type { DbOrTx } from '../../db/client';
import type { UserRow } from '../../lib/user-row';
import { findConversation, type ConversationRow } from './conversations.repo';

export type { ConversationRow };

/**
 * A conversation answers to its visitor: whoever holds an anonymous conversation's id (the id is the
 * visitor's secret), or only the signed-in user who started it. The chat call and the poll for the
 * owner's replies both ask here, so neither lets a stranger read or write another visitor's chat.
 */
export function belongsToVisitor(
  conversation: Pick<ConversationRow, 'userId'>,
  viewer: UserRow | null,
): boolean {
  return !conversation.userId || conversation.userId === viewer?.id;
}

/** The bot's conversation with this id if it is the caller's; anything else is no conversation at all. */
export async function findVisitorConversation(
  db: DbOrTx,
  botId: string,
  conversationId: string | null | undefined,
  viewer: UserRow | null,
): Promise<ConversationRow | undefined> {
  if (!conversationId) return undefined;
  const row = await findConversation(db, botId, conversationId);
  // A WhatsApp conversation's replies go out on WhatsApp: its id (seen in the inbox) reads nothing here.
  return row && !isMessagingChannel(row.channel) && belongsToVisitor(row, viewer) ? row : undefined;
}
