import type { FastifyInstance } from 'fastify';
import { msg } from '../../shared/messages.es';
import { AppError } from '../lib/app-error';
import { bearerMatches, type Metrics } from '../lib/metrics/metrics';

/** The label of requests no route matched: raw URLs would give every scanner's probe its own series. */
const UNMATCHED = 'unmatched';

/**
 * Times every request for /metrics by its route pattern (`/api/bot/:botId/io`, never the URL asked), and
 * serves GET /metrics (decision 059): with METRICS_TOKEN, to `Authorization: Bearer {METRICS_TOKEN}`; with
 * METRICS_PORT, only on that port (lib/metrics/metrics-listener.ts), so here it is a 404; with neither, a 404.
 * The auth plugin reads bearer tokens as sessions under /api only, so this token never reaches it.
 */
export function registerMetrics(
  app: FastifyInstance,
  metrics: Metrics,
  options: { token: string | undefined; port: number | undefined },
): void {
  const requests = metrics.httpRequests;
  // A callback hook, not an async one: no promise per request.
  app.addHook('onResponse', (request, reply, done) => {
    requests.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? UNMATCHED,
        status: reply.statusCode,
      },
      reply.elapsedTime / 1000,
    );
    done();
  });

  const token = options.port === undefined ? options.token : undefined;
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!token) throw new AppError('not_found', 404, msg.api.routeNotFound);
    if (!bearerMatches(request.headers.authorization, token)) {
      void reply.header('www-authenticate', 'Bearer');
      throw new AppError('unauthorized', 401, msg.api.unauthorized);
    }
    const { contentType, body } = await metrics.render();
    return reply.type(contentType).header('cache-control', 'no-store').send(body);
  });
}
