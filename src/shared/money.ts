/** Currencies a publication may be priced in (Latin America plus USD), with their minor-unit digits. */
export const CURRENCIES = {
  ARS: 2,
  BRL: 2,
  CLP: 0,
  COP: 2,
  MXN: 2,
  PEN: 2,
  PYG: 0,
  UYU: 2,
  USD: 2,
} as const;
export type Currency = keyof typeof CURRENCIES;
export const CURRENCY_CODES = Object.keys(CURRENCIES) as [Currency, ...Currency[]];

/** Largest amount accepted, in minor units: far above any listing, far below 2^53. */
export const MAX_MINOR_UNITS = 1e13;

/**
 * "1234.5" → 123450 for ARS: amounts travel as decimal strings and are stored as integer minor units,
 * never as binary floats. Null when the text is not an amount this currency can hold.
 */
export function toMinorUnits(amount: string, currency: Currency): number | null {
  const digits = CURRENCIES[currency];
  const match = /^(\d{1,13})(?:[.,](\d+))?$/.exec(amount.trim());
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return null;
  const minor = Number(match[1]) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  return Number.isSafeInteger(minor) && minor <= MAX_MINOR_UNITS ? minor : null;
}

/** 123450 ARS → "1234.50": the canonical decimal string of an amount. */
export function fromMinorUnits(minor: number, currency: Currency): string {
  const digits = CURRENCIES[currency];
  if (digits === 0) return String(minor);
  const text = String(Math.abs(minor)).padStart(digits + 1, '0');
  return `${minor < 0 ? '-' : ''}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/** The marketplace's share of an amount, rounded half up to the currency's minor unit. */
export function feeOf(minor: number, percent: number): number {
  return Math.round((minor * Math.round(percent * 100)) / 10_000);
}
