import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orders, sandboxPayments, sandboxPreferences } from '../../db/schema';

/** The sandbox provider's own tables: its checkouts (preferences) and the payments made in them. */

export type SandboxPreferenceRow = typeof sandboxPreferences.$inferSelect;

export async function insertSandboxPreference(
  db: DbOrTx,
  values: typeof sandboxPreferences.$inferInsert,
): Promise<string> {
  const [row] = await db.insert(sandboxPreferences).values(values).returning({ id: sandboxPreferences.id });
  return row!.id;
}

export async function findSandboxPayment(db: DbOrTx, id: string) {
  const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id));
  return row;
}

export async function insertSandboxPayment(
  db: DbOrTx,
  values: typeof sandboxPayments.$inferInsert,
): Promise<string> {
  const [row] = await db.insert(sandboxPayments).values(values).returning({ id: sandboxPayments.id });
  return row!.id;
}

/** A checkout with its order. */
export async function findCheckout(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ preference: sandboxPreferences, order: orders })
    .from(sandboxPreferences)
    .innerJoin(orders, eq(orders.id, sandboxPreferences.orderId))
    .where(eq(sandboxPreferences.id, id));
  return row;
}
