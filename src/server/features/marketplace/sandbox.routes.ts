import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../shared/errors';
import { msg } from '../../../shared/messages.es';
import type { Currency } from '../../../shared/money';
import {
  SandboxCheckoutParamsSchema,
  SandboxCheckoutSchema,
  SandboxPaidSchema,
  SandboxPaySchema,
} from '../../../shared/schemas/marketplace';
import type { orders, sandboxPreferences } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { escapeHtml as e } from '../mail/templates';
import { sandboxOf } from './providers';
import { SANDBOX_SIGNATURE_HEADER } from './providers/sandbox';
import { findBuyersCheckout, recordSandboxPayment } from './sandbox.service';

const m = msg.marketplace;

/*
 * The sandbox provider's own screens: a consent page that issues an authorization code (plain
 * server-rendered HTML with no script, like a provider's page outside the app), and a checkout that takes
 * a fake payment and notifies the marketplace through the same signed webhook a real provider would call.
 * The checkout is a screen of the web app over the JSON calls below, so that only the signed-in buyer of
 * the order can complete it (the API knows users by their Bearer token, never by a cookie), or a guest
 * with the key of an order placed in a conversation (the x-order-key header).
 */

/** Logged once at start when the sandbox takes the payments. */
export const SANDBOX_START_WARNING =
  'Payments run in SANDBOX mode: no real money is charged. Set PAYMENTS_PROVIDER=mercadopago and its credentials for real payments.';

const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'";

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(title)}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#eef2f7;color:#1f2933}
main{max-width:420px;margin:40px auto;padding:28px 24px;background:#fff;border-radius:14px;box-shadow:0 6px 24px rgba(15,23,42,.08)}
.badge{display:inline-block;padding:2px 10px;border-radius:99px;background:#fff3bf;color:#7c5e10;font-size:12px;font-weight:700;letter-spacing:.04em}
h1{font-size:22px;margin:14px 0 8px}p{line-height:1.5;color:#52606d}
.total{font-size:28px;font-weight:800;color:#1f2933;margin:8px 0 20px}
button{width:100%;padding:14px;border:0;border-radius:10px;font-size:16px;font-weight:700;cursor:pointer;margin-top:10px}
.ok{background:#009ee3;color:#fff}.ko{background:#f1f3f5;color:#c92a2a}
</style></head><body><main><span class="badge">${e(m.testMode)}</span>${body}</main></body></html>`;
}

/** A guest's order key (orders placed in a conversation), sent by the checkout screen in place of a session. */
const ORDER_KEY_HEADER = 'x-order-key';
const KeyHeaders = z.object({ [ORDER_KEY_HEADER]: z.string().min(20).max(100).optional() });

/** Who may pay: the signed-in buyer, or a guest with the order's key. */
const buyerOf = (request: FastifyRequest & { headers: z.infer<typeof KeyHeaders> }) => ({
  user: request.auth?.user ?? null,
  key: request.headers[ORDER_KEY_HEADER] ?? null,
});

const StateQuery = z.object({ state: z.string().max(200), redirect_uri: z.string().max(500) });

export const sandboxRoutes: FastifyPluginAsyncZod = async (api) => {
  // Registered once per start: whoever runs the server hears that no real money moves.
  if (sandboxOf(api.ctx)) api.log.warn(SANDBOX_START_WARNING);

  // The sandbox's forms post as browsers do.
  api.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  api.get(
    '/sandbox/authorize',
    { schema: { hide: true, querystring: StateQuery } },
    async (request, reply) => {
      if (!sandboxOf(api.ctx)) return reply.status(404).send();
      const { state, redirect_uri: redirectUri } = request.query;
      if (!redirectUri.startsWith(`${api.ctx.settings.publicUrl}/`)) return reply.status(400).send();
      return reply
        .header('content-security-policy', PAGE_CSP)
        .type('text/html; charset=utf-8')
        .send(
          page(
            'Conectar cuenta de prueba',
            `<h1>Conectar tu cuenta de pagos de prueba</h1>
<p>${e(api.ctx.settings.appName)} podrá crear cobros a tu nombre. Es un entorno de prueba: nadie paga dinero real.</p>
<form method="post" action="/api/sandbox/authorize">
<input type="hidden" name="state" value="${e(state)}"><input type="hidden" name="redirect_uri" value="${e(redirectUri)}">
<button class="ok" type="submit">Autorizar</button></form>`,
          ),
        );
    },
  );

  api.post('/sandbox/authorize', { schema: { hide: true, body: StateQuery } }, async (request, reply) => {
    const sandbox = sandboxOf(api.ctx);
    if (!sandbox) return reply.status(404).send();
    const { state, redirect_uri: redirectUri } = request.body;
    if (!redirectUri.startsWith(`${api.ctx.settings.publicUrl}/`)) return reply.status(400).send();
    const target = new URL(redirectUri);
    target.searchParams.set('code', sandbox.issueCode(redirectUri));
    target.searchParams.set('state', state);
    return reply.redirect(target.toString(), 303);
  });

  // ---------- The checkout: a screen of the web app (/sandbox/checkout/{id}) over these two calls ----------

  /** A checkout takes payments until it closes, and only while its order waits for one. */
  const isOpen = (preference: typeof sandboxPreferences.$inferSelect, order: typeof orders.$inferSelect) =>
    preference.expiresAt > new Date() && (order.status === 'pending' || order.status === 'rejected');

  api.get(
    '/sandbox/checkout/:id',
    {
      schema: {
        hide: true,
        headers: KeyHeaders,
        params: SandboxCheckoutParamsSchema,
        response: { 200: SandboxCheckoutSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { preference, order } = await findBuyersCheckout(api.ctx, buyerOf(request), request.params.id);
      return {
        checkout: {
          id: preference.id,
          orderId: preference.orderId,
          title: preference.title,
          amount: preference.amount,
          currency: preference.currency as Currency,
          expiresAt: preference.expiresAt.toISOString(),
          open: isOpen(preference, order),
        },
      };
    },
  );

  api.post(
    '/sandbox/checkout/:id',
    {
      schema: {
        hide: true,
        headers: KeyHeaders,
        params: SandboxCheckoutParamsSchema,
        body: SandboxPaySchema,
        response: { 200: SandboxPaidSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const sandbox = sandboxOf(api.ctx)!;
      const { preference, order } = await findBuyersCheckout(api.ctx, buyerOf(request), request.params.id);
      if (order.status === 'paid' || order.status === 'refunded') {
        throw new AppError('conflict', 409, m.orderAlreadyPaid);
      }
      if (!isOpen(preference, order)) throw new AppError('conflict', 409, m.checkoutExpired);
      const paymentId = await recordSandboxPayment(api.ctx, {
        preferenceId: preference.id,
        orderId: preference.orderId,
        sellerProviderUserId: preference.sellerProviderUserId,
        status: request.body.outcome,
        amount: preference.amount,
        currency: preference.currency,
      });
      // Notified the way a provider does it: a signed POST to the notification URL of the checkout.
      const notify = await api.inject({
        method: 'POST',
        url: new URL(preference.notificationUrl).pathname,
        headers: { [SANDBOX_SIGNATURE_HEADER]: sandbox.signNotice(paymentId) },
        payload: {
          type: 'payment',
          action: 'payment.created',
          data: { id: paymentId },
          user_id: preference.sellerProviderUserId,
        },
      });
      if (notify.statusCode >= 400)
        request.log.error({ status: notify.statusCode }, 'sandbox notification failed');
      const back = new URL(
        request.body.outcome === 'approved' ? preference.backUrls.success : preference.backUrls.failure,
      );
      back.searchParams.set('payment_id', paymentId);
      back.searchParams.set('status', request.body.outcome);
      back.searchParams.set('external_reference', preference.orderId);
      return { redirectUrl: back.toString() };
    },
  );
};
