import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppConfigSchema, HealthSchema, ReadinessSchema } from '../../../shared/schemas/system';
import { PLATFORM_BOT_ID } from '../../../shared/constants';
import { appConfigOf } from './app-config';
import { readinessCheck } from './readiness';

const VERSION = '0.1.0';

export const systemRoutes: FastifyPluginAsyncZod = async (api) => {
  api.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary:
          'Service state: the database (503 while it is down) and Redis (`degraded` while it is down; the service still answers, counting in memory)',
        response: { 200: HealthSchema, 503: HealthSchema },
      },
    },
    async (_request, reply) => {
      const { database, startedAt, rateLimiter } = api.ctx;
      const uptimeS = Math.round((Date.now() - startedAt) / 1000);
      const redis = { state: rateLimiter.state() };
      try {
        const latencyMs = await database.ping();
        return {
          status: redis.state === 'down' ? ('degraded' as const) : ('ok' as const),
          database: { mode: database.mode, state: 'up' as const, latencyMs },
          redis,
          uptimeS,
          version: VERSION,
        };
      } catch (error) {
        api.log.error({ err: error }, 'health check: database down');
        return reply.status(503).send({
          status: 'degraded' as const,
          database: { mode: database.mode, state: 'down' as const, latencyMs: -1 },
          redis,
          uptimeS,
          version: VERSION,
        });
      }
    },
  );

  // From the stop on (main.ts closes HTTP first), the probe says so: the load balancer moves traffic away.
  let shuttingDown = false;
  api.addHook('preClose', async () => {
    shuttingDown = true;
  });
  const readiness = readinessCheck(api.ctx.database);
  api.get(
    '/health/ready',
    {
      schema: {
        tags: ['system'],
        summary:
          'Readiness: whether this instance can take traffic (database reachable, migrations applied, not shutting down); 200 or 503',
        description:
          'For a load balancer or an orchestrator (Kubernetes `readinessProbe`): 503 while the database does not answer, while this version has migrations the database lacks (`npm run migrate`), and from the moment the instance is told to stop. `GET /api/health` stays the liveness and status answer.',
        response: { 200: ReadinessSchema, 503: ReadinessSchema },
      },
      // Answered by this handler even while the server closes, so the probe says why (plugins/errors.ts).
      config: { answersWhileClosing: true },
    },
    async (_request, reply) => {
      const state = await readiness(shuttingDown);
      return reply.status(state.ready ? 200 : 503).send(state);
    },
  );

  api.get(
    '/config',
    {
      schema: {
        tags: ['system'],
        summary: 'Run-time values of the web app (also embedded in the served HTML)',
        response: { 200: AppConfigSchema },
      },
    },
    async () => appConfigOf(api.ctx.settings, PLATFORM_BOT_ID),
  );
};
