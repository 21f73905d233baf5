import { ActionIcon, Avatar, Box, Burger, Button, Group, UnstyledButton } from '@mantine/core';
import { IconArrowLeft, IconSearch, IconShoppingCart, IconUser } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { msg } from '../../shared/messages.es';
import { appConfig } from '../lib/app-config';
import type { SessionState } from '../lib/session-store';
import { unreadCountQuery } from '../features/social/api/notifications';
import { useCartCount } from '../features/marketplace/cart-count';
import { paths } from '../paths';
import { useAtTop } from '../lib/use-at-top';
import { useIsMobile } from '../lib/use-is-mobile';
import { BetaButton } from './beta-button';
import { Brand } from './brand';
import type { BackLink, RouteHandle } from './navigation';
import classes from './top-bar.module.css';

const SearchBox = lazy(() => import('./search-box'));

interface TopBarProps {
  session: SessionState;
  handle: RouteHandle;
  back: BackLink | null;
  onOpenLeft: () => void;
  onOpenRight: () => void;
}

export function TopBar({ session, handle, back, onOpenLeft, onOpenRight }: TopBarProps) {
  const [searching, setSearching] = useState(false);
  const isMobile = useIsMobile();
  const buttonSize = isMobile ? 'compact-xs' : 'compact-sm';
  const signedIn = session.status !== 'anonymous';
  const user = session.status === 'authenticated' ? session.session.user : null;
  const userId = session.status === 'anonymous' ? '' : session.session.userId;
  const unread = useQuery({ ...unreadCountQuery(userId), enabled: !!userId }).data ?? 0;
  const cartCount = useCartCount();
  // The name read out holds the number shown ("Carrito: 3"), as WCAG's "label in name" asks.
  const cartShown = cartCount > 99 ? '99+' : String(cartCount);
  // Away from the top (spec section 9: scrolled 30 px or more) the bar lifts off the page with a shadow.
  const atTop = useAtTop();

  return (
    <Box component="header" className={classes.bar} data-at-top={atTop} data-testid="top-bar">
      <Group h="100%" px={{ base: 'xs', sm: 'md' }} gap="xs" wrap="nowrap" justify="space-between">
        <Group gap={6} wrap="nowrap" className={classes.start}>
          <Burger size="sm" onClick={onOpenLeft} aria-label={msg.nav.openMenu} />
          {/* The name read out starts with the name shown (WCAG 2.5.3 "label in name"). */}
          <UnstyledButton
            component={Link}
            to={paths.home()}
            aria-label={msg.nav.homeNamed(appConfig().appName)}
            className={classes.brand}
            visibleFrom="sm"
          >
            <Brand />
          </UnstyledButton>
          {/* On a phone the back button takes the brand's place, except on home where there is none. */}
          {!back && (
            <UnstyledButton
              component={Link}
              to={paths.home()}
              aria-label={msg.nav.home}
              className={classes.brand}
              hiddenFrom="sm"
            >
              <Brand compact />
            </UnstyledButton>
          )}
          {back && !searching && (
            <Button
              component={Link}
              to={back.to}
              variant="subtle"
              color="gray"
              size={buttonSize}
              leftSection={<IconArrowLeft size={16} />}
              data-testid="back-button"
              className={classes.back}
            >
              <span className={classes.backText}>{back.label}</span>
            </Button>
          )}
        </Group>

        {searching ? (
          <Suspense fallback={null}>
            <SearchBox onClose={() => setSearching(false)} />
          </Suspense>
        ) : (
          <Group gap={isMobile ? 4 : 6} wrap="nowrap" className={classes.end}>
            <BetaButton size={isMobile ? 'sm' : 'md'} />
            <ActionIcon
              variant="subtle"
              color="gray"
              size={isMobile ? 'md' : 'lg'}
              aria-label={msg.nav.search}
              onClick={() => setSearching(true)}
            >
              <IconSearch size={20} />
            </ActionIcon>
            {/* Only with something in it: the phone's top bar has no room for an empty cart. */}
            {cartCount > 0 && (
              <ActionIcon
                component={Link}
                to={paths.cart()}
                variant="subtle"
                color="gray"
                size={isMobile ? 'md' : 'lg'}
                aria-label={msg.nav.cartWith(cartShown)}
                data-testid="cart-button"
                className={classes.cartButton}
              >
                <IconShoppingCart size={20} />
                <span className={classes.unread} aria-hidden>
                  {cartShown}
                </span>
              </ActionIcon>
            )}
            {handle.showSignUp && (
              <Button component={Link} to={paths.signUp()} variant="light" size={buttonSize}>
                {msg.nav.signUp}
              </Button>
            )}
            {!handle.hideCreate &&
              (signedIn ? (
                <Button component={Link} to={paths.newBot()} size={buttonSize}>
                  {msg.nav.newBot}
                </Button>
              ) : (
                <Button component={Link} to={paths.signIn()} size={buttonSize}>
                  {msg.nav.signIn}
                </Button>
              ))}
            <UnstyledButton
              onClick={onOpenRight}
              aria-label={
                unread ? `${msg.nav.openAccount} (${msg.notification.unread(unread)})` : msg.nav.openAccount
              }
              data-testid="avatar-button"
            >
              {/* A CSS badge rather than Mantine's Indicator: the top bar is in every first download. */}
              <span className={classes.avatarWrap}>
                <Avatar src={user?.pictureUrl ?? null} radius="xl" size={isMobile ? 30 : 34} color="indigo">
                  {user ? user.name.slice(0, 1).toUpperCase() : <IconUser size={18} />}
                </Avatar>
                {unread > 0 && (
                  <span className={classes.unread} data-testid="unread-indicator" aria-hidden>
                    {unread > 99 ? '99+' : unread}
                  </span>
                )}
              </span>
            </UnstyledButton>
          </Group>
        )}
      </Group>
    </Box>
  );
}
