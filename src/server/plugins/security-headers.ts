import type { FastifyInstance } from 'fastify';

/**
 * Headers every answer carries: no MIME sniffing anywhere; API answers are never stored by a browser or a
 * shared cache (an answer with someone's session in it, above all) unless the route chose a cache policy
 * for public data; and with an https PUBLIC_URL, browsers are told to use https only.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { publicUrl: string }): void {
  const https = options.publicUrl.startsWith('https:');
  app.addHook('onSend', async (request, reply) => {
    void reply.header('x-content-type-options', 'nosniff');
    if (https) void reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/docs')) return;
    if (request.headers.authorization) {
      // Whatever the route said: an answer to a signed-in caller is theirs alone.
      void reply.header('cache-control', 'private, no-store');
    } else if (!reply.hasHeader('cache-control')) {
      void reply.header('cache-control', 'no-store');
    }
  });
}
