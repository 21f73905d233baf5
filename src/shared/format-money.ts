import { CURRENCIES, type Currency } from './money';

/**
 * Each currency is written as people in its own country write it: Argentina, Chile, Colombia, Paraguay and
 * Uruguay group with "." and use "," for cents; Mexico and Peru group with "," and use "." (CLDR's data).
 * USD is written the Argentine way ("US$ 16.000"), the most common place listings in dollars come from.
 */
const LOCALES: Record<Currency, string> = {
  ARS: 'es-AR',
  BRL: 'pt-BR',
  CLP: 'es-CL',
  COP: 'es-CO',
  MXN: 'es-MX',
  PEN: 'es-PE',
  PYG: 'es-PY',
  UYU: 'es-UY',
  USD: 'es-AR',
};

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(currency: Currency, minimumFractionDigits: number): Intl.NumberFormat {
  const key = `${currency}:${minimumFractionDigits}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[currency], {
      style: 'currency',
      currency,
      currencyDisplay: 'symbol',
      // The currency's own minor units (CLDR shows COP without cents), never rounded.
      minimumFractionDigits,
      maximumFractionDigits: CURRENCIES[currency],
      // "$ 4.500", not Spanish's default "$ 4500" for four digits: prices are compared at a glance.
      useGrouping: 'always',
    });
    formatters.set(key, format);
  }
  return format;
}

/**
 * A price as people in the region read it: "$ 16.000 ARS", "$16,000.50 MXN", "S/ 120.50", "US$ 35",
 * "R$ 89,90". The currency code follows where the symbol alone is ambiguous ("$" is the peso of five
 * countries), and only there. Formatted from the decimal string itself (Intl reads it exactly), never
 * through a binary float; whole amounts drop their cents. Spaces are Intl's (they may be no-break spaces).
 */
export function formatMoney(amount: string, currency: Currency): string {
  const whole = !/[.,]\d*[1-9]/.test(amount);
  const text = amount.trim().replace(',', '.') as `${number}`;
  const parts = formatter(currency, whole ? 0 : CURRENCIES[currency]).formatToParts(text);
  const written = parts.map((part) => part.value).join('');
  const symbol = parts.find((part) => part.type === 'currency')?.value;
  return symbol === '$' ? `${written} ${currency}` : written;
}
