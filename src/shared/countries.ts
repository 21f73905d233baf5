import { foldAccents } from './fold';

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

export function findFlagCountry(name: string): FlagCountry | undefined {
  const folded = foldAccents(name);
  return FLAG_COUNTRIES.find((c) => foldAccents(c.name) === folded || c.key.toLowerCase() === folded);
}

/** The Spanish-speaking countries of the Americas (and Spain), by ISO 3166 alpha-2 code and name. */
const SPANISH_SPEAKING: ReadonlyArray<readonly [string, string]> = [
  ['AR', 'Argentina'],
  ['BO', 'Bolivia'],
  ['CL', 'Chile'],
  ['CO', 'Colombia'],
  ['CR', 'Costa Rica'],
  ['CU', 'Cuba'],
  ['DO', 'República Dominicana'],
  ['EC', 'Ecuador'],
  ['SV', 'El Salvador'],
  ['ES', 'España'],
  ['GT', 'Guatemala'],
  ['HN', 'Honduras'],
  ['MX', 'México'],
  ['NI', 'Nicaragua'],
  ['PA', 'Panamá'],
  ['PY', 'Paraguay'],
  ['PE', 'Perú'],
  ['PR', 'Puerto Rico'],
  ['UY', 'Uruguay'],
  ['VE', 'Venezuela'],
];

const CODES = new Map<string, string>(
  SPANISH_SPEAKING.flatMap(([code, name]) => [
    [code.toLowerCase(), code],
    [foldAccents(name), code],
  ]),
);

/**
 * A bot's country as its ISO 3166 alpha-2 code ("México", "mexico", "MX" → "MX"), for reading its
 * customers' regional words; null when it is not a Spanish-speaking country the product knows.
 */
export function countryCode(country: string | null | undefined): string | null {
  if (!country) return null;
  return CODES.get(foldAccents(country.trim()).replace(/\s+/g, ' ')) ?? null;
}
