import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppConfig } from '../../shared/schemas/system';
import { notFoundBody } from './errors';

export interface WebAppOptions {
  /** The built web app (dist/web); absent in API tests. */
  webRoot: string | undefined;
  uploadsRoot: string;
  config: AppConfig;
}

const HTML_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  // Mantine sets inline style attributes.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'self'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

/** Embeds the run-time config as inert JSON, escaped so no value can close the script element. */
export function renderIndexHtml(template: string, config: AppConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return template.replace(
    '</head>',
    `<script id="app-config" type="application/json">${json}</script></head>`,
  );
}

/** Serves the single-page app, its hashed assets and the uploads folder on the API's port. */
export async function registerWebApp(app: FastifyInstance, options: WebAppOptions): Promise<void> {
  mkdirSync(options.uploadsRoot, { recursive: true });
  await app.register(fastifyStatic, {
    root: options.uploadsRoot,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    setHeaders(res) {
      // Uploaded files are data, never documents: no scripts, no sniffing.
      res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Cache-Control', 'public, max-age=86400');
    },
  });

  const indexFile = options.webRoot ? path.join(options.webRoot, 'index.html') : undefined;
  const indexHtml =
    indexFile && existsSync(indexFile)
      ? renderIndexHtml(readFileSync(indexFile, 'utf8'), options.config)
      : undefined;

  if (options.webRoot && indexHtml) {
    await app.register(fastifyStatic, {
      root: options.webRoot,
      prefix: '/',
      index: false,
      wildcard: false,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader(
          'Cache-Control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
        );
        res.setHeader('X-Content-Type-Options', 'nosniff');
      },
    });
  }

  // /b is a permanent alias of the directory; /b/{slug} of the page at the root (spec section 2, second reading).
  app.get('/b', { schema: { hide: true } }, (request, reply) => {
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    return reply.redirect(`/bots${query}`, 301);
  });
  app.get<{ Params: { slug: string } }>('/b/:slug', { schema: { hide: true } }, (request, reply) =>
    reply.redirect(`/${encodeURIComponent(request.params.slug)}`, 301),
  );

  const sendHtml = (reply: FastifyReply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Content-Security-Policy', HTML_CSP)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Referrer-Policy', 'strict-origin-when-cross-origin')
      .send(indexHtml);

  app.setNotFoundHandler((request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      request.url !== '/api' &&
      !request.url.startsWith('/uploads/');
    // Every other path belongs to the web app's router, which renders its own 404 page.
    if (isPage && indexHtml) return sendHtml(reply);
    return reply.status(404).send(notFoundBody());
  });
}
