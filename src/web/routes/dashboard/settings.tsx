import '../../components/form-styles';
import { Container, Stack } from '@mantine/core';
import { msg } from '../../../shared/messages.es';
import { PageHeader } from '../../components/page-header';
import { ProfileForm } from '../../features/accounts/components/profile-form';
import { RequireUser } from '../../features/accounts/components/require-user';
import { ConnectionCard } from '../../features/marketplace/components/connection-card';

/**
 * /dashboard/settings, "Mi Cuenta": the personal information form and the payment provider connection card
 * (the provider sends sellers back here with ?code&state to finish connecting).
 */
export default function SettingsPage() {
  return (
    <>
      <PageHeader title={msg.pages.settings} description={msg.panel.settingsText} />
      <Container size="sm" py="xl" px={{ base: 'xs', xs: 'md' }}>
        <RequireUser>
          {(user) => (
            <Stack gap="xl">
              <ProfileForm user={user} />
              <ConnectionCard userId={user._id} />
            </Stack>
          )}
        </RequireUser>
      </Container>
    </>
  );
}
