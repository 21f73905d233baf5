import { Badge, type BadgeProps } from '@mantine/core';
import { insightsText } from '../../../../shared/messages/insights.es';
import { originHost } from '../insights-format';

const t = insightsText.conversations;

/** "Widget · tienda.example" when the conversation came through the bot's widget on another site. */
export function OriginBadge({ origin, size = 'sm' }: { origin: string | null; size?: BadgeProps['size'] }) {
  const host = originHost(origin);
  if (!origin || !host) return null;
  return (
    <Badge
      size={size}
      variant="light"
      color="cyan"
      radius="sm"
      title={t.originTitle(origin)}
      style={{ textTransform: 'none', maxWidth: '100%' }}
      data-testid="origin-badge"
    >
      {t.originBadge(host)}
    </Badge>
  );
}
