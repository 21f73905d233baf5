import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { bookingServices } from '../../db/schema';

export type ServiceRow = typeof bookingServices.$inferSelect;
export type ServiceValues = Omit<typeof bookingServices.$inferInsert, 'botId' | 'createdAt'>;

// Read with every cold bot (the bot cache): built once and named.
const servicesStatement = preparedOnce((db) =>
  db
    .select()
    .from(bookingServices)
    .where(eq(bookingServices.botId, sql.placeholder('botId')))
    .orderBy(asc(bookingServices.position), asc(bookingServices.createdAt))
    .prepare('find_services'),
);

/** The bot's services in the owner's order. */
export function findServices(db: DbOrTx, botId: string): Promise<ServiceRow[]> {
  return servicesStatement(db).execute({ botId });
}

export async function findService(db: DbOrTx, botId: string, serviceId: string): Promise<ServiceRow | null> {
  const [row] = await db
    .select()
    .from(bookingServices)
    .where(and(eq(bookingServices.botId, botId), eq(bookingServices.id, serviceId)));
  return row ?? null;
}

/**
 * Replaces the bot's services: rows named by id are updated (their appointments keep the link), the others
 * inserted, and those left out deleted (their appointments keep their copy of the name).
 */
export async function replaceServices(db: DbOrTx, botId: string, services: ServiceValues[]): Promise<void> {
  const kept = services.map((service) => service.id).filter((id): id is string => !!id);
  await db
    .delete(bookingServices)
    .where(
      kept.length
        ? and(eq(bookingServices.botId, botId), notInArray(bookingServices.id, kept))
        : eq(bookingServices.botId, botId),
    );
  const existing = kept.length
    ? new Set(
        (
          await db
            .select({ id: bookingServices.id })
            .from(bookingServices)
            .where(and(eq(bookingServices.botId, botId), inArray(bookingServices.id, kept)))
        ).map((row) => row.id),
      )
    : new Set<string>();
  for (const service of services) {
    if (service.id && existing.has(service.id)) {
      const { id, ...values } = service;
      await db.update(bookingServices).set(values).where(eq(bookingServices.id, id));
    } else {
      const { id: _id, ...values } = service;
      await db.insert(bookingServices).values({ botId, ...values });
    }
  }
}
