/** The seven countries that carry a flag in the directory filter (spec section 3). */
export const FLAG_COUNTRIES = [
  { key: 'AR', name: 'Argentina', flag: '🇦🇷' },
  { key: 'CL', name: 'Chile', flag: '🇨🇱' },
  { key: 'CO', name: 'Colombia', flag: '🇨🇴' },
  { key: 'MX', name: 'México', flag: '🇲🇽' },
  { key: 'PY', name: 'Paraguay', flag: '🇵🇾' },
  { key: 'PE', name: 'Perú', flag: '🇵🇪' },
  { key: 'VE', name: 'Venezuela', flag: '🇻🇪' },
] as const;

export type FlagCountry = (typeof FLAG_COUNTRIES)[number];

/** Folds case and accents so that "Mexico", "méxico" and "MÉXICO" compare equal. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

export function findFlagCountry(name: string): FlagCountry | undefined {
  const folded = foldText(name);
  return FLAG_COUNTRIES.find((c) => foldText(c.name) === folded || c.key.toLowerCase() === folded);
}
