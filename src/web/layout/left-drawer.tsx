import '../components/overlay-styles';
import { Drawer, NavLink, Stack, Text } from '@mantine/core';
import {
  IconBuildingStore,
  IconHome,
  IconInfoCircle,
  IconLayoutDashboard,
  IconLogin,
  IconLogout,
  IconMessageCircle,
  IconQuestionMark,
  IconReceipt,
  IconSearch,
  IconShoppingCart,
  IconTag,
  IconUserPlus,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Link, useLocation } from 'react-router';
import { msg } from '../../shared/messages.es';
import {
  leftDrawerItems,
  marketDrawerItems,
  type DrawerItem,
  type DrawerItemKey,
  type DrawerUser,
} from './navigation';
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
  marketplace: IconBuildingStore,
  cart: IconShoppingCart,
  myPublications: IconTag,
  orders: IconReceipt,
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
  const link = (item: DrawerItem) => {
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
  };
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      size={280}
      title={<Brand />}
      closeButtonProps={{ 'aria-label': msg.nav.closeMenu }}
      data-testid="left-drawer"
    >
      <Stack gap={2} component="nav" aria-label={msg.drawer.menuNav}>
        {leftDrawerItems(user).map(link)}
        <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt="md" pb={4}>
          {msg.nav.marketplace}
        </Text>
        {marketDrawerItems(user).map(link)}
      </Stack>
    </Drawer>
  );
}
