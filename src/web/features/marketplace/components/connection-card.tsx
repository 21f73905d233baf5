import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Stack,
  Text,
  ThemeIcon,
  Title,
  Tooltip,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconLink,
  IconPencil,
  IconPlugConnectedX,
  IconX,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { msg } from '../../../../shared/messages.es';
import { marketplaceText } from '../../../../shared/messages/marketplace-screens.es';
import { confirmAction } from '../../../components/dialog-store';
import { ApiError } from '../../../lib/api-client';
import { appConfig } from '../../../lib/app-config';
import { formatLongDate } from '../../../lib/format-date';
import { toast } from '../../../lib/toast';
import { sellerQuery, useConnectSeller, useDisconnectSeller } from '../api/marketplace';
import { rememberConnectReturn, takeConnectReturn } from '../connect-return';
import { SellerContact } from './seller-contact';
import { TestModeNotice } from './test-mode-notice';

const t = marketplaceText.connection;

/** The provider sends the seller back here; it must equal the server's sellerRedirectUri. */
export function sellerRedirectUri(): string {
  return `${appConfig().publicUrl}/dashboard/settings`;
}

interface ConnectionCardProps {
  userId: string;
  /**
   * The publication form shows the card ready to connect (no pencil step) and asks to come back to
   * `returnTo` once connected.
   */
  returnTo?: string;
}

/**
 * The payment provider connection card (spec sections 2 and 4): read-only until its pencil is pressed;
 * "Conectar" goes to the provider's consent page, "Desconectar" asks first. On /dashboard/settings it also
 * finishes the connection when the provider sends the seller back with ?code&state.
 */
export function ConnectionCard({ userId, returnTo }: ConnectionCardProps) {
  const connect = useConnectSeller(userId);
  const disconnect = useDisconnectSeller();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const [editing, setEditing] = useState(!!returnTo);
  const [busy, setBusy] = useState<'connecting' | 'disconnecting' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const connection = useQuery(sellerQuery(userId));
  const handledCode = useRef<string | null>(null);
  const cardRef = useRef<HTMLDivElement>(null);

  const code = searchParams.get('code');
  const state = searchParams.get('state');
  const finishing = !returnTo && !!code && !!state;

  // The return from the provider: exchange the code once (React may run effects twice in development).
  useEffect(() => {
    if (!finishing || handledCode.current === code) return;
    handledCode.current = code;
    // The card sits below the profile form: bring it into view (after the layout's scroll to the top).
    setTimeout(() => cardRef.current?.scrollIntoView({ block: 'center' }), 0);
    setBusy('connecting');
    setError(null);
    connect
      .mutateAsync({
        marketplaceSellerAuthorizationCode: code,
        marketplaceRandomValidationId: state,
        marketplaceRedirectURI: sellerRedirectUri(),
      })
      .then(() => {
        toast(t.connectedToast, { color: 'success' });
        const back = takeConnectReturn();
        if (back) void navigate(back, { replace: true });
      })
      .catch((failure: unknown) => {
        const message = failure instanceof ApiError ? failure.message : msg.api.internal;
        setError(message);
        toast(message, { color: 'danger' });
      })
      .finally(() => {
        setBusy(null);
        // The code is single-use: it leaves the address bar (and the history entry) either way.
        setSearchParams(
          (params) => {
            params.delete('code');
            params.delete('state');
            return params;
          },
          { replace: true, preventScrollReset: true },
        );
      });
    // connect and friends are stable enough: the code is what starts this.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [finishing, code, state]);

  const handleDisconnect = async () => {
    const confirmed = await confirmAction({
      title: t.confirmTitle,
      message: t.confirmMessage,
      color: 'red',
      icon: <IconAlertTriangle size={22} />,
      confirmButtonText: t.confirmButton,
    });
    if (!confirmed) return;
    setBusy('disconnecting');
    try {
      await disconnect.mutateAsync();
      setEditing(false);
    } catch (failure) {
      // Spec section 8: a failure removing the credentials is raised, not swallowed.
      toast(failure instanceof ApiError ? failure.message : msg.api.internal, { color: 'danger' });
    } finally {
      setBusy(null);
    }
  };

  const data = connection.data;
  const connected = !!data?.isConnected;
  const title = data?.provider === 'sandbox' ? t.sandboxTitle : t.title;

  return (
    <Card
      ref={cardRef}
      withBorder
      radius="lg"
      padding="xl"
      component="section"
      aria-labelledby="connection-title"
      data-testid="connection-card"
    >
      <Group justify="space-between" wrap="nowrap" mb="md" gap="sm">
        <Title order={2} fz="xl" id="connection-title">
          {title}
        </Title>
        {!returnTo && (
          <Tooltip label={editing ? t.close : t.edit} withArrow>
            <ActionIcon
              variant={editing ? 'filled' : 'light'}
              size="lg"
              radius="xl"
              aria-label={editing ? t.close : t.edit}
              aria-pressed={editing}
              disabled={!data || !!busy}
              onClick={() => setEditing(!editing)}
            >
              {editing ? <IconX size={18} /> : <IconPencil size={18} />}
            </ActionIcon>
          </Tooltip>
        )}
      </Group>

      {busy === 'connecting' || (!data && connection.isPending) ? (
        <Group gap="sm" py="sm" aria-live="polite">
          <Loader size="sm" />
          <Text c="dimmed">{busy === 'connecting' ? t.connecting : t.loading}</Text>
        </Group>
      ) : !data ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />}>
          {connection.error instanceof ApiError ? connection.error.message : msg.api.internal}
        </Alert>
      ) : (
        <Stack gap="md">
          <TestModeNotice show={data.provider === 'sandbox'} />
          <Group wrap="nowrap" align="flex-start" gap="md">
            <ThemeIcon size={44} radius="xl" variant="light" color={connected ? 'green' : 'orange'}>
              {connected ? <IconCircleCheck size={24} /> : <IconPlugConnectedX size={24} />}
            </ThemeIcon>
            <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
              <Group gap="xs">
                <Text fw={700} data-testid="connection-status">
                  {connected ? t.connected : t.disconnected}
                </Text>
                {data.provider === 'sandbox' && (
                  <Badge size="sm" variant="light" color="yellow">
                    Sandbox
                  </Badge>
                )}
              </Group>
              <Text size="sm" c="dimmed">
                {connected ? t.connectedText : t.disconnectedText}
              </Text>
              {connected && data.connectedAt && (
                <Text size="xs" c="dimmed">
                  {t.connectedSince(formatLongDate(data.connectedAt))}
                </Text>
              )}
            </Stack>
          </Group>
          {error && (
            <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />}>
              {error}
            </Alert>
          )}
          {!returnTo && <SellerContact userId={userId} contact={data.contact} editing={editing} />}
          {editing && (
            <Group justify="flex-end">
              {connected ? (
                <Button
                  color="red"
                  variant="light"
                  radius="xl"
                  leftSection={<IconPlugConnectedX size={18} />}
                  loading={busy === 'disconnecting'}
                  onClick={() => void handleDisconnect()}
                >
                  {t.disconnect}
                </Button>
              ) : (
                data.connectionUrl && (
                  <Button
                    component="a"
                    href={data.connectionUrl}
                    radius="xl"
                    size="md"
                    leftSection={<IconLink size={18} />}
                    onClick={() => returnTo && rememberConnectReturn(returnTo)}
                  >
                    {t.connect}
                  </Button>
                )
              )}
            </Group>
          )}
        </Stack>
      )}
    </Card>
  );
}
