import '../../components/form-styles';
import { Alert, Anchor, Button, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconCheck, IconInfoCircle, IconMailCheck, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { msg } from '../../../shared/messages.es';
import { SignUpSchema, type SignUp } from '../../../shared/schemas/accounts';
import { signUp } from '../../features/accounts/api/auth';
import { AuthCard, FormFieldset } from '../../features/accounts/components/auth-card';
import { useSchemaForm } from '../../lib/use-schema-form';
import { paths } from '../../paths';
import { useReturnTo } from '../../lib/use-return-to';
import { PasswordField, FormErrorAlert } from '../../features/accounts/components/form-parts';
import { AccountLimits } from '../../../shared/validations';

const m = msg.auth;

/**
 * /auth/new: register; "Registrar" is enabled only once the terms are accepted. A `next` (and its `reason`)
 * from the sign-in page goes into the activation e-mail's link, so the visitor ends up where they started.
 */
export default function SignUpPage() {
  const { next, reason } = useReturnTo();
  const [acceptedTerms, setAcceptedTerms] = useState(false);
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const { form, serverError, handleSubmit } = useSchemaForm<SignUp>(SignUpSchema, {
    name: '',
    email: '',
    password: '',
    passwordConfirmation: '',
  });
  const registered = registeredEmail !== null;

  const submit = handleSubmit(async (values) => {
    const { user } = await signUp({ ...values, next: next ?? undefined, reason: reason ?? undefined });
    setRegisteredEmail(user.email);
  });

  return (
    <AuthCard
      icon={<IconUserPlus size={28} />}
      title={m.signUpTitle}
      subtitle={m.signUpSubtitle}
      footer={
        <>
          {m.haveAccount}{' '}
          <Anchor component={Link} to={paths.signIn(next, reason)} fw={600}>
            {m.signIn}
          </Anchor>
        </>
      }
    >
      <form onSubmit={registered ? (event) => event.preventDefault() : submit} noValidate>
        <Stack gap="md">
          {reason && !registered && (
            <Alert variant="light" icon={<IconInfoCircle size={20} />} data-testid="sign-up-reason">
              {reason === 'subscribe' ? m.signUpReasonSubscribe : m.signUpReasonRate}
            </Alert>
          )}
          <FormFieldset disabled={registered}>
            <TextInput label={m.name} autoComplete="name" {...form.getInputProps('name')} />
            <TextInput
              label={m.email}
              type="email"
              autoComplete="email"
              inputMode="email"
              {...form.getInputProps('email')}
            />
            <PasswordField
              label={m.password}
              autoComplete="new-password"
              description={m.passwordHint(AccountLimits.passwordMin)}
              {...form.getInputProps('password')}
            />
            <PasswordField
              label={m.passwordConfirmation}
              autoComplete="new-password"
              {...form.getInputProps('passwordConfirmation')}
            />
            <Switch
              checked={acceptedTerms}
              onChange={(event) => setAcceptedTerms(event.currentTarget.checked)}
              label={
                <Text span size="sm">
                  {m.acceptTerms}{' '}
                  <Anchor href={paths.terms()} target="_blank" rel="noopener" size="sm">
                    {m.terms}
                  </Anchor>
                </Text>
              }
            />
          </FormFieldset>
          {serverError && <FormErrorAlert>{serverError}</FormErrorAlert>}
          {registeredEmail && (
            <Alert color="green" variant="light" icon={<IconMailCheck size={20} />} role="status">
              {m.registeredText(registeredEmail)}
            </Alert>
          )}
          <Button
            type="submit"
            fullWidth
            size="md"
            disabled={!acceptedTerms}
            loading={form.submitting}
            color={registered ? 'green' : undefined}
            leftSection={registered ? <IconCheck size={18} /> : undefined}
          >
            {registered ? m.registered : m.register}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
