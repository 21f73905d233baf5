import type { Currency } from '../../../../shared/money';

/**
 * What the marketplace needs from a payment provider. Two implement it: MercadoPago (real money, needs its
 * credentials) and a built-in sandbox (the default), so that the whole flow works offline.
 */

/** A seller's connected account, as the provider's OAuth token exchange returns it. */
export interface SellerTokens {
  accessToken: string;
  refreshToken: string | null;
  /** The seller's id at the provider (MercadoPago's `user_id`). */
  providerUserId: string;
  publicKey: string | null;
  expiresAt: Date | null;
}

export interface CheckoutItem {
  id: string;
  title: string;
  quantity: number;
  /** Decimal string in the currency's minor-unit digits, e.g. "1234.50". */
  unitPrice: string;
}

export interface CheckoutRequest {
  /** Our order id: sent as the provider's external reference and read back from each payment. */
  orderId: string;
  currency: Currency;
  items: CheckoutItem[];
  /** The marketplace's share, a decimal string like unitPrice. */
  marketplaceFee: string;
  payerEmail: string;
  notificationUrl: string;
  backUrls: { success: string; failure: string; pending: string };
  /** The checkout stops accepting payments after this moment (the order's stock hold ends). */
  expiresAt: Date;
}

export interface Checkout {
  preferenceId: string;
  /** Where to send the buyer to pay. */
  checkoutUrl: string;
}

/** Provider states reduced to what moves an order. */
export type PaymentStatus = 'approved' | 'pending' | 'rejected' | 'refunded';

export interface ProviderPayment {
  id: string;
  status: PaymentStatus;
  /** The external reference: our order id. */
  orderId: string | null;
  /** Decimal string. */
  amount: string;
  currency: string;
}

export interface WebhookRequest {
  headers: Record<string, string | string[] | undefined>;
  query: Record<string, unknown>;
  body: unknown;
}

/** What a verified notification is about. */
export interface PaymentNotice {
  paymentId: string;
  /** The seller's id at the provider, when the notification says it. */
  providerUserId: string | null;
}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'mercadopago';
  /** The URL of the provider's consent screen; `state` comes back with the code and is checked by us. */
  authorizationUrl(state: string, redirectUri: string): string;
  exchangeCode(code: string, redirectUri: string): Promise<SellerTokens>;
  /** New tokens for a seller whose access token nears its end; the refresh token rotates too. */
  refreshTokens(current: SellerTokens): Promise<SellerTokens>;
  createCheckout(seller: SellerTokens, request: CheckoutRequest): Promise<Checkout>;
  /** Reads a payment with the seller's credentials (marketplace payments belong to the seller). */
  getPayment(seller: SellerTokens, paymentId: string): Promise<ProviderPayment>;
  /**
   * Checks the notification's signature: throws WebhookSignatureError when it is missing or wrong; null
   * when the notification is valid but not about a payment (other topics are acknowledged and ignored).
   */
  parseWebhook(request: WebhookRequest): PaymentNotice | null;
}

/** The provider could not be reached or refused the call: the buyer or seller may simply retry. */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

export class WebhookSignatureError extends Error {
  constructor(message = 'invalid webhook signature') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}
