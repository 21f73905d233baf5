import { Alert, PasswordInput, type PasswordInputProps } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { msg } from '../../../../shared/messages.es';

/** A password input with the Spanish label on its show/hide toggle. */
export function PasswordField(props: PasswordInputProps) {
  return <PasswordInput visibilityToggleButtonProps={{ 'aria-label': msg.auth.showPassword }} {...props} />;
}

/** The red alert the account forms show for an error that belongs to no single field. */
export function FormErrorAlert({ children }: { children: ReactNode }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
      {children}
    </Alert>
  );
}
