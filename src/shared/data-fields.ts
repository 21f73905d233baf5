import type { DataField } from './schemas/training';

/**
 * A field waiting for an intent that no longer exists would never be asked: it moves to "any". The server
 * applies it when an intents save removes an intent; the web app applies it to its cached fields after the
 * same save, so they match without a refetch.
 */
export function fieldsAfterIntents<T extends DataField>(
  fields: readonly T[],
  intentions: Iterable<string>,
): T[] {
  const known = new Set(intentions);
  return fields.map((field) =>
    field.collectAt === 'specific' && field.collectOnIntent && !known.has(field.collectOnIntent)
      ? { ...field, collectAt: 'any', collectOnIntent: null }
      : field,
  );
}
