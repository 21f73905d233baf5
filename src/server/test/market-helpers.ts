import { expect } from 'vitest';
import { bearer } from './accounts-helpers';
import type { TestApp } from './test-app';
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

/**
 * The sandbox consent as the browser goes through it (card → consent page → back with code and state): the
 * credentials a seller then posts. `seen` receives every body the API answered (a test that checks no
 * token ever leaves the server reads them).
 */
export async function sandboxCredentials(t: TestApp, token: string, seen: (body: string) => void = () => {}) {
  const cardResponse = await t.app.inject({ method: 'GET', url: '/api/seller', headers: bearer(token) });
  seen(cardResponse.body);
  const card = cardResponse.json();
  expect(card).toMatchObject({ isConnected: false, provider: 'sandbox' });
  const consent = new URL(card.connectionUrl);
  const state = consent.searchParams.get('state')!;
  const redirectUri = consent.searchParams.get('redirect_uri')!;
  const page = await t.app.inject({ method: 'GET', url: `${consent.pathname}${consent.search}` });
  expect(page.headers['content-type']).toContain('text/html');
  const approved = await t.app.inject({
    method: 'POST',
    url: '/api/sandbox/authorize',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ state, redirect_uri: redirectUri }).toString(),
  });
  expect(approved.statusCode).toBe(303);
  const back = new URL(approved.headers.location as string);
  return {
    marketplaceSellerAuthorizationCode: back.searchParams.get('code')!,
    marketplaceRandomValidationId: back.searchParams.get('state')!,
    marketplaceRedirectURI: redirectUri,
  };
}

/** Connects a seller's sandbox payment account, as `sandboxCredentials` and the credentials' post. */
export async function connectSandboxSeller(
  t: TestApp,
  token: string,
  seen: (body: string) => void = () => {},
): Promise<void> {
  const credentials = await sandboxCredentials(t, token, seen);
  const done = await t.app.inject({
    method: 'POST',
    url: '/api/seller/credentials',
    headers: bearer(token),
    payload: credentials,
  });
  seen(done.body);
  expect(done.statusCode).toBe(200);
  expect(done.json()).toMatchObject({ isConnected: true, connectionUrl: null });
}
