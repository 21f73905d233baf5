import { Button } from '@mantine/core';
import { IconBell, IconBellCheck } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { msg } from '../../../../shared/messages.es';
import { toast } from '../../../lib/toast';
import { paths } from '../../../paths';
import { setSubscription, subscriptionQuery } from '../api/subscription';
import { toastError } from '../../../lib/toast-error';
import { hasPendingAction, rememberPendingAction, takePendingAction } from '../pending-action';

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

  // Back from signing in after "Suscribirme": finish what the visitor asked for, once.
  const { pathname } = useLocation();
  const [pending] = useState(() => hasPendingAction('subscribe', pathname));
  const finished = useRef(false);
  useEffect(() => {
    if (!pending || finished.current || !state.isSuccess) return;
    finished.current = true;
    takePendingAction('subscribe', pathname);
    if (state.data.on) {
      toast(s.on, { color: 'success' });
      return;
    }
    setSubscription(botId, true).then((next) => {
      queryClient.setQueryData(stateQuery.queryKey, next);
      toast(s.on, { color: 'success' });
    }, toastError);
  }, [pending, state.isSuccess, state.data, pathname, botId, queryClient, stateQuery.queryKey]);

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
  return <AnonymousToggle />;
}

/** Visitors are sent to sign in (subscribing needs an account) and come back subscribed. */
function AnonymousToggle() {
  const { pathname } = useLocation();
  return (
    <Button
      component={Link}
      to={paths.signIn(pathname, 'subscribe')}
      onClick={() => rememberPendingAction('subscribe', pathname)}
      radius="xl"
      variant="light"
      leftSection={<IconBell size={18} />}
    >
      {s.subscribe}
    </Button>
  );
}
