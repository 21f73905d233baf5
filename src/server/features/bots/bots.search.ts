import { foldAccents } from '../../../shared/fold';

/**
 * Turns what a visitor typed into a prefix tsquery over accent-folded words ("clinica denta" →
 * "clinica:* & denta:*"). Only [a-z0-9] survive folding, so the result is always valid tsquery syntax.
 */
export function prefixTsQuery(term: string): string | undefined {
  const words = foldAccents(term)
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .slice(0, 8);
  return words.length ? words.map((word) => `${word}:*`).join(' & ') : undefined;
}

/** The folded term for trigram similarity (typos), bounded in length. */
export function foldedTerm(term: string): string {
  return foldAccents(term).replace(/\s+/g, ' ').slice(0, 100);
}

export function splitTags(tags: string | undefined): string[] {
  return [
    ...new Set(
      (tags ?? '')
        .split(',')
        .map((tag) => tag.trim().toLowerCase())
        .filter((tag) => tag.length > 0 && tag.length <= 40),
    ),
  ].slice(0, 10);
}
