import { msg } from '../../../shared/messages.es';
import { paths } from '../../paths';

export type PanelCardKey =
  'myBots' | 'newBot' | 'notifications' | 'settings' | 'profile' | 'password' | 'members' | 'qa' | 'tips';

export interface PanelCard {
  key: PanelCardKey;
  title: string;
  text: string;
  to: string;
}

export interface PanelUser {
  _id: string;
  hero?: string | null;
  isSuperUser: boolean;
}

const p = msg.panel;

/** The cards of "Mi Panel": every account's, and for super users the administration ones. */
export function panelCards(user: PanelUser): { account: PanelCard[]; admin: PanelCard[] } {
  const account: PanelCard[] = [
    { key: 'myBots', title: p.myBots, text: p.myBotsText, to: paths.myBots() },
    { key: 'newBot', title: p.newBot, text: p.newBotText, to: paths.newBot() },
    { key: 'notifications', title: p.notifications, text: p.notificationsText, to: paths.notifications() },
    { key: 'settings', title: p.settings, text: p.settingsText, to: paths.settings() },
    { key: 'profile', title: p.profile, text: p.profileText, to: paths.profile(user.hero || user._id) },
    { key: 'password', title: p.password, text: p.passwordText, to: paths.password() },
  ];
  const admin: PanelCard[] = user.isSuperUser
    ? [
        { key: 'members', title: p.members, text: p.membersText, to: paths.members() },
        { key: 'qa', title: p.qa, text: p.qaText, to: paths.qa() },
        { key: 'tips', title: p.tips, text: p.tipsText, to: paths.tips() },
      ]
    : [];
  return { account, admin };
}
