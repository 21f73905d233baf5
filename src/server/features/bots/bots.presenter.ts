import type { Bot, BotDetail } from '../../../shared/schemas/bots';
import type { Intent } from '../../../shared/schemas/training';
import { whatsappUrl } from '../../../shared/whatsapp';
import type { Hours } from '../../../shared/schemas/agenda';
import { hoursStatus } from '../hours/schedule';
import type { BotWithCreator, IntentRow } from './bots.repo';

/** Instructions and copy e-mails are the owner's business: others get them empty. */
export function presentBot(bot: BotWithCreator, showPrivate: boolean): Bot {
  return {
    _id: bot.id,
    id: bot.id,
    categoryKey: bot.categoryKey,
    businessType: bot.businessType,
    alias: bot.alias,
    name: bot.name,
    description: bot.description,
    instructions: showPrivate ? bot.instructions : '',
    pictureUrl: bot.pictureUrl,
    coverUrl: bot.coverUrl,
    locationAddress: bot.locationAddress,
    locationLatitude: bot.locationLatitude,
    locationLongitude: bot.locationLongitude,
    country: bot.country,
    province: bot.province,
    city: bot.city,
    tags: bot.tags,
    status: bot.status,
    publishWhenTrained: showPrivate && bot.publishWhenTrained,
    notificationOn: bot.notificationOn,
    llmOn: bot.llmOn,
    notificationEmails: showPrivate ? bot.notificationEmails : [],
    contactPhone: bot.contactPhone,
    contactEmail: bot.contactEmail,
    contactWebsite: bot.contactWebsite,
    contactInstagram: bot.contactInstagram,
    createdBy: { _id: bot.creator.id, hero: bot.creator.hero, name: bot.creator.name },
    globalRating: Number(bot.globalRating),
    ratingsCount: bot.ratingsCount,
    openNow: bot.openNow ?? null,
    createdAt: bot.createdAt.toISOString(),
    updatedAt: bot.updatedAt.toISOString(),
  };
}

/**
 * A bot with its training and hours. Where it stands (`openNow`, `hoursStatus`) is read at `now`: an answer
 * kept for longer (the public one, per revision) must be refreshed with `withHoursAt`.
 */
export function presentBotDetail(
  bot: BotWithCreator,
  intentRows: IntentRow[],
  showPrivate: boolean,
  hours: Hours | null,
  now: Date = new Date(),
): BotDetail {
  return withHoursAt(
    {
      ...presentBot(bot, showPrivate),
      intents: intentRows.map(presentIntent),
      fields: showPrivate ? bot.fields : [],
      setAside: showPrivate ? bot.setAsideIntents : [],
      embedDomains: showPrivate ? bot.embedDomains : [],
      whatsapp: bot.whatsappPhone ? { phone: bot.whatsappPhone, url: whatsappUrl(bot.whatsappPhone) } : null,
      hours,
      openNow: null,
      hoursStatus: null,
    },
    now,
  );
}

/** The detail with where the business stands at `now` (unchanged, the same object, when that is unchanged). */
export function withHoursAt(detail: BotDetail, now: Date): BotDetail {
  const status = detail.hours ? hoursStatus(detail.hours, now) : null;
  if (JSON.stringify(status) === JSON.stringify(detail.hoursStatus)) return detail;
  return { ...detail, openNow: status?.openNow ?? null, hoursStatus: status };
}

/** An intent as the bot's page and the training calls send it. */
export function presentIntent(row: IntentRow): Intent {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    intention: row.intention,
    questions: row.questions,
    answers: row.answers,
    intentionFiles: row.files,
  };
}
