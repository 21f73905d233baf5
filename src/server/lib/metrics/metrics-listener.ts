import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { bearerMatches, type Metrics } from './metrics';

/**
 * The second, small HTTP listener of METRICS_PORT (main.ts starts it, closes it on shutdown): GET /metrics
 * and nothing else, so the scrape can stay on a private network while PORT faces the public. Plain
 * node:http, not a second Fastify: it has one route and no body. METRICS_TOKEN, when set, is asked here too.
 */
export interface MetricsListener {
  /** The port it listens on (the one asked for, or the one the system chose for 0). */
  port: number;
  close(): Promise<void>;
}

export async function startMetricsListener(
  metrics: Metrics,
  options: { port: number; host: string; token: string | undefined },
): Promise<MetricsListener> {
  const answer = (response: ServerResponse, status: number, text: string, headers = {}) => {
    response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...headers });
    response.end(text);
  };
  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const path = (request.url ?? '/').split('?')[0];
    if (path !== '/metrics') return answer(response, 404, 'Not found\n');
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return answer(response, 405, 'Method not allowed\n', { allow: 'GET, HEAD' });
    }
    if (options.token && !bearerMatches(request.headers.authorization, options.token)) {
      return answer(response, 401, 'Unauthorized\n', { 'www-authenticate': 'Bearer' });
    }
    const { contentType, body } = await metrics.render();
    response.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' });
    response.end(request.method === 'HEAD' ? undefined : body);
  };
  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) answer(response, 500, 'Metrics unavailable\n');
      else response.destroy();
    });
  });
  // A scraper keeps its connection open between scrapes; nothing here waits for a slow client for long.
  server.requestTimeout = 10_000;
  server.headersTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // A scrape is a few milliseconds: the idle keep-alive connections of scrapers go at once.
        server.closeIdleConnections();
        setTimeout(() => server.closeAllConnections(), 1_000).unref();
      }),
  };
}
