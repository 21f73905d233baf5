import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { z } from 'zod';
import { migrationsFolder, type Db } from './client';

/** The migrations this code ships, oldest first (their `folderMillis` is what drizzle records). */
let shipped: number[] | undefined;
function shippedMigrations(): number[] {
  shipped ??= readMigrationFiles({ migrationsFolder }).map((migration) => migration.folderMillis);
  return shipped;
}

const RowsSchema = z.object({ rows: z.array(z.object({ last: z.unknown() })) });

/**
 * How many of this code's migrations the database lacks. Drizzle's migrator applies the migrations newer than
 * the last one it recorded (`drizzle.__drizzle_migrations.created_at`), so the same comparison answers here.
 * A database migrated by newer code counts as up to date: an instance of the previous release keeps serving
 * while the next one's migrations run (decision 058).
 */
export async function countPendingMigrations(db: Db): Promise<number> {
  const table = RowsSchema.parse(
    await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as last`),
  );
  if (table.rows[0]?.last !== true) return shippedMigrations().length;
  const result = RowsSchema.parse(
    await db.execute(sql`select max(created_at)::text as last from drizzle.__drizzle_migrations`),
  );
  const last = Number(result.rows[0]?.last ?? 0);
  return shippedMigrations().filter((millis) => millis > last).length;
}
