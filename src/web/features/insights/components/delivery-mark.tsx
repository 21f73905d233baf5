import { Tooltip } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconChecks, IconClock } from '@tabler/icons-react';
import { insightsText } from '../../../../shared/messages/insights.es';
import type { Transcript } from '../api/insights';

type Delivery = NonNullable<Transcript['messages'][number]['delivery']>;

const LOOK: Record<Delivery, { Icon: typeof IconCheck; color: string }> = {
  pending: { Icon: IconClock, color: 'var(--mantine-color-gray-6)' },
  sent: { Icon: IconCheck, color: 'var(--mantine-color-gray-6)' },
  delivered: { Icon: IconChecks, color: 'var(--mantine-color-gray-6)' },
  read: { Icon: IconChecks, color: 'var(--mantine-color-blue-6)' },
  failed: { Icon: IconAlertCircle, color: 'var(--mantine-color-red-7)' },
};

/** How far a message sent on a messaging channel got, as one icon like WhatsApp's (issue 41). */
export function DeliveryMark({ delivery }: { delivery: Delivery | null }) {
  if (!delivery) return null;
  const { Icon, color } = LOOK[delivery];
  const label = insightsText.transcript.delivery[delivery];
  return (
    <Tooltip label={label} withArrow>
      <span
        role="img"
        aria-label={label}
        data-testid="delivery-mark"
        data-delivery={delivery}
        style={{ display: 'inline-flex', color }}
      >
        <Icon size={14} aria-hidden />
      </span>
    </Tooltip>
  );
}
