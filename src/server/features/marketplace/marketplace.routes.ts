import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../shared/errors';
import { IdParamsSchema } from '../../../shared/schemas/accounts';
import {
  GuestOrderParamsSchema,
  GuestOrderResponseSchema,
  OrderParamsSchema,
  OwnPublicationQuerySchema,
  PaymentDataSchema,
  PayRequestSchema,
  PayResponseSchema,
  PublicationInputSchema,
  PublicationListSchema,
  PublicationQuerySchema,
  PublicationResponseSchema,
  PurchaseListSchema,
  PurchaseResponseSchema,
  SaleListSchema,
  SaleResponseSchema,
  SavedPaymentSchema,
  SellerConnectionSchema,
  SellerContactSchema,
  SellerCredentialsSchema,
} from '../../../shared/schemas/marketplace';
import { requireAppToken, requireUser } from '../../plugins/auth';
import { readGuestOrder } from './guest-orders.service';
import { getOrder, listOrders, markDelivered, placeOrder } from './orders.service';
import { confirmPayment, handleNotification, type NotificationOutcome } from './payments.service';
import { WebhookSignatureError } from './providers/provider';
import {
  createPublication,
  deletePublication,
  getPublication,
  listPublications,
  listPublicationsOfUser,
  updatePublication,
} from './publications.service';
import { connectSeller, disconnectSeller, saveSellerContact, sellerConnection } from './seller.service';

const errors = errorResponses(400, 401, 403, 404, 409, 429, 502);
const security = [{ bearer: [] }];

export const marketplaceRoutes: FastifyPluginAsyncZod = async (api) => {
  // ---------- Publications ----------

  api.get(
    '/publications',
    {
      schema: {
        tags: ['publications'],
        summary: 'Published listings, newest first (page size 6), filtered by term, typed, country, city',
        querystring: PublicationQuerySchema,
        response: { 200: PublicationListSchema, ...errorResponses(400) },
      },
    },
    async (request) => listPublications(api.ctx, request.query, {}),
  );

  api.get(
    '/my-publications',
    {
      schema: {
        tags: ['publications'],
        summary: "The signed-in seller's listings, paused ones included",
        security,
        querystring: OwnPublicationQuerySchema,
        response: { 200: PublicationListSchema, ...errors },
      },
    },
    async (request) =>
      listPublications(api.ctx, request.query, { ownerId: requireUser(request).id, includeHidden: true }),
  );

  api.get(
    '/user/:id/publications',
    {
      schema: {
        tags: ['publications'],
        summary: "A user's published listings (all of them for the user and super users)",
        params: IdParamsSchema,
        querystring: OwnPublicationQuerySchema,
        response: { 200: PublicationListSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      return listPublicationsOfUser(api.ctx, request.auth?.user, request.params.id, request.query);
    },
  );

  api.get(
    '/publication/:id',
    {
      schema: {
        tags: ['publications'],
        summary: 'One listing (paused ones: 404 for all but its seller and super users)',
        params: IdParamsSchema,
        response: { 200: PublicationResponseSchema, ...errors },
      },
    },
    async (request) => ({
      publication: await getPublication(api.ctx, request.auth?.user ?? null, request.params.id),
    }),
  );

  api.post(
    '/publications',
    {
      schema: {
        tags: ['publications'],
        summary: 'Publish a product or service (connected sellers only)',
        security,
        body: PublicationInputSchema,
        response: { 201: PublicationResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ publication: await createPublication(api.ctx, requireUser(request), request.body) }),
  );

  api.put(
    '/publication/:id',
    {
      schema: {
        tags: ['publications'],
        summary: 'Update a listing (its seller or a super user)',
        security,
        params: IdParamsSchema,
        body: PublicationInputSchema,
        response: { 200: PublicationResponseSchema, ...errors },
      },
    },
    async (request) => ({
      publication: await updatePublication(api.ctx, requireUser(request), request.params.id, request.body),
    }),
  );

  api.delete(
    '/publication/:id',
    {
      schema: {
        tags: ['publications'],
        summary: 'Delete a listing (its seller or a super user); past orders keep their copy',
        security,
        params: IdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deletePublication(api.ctx, requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  // ---------- Seller connection ----------

  api.get(
    '/seller',
    {
      schema: {
        tags: ['seller'],
        summary: 'The connection card: connected or not, and the consent URL with a fresh validation id',
        security,
        response: { 200: SellerConnectionSchema, ...errors },
      },
    },
    async (request) => sellerConnection(api.ctx, requireUser(request)),
  );

  api.post(
    '/seller/credentials',
    {
      schema: {
        tags: ['seller'],
        summary: 'Finish the connection: the code is exchanged for tokens after the validation id is checked',
        security,
        body: SellerCredentialsSchema,
        response: { 200: SellerConnectionSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await connectSeller(api.ctx, user, request.body);
      return sellerConnection(api.ctx, user);
    },
  );

  api.delete(
    '/seller/credentials',
    {
      schema: {
        tags: ['seller'],
        summary: 'Disconnect: the tokens are deleted and the seller can no longer sell',
        security,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await disconnectSeller(api.ctx, requireUser(request));
      return reply.status(204).send(null);
    },
  );

  api.put(
    '/seller/contact',
    {
      schema: {
        tags: ['seller'],
        summary:
          'What the seller publishes for their buyers (phone, e-mail; both optional), shown on purchases',
        security,
        body: SellerContactSchema,
        response: { 200: SellerConnectionSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await saveSellerContact(api.ctx, user, request.body);
      return sellerConnection(api.ctx, user);
    },
  );

  // ---------- Checkout, payments, orders ----------

  api.post(
    '/pay',
    {
      schema: {
        tags: ['orders'],
        summary: "Check out one seller's cart: a pending order and the URL of the provider's checkout",
        security: [{ bearer: [], appToken: [] }],
        body: PayRequestSchema,
        response: { 201: PayResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      requireAppToken(request.body.appToken, request.headers['x-app-token'], api.ctx.settings.appToken);
      const buyer = requireUser(request);
      await api.ctx.rateLimiter.consume('payUser', buyer.id);
      return reply.status(201).send(await placeOrder(api.ctx, buyer, request.body.newOrder));
    },
  );

  api.post(
    '/payments',
    {
      schema: {
        tags: ['orders'],
        summary: 'The buyer reports a payment on return from the checkout; it is checked with the provider',
        security,
        body: PaymentDataSchema,
        response: { 200: SavedPaymentSchema, ...errors },
      },
    },
    async (request) =>
      confirmPayment(api.ctx, requireUser(request), request.body.orderId, request.body.paymentId),
  );

  api.post(
    '/webhooks/payments',
    {
      schema: {
        tags: ['orders'],
        summary: "The provider's payment notifications (signed); processing is idempotent",
        body: z.unknown(),
        response: { 200: z.object({ received: z.literal(true) }), ...errorResponses(401, 502) },
      },
    },
    async (request, reply) => {
      let outcome: NotificationOutcome;
      try {
        outcome = await handleNotification(api.ctx, {
          headers: request.headers,
          query: request.query as Record<string, unknown>,
          body: request.body,
        });
      } catch (error) {
        if (error instanceof WebhookSignatureError) {
          return reply.status(401).send({
            statusCode: 401,
            error: 'Unauthorized',
            code: 'unauthorized',
            message: 'Firma inválida',
          });
        }
        throw error;
      }
      if (outcome.ignored) {
        // Acknowledged all the same: the provider would retry a refusal forever and it can never match.
        const { ignored: reason, ...about } = outcome;
        request.log.warn({ reason, ...about }, `payment notification ignored: ${reason}`);
      }
      return { received: true as const };
    },
  );

  // The spec's clients read `purchases` / `sales` and `purchase` / `sale`; `orders` / `order` stay beside them.
  api.get(
    '/orders/purchases',
    {
      schema: {
        tags: ['orders'],
        summary: "The signed-in user's purchases",
        security,
        response: { 200: PurchaseListSchema, ...errors },
      },
    },
    async (request) => {
      const purchases = await listOrders(api.ctx, requireUser(request), 'purchase');
      return { purchases, orders: purchases };
    },
  );
  api.get(
    '/orders/sales',
    {
      schema: {
        tags: ['orders'],
        summary: "The signed-in user's sales",
        security,
        response: { 200: SaleListSchema, ...errors },
      },
    },
    async (request) => {
      const sales = await listOrders(api.ctx, requireUser(request), 'sale');
      return { sales, orders: sales };
    },
  );
  api.get(
    '/orders/purchase/:orderId',
    {
      schema: {
        tags: ['orders'],
        summary: 'One purchase: only its buyer may read it (others: 404)',
        security,
        params: OrderParamsSchema,
        response: { 200: PurchaseResponseSchema, ...errors },
      },
    },
    async (request) => {
      const purchase = await getOrder(api.ctx, requireUser(request), 'purchase', request.params.orderId);
      return { purchase, order: purchase };
    },
  );
  api.get(
    '/orders/sale/:orderId',
    {
      schema: {
        tags: ['orders'],
        summary: 'One sale: only its seller may read it (others: 404)',
        security,
        params: OrderParamsSchema,
        response: { 200: SaleResponseSchema, ...errors },
      },
    },
    async (request) => {
      const sale = await getOrder(api.ctx, requireUser(request), 'sale', request.params.orderId);
      return { sale, order: sale };
    },
  );
  api.post(
    '/orders/sale/:orderId/delivered',
    {
      schema: {
        tags: ['orders'],
        summary: 'The seller (or a super user) marks a paid sale "Entregado"; idempotent; others: 404',
        security,
        params: OrderParamsSchema,
        response: { 200: SaleResponseSchema, ...errors },
      },
    },
    async (request) => {
      const sale = await markDelivered(api.ctx, requireUser(request), request.params.orderId);
      return { sale, order: sale };
    },
  );

  api.get(
    '/orders/guest/:key',
    {
      schema: {
        tags: ['orders'],
        summary:
          'An order placed in a bot conversation, by the key of its link (no account needed); spent once its hold ended unpaid',
        params: GuestOrderParamsSchema,
        response: { 200: GuestOrderResponseSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      await api.ctx.rateLimiter.consume('guestOrderIp', request.ip);
      // The key is the capability: the page must not be kept by a shared cache or sent on as a referrer.
      void reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      return { order: await readGuestOrder(api.ctx, request.params.key) };
    },
  );
};
