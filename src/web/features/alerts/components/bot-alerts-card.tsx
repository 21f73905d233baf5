import { Alert, Checkbox, Divider, Stack, Switch } from '@mantine/core';
import { IconBell, IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { msg } from '../../../../shared/messages.es';
import { ALERT_KINDS, type AlertKind, type AlertPreferences } from '../../../../shared/schemas/team';
import { EditorCard } from '../../../components/editor-card';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { toastError } from '../../../lib/toast-error';
import { alertPreferencesQuery, useSaveAlertPreferences } from '../api/alerts';
import {
  currentSubscription,
  notificationPermission,
  PermissionRefused,
  pushSupport,
  refreshThisDevice,
  subscribeThisDevice,
  unsubscribeThisDevice,
  type PushSupport,
} from '../push-subscription';

const t = msg.alerts.card;

/** Why this device gets no alerts, when the switch alone does not say it. */
type DeviceProblem = 'unsupported' | 'install-first' | 'blocked' | 'denied' | 'failed';

/** The device's state: what the browser allows, and whether it is subscribed (unknown until read). */
function useThisDevice() {
  const [support] = useState<PushSupport>(() => pushSupport());
  const [subscribed, setSubscribed] = useState<boolean | null>(support === 'supported' ? null : false);
  useEffect(() => {
    if (support !== 'supported') return;
    let current = true;
    // Told to the server again for whoever is signed in now: the browser kept it across sign-outs.
    refreshThisDevice()
      .catch(() => currentSubscription().then((subscription) => !!subscription))
      .then((on) => current && setSubscribed(on))
      .catch(() => current && setSubscribed(false));
    return () => {
      current = false;
    };
  }, [support]);
  return { support, subscribed, setSubscribed };
}

/**
 * The signed-in person's alerts for one bot (issue 42): alerts on this device (a browser subscription,
 * asked for on a tap), which events reach their devices, and e-mail. Each choice is saved at once.
 */
export function BotAlertsCard({ botId }: { botId: string }) {
  const preferences = useQuery(alertPreferencesQuery(botId)).data;
  const save = useSaveAlertPreferences(botId);
  const device = useThisDevice();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<DeviceProblem | undefined>(() => {
    if (device.support !== 'supported') return device.support;
    return notificationPermission() === 'denied' ? 'blocked' : undefined;
  });

  const store = (next: AlertPreferences) =>
    save.mutate(next, { onSuccess: () => toast(t.saved, { color: 'success' }), onError: toastError });

  const handleDevice = async (on: boolean) => {
    setBusy(true);
    setProblem(undefined);
    try {
      if (on) await subscribeThisDevice();
      else await unsubscribeThisDevice();
      device.setSubscribed(on);
    } catch (error) {
      if (error instanceof PermissionRefused) {
        setProblem(notificationPermission() === 'denied' ? 'blocked' : 'denied');
      } else if (error instanceof ApiError) {
        toastError(error);
      } else {
        setProblem('failed');
      }
    } finally {
      setBusy(false);
    }
  };

  const problemText = problem && (problem === 'install-first' ? t.iosHint : t[problem]);

  return (
    <EditorCard title={t.title} subtitle={t.subtitle} icon={<IconBell size={18} />} testId="alerts-card">
      <Stack gap="md">
        <Switch
          label={t.device}
          description={device.subscribed ? t.deviceOn : t.deviceOff}
          checked={!!device.subscribed}
          disabled={device.support !== 'supported' || busy || device.subscribed === null}
          onChange={(event) => void handleDevice(event.currentTarget.checked)}
          data-testid="alerts-device"
        />
        {problemText && (
          <Alert
            color={problem === 'failed' ? 'red' : 'blue'}
            variant="light"
            icon={<IconInfoCircle size={18} />}
            data-testid="alerts-device-problem"
          >
            {problemText}
          </Alert>
        )}
        <Divider />
        {preferences && (
          <>
            <Checkbox.Group
              label={t.kindsLabel}
              description={t.kindsHint}
              value={preferences.push}
              onChange={(push) =>
                store({ ...preferences, push: ALERT_KINDS.filter((kind) => push.includes(kind)) })
              }
            >
              <Stack gap="xs" mt="xs">
                {ALERT_KINDS.map((kind: AlertKind) => (
                  <Checkbox
                    key={kind}
                    value={kind}
                    label={t.kinds[kind]}
                    data-testid={`alerts-kind-${kind}`}
                  />
                ))}
              </Stack>
            </Checkbox.Group>
            <Switch
              label={t.email}
              description={t.emailHint}
              checked={preferences.email}
              onChange={(event) => store({ ...preferences, email: event.currentTarget.checked })}
              data-testid="alerts-email"
            />
          </>
        )}
      </Stack>
    </EditorCard>
  );
}
