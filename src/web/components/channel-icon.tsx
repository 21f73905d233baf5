import { IconBrandInstagram, IconBrandMessenger, IconBrandWhatsapp } from '@tabler/icons-react';
import type { MessagingChannel } from '../../shared/channels';

/** Each messaging app's mark and color, as its customers know it. */
export const CHANNEL_LOOK: Record<MessagingChannel, { Icon: typeof IconBrandWhatsapp; color: string }> = {
  whatsapp: { Icon: IconBrandWhatsapp, color: 'green' },
  messenger: { Icon: IconBrandMessenger, color: 'blue' },
  instagram: { Icon: IconBrandInstagram, color: 'pink' },
};

export function ChannelIcon({ channel, size }: { channel: MessagingChannel; size: number }) {
  const { Icon } = CHANNEL_LOOK[channel];
  return <Icon size={size} aria-hidden />;
}
