import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { sandboxPayments, sandboxPreferences } from '../../db/schema';
import { escapeHtml as e } from '../mail/templates';
import { sandboxOf } from './providers';
import { SANDBOX_SIGNATURE_HEADER } from './providers/sandbox';

/**
 * The sandbox provider's own screens: a consent page that issues an authorization code, and a checkout
 * that takes a fake payment and notifies the marketplace through the same signed webhook a real provider
 * would call. Plain server-rendered HTML with no script, like a provider's page outside the app.
 */
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
</style></head><body><main><span class="badge">SANDBOX · SIN DINERO REAL</span>${body}</main></body></html>`;
}

const StateQuery = z.object({ state: z.string().max(200), redirect_uri: z.string().max(500) });
const Outcome = z.object({ outcome: z.enum(['approved', 'rejected']) });

export const sandboxRoutes: FastifyPluginAsyncZod = async (api) => {
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

  const PreferenceParams = z.object({ id: z.string().min(1).max(100) });

  api.get(
    '/sandbox/checkout/:id',
    { schema: { hide: true, params: PreferenceParams } },
    async (request, reply) => {
      if (!sandboxOf(api.ctx)) return reply.status(404).send();
      const [preference] = await api.ctx.database.db
        .select()
        .from(sandboxPreferences)
        .where(eq(sandboxPreferences.id, request.params.id));
      if (!preference) return reply.status(404).send();
      const open = preference.expiresAt > new Date();
      return reply
        .header('content-security-policy', PAGE_CSP)
        .type('text/html; charset=utf-8')
        .send(
          page(
            'Pagar',
            `<h1>Pagar tu pedido</h1><p>${e(preference.title)}</p>
<div class="total">${e(preference.amount)} ${e(preference.currency)}</div>
${
  open
    ? `<form method="post" action="/api/sandbox/checkout/${e(preference.id)}"><input type="hidden" name="outcome" value="approved"><button class="ok" type="submit">Pagar</button></form>
<form method="post" action="/api/sandbox/checkout/${e(preference.id)}"><input type="hidden" name="outcome" value="rejected"><button class="ko" type="submit">Simular pago rechazado</button></form>`
    : '<p>Este cobro venció. Vuelve a la tienda y paga tu carrito otra vez.</p>'
}`,
          ),
        );
    },
  );

  api.post(
    '/sandbox/checkout/:id',
    { schema: { hide: true, params: PreferenceParams, body: Outcome } },
    async (request, reply) => {
      const sandbox = sandboxOf(api.ctx);
      if (!sandbox) return reply.status(404).send();
      const db = api.ctx.database.db;
      const [preference] = await db
        .select()
        .from(sandboxPreferences)
        .where(eq(sandboxPreferences.id, request.params.id));
      if (!preference || preference.expiresAt <= new Date()) return reply.status(410).send();
      const [payment] = await db
        .insert(sandboxPayments)
        .values({
          preferenceId: preference.id,
          orderId: preference.orderId,
          sellerProviderUserId: preference.sellerProviderUserId,
          status: request.body.outcome,
          amount: preference.amount,
          currency: preference.currency,
        })
        .returning({ id: sandboxPayments.id });
      const paymentId = payment!.id;
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
      return reply.redirect(back.toString(), 303);
    },
  );
};
