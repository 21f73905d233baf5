import '../../components/form-styles';
import { Alert, Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { IconCheck, IconInfoCircle, IconLogin, IconMailForward } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { msg } from '../../../shared/messages.es';
import { SignInSchema, type SignIn } from '../../../shared/schemas/accounts';
import { resendActivation, signIn } from '../../features/accounts/api/auth';
import { AuthCard, FormFieldset } from '../../features/accounts/components/auth-card';
import { startSession } from '../../lib/session-store';
import { ApiError } from '../../lib/api-client';
import { useSchemaForm } from '../../lib/use-schema-form';
import { paths } from '../../paths';
import { useReturnTo } from '../../lib/use-return-to';
import { PasswordField, FormErrorAlert } from '../../features/accounts/components/form-parts';

const m = msg.auth;
/** Long enough to read "Conectado" before the panel opens. */
const CONNECTED_PAUSE_MS = 700;

/** /auth: sign in (spec section 2, "Auth screens"). */
export default function SignInPage() {
  const navigate = useNavigate();
  const { next, reason } = useReturnTo();
  const [connected, setConnected] = useState(false);
  const [notActivated, setNotActivated] = useState<string | null>(null);
  const [resend, setResend] = useState<'idle' | 'sending' | 'sent'>('idle');
  const { form, serverError, setServerError, handleSubmit } = useSchemaForm<SignIn>(SignInSchema, {
    email: '',
    password: '',
  });

  useEffect(() => {
    if (!connected) return;
    const timer = setTimeout(() => void navigate(next ?? paths.dashboard()), CONNECTED_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [connected, navigate, next]);

  const submit = handleSubmit(async (values) => {
    setNotActivated(null);
    setResend('idle');
    try {
      startSession(await signIn(values));
      setConnected(true);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'account_not_activated') {
        setNotActivated(error.message);
        return;
      }
      throw error;
    }
  });

  const handleResend = async () => {
    setResend('sending');
    try {
      await resendActivation({ email: form.getValues().email });
      setResend('sent');
    } catch (error) {
      setResend('idle');
      setServerError(error instanceof ApiError ? error.message : msg.api.internal);
    }
  };

  return (
    <AuthCard
      icon={<IconLogin size={28} />}
      title={m.signInTitle}
      subtitle={m.signInSubtitle}
      footer={
        <>
          {m.noAccount}{' '}
          <Anchor component={Link} to={paths.signUp(next, reason)} fw={600}>
            {m.createAccount}
          </Anchor>
        </>
      }
    >
      <form onSubmit={connected ? (event) => event.preventDefault() : submit} noValidate>
        <Stack gap="md">
          {reason && (
            <Alert variant="light" icon={<IconInfoCircle size={20} />} data-testid="sign-in-reason">
              {reason === 'subscribe' ? m.reasonSubscribe : m.reasonRate}
            </Alert>
          )}
          <FormFieldset disabled={connected}>
            <TextInput
              label={m.email}
              type="email"
              autoComplete="email"
              inputMode="email"
              {...form.getInputProps('email')}
            />
            <Stack gap={6}>
              <PasswordField
                label={m.password}
                autoComplete="current-password"
                {...form.getInputProps('password')}
              />
              <Group justify="flex-end">
                <Anchor component={Link} to={paths.resetRequest()} size="sm">
                  {m.forgot}
                </Anchor>
              </Group>
            </Stack>
          </FormFieldset>
          {serverError && <FormErrorAlert>{serverError}</FormErrorAlert>}
          {notActivated && (
            <Alert color="yellow" variant="light" icon={<IconMailForward size={20} />} role="alert">
              {resend === 'sent' ? m.resendSent : notActivated}
              {resend !== 'sent' && (
                <Button
                  mt="sm"
                  size="xs"
                  variant="light"
                  color="yellow"
                  display="block"
                  loading={resend === 'sending'}
                  onClick={() => void handleResend()}
                >
                  {m.resendActivation}
                </Button>
              )}
            </Alert>
          )}
          <Button
            type="submit"
            fullWidth
            size="md"
            loading={form.submitting}
            color={connected ? 'green' : undefined}
            leftSection={connected ? <IconCheck size={18} /> : undefined}
          >
            {connected ? m.connected : m.signIn}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
