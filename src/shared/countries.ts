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
