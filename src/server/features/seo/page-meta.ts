import { BotListQuerySchema, RESERVED_ALIASES } from '../../../shared/schemas/bots';
import { directoryApiQuery, directoryFiltersOf } from '../../../shared/directory-url';
import { emptyPlainChat, type PlainChatState } from '../../../shared/plain-chat';
import { msg } from '../../../shared/messages.es';
import { whatsappUrl } from '../../../shared/whatsapp';
import type { AppContext } from '../../app-context';
import { canSeeUser } from '../accounts/accounts.policy';
import { findUserByRef } from '../accounts/accounts.repo';
import { canSeeBot } from '../bots/bots.policy';
import { findBotByRef, findBots, listQueryToFilters, type BotWithCreator } from '../bots/bots.repo';
import { findCategoryByKey } from '../categories/categories.repo';
import { listFaq } from '../content/faq.repo';
import { findHours } from '../hours/hours.repo';
import { hoursStatus } from '../hours/schedule';
import type { PageMeta as WebPageMeta } from '../../plugins/web-app';
import { noticeOf, type FirstView } from './first-view';

/** A public page's status, link preview and first view, for the HTML the server sends (plugins/web-app.ts). */
export type PageMeta = WebPageMeta<FirstView>;

/** Cards in the directory's first view: what a phone's first screen holds, and a little more. */
const DIRECTORY_FIRST_VIEW = 8;

function absolute(publicUrl: string, url: string | null | undefined): string | null {
  if (!url) return null;
  return url.startsWith('/') ? `${publicUrl}${url}` : url;
}

/**
 * Title, description and picture of public pages (/{alias}, /a/{id}) for the HTML the server sends, so a
 * shared link shows a real preview. A bot path that is not a visible bot answers 404 (the app still renders).
 */
export async function resolvePageMeta(ctx: AppContext, pathname: string): Promise<PageMeta | null> {
  const [path = '', search = ''] = pathname.split('?', 2);
  const segments = path.split('/').filter(Boolean).map(safeDecode);
  if (segments.some((s) => s === null)) return null;
  const { publicUrl, appName } = ctx.settings;
  const db = ctx.database.db;

  if (segments.length === 0) return { status: 200, firstView: { kind: 'home' } };
  if (segments.length === 1 && segments[0] === 'questions') {
    // The FAQ as GET /api/faq lists it (published, in its order): the page's content, not a spinner.
    const entries = await listFaq(db, { onlyPublished: true });
    return {
      status: 200,
      firstView: {
        kind: 'questions',
        entries: entries.map((entry) => ({ question: entry.question, answer: entry.answer })),
      },
    };
  }
  if (segments.length === 1 && segments[0] === 'bots') {
    // The directory's first page as the app will ask for it (same filters), from the same query.
    const address = directoryFiltersOf(new URLSearchParams(search));
    const query = BotListQuerySchema.safeParse(directoryApiQuery(address, 1, DIRECTORY_FIRST_VIEW));
    if (!query.success) return null;
    const { rows } = await findBots(
      db,
      listQueryToFilters(query.data),
      query.data.page,
      DIRECTORY_FIRST_VIEW,
    );
    return {
      status: 200,
      firstView: {
        kind: 'directory',
        bots: rows.map((bot) => ({
          alias: bot.alias,
          name: bot.name,
          description: bot.description,
          pictureUrl: bot.pictureUrl,
          coverUrl: bot.coverUrl,
          openNow: bot.openNow === true,
        })),
      },
    };
  }
  if (
    segments.length === 1 &&
    !RESERVED_ALIASES.has(segments[0]!.toLowerCase()) &&
    segments[0]!.length <= 100
  ) {
    const bot = await findBotByRef(db, segments[0]!);
    if (!bot || !canSeeBot(null, bot)) return { status: 404 };
    return botPageMeta(ctx, bot, emptyPlainChat(bot.id));
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
      firstView: { kind: 'profile', name: user.name, bio: user.bio ?? '', pictureUrl: user.pictureUrl },
    };
  }
  return null;
}

/** A bot page's link preview and first view, its plain chat showing `chat`. */
async function botPageMeta(
  ctx: AppContext,
  bot: BotWithCreator,
  chat: PlainChatState,
  status = 200,
): Promise<PageMeta> {
  const { publicUrl, appName } = ctx.settings;
  const [category, hours] = await Promise.all([
    bot.categoryKey ? findCategoryByKey(ctx.database.db, bot.categoryKey) : undefined,
    findHours(ctx.database.db, bot.id),
  ]);
  const open = hours ? hoursStatus(hours, new Date()) : null;
  return {
    status,
    title: `${bot.name} | ${appName}`,
    description: bot.description,
    image: absolute(publicUrl, bot.pictureUrl),
    url: `${publicUrl}/${bot.alias}`,
    type: 'website',
    firstView: {
      kind: 'bot',
      alias: bot.alias,
      name: bot.name,
      description: bot.description,
      pictureUrl: bot.pictureUrl,
      coverUrl: bot.coverUrl,
      color: category?.color ?? null,
      whatsappUrl: bot.whatsappPhone ? whatsappUrl(bot.whatsappPhone) : null,
      hours: open ? { line: msg.agenda.status(open), openNow: open.openNow } : null,
      chat,
    },
  };
}

/**
 * The bot page after a post of its plain chat (features/chat/plain-chat.ts), which already checked that
 * the visitor may see the bot (its owner may try an unpublished one).
 */
export async function plainChatPageMeta(
  ctx: AppContext,
  page: { status: number; botRef: string; chat: PlainChatState },
): Promise<PageMeta> {
  const bot = await findBotByRef(ctx.database.db, page.botRef);
  // Deleted while its message was answered.
  if (!bot) return { status: 404, firstView: noticeOf(404, '') };
  return botPageMeta(ctx, bot, page.chat, page.status);
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
