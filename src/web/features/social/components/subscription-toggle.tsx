import { Button } from '@mantine/core';
import { IconBell, IconBellCheck } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { msg } from '../../../../shared/messages.es';
import { toast } from '../../../lib/toast';
import { paths } from '../../../paths';
import { setSubscription, subscriptionQuery } from '../api/subscription';
import { toastError } from '../../../lib/toast-error';

const s = msg.subscription;

export interface SubscriptionToggleProps {
  botId: string;
  viewerId: string | undefined;
}

function SignedInToggle({ botId, viewerId }: { botId: string; viewerId: string }) {
  const queryClient = useQueryClient();
  const stateQuery = subscriptionQuery(botId, viewerId);
  const state = useQuery(stateQuery);
  // Plain state rather than useMutation: its code would split the shared query chunk out of the first download.
  const [saving, setSaving] = useState(false);
  const handleToggle = async (on: boolean) => {
    setSaving(true);
    try {
      const next = await setSubscription(botId, on);
      queryClient.setQueryData(stateQuery.queryKey, next);
      toast(next.on ? s.on : s.off, { color: next.on ? 'success' : 'info' });
    } catch (error) {
      toastError(error);
    } finally {
      setSaving(false);
    }
  };
  const on = state.data?.on ?? false;
  return (
    <Button
      radius="xl"
      variant={on ? 'light' : 'filled'}
      color={on ? 'teal' : undefined}
      loading={state.isPending || saving}
      leftSection={on ? <IconBellCheck size={18} /> : <IconBell size={18} />}
      aria-pressed={on}
      onClick={() => void handleToggle(!on)}
    >
      {on ? s.subscribed : s.subscribe}
    </Button>
  );
}

/** Follow / stop following a bot: the new state is the negation of the old one (spec section 4). */
export default function SubscriptionToggle({ botId, viewerId }: SubscriptionToggleProps) {
  if (viewerId) return <SignedInToggle botId={botId} viewerId={viewerId} />;
  // Visitors are sent to sign in: subscribing needs an account.
  return (
    <Button
      component={Link}
      to={paths.signIn()}
      radius="xl"
      variant="light"
      leftSection={<IconBell size={18} />}
    >
      {s.subscribe}
    </Button>
  );
}
