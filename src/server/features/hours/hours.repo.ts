import { eq, sql, type SQL } from 'drizzle-orm';
import type { Hours } from '../../../shared/schemas/agenda';
import type { DbOrTx } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { botHours, bots } from '../../db/schema';

// Read with every cold bot (the bot cache): built once and named.
const hoursStatement = preparedOnce((db) =>
  db
    .select()
    .from(botHours)
    .where(eq(botHours.botId, sql.placeholder('botId')))
    .prepare('find_hours'),
);

/** The bot's hours, ranges by day and time and closures by date; null when the owner never set them. */
export async function findHours(db: DbOrTx, botId: string): Promise<Hours | null> {
  const [row] = await hoursStatement(db).execute({ botId });
  if (!row) return null;
  return {
    timeZone: row.timeZone,
    weekly: [...row.weekly].sort((a, b) => a.day - b.day || a.open.localeCompare(b.open)),
    closures: [...row.closures].sort((a, b) => a.date.localeCompare(b.date)),
  };
}

/** Replaces the bot's hours whole. */
export async function saveHours(db: DbOrTx, botId: string, hours: Hours): Promise<void> {
  const values = {
    timeZone: hours.timeZone,
    weekly: hours.weekly,
    closures: hours.closures,
    updatedAt: new Date(),
  };
  await db
    .insert(botHours)
    .values({ botId, ...values })
    .onConflictDoUpdate({ target: botHours.botId, set: values });
}

/**
 * Bots open at `now` on their own clock: a range of today's weekday holds the local time, and today is not
 * a closure. PostgreSQL reads the zone (`at time zone`, its own zone database, daylight saving included);
 * "HH:MM" compares as text. The same rule as hours/schedule.ts, which a test holds them to.
 */
export function openAt(now: Date): SQL {
  const local = sql`(${now.toISOString()}::timestamptz at time zone h.time_zone)`;
  return sql`exists (
    select 1 from ${botHours} as h, jsonb_array_elements(h.weekly) as r
    where h.bot_id = ${bots.id}
      and (r->>'day')::int = extract(dow from ${local})::int
      and r->>'open' <= to_char(${local}, 'HH24:MI')
      and to_char(${local}, 'HH24:MI') < r->>'close'
      and not h.closures @> jsonb_build_array(jsonb_build_object('date', to_char(${local}, 'YYYY-MM-DD')))
  )`;
}

/** A list's column: open at `now` (the rule of `openAt`), null for a bot without hours. */
export function openNowColumn(now: Date): SQL<boolean | null> {
  return sql<boolean | null>`case when exists (select 1 from ${botHours} as hb where hb.bot_id = ${bots.id})
    then ${openAt(now)} end`;
}
