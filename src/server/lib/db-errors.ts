/**
 * True when a write failed on a unique key (PostgreSQL 23505), the key named `constraint` when given. The
 * driver's error may come wrapped by drizzle (`cause`); an engine that does not name the constraint
 * (PGlite in some paths) counts as that constraint.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const cause = (error as { cause?: unknown }).cause ?? error;
  const { code, constraint: name } = (cause ?? {}) as { code?: string; constraint?: string };
  return code === '23505' && (constraint === undefined || name === undefined || name === constraint);
}
