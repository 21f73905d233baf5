import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from './client';

/** The rows of a statement written in SQL: both drivers (node-postgres and PGlite) answer `{ rows }`. */
export async function executeRows<Row>(db: DbOrTx, statement: SQL): Promise<Row[]> {
  const result = await db.execute(statement);
  return (result as unknown as { rows?: Row[] }).rows ?? [];
}
