import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import { Paging } from '../../../../shared/constants';
import { marketplaceText } from '../../../../shared/messages/marketplace-screens.es';
import type {
  GuestOrder,
  NewOrder,
  Order,
  Publication,
  PublicationInput,
  PublicationListSchema,
  PublicationQuerySchema,
  SandboxCheckout,
  SandboxOutcome,
  SellerConnection,
  SellerContactInput,
  SellerCredentials,
} from '../../../../shared/schemas/marketplace';
import { api } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { appConfig } from '../../../lib/app-config';

type PublicationList = z.infer<typeof PublicationListSchema>;

/** The browse screen's filters: GET /publications' query without its page. */
export type MarketplaceFilters = Partial<Omit<z.output<typeof PublicationQuerySchema>, 'page' | 'pageSize'>>;

export type OrderSide = 'purchase' | 'sale';

/** The query keys of the marketplace. */
export const marketplaceKeys = {
  /** Every publication list and page shares this prefix: a write invalidates them all. */
  publications: () => ['publications'] as const,
  browse: (filters: MarketplaceFilters) => [...marketplaceKeys.publications(), 'browse', filters] as const,
  myPublications: (userId: string) => [...marketplaceKeys.publications(), 'mine', userId] as const,
  publication: (id: string, viewerId: string | undefined) =>
    [...marketplaceKeys.publications(), 'one', id, viewerId ?? 'anonymous'] as const,
  orders: () => ['orders'] as const,
  orderList: (side: OrderSide, userId: string) =>
    [...marketplaceKeys.orders(), side, 'list', userId] as const,
  order: (side: OrderSide, orderId: string) => [...marketplaceKeys.orders(), side, 'one', orderId] as const,
  sandboxCheckout: (id: string, key: string | null = null) =>
    [...marketplaceKeys.orders(), 'sandbox-checkout', id, key ?? ''] as const,
  guestOrder: (key: string) => [...marketplaceKeys.orders(), 'guest', key] as const,
  sellers: () => ['seller'] as const,
  seller: (userId: string) => [...marketplaceKeys.sellers(), userId] as const,
};

/** GET /publications, page by page ("Cargar Más" asks for nextPage). */
export function publicationsQuery(filters: MarketplaceFilters) {
  return infiniteQueryOptions({
    queryKey: marketplaceKeys.browse(filters),
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
    queryKey: marketplaceKeys.myPublications(userId),
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
    queryKey: marketplaceKeys.publication(id, viewerId),
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

/**
 * Creates (no id) or saves a publication: the lists reload before the mutation settles, and the saved
 * publication becomes its seller's cached copy.
 */
export function useSavePublication(viewerId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ input, id }: { input: PublicationInput; id?: string }) => savePublication(input, id),
    onSuccess: async (saved) => {
      await client.invalidateQueries({ queryKey: marketplaceKeys.publications() });
      client.setQueryData(publicationQuery(saved._id, viewerId).queryKey, saved);
    },
  });
}

/** Deletes a publication; the lists reload in the background (its own page is left at once). */
export function useDeletePublication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deletePublication,
    onSuccess: () => void client.invalidateQueries({ queryKey: marketplaceKeys.publications() }),
  });
}

/**
 * "Mis publicaciones"' row actions: pause or resume (a save of `input`, the other status) or, without
 * `input`, delete. Each says `done`, then the lists reload before the mutation settles, so the row stays busy
 * until then.
 */
export function usePublicationAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id: string; input?: PublicationInput; done: string }) => {
      if (input) await savePublication(input, id);
      else await deletePublication(id);
    },
    onSuccess: (_, { done }) => {
      toast(done, { color: 'info' });
      return client.invalidateQueries({ queryKey: marketplaceKeys.publications() });
    },
  });
}

/** GET /seller: the connection card. Each call while disconnected mints a fresh validation id. */
export function sellerQuery(userId: string) {
  return queryOptions({
    queryKey: marketplaceKeys.seller(userId),
    queryFn: ({ signal }) => api<SellerConnection>('/seller', { signal }),
  });
}

export function connectSeller(credentials: SellerCredentials): Promise<SellerConnection> {
  return api<SellerConnection>('/seller/credentials', { method: 'POST', body: credentials });
}

export function disconnectSeller(): Promise<void> {
  return api<void>('/seller/credentials', { method: 'DELETE' });
}

/**
 * Connects the seller with the provider's code: the answer becomes the cached connection (a read of the card
 * started before must not win), and the publications reload, since whether they can be bought changed. A
 * failure reloads the connection.
 */
export function useConnectSeller(userId: string) {
  const client = useQueryClient();
  const key = sellerQuery(userId).queryKey;
  return useMutation({
    mutationFn: connectSeller,
    onSuccess: async (next) => {
      await client.cancelQueries({ queryKey: key });
      client.setQueryData(key, next);
      void client.invalidateQueries({ queryKey: marketplaceKeys.publications() });
    },
    onError: () => void client.invalidateQueries({ queryKey: marketplaceKeys.sellers() }),
  });
}

/**
 * Disconnects the seller and says so; the connection reloads before the mutation settles, then the
 * publications.
 */
export function useDisconnectSeller() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: disconnectSeller,
    onSuccess: async () => {
      toast(marketplaceText.connection.disconnectedToast, { color: 'info' });
      await client.invalidateQueries({ queryKey: marketplaceKeys.sellers() });
      void client.invalidateQueries({ queryKey: marketplaceKeys.publications() });
    },
  });
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
    queryKey: marketplaceKeys.orderList(side, userId),
    queryFn: ({ signal }) => api<{ orders: Order[] }>(`/orders/${side}s`, { signal }).then((r) => r.orders),
  });
}

export function orderQuery(side: OrderSide, orderId: string) {
  return queryOptions({
    queryKey: marketplaceKeys.order(side, orderId),
    queryFn: ({ signal }) =>
      api<{ order: Order }>(`/orders/${side}/${encodeURIComponent(orderId)}`, { signal }).then(
        (r) => r.order,
      ),
    retry: false,
  });
}

/** A guest's order key (an order placed in a conversation) goes in place of a session. */
const keyHeaders = (key: string | null) => (key ? { headers: { 'x-order-key': key } } : {});

/**
 * GET /sandbox/checkout/{id}: the sandbox's checkout, readable only by its order's buyer: the signed-in
 * one, or a guest with the order's key.
 */
export function sandboxCheckoutQuery(id: string, key: string | null = null) {
  return queryOptions({
    queryKey: marketplaceKeys.sandboxCheckout(id, key),
    queryFn: ({ signal }) =>
      api<{ checkout: SandboxCheckout }>(`/sandbox/checkout/${encodeURIComponent(id)}`, {
        signal,
        ...keyHeaders(key),
      }).then((r) => r.checkout),
    retry: false,
  });
}

/** POST /sandbox/checkout/{id} as the buyer: the fake payment, and where the buyer goes next. */
export function paySandboxCheckout(
  id: string,
  outcome: SandboxOutcome,
  key: string | null = null,
): Promise<{ redirectUrl: string }> {
  return api(`/sandbox/checkout/${encodeURIComponent(id)}`, {
    method: 'POST',
    body: { outcome },
    ...keyHeaders(key),
  });
}

/** GET /orders/guest/{key}: an order placed in a conversation, for whoever holds its link. */
export function guestOrderQuery(key: string) {
  return queryOptions({
    queryKey: marketplaceKeys.guestOrder(key),
    queryFn: ({ signal }) =>
      api<{ order: GuestOrder }>(`/orders/guest/${encodeURIComponent(key)}`, { signal }).then((r) => r.order),
    retry: false,
  });
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

/** Saves the seller's contact; the answer becomes the cached connection. */
export function useSaveSellerContact(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveSellerContact,
    onSuccess: (saved) => client.setQueryData(sellerQuery(userId).queryKey, saved),
  });
}

/** Marks a paid sale delivered: the answer becomes the cached order and the order lists reload. */
export function useMarkSaleDelivered() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markSaleDelivered,
    onSuccess: (updated) => {
      client.setQueryData(orderQuery('sale', updated._id).queryKey, updated);
      void client.invalidateQueries({ queryKey: marketplaceKeys.orders() });
    },
  });
}
