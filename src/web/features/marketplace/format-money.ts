import { CURRENCIES, type Currency } from '../../../shared/money';

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(currency: Currency, minimumFractionDigits: number): Intl.NumberFormat {
  const key = `${currency}:${minimumFractionDigits}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat('es', {
      style: 'currency',
      currency,
      // The currency's own minor units (CLDR shows COP without cents), never rounded.
      minimumFractionDigits,
      maximumFractionDigits: CURRENCIES[currency],
      // "4.500", not Spanish's default "4500" for four digits: prices are compared at a glance.
      useGrouping: 'always',
    });
    formatters.set(key, format);
  }
  return format;
}

/**
 * "4500.50" ARS → "4.500,50 ARS". Formatted from the decimal string itself (Intl reads it exactly), never
 * through a binary float; whole amounts drop their ",00".
 */
export function formatMoney(amount: string, currency: Currency): string {
  const whole = !/[.,]\d*[1-9]/.test(amount);
  const text = amount.replace(',', '.') as `${number}`;
  return formatter(currency, whole ? 0 : CURRENCIES[currency]).format(text);
}
