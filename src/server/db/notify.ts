import { sql } from 'drizzle-orm';
import type { Db } from './client';

/** PostgreSQL's NOTIFY on `channel`: what other instances LISTENing hear (features/live). */
export function notifyChannel(db: Db, channel: string, payload: string) {
  return db.execute(sql`select pg_notify(${channel}, ${payload})`);
}
