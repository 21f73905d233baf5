import '../../components/form-styles';
import { Alert, Button, Loader, Stack, Text, TextInput } from '@mantine/core';
import { IconCircleCheck, IconMailCheck, IconShieldCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { msg } from '../../../shared/messages.es';
import { EmailOnlySchema, type EmailOnly } from '../../../shared/schemas/accounts';
import { activateAccount, resendActivation } from '../../features/accounts/api/auth';
import { AuthCard, FormFieldset } from '../../features/accounts/components/auth-card';
import { ApiError } from '../../lib/api-client';
import { useSchemaForm } from '../../lib/use-schema-form';
import { rememberPendingAction } from '../../features/social/pending-action';
import { paths } from '../../paths';
import { useReturnTo } from '../../lib/use-return-to';
import { FormErrorAlert } from '../../features/accounts/components/form-parts';

const m = msg.auth;

type Activation = { state: 'activating' } | { state: 'activated' } | { state: 'failed'; message: string };

/**
 * /auth/new/{token}: activates the account as soon as the page opens. The e-mail's link may carry where
 * the visitor signed up from (`next`, `reason`): "Ingresar" takes them there, and what they were doing
 * (subscribing, rating) waits for them in this tab, which is usually not the one they signed up in.
 */
export default function ActivatePage() {
  const { token = '' } = useParams();
  const { next, reason } = useReturnTo();
  const [activation, setActivation] = useState<Activation>({ state: 'activating' });
  // The token is single-use: Strict Mode's second effect run must not spend it again.
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (started.current === token) return;
    started.current = token;
    activateAccount(token).then(
      () => {
        // Only once the link proved to be theirs: a made-up address with a reason activates nothing.
        if (next && reason) rememberPendingAction(reason, next);
        setActivation({ state: 'activated' });
      },
      (error: unknown) =>
        setActivation({
          state: 'failed',
          message:
            error instanceof ApiError && error.code !== 'internal_error'
              ? error.message
              : m.invalidActivation,
        }),
    );
  }, [token, next, reason]);

  return (
    <AuthCard icon={<IconShieldCheck size={28} />} title={m.activationTitle}>
      {activation.state === 'activating' && (
        <Stack align="center" gap="sm" py="md">
          <Loader />
          <Text c="dimmed">{m.activating}</Text>
        </Stack>
      )}
      {activation.state === 'activated' && (
        <Stack gap="md">
          <Alert color="green" variant="light" icon={<IconCircleCheck size={20} />} role="status">
            {m.activated}
          </Alert>
          <Button component={Link} to={paths.signIn(next, reason)} fullWidth size="md">
            {m.signIn}
          </Button>
        </Stack>
      )}
      {activation.state === 'failed' && <ResendActivation message={activation.message} />}
    </AuthCard>
  );
}

/** An invalid or expired link: ask for a new activation e-mail. */
function ResendActivation({ message }: { message: string }) {
  const [sent, setSent] = useState(false);
  const { form, serverError, handleSubmit } = useSchemaForm<EmailOnly>(EmailOnlySchema, { email: '' });
  const submit = handleSubmit(async (values) => {
    await resendActivation(values);
    setSent(true);
  });
  return (
    <Stack gap="md">
      <FormErrorAlert>{message}</FormErrorAlert>
      <form onSubmit={sent ? (event) => event.preventDefault() : submit} noValidate>
        <Stack gap="md">
          <div>
            <Text fw={600}>{m.resendTitle}</Text>
            <Text size="sm" c="dimmed">
              {m.resendHint}
            </Text>
          </div>
          <FormFieldset disabled={sent}>
            <TextInput
              label={m.email}
              type="email"
              autoComplete="email"
              inputMode="email"
              {...form.getInputProps('email')}
            />
          </FormFieldset>
          {serverError && (
            <Alert color="red" variant="light" role="alert">
              {serverError}
            </Alert>
          )}
          {sent ? (
            <Alert color="green" variant="light" icon={<IconMailCheck size={20} />} role="status">
              {m.resendSent}
            </Alert>
          ) : (
            <Button type="submit" fullWidth size="md" loading={form.submitting}>
              {m.requestNewLink}
            </Button>
          )}
        </Stack>
      </form>
    </Stack>
  );
}
