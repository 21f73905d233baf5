import { and, sql, type AnyColumn, type SQL } from 'drizzle-orm';

// Conditions over the database's own f_fold (migration 0003) and the text arrays they compare with,
// shared by the repositories: query pieces live beside the queries (src/server/db or a feature's *.repo.ts), never in lib/ (issue 36).

/**
 * Every word of `term` must appear somewhere in `haystack`, accents and case aside (f_fold, migration
 * 0003). For short admin and marketplace lists, where a substring match is what people expect.
 */
export function everyWordIn(haystack: SQL, term: string | undefined): SQL | undefined {
  const words = (term ?? '')
    .replace(/[%_\\]/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 8);
  if (words.length === 0) return undefined;
  return and(...words.map((word) => sql`f_fold(${haystack}) like '%' || f_fold(${word}) || '%'`));
}

/** Equal once both sides are folded ("peru" finds "Perú"); no condition when `value` is empty. */
export function foldedEquals(column: AnyColumn, value: string | undefined): SQL | undefined {
  return value ? sql`f_fold(${column}) = f_fold(${value})` : undefined;
}

/** A text[] literal of bound values, for `= any(…)`, `@>` and `unnest(…)`. */
export function textArray(values: readonly string[]): SQL {
  return sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}
