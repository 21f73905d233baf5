import { formatMoney } from '../../../shared/format-money';
import { marketplaceText } from '../../../shared/messages/marketplace-screens.es';
import { feeOf, fromMinorUnits, toMinorUnits, type Currency } from '../../../shared/money';

const t = marketplaceText.form;
const PERCENT = new Intl.NumberFormat('es', { maximumFractionDigits: 2 });

/**
 * What the seller gives the marketplace out of a sale at `price`, said before they publish: the rate, and
 * once the price reads as one, the fee and what they receive. Computed like the checkout (feeOf on minor
 * units, from the same setting), so the numbers match the order's.
 */
export function feeNote(price: string, currency: Currency, percent: number): string {
  if (percent <= 0) return t.feeNone;
  const rate = `${PERCENT.format(percent)} %`;
  const minor = toMinorUnits(price, currency);
  if (minor === null || minor <= 0) return t.feeRate(rate);
  const fee = feeOf(minor, percent);
  return t.feeFor(
    rate,
    formatMoney(fromMinorUnits(fee, currency), currency),
    formatMoney(fromMinorUnits(minor - fee, currency), currency),
  );
}
