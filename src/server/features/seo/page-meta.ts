import { RESERVED_ALIASES } from '../../../shared/schemas/bots';
import type { AppContext } from '../../app-context';
import { canSeeUser } from '../accounts/accounts.policy';
import { findUserByRef } from '../accounts/accounts.repo';
import { canSeeBot } from '../bots/bots.policy';
import { findBotByRef } from '../bots/bots.repo';

export interface PageMeta {
  status: number;
  title?: string;
  description?: string;
  image?: string | null;
  url?: string;
  type?: 'website' | 'profile';
}

function absolute(publicUrl: string, url: string | null | undefined): string | null {
  if (!url) return null;
  return url.startsWith('/') ? `${publicUrl}${url}` : url;
}

/**
 * Title, description and picture of public pages (/{alias}, /a/{id}) for the HTML the server sends, so a
 * shared link shows a real preview. A bot path that is not a visible bot answers 404 (the app still renders).
 */
export async function resolvePageMeta(ctx: AppContext, pathname: string): Promise<PageMeta | null> {
  const segments = pathname.split('?')[0]!.split('/').filter(Boolean).map(safeDecode);
  if (segments.some((s) => s === null)) return null;
  const { publicUrl, appName } = ctx.settings;
  const db = ctx.database.db;

  if (
    segments.length === 1 &&
    !RESERVED_ALIASES.has(segments[0]!.toLowerCase()) &&
    segments[0]!.length <= 100
  ) {
    const bot = await findBotByRef(db, segments[0]!);
    if (!bot || !canSeeBot(null, bot)) return { status: 404 };
    return {
      status: 200,
      title: `${bot.name} | ${appName}`,
      description: bot.description,
      image: absolute(publicUrl, bot.pictureUrl),
      url: `${publicUrl}/${bot.alias}`,
      type: 'website',
    };
  }
  if (segments.length === 2 && segments[0] === 'a' && segments[1]!.length <= 100) {
    const user = await findUserByRef(db, segments[1]!);
    if (!user || !user.activatedAt || !canSeeUser(null, user)) return { status: 404 };
    return {
      status: 200,
      title: `${user.name} | ${appName}`,
      description: user.bio || `Perfil de ${user.name} en ${appName}.`,
      image: absolute(publicUrl, user.pictureUrl),
      url: `${publicUrl}/a/${user.hero ?? user.id}`,
      type: 'profile',
    };
  }
  return null;
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
