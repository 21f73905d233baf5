/**
 * "#3F2A9C1D": the first eight characters of an order's id, which people can read out, write down and
 * compare (buyer and seller quote the same one); screens never show the raw id.
 */
export function orderReference(id: string): string {
  return `#${id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A provider's payment id as people read it: MercadoPago's numbers are what its receipts show, so they stay;
 * an internal id (the sandbox's) is shortened like an order's.
 */
export function paymentReference(id: string): string {
  return UUID.test(id) ? orderReference(id) : id;
}
