import { Badge, type BadgeProps } from '@mantine/core';
import { isMessagingChannel } from '../../../../shared/channels';
import { insightsText } from '../../../../shared/messages/insights.es';
import { whatsappCard } from '../../../../shared/messages/whatsapp-card';
import type { ConversationSummary } from '../../../../shared/schemas/inbox';
import { CHANNEL_LOOK, ChannelIcon } from '../../../components/channel-icon';
import { OriginBadge } from './origin-badge';

/**
 * Where the visitor writes from: "WhatsApp · +54 9 …" for WhatsApp (issue 21), "Messenger" and "Instagram"
 * (issue 41), "Widget · tienda.example" for the widget; nothing for this product's own pages, the usual case.
 */
/** The owner's own try of the bot ("PROBAR"): a test, left out of the stats. */
export function TestBadge({ test, size = 'sm' }: { test: boolean; size?: BadgeProps['size'] }) {
  if (!test) return null;
  return (
    <Badge
      size={size}
      variant="light"
      color="gray"
      radius="sm"
      title={insightsText.conversations.testTitle}
      style={{ textTransform: 'none' }}
      data-testid="test-badge"
    >
      {insightsText.conversations.test}
    </Badge>
  );
}

export function ChannelBadge({
  conversation,
  size = 'sm',
}: {
  conversation: Pick<ConversationSummary, 'channel' | 'phone' | 'origin'>;
  size?: BadgeProps['size'];
}) {
  const { channel } = conversation;
  if (!isMessagingChannel(channel)) return <OriginBadge origin={conversation.origin} size={size} />;
  const label = whatsappCard.channel[channel];
  return (
    <Badge
      size={size}
      variant="light"
      color={CHANNEL_LOOK[channel].color}
      radius="sm"
      leftSection={<ChannelIcon channel={channel} size={12} />}
      style={{ textTransform: 'none', maxWidth: '100%' }}
      data-testid="channel-badge"
    >
      {conversation.phone ? `${label} · ${conversation.phone}` : label}
    </Badge>
  );
}
