import { msg } from '../../shared/messages.es';
import { paths } from '../paths';

/** How a page's back button is chosen (spec section 2, "Global layout"). */
export type BackKind =
  | 'none'
  | 'home'
  | 'panel'
  | 'myBots'
  | 'profile'
  | 'bot'
  | 'other'
  // Marketplace pages (not in the spec's table): back to where the buyer or seller came from.
  | 'marketplace'
  | 'myPublications'
  | 'orders';

/** Facts only the profile and bot pages know once their data has loaded. */
export interface BackFacts {
  isOwn?: boolean;
  /** The bot creator's hero or _id. */
  creatorRef?: string;
}

export interface BackLink {
  label: string;
  to: string;
}

export function backLinkFor(kind: BackKind, facts: BackFacts = {}): BackLink | null {
  switch (kind) {
    case 'none':
      return null;
    case 'home':
      return { label: msg.nav.home, to: paths.home() };
    case 'panel':
      return { label: msg.nav.myPanel, to: paths.dashboard() };
    case 'myBots':
      return { label: msg.nav.myBots, to: paths.myBots() };
    case 'profile':
      return facts.isOwn
        ? { label: msg.nav.myPanel, to: paths.dashboard() }
        : { label: msg.nav.explore, to: paths.explore() };
    case 'bot':
      if (facts.isOwn) return { label: msg.nav.myBots, to: paths.myBots() };
      if (facts.creatorRef) return { label: msg.nav.creator, to: paths.profile(facts.creatorRef) };
      return { label: msg.nav.goHome, to: paths.home() };
    case 'other':
      return { label: msg.nav.goHome, to: paths.home() };
    case 'marketplace':
      return { label: msg.nav.marketplace, to: paths.marketplace() };
    case 'myPublications':
      return { label: msg.nav.myPublications, to: paths.myPublications() };
    case 'orders':
      return { label: msg.nav.orders, to: paths.orders() };
  }
}

/** What a route tells the shell about itself, through React Router's `handle`. */
export interface RouteHandle {
  back?: BackKind;
  /** Hides "Nuevo Bot"/"Entrar": auth pages and the create-bot page. */
  hideCreate?: boolean;
  /** Shows "Registrarme" (on /auth). */
  showSignUp?: boolean;
  /** The page's name in the browser tab ("Explorar bots | Vocero"); pages named by their data set their own. */
  title?: string;
  /** Hides the floating tip-card and chat buttons: the bot page only (it has its own chat). */
  hideFloating?: boolean;
}

export type DrawerItemKey =
  | 'home'
  | 'panel'
  | 'explore'
  | 'faq'
  | 'talk'
  | 'signOut'
  | 'signIn'
  | 'signUp'
  | 'about'
  | 'newBot'
  | 'members'
  | 'qa'
  | 'tips'
  | 'account'
  | 'platformBot'
  | 'myBots'
  | 'profile'
  | 'marketplace'
  | 'cart'
  | 'myPublications'
  | 'orders'
  | 'notifications';

export interface DrawerItem {
  key: DrawerItemKey;
  label: string;
  to: string;
}

export interface DrawerUser {
  _id: string;
  hero?: string | null;
  isSuperUser: boolean;
}

export function leftDrawerItems(user: DrawerUser | null): DrawerItem[] {
  if (user) {
    return [
      { key: 'home', label: msg.nav.home, to: paths.home() },
      { key: 'panel', label: msg.nav.myPanel, to: paths.dashboard() },
      { key: 'explore', label: msg.nav.explore, to: paths.explore() },
      { key: 'faq', label: msg.nav.faq, to: paths.questions() },
      { key: 'talk', label: msg.nav.talk, to: paths.contact() },
      { key: 'signOut', label: msg.nav.signOut, to: paths.signOut() },
    ];
  }
  return [
    { key: 'home', label: msg.nav.home, to: paths.home() },
    { key: 'explore', label: msg.nav.explore, to: paths.explore() },
    { key: 'signIn', label: msg.nav.signIn, to: paths.signIn() },
    { key: 'signUp', label: msg.nav.createAccount, to: paths.signUp() },
    { key: 'about', label: msg.nav.about, to: paths.about() },
    { key: 'faq', label: msg.nav.faq, to: paths.questions() },
    { key: 'talk', label: msg.nav.talk, to: paths.contact() },
  ];
}

/**
 * What every account holder reads about themselves (issue 38): their notifications and their orders, one
 * tap from the avatar instead of only from the panel or the marketplace section. Not in the spec's lists.
 */
function personalItems(): DrawerItem[] {
  return [
    { key: 'notifications', label: msg.nav.notifications, to: paths.notifications() },
    { key: 'orders', label: msg.nav.orders, to: paths.orders() },
  ];
}

/** The right drawer's entries; anonymous visitors get a welcome text instead (empty list). */
export function rightDrawerItems(user: DrawerUser | null): DrawerItem[] {
  if (!user) return [];
  if (user.isSuperUser) {
    return [
      { key: 'newBot', label: msg.nav.newBot, to: paths.newBot() },
      { key: 'members', label: msg.nav.members, to: paths.members() },
      { key: 'qa', label: msg.nav.faq, to: paths.qa() },
      { key: 'tips', label: msg.nav.tips, to: paths.tips() },
      ...personalItems(),
      { key: 'account', label: msg.nav.myAccount, to: paths.settings() },
      { key: 'platformBot', label: msg.nav.bot, to: paths.platformBot() },
    ];
  }
  return [
    { key: 'newBot', label: msg.nav.newBot, to: paths.newBot() },
    { key: 'myBots', label: msg.nav.myBots, to: paths.myBots() },
    ...personalItems(),
    { key: 'account', label: msg.nav.myAccount, to: paths.settings() },
    { key: 'profile', label: msg.nav.myProfile, to: paths.profile(user.hero || user._id) },
    { key: 'signOut', label: msg.nav.signOut, to: paths.signOut() },
  ];
}

/**
 * The marketplace section, shown in the left drawer under the spec's entries: browsing and the cart for
 * everyone, selling and orders once signed in.
 */
export function marketDrawerItems(user: DrawerUser | null): DrawerItem[] {
  const items: DrawerItem[] = [
    { key: 'marketplace', label: msg.nav.marketplace, to: paths.marketplace() },
    { key: 'cart', label: msg.nav.cart, to: paths.cart() },
  ];
  if (!user) return items;
  return [
    ...items,
    { key: 'myPublications', label: msg.nav.myPublications, to: paths.myPublications() },
    { key: 'orders', label: msg.nav.orders, to: paths.orders() },
  ];
}
