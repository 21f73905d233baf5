import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { executeRows } from '../../db/execute-rows';
import { textArray } from '../../db/word-match';
import { directoryWords } from '../../db/schema';

/**
 * How far, in trigram distance (1 − similarity), a word of the directory may be from a typed word to
 * replace it: "inmobilaria" → "inmobiliaria" (0.29), "clinca" → "clinica" (0.45); unrelated words of the
 * same length sit beyond 0.7.
 */
const MAX_DISTANCE = 0.55;

/**
 * The directory's nearest word to each typed word (folded, [a-z] only), when one is near enough: a word
 * of the directory is its own nearest. Each lookup is a nearest-neighbour walk of the GiST index (migration
 * 0042), which stops after the first word: its cost grows with the vocabulary's depth, not with the bots.
 */
export async function nearestDirectoryWords(
  db: DbOrTx,
  typed: readonly string[],
): Promise<Map<string, string>> {
  if (!typed.length) return new Map();
  const rows = await executeRows<{ typed: string; word: string }>(
    db,
    sql`
    select t.typed, near.word
    from unnest(${textArray(typed)}) as t(typed)
    cross join lateral (
      select ${directoryWords.word} as word, ${directoryWords.word} <-> t.typed as distance
      from ${directoryWords}
      order by ${directoryWords.word} <-> t.typed
      limit 1
    ) as near
    where near.distance <= ${MAX_DISTANCE}`,
  );
  return new Map(rows.map((row) => [row.typed, row.word]));
}
