import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { Paging } from '../../../../shared/constants';
import type {
  NewOrder,
  Order,
  Publication,
  PublicationInput,
  PublicationType,
  SandboxCheckout,
  SandboxOutcome,
  SellerConnection,
  SellerContactInput,
  SellerCredentials,
} from '../../../../shared/schemas/marketplace';
import { api } from '../../../lib/api-client';
import { appConfig } from '../../../lib/app-config';

interface PublicationList {
  publications: Publication[];
  total: number;
  totalPages: number;
  nextPage: number | null;
}

export interface MarketFilters {
  term?: string;
  typed?: PublicationType;
  country?: string;
  city?: string;
}

export type OrderSide = 'purchase' | 'sale';

/** Every publication list and page shares this prefix: a write invalidates them all. */
export const PUBLICATIONS_KEY = ['publications'] as const;
export const ORDERS_KEY = ['orders'] as const;
export const SELLER_KEY = ['seller'] as const;

/** GET /publications, page by page ("Cargar Más" asks for nextPage). */
export function publicationsQuery(filters: MarketFilters) {
  return infiniteQueryOptions({
    queryKey: [...PUBLICATIONS_KEY, 'browse', filters],
    queryFn: ({ pageParam, signal }) =>
      api<PublicationList>('/publications', {
        query: { ...filters, page: pageParam, pageSize: Paging.publicationsPageSize },
        signal,
      }),
    initialPageParam: Paging.defaultPage as number,
    getNextPageParam: (last) => last.nextPage ?? undefined,
    placeholderData: keepPreviousData,
  });
}

/** GET /my-publications: the seller's listings, paused ones included. */
export function myPublicationsQuery(userId: string) {
  return infiniteQueryOptions({
    queryKey: [...PUBLICATIONS_KEY, 'mine', userId],
    queryFn: ({ pageParam, signal }) =>
      api<PublicationList>('/my-publications', {
        query: { page: pageParam, pageSize: Paging.publicationsPageSize },
        signal,
      }),
    initialPageParam: Paging.defaultPage as number,
    getNextPageParam: (last) => last.nextPage ?? undefined,
  });
}

/** GET /publication/{id}; paused ones answer 404 except to their seller, so the viewer is in the key. */
export function publicationQuery(id: string, viewerId: string | undefined) {
  return queryOptions({
    queryKey: [...PUBLICATIONS_KEY, 'one', id, viewerId ?? 'anonymous'],
    queryFn: ({ signal }) =>
      api<{ publication: Publication }>(`/publication/${encodeURIComponent(id)}`, { signal }).then(
        (r) => r.publication,
      ),
    retry: false,
  });
}

export function savePublication(input: PublicationInput, id?: string): Promise<Publication> {
  const request = id
    ? api<{ publication: Publication }>(`/publication/${encodeURIComponent(id)}`, {
        method: 'PUT',
        body: input,
      })
    : api<{ publication: Publication }>('/publications', { method: 'POST', body: input });
  return request.then((r) => r.publication);
}

export function deletePublication(id: string): Promise<void> {
  return api<void>(`/publication/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** GET /seller: the connection card. Each call while disconnected mints a fresh validation id. */
export function sellerQuery(userId: string) {
  return queryOptions({
    queryKey: [...SELLER_KEY, userId],
    queryFn: ({ signal }) => api<SellerConnection>('/seller', { signal }),
  });
}

export function connectSeller(credentials: SellerCredentials): Promise<SellerConnection> {
  return api<SellerConnection>('/seller/credentials', { method: 'POST', body: credentials });
}

export function disconnectSeller(): Promise<void> {
  return api<void>('/seller/credentials', { method: 'DELETE' });
}

/** POST /pay with the application token: a pending order and the provider's checkout URL. */
export function payOrder(newOrder: NewOrder): Promise<{ orderId: string; checkoutUrl: string }> {
  return api('/pay', { method: 'POST', body: { newOrder, appToken: appConfig().appToken } });
}

/** POST /payments: the buyer reports the payment the checkout sent back; the server checks it. */
export function confirmPayment(orderId: string, paymentId: string): Promise<{ order: Order }> {
  return api('/payments', { method: 'POST', body: { orderId, paymentId } });
}

export function ordersQuery(side: OrderSide, userId: string) {
  return queryOptions({
    queryKey: [...ORDERS_KEY, side, 'list', userId],
    queryFn: ({ signal }) => api<{ orders: Order[] }>(`/orders/${side}s`, { signal }).then((r) => r.orders),
  });
}

export function orderQuery(side: OrderSide, orderId: string) {
  return queryOptions({
    queryKey: [...ORDERS_KEY, side, 'one', orderId],
    queryFn: ({ signal }) =>
      api<{ order: Order }>(`/orders/${side}/${encodeURIComponent(orderId)}`, { signal }).then(
        (r) => r.order,
      ),
    retry: false,
  });
}

/** GET /sandbox/checkout/{id}: the sandbox's checkout, readable only by its order's buyer. */
export function sandboxCheckoutQuery(id: string) {
  return queryOptions({
    queryKey: [...ORDERS_KEY, 'sandbox-checkout', id],
    queryFn: ({ signal }) =>
      api<{ checkout: SandboxCheckout }>(`/sandbox/checkout/${encodeURIComponent(id)}`, { signal }).then(
        (r) => r.checkout,
      ),
    retry: false,
  });
}

/** POST /sandbox/checkout/{id} with the buyer's token: the fake payment, and where the buyer goes next. */
export function paySandboxCheckout(id: string, outcome: SandboxOutcome): Promise<{ redirectUrl: string }> {
  return api(`/sandbox/checkout/${encodeURIComponent(id)}`, { method: 'POST', body: { outcome } });
}

/** POST /orders/sale/{id}/delivered: the seller marks a paid sale "Entregado" (idempotent). */
export function markSaleDelivered(orderId: string): Promise<Order> {
  return api<{ order: Order }>(`/orders/sale/${encodeURIComponent(orderId)}/delivered`, {
    method: 'POST',
  }).then((r) => r.order);
}

/** PUT /seller/contact: what the seller publishes for their buyers. */
export function saveSellerContact(contact: SellerContactInput): Promise<SellerConnection> {
  return api<SellerConnection>('/seller/contact', { method: 'PUT', body: contact });
}
