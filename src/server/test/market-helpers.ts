import type { CheckoutBuyerInput } from '../../shared/schemas/marketplace';

/** A buyer's checkout details as the form sends them: delivery to a Córdoba address, an Argentine phone. */
export const checkoutBuyer = (overrides: Partial<CheckoutBuyerInput> = {}): CheckoutBuyerInput => ({
  name: 'Lucía Fernández',
  email: 'lucia.fernandez@example.com',
  phoneCountry: 'AR',
  phone: '351 555 0101',
  delivery: 'delivery',
  address: 'Av. Colón 1234, Córdoba',
  ...overrides,
});
