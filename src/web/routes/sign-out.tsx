import { Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { msg } from '../../shared/messages.es';
import { signOutSoon } from '../features/accounts/session-store';
import { paths } from '../paths';

/** /dashboard/out: clears the session after the spec's 999 ms, then goes home. */
export function SignOutPage() {
  const navigate = useNavigate();
  useEffect(() => {
    let active = true;
    void signOutSoon().then(() => active && navigate(paths.home(), { replace: true }));
    return () => {
      active = false;
    };
  }, [navigate]);
  return (
    <Center py={80}>
      <Stack align="center">
        <Loader />
        <Text c="dimmed">{msg.pages.signOut}</Text>
      </Stack>
    </Center>
  );
}
