import type { users } from '../db/schema';

/** A user as stored: what the auth plugin puts on `request.auth` and every service receives as the actor. */
export type UserRow = typeof users.$inferSelect;
