import '../components/overlay-styles';
import { Anchor, Avatar, Drawer, Group, NavLink, Stack, Text } from '@mantine/core';
import {
  IconAddressBook,
  IconBell,
  IconLogout,
  IconMessageChatbot,
  IconPlus,
  IconQuestionMark,
  IconReceipt,
  IconRobot,
  IconSettings,
  IconBulb,
  IconUser,
  IconUsers,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { msg } from '../../shared/messages.es';
import type { SessionState } from '../lib/session-store';
import { paths } from '../paths';
import { rightDrawerItems, type DrawerItemKey } from './navigation';

const ICONS: Partial<Record<DrawerItemKey, ComponentType<{ size?: number }>>> = {
  newBot: IconPlus,
  members: IconUsers,
  qa: IconQuestionMark,
  tips: IconBulb,
  account: IconSettings,
  platformBot: IconMessageChatbot,
  myBots: IconRobot,
  profile: IconUser,
  notifications: IconBell,
  orders: IconReceipt,
  signOut: IconLogout,
};

export function drawerTitle(session: SessionState): string {
  if (session.status === 'anonymous') return msg.drawer.welcomeTitle;
  if (session.status === 'loading') return msg.drawer.loading;
  return session.session.user.name;
}

export default function RightDrawer({
  opened,
  onClose,
  session,
}: {
  opened: boolean;
  onClose: () => void;
  session: SessionState;
}) {
  const user = session.status === 'authenticated' ? session.session.user : null;
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={300}
      closeButtonProps={{ 'aria-label': msg.nav.closeAccount }}
      data-testid="right-drawer"
      title={
        <Group gap="sm" wrap="nowrap">
          <Avatar src={user?.pictureUrl ?? null} color="indigo" radius="xl">
            {user ? user.name.slice(0, 1).toUpperCase() : <IconAddressBook size={18} />}
          </Avatar>
          <Text fw={700} lineClamp={1}>
            {drawerTitle(session)}
          </Text>
        </Group>
      }
    >
      {user ? (
        <Stack gap={2} component="nav" aria-label={msg.drawer.accountNav}>
          {rightDrawerItems(user).map((item) => {
            const Icon = ICONS[item.key] ?? IconUser;
            return (
              <NavLink
                key={item.key}
                component={Link}
                to={item.to}
                label={item.label}
                leftSection={<Icon size={18} />}
                onClick={onClose}
              />
            );
          })}
        </Stack>
      ) : (
        <Text size="sm" lh={1.6}>
          {msg.drawer.welcomeText}{' '}
          <Anchor component={Link} to={paths.signIn()} onClick={onClose}>
            {msg.drawer.welcomeSignIn}
          </Anchor>{' '}
          {msg.drawer.welcomeOr}{' '}
          <Anchor component={Link} to={paths.signUp()} onClick={onClose}>
            {msg.drawer.welcomeSignUp}
          </Anchor>{' '}
          {msg.drawer.welcomeEnd}
        </Text>
      )}
    </Drawer>
  );
}
