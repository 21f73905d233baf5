/**
 * Spanish text as it is compared for display and search, on the server and in the browser: lower case, no
 * accents or other diacritics ("México", "MEXICO" → "mexico"; "ñ" → "n", "ü" → "u"), outer space trimmed.
 * The chat engine's matching fold (server/lib/nlu/normalize.ts `foldText`) starts from this one and goes
 * further: punctuation becomes space and letters repeated for emphasis are squeezed ("holaaa").
 */
export function foldAccents(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}
