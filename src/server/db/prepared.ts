import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

/**
 * A statement built once per database handle instead of on every call: drizzle's building is a real share
 * of a small query's time on the hot paths. The statement takes all its values as placeholders.
 */
export function preparedOnce<T>(build: (db: DbOrTx) => T): (db: DbOrTx) => T {
  const built = new WeakMap<DbOrTx, T>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}

const dialect = new PgDialect();

/**
 * A hand-written statement (its values as sql.placeholder), its text built once and, on PostgreSQL, parsed
 * once per connection (a named statement). PostgreSQL still plans it for each call's values unless the
 * connection keeps one plan (Database.chatTurns, the chat's grouped write, which reaches every row by key).
 */
export function prebuiltStatement(db: DbOrTx, name: string, statement: SQL) {
  return db._.session.prepareQuery(dialect.sqlToQuery(statement), undefined, name, false);
}
