import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppConfigSchema, HealthSchema } from '../../../shared/schemas/system';
import { PLATFORM_BOT_ID } from '../../../shared/constants';
import { appConfigOf } from './app-config';

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
