import '../../components/form-styles';
import { Alert, Button, Stack } from '@mantine/core';
import { IconCircleCheck, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { msg } from '../../../shared/messages.es';
import { ChangePasswordSchema, type ChangePassword } from '../../../shared/schemas/accounts';
import { changePassword } from '../../features/accounts/api/auth';
import { AuthCard } from '../../features/accounts/components/auth-card';
import { useSchemaForm } from '../../lib/use-schema-form';
import { paths } from '../../paths';
import { PasswordField, FormErrorAlert } from '../../features/accounts/components/form-parts';
import { AccountLimits } from '../../../shared/validations';

const m = msg.auth;
const EMPTY: ChangePassword = { currentPassword: '', password: '', passwordConfirmation: '' };

/** /auth/password: the signed-in user changes the password (the other sessions end). */
export default function ChangePasswordPage() {
  const [changed, setChanged] = useState(false);
  const { form, serverError, setSubmitted, handleSubmit } = useSchemaForm<ChangePassword>(
    ChangePasswordSchema,
    EMPTY,
  );

  const submit = handleSubmit(async (values) => {
    await changePassword(values);
    form.setValues(EMPTY);
    form.clearErrors();
    setSubmitted(false);
    setChanged(true);
  });

  return (
    <AuthCard icon={<IconLock size={28} />} title={m.changePasswordTitle} subtitle={m.changePasswordSubtitle}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <PasswordField
            label={m.currentPassword}
            autoComplete="current-password"
            {...form.getInputProps('currentPassword')}
          />
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
          {changed && (
            <Alert
              color="green"
              variant="light"
              icon={<IconCircleCheck size={20} />}
              role="status"
              withCloseButton
              onClose={() => setChanged(false)}
            >
              {m.passwordChanged}
            </Alert>
          )}
          <Button type="submit" fullWidth size="md" loading={form.submitting}>
            {m.save}
          </Button>
          <Button component={Link} to={paths.dashboard()} variant="subtle" fullWidth>
            {m.goToPanel}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
