import '../../components/form-styles';
import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { msg } from '../../../shared/messages.es';
import { NewPasswordSchema, type NewPassword } from '../../../shared/schemas/accounts';
import { resetTokenQuery, resetPassword } from '../../features/accounts/api/auth';
import { AuthCard } from '../../features/accounts/components/auth-card';
import { ApiError } from '../../lib/api-client';
import { useSchemaForm } from '../../lib/use-schema-form';
import { paths } from '../../paths';
import { PasswordField, FormErrorAlert } from '../../features/accounts/components/form-parts';
import { AccountLimits } from '../../../shared/validations';

const m = msg.auth;

function invalidLinkMessage(error: unknown): string {
  return error instanceof ApiError && error.code === 'rate_limited' ? error.message : m.invalidReset;
}

/** /auth/reset/{token}: checks the link first, then asks for the new password. */
export default function ResetPasswordPage() {
  const { token = '' } = useParams();
  const [linkError, setLinkError] = useState<string | null>(null);
  const [changed, setChanged] = useState(false);
  const check = useQuery(resetTokenQuery(token));
  const { form, serverError, handleSubmit } = useSchemaForm<NewPassword>(NewPasswordSchema, {
    password: '',
    passwordConfirmation: '',
  });

  const submit = handleSubmit(async (values) => {
    try {
      await resetPassword(token, values);
      setChanged(true);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'invalid_token') {
        setLinkError(error.message);
        return;
      }
      throw error;
    }
  });

  const invalid = linkError ?? (check.isError ? invalidLinkMessage(check.error) : null);

  return (
    <AuthCard icon={<IconLock size={28} />} title={m.newPasswordTitle} subtitle={m.newPasswordSubtitle}>
      {check.isPending ? (
        <Stack align="center" gap="sm" py="md">
          <Loader />
          <Text c="dimmed">{m.checkingLink}</Text>
        </Stack>
      ) : invalid ? (
        <Stack gap="md">
          <FormErrorAlert>{invalid}</FormErrorAlert>
          <Button component={Link} to={paths.resetRequest()} fullWidth size="md" variant="light">
            {m.requestNewLink}
          </Button>
        </Stack>
      ) : changed ? (
        <Stack gap="md">
          <Alert color="green" variant="light" icon={<IconCircleCheck size={20} />} role="status">
            {m.passwordChanged}
          </Alert>
          <Button component={Link} to={paths.signIn()} fullWidth size="md">
            {m.signIn}
          </Button>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <PasswordField
              label={m.newPassword}
              autoComplete="new-password"
              description={m.passwordHint(AccountLimits.passwordMin)}
              {...form.getInputProps('password')}
            />
            <PasswordField
              label={m.passwordConfirmation}
              autoComplete="new-password"
              {...form.getInputProps('passwordConfirmation')}
            />
            {serverError && <FormErrorAlert>{serverError}</FormErrorAlert>}
            <Button type="submit" fullWidth size="md" loading={form.submitting}>
              {m.save}
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
