import '../../components/form-styles';
import { Container, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { msg } from '../../../shared/messages.es';
import { PageHeader } from '../../components/page-header';
import { ProfileForm } from '../../features/accounts/components/profile-form';
import { RequireUser } from '../../features/accounts/components/require-user';
import { updateSessionUser, type SessionUser } from '../../lib/session-store';
import { ConnectionCard } from '../../features/marketplace/components/connection-card';
import { toast } from '../../lib/toast';

/**
 * /dashboard/settings, "Mi Cuenta": the personal information form and the payment provider connection card
 * (the provider sends sellers back here with ?code&state to finish connecting).
 */
export default function SettingsPage() {
  const queryClient = useQueryClient();
  const handleSaved = (user: SessionUser) => {
    updateSessionUser(user);
    void queryClient.invalidateQueries({ queryKey: ['user'] });
    toast(msg.profile.saved, { color: 'success' });
  };
  return (
    <>
      <PageHeader title={msg.pages.settings} description={msg.panel.settingsText} />
      <Container size="sm" py="xl" px={{ base: 'xs', xs: 'md' }}>
        <RequireUser>
          {(user) => (
            <Stack gap="xl">
              <ProfileForm user={user} onSaved={handleSaved} />
              <ConnectionCard userId={user._id} />
            </Stack>
          )}
        </RequireUser>
      </Container>
    </>
  );
}
