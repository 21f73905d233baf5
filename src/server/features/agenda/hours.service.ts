import { defaultTimeZone } from '../../../shared/agenda/time-zones';
import type { Hours, HoursData } from '../../../shared/schemas/agenda';
import type { AppContext } from '../../app-context';
import type { UserRow } from '../../lib/user-row';
import { requireBot, requireManagedBot } from '../bots/bots.service';
import * as bots from '../bots/bots.repo';
import * as repo from '../hours/hours.repo';
import { hoursStatus } from '../hours/schedule';

/** The owner's view: the hours (or null), where the business stands now, and the zone a form starts from. */
export async function getHours(ctx: AppContext, actor: UserRow, botRef: string) {
  const bot = await requireBot(ctx, actor, botRef, 'inbox');
  const hours = await repo.findHours(ctx.database.db, bot.id);
  return {
    hours,
    status: hours ? hoursStatus(hours, new Date()) : null,
    suggestedTimeZone: hours?.timeZone ?? defaultTimeZone(bot.country, bot.province),
  };
}

/** Replaces the bot's hours; its detail (and every instance's copy of it) follows in the same commit. */
export async function saveHours(ctx: AppContext, actor: UserRow, botRef: string, parsed: HoursData) {
  const bot = await requireManagedBot(ctx, actor, botRef);
  const hours: Hours = {
    timeZone: parsed.timeZone,
    weekly: [...parsed.weekly].sort((a, b) => a.day - b.day || a.open.localeCompare(b.open)),
    closures: [...parsed.closures].sort((a, b) => a.date.localeCompare(b.date)),
  };
  await ctx.database.db.transaction(async (tx) => {
    await repo.saveHours(tx, bot.id, hours);
    await bots.touchBot(tx, bot.id);
  });
  return { hours, status: hoursStatus(hours, new Date()), suggestedTimeZone: hours.timeZone };
}
