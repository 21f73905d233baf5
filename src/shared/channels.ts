/** Where a customer writes from (issue 41): this product's pages, a site's widget, or a messaging app of Meta. */
export const MESSAGING_CHANNELS = ['whatsapp', 'messenger', 'instagram'] as const;
export const CONVERSATION_CHANNELS = ['web', 'widget', ...MESSAGING_CHANNELS] as const;

export type MessagingChannel = (typeof MESSAGING_CHANNELS)[number];
export type ConversationChannel = (typeof CONVERSATION_CHANNELS)[number];

/**
 * A conversation on a messaging app answers only there: its id, seen in the inbox, never opens a web chat.
 */
export function isMessagingChannel(channel: string): channel is MessagingChannel {
  return (MESSAGING_CHANNELS as readonly string[]).includes(channel);
}
