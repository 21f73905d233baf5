import '../../components/form-styles';
import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { IconKey, IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { msg } from '../../../shared/messages.es';
import { EmailOnlySchema, type EmailOnly } from '../../../shared/schemas/accounts';
import { requestPasswordReset } from '../../features/accounts/api/auth';
import { AuthCard, FormFieldset } from '../../features/accounts/components/auth-card';
import { useSchemaForm } from '../../lib/use-schema-form';
import { paths } from '../../paths';
import { FormErrorAlert } from '../../features/accounts/components/form-parts';

const m = msg.auth;

/** /auth/reset: asks for the e-mail with the link to a new password. */
export default function ResetRequestPage() {
  const [sent, setSent] = useState(false);
  const { form, serverError, handleSubmit } = useSchemaForm<EmailOnly>(EmailOnlySchema, { email: '' });
  const submit = handleSubmit(async (values) => {
    await requestPasswordReset(values);
    setSent(true);
  });

  return (
    <AuthCard
      icon={<IconKey size={28} />}
      title={m.resetTitle}
      subtitle={m.resetSubtitle}
      footer={
        <Anchor component={Link} to={paths.signIn()} fw={600}>
          {m.haveMyPassword}
        </Anchor>
      }
    >
      <form onSubmit={sent ? (event) => event.preventDefault() : submit} noValidate>
        <Stack gap="md">
          <FormFieldset disabled={sent}>
            <TextInput
              label={m.email}
              type="email"
              autoComplete="email"
              inputMode="email"
              {...form.getInputProps('email')}
            />
          </FormFieldset>
          {serverError && <FormErrorAlert>{serverError}</FormErrorAlert>}
          {sent ? (
            <Alert color="green" variant="light" icon={<IconMailCheck size={20} />} role="status">
              {m.resetSent}
            </Alert>
          ) : (
            <Button type="submit" fullWidth size="md" loading={form.submitting}>
              {m.send}
            </Button>
          )}
        </Stack>
      </form>
    </AuthCard>
  );
}
