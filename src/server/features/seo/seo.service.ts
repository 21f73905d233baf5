import type { AppContext } from '../../app-context';
import { findPublishedUserRefs } from '../accounts/accounts.repo';
import { findVisibleBotAliases } from '../bots/bots.repo';

const STATIC_PATHS = ['/', '/bots', '/about', '/questions', '/contact', '/privacy', '/terms'];
const MAX_URLS = 45_000;

/** The sitemap's addresses: the static pages, then public bots and profiles, most recently changed first. */
export async function sitemapEntries(
  ctx: AppContext,
): Promise<Array<{ loc: string; lastmod: Date | undefined }>> {
  const { publicUrl } = ctx.settings;
  const db = ctx.database.db;
  const [botRows, userRows] = await Promise.all([
    findVisibleBotAliases(db, MAX_URLS),
    findPublishedUserRefs(db, MAX_URLS),
  ]);
  return [
    ...STATIC_PATHS.map((path) => ({ loc: `${publicUrl}${path}`, lastmod: undefined })),
    ...botRows.map((b) => ({ loc: `${publicUrl}/${encodeURIComponent(b.alias)}`, lastmod: b.updatedAt })),
    ...userRows.map((u) => ({
      loc: `${publicUrl}/a/${encodeURIComponent(u.hero ?? u.id)}`,
      lastmod: u.updatedAt,
    })),
  ];
}
