import type { Currency } from '../../../shared/money';
import { PHONE_COUNTRY_CODES, type PhoneCountry } from '../../../shared/contact';

/**
 * Countries offered in the publication form and the marketplace filter, so that sellers and buyers write
 * them the same way (the server compares places case-insensitively). Free text is still accepted.
 */
export const MARKET_COUNTRIES = [
  'Argentina',
  'Bolivia',
  'Brasil',
  'Chile',
  'Colombia',
  'Costa Rica',
  'Ecuador',
  'El Salvador',
  'Guatemala',
  'Honduras',
  'México',
  'Nicaragua',
  'Panamá',
  'Paraguay',
  'Perú',
  'Puerto Rico',
  'República Dominicana',
  'Uruguay',
  'Venezuela',
] as const;

/** The local currency of a country, when the marketplace accepts it; dollarised economies use USD. */
const COUNTRY_CURRENCY: Record<string, Currency> = {
  argentina: 'ARS',
  brasil: 'BRL',
  chile: 'CLP',
  colombia: 'COP',
  méxico: 'MXN',
  mexico: 'MXN',
  perú: 'PEN',
  peru: 'PEN',
  paraguay: 'PYG',
  uruguay: 'UYU',
  ecuador: 'USD',
  'el salvador': 'USD',
  panamá: 'USD',
  'puerto rico': 'USD',
};

const REGION_CURRENCY: Record<string, Currency> = {
  AR: 'ARS',
  BR: 'BRL',
  CL: 'CLP',
  CO: 'COP',
  MX: 'MXN',
  PE: 'PEN',
  PY: 'PYG',
  UY: 'UYU',
};

export function currencyOfCountry(country: string): Currency | undefined {
  return COUNTRY_CURRENCY[country.trim().toLowerCase()];
}

/** A first guess for a new listing's currency: the browser's region (es-AR → ARS), else USD. */
export function defaultCurrency(language = typeof navigator === 'undefined' ? '' : navigator.language) {
  const region = language.split('-')[1]?.toUpperCase() ?? '';
  return REGION_CURRENCY[region] ?? 'USD';
}

const CURRENCY_PHONE_COUNTRY: Partial<Record<Currency, PhoneCountry>> = {
  ARS: 'AR',
  BRL: 'BR',
  CLP: 'CL',
  COP: 'CO',
  MXN: 'MX',
  PEN: 'PE',
  PYG: 'PY',
  UYU: 'UY',
};

/**
 * The country a phone is first read in: the order's currency's country (a buyer in Córdoba pays in ARS),
 * else the browser's region when the list has it, else Argentina. The buyer can change it.
 */
export function defaultPhoneCountry(
  currency?: Currency,
  language = typeof navigator === 'undefined' ? '' : navigator.language,
): PhoneCountry {
  const fromCurrency = currency ? CURRENCY_PHONE_COUNTRY[currency] : undefined;
  if (fromCurrency) return fromCurrency;
  const region = language.split('-')[1]?.toUpperCase() ?? '';
  return PHONE_COUNTRY_CODES.find((code) => code === region) ?? 'AR';
}
