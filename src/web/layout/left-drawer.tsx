import '../components/overlay-styles';
import { Drawer, NavLink, Stack } from '@mantine/core';
import {
  IconHome,
  IconInfoCircle,
  IconLayoutDashboard,
  IconLogin,
  IconLogout,
  IconMessageCircle,
  IconQuestionMark,
  IconSearch,
  IconUserPlus,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Link, useLocation } from 'react-router';
import { leftDrawerItems, type DrawerItemKey, type DrawerUser } from './navigation';
import { Brand } from './brand';

const ICONS: Partial<Record<DrawerItemKey, ComponentType<{ size?: number }>>> = {
  home: IconHome,
  panel: IconLayoutDashboard,
  explore: IconSearch,
  faq: IconQuestionMark,
  talk: IconMessageCircle,
  signOut: IconLogout,
  signIn: IconLogin,
  signUp: IconUserPlus,
  about: IconInfoCircle,
};

export default function LeftDrawer({
  opened,
  onClose,
  user,
}: {
  opened: boolean;
  onClose: () => void;
  user: DrawerUser | null;
}) {
  const { pathname } = useLocation();
  return (
    <Drawer opened={opened} onClose={onClose} size={280} title={<Brand />} data-testid="left-drawer">
      <Stack gap={2} component="nav">
        {leftDrawerItems(user).map((item) => {
          const Icon = ICONS[item.key] ?? IconHome;
          return (
            <NavLink
              key={item.key}
              component={Link}
              to={item.to}
              label={item.label}
              leftSection={<Icon size={18} />}
              active={pathname === item.to}
              onClick={onClose}
            />
          );
        })}
      </Stack>
    </Drawer>
  );
}
