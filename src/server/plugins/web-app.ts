import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../shared/schemas/system';
import { msg } from '../../shared/messages.es';
import { notFoundBody, toErrorBody } from './errors';
import { routeModulePreloads } from './route-modules';

/** What the HTML of a public page says before the app runs: its status, link preview and first view. */
export interface PageMeta<View> {
  status: number;
  title?: string;
  description?: string;
  image?: string | null;
  url?: string;
  type?: 'website' | 'profile';
  /** What the HTML shows before the app's code arrives; without it, the branded shell. */
  firstView?: View;
}

/**
 * How first views are drawn, given by the feature that knows the pages (features/seo/first-view.ts): this
 * plugin imports no feature.
 */
export interface FirstViews<View extends { kind: string }> {
  /** The HTML inside #root: the page's first view, or the branded shell without one. */
  render(view: View | undefined, appName: string): string;
  /** Tags for the head that fetch what the first view paints first. */
  preload(view: View | undefined): string;
  /** The screen module (a key of Vite's manifest) each kind of view opens with (route-modules.ts). */
  screens: Partial<Record<View['kind'], string>>;
  /**
   * The inline script a kind of view runs before the app's code (in the head): a fixed text, which the
   * Content-Security-Policy allows by its hash. `startsApp`: the script starts the app itself, when the
   * view can spare the main thread (the entry is then only fetched, see withAppStartedByPage).
   */
  scripts?: Partial<Record<View['kind'], { source: string; startsApp?: boolean }>>;
  /** The view of a page that answers a posted form with a message only (a missing page, a failure). */
  notice(status: number, message: string): View;
}

/**
 * A form posted to a page (the bot page's plain chat): what the request says, read by this plugin, for
 * the feature that answers it.
 */
export interface PagePost {
  /** The page's path: one segment, decoded ("clinica-dental-sonrisas"). */
  page: string;
  /** The form's fields (`application/x-www-form-urlencoded`); null for any other body. */
  fields: Record<string, string> | null;
  origin: string | undefined;
  fetchSite: string | undefined;
  /** The origins this server answers as: its public URL's and the one the request was sent to. */
  ownOrigins: string[];
  cookies: Record<string, string>;
  ip: string;
  acceptLanguage: string | undefined;
  log: FastifyBaseLogger;
}

export interface WebAppOptions<View extends { kind: string }> {
  /** Title, description and picture of a public page, for link previews; null keeps the defaults. */
  pageMeta?: (pathname: string) => Promise<PageMeta<View> | null>;
  firstViews: FirstViews<View>;
  /** The built web app (dist/web); absent in API tests. */
  webRoot: string | undefined;
  uploadsRoot: string;
  config: AppConfig;
  /** CSP frame-ancestors of a bot's widget panel (/embed/{alias}): the sites its owner allows. */
  embedAncestors?: (alias: string) => Promise<string>;
  /** The page a form posted to a page answers with; without it, pages take no posts. */
  pagePost?: (post: PagePost) => Promise<PageMeta<View>>;
}

/** The most a posted form may weigh: a chat message of 500 characters, percent-encoded, and its fields. */
const FORM_BODY_LIMIT = 16 * 1024;

/** `'sha256-…'` of an inline script, as a Content-Security-Policy source. */
function scriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

function contentSecurityPolicy(frameAncestors = "'self'", scriptHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(' '),
    // Mantine sets inline style attributes.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    // The app's service worker (/sw.js) and its manifest, from this origin only.
    "worker-src 'self'",
    "manifest-src 'self'",
    `frame-ancestors ${frameAncestors}`,
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** Embeds the run-time config as inert JSON, escaped so no value can close the script element. */
export function renderIndexHtml(template: string, config: AppConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return template.replace(
    '</head>',
    `<script id="app-config" type="application/json">${json}</script></head>`,
  );
}

function cookiesOf(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index <= 0) continue;
    try {
      cookies[part.slice(0, index).trim()] = decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      // A cookie another app wrote with a bad escape is not ours.
    }
  }
  return cookies;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Replaces the default title and description and adds Open Graph and Twitter tags (all escaped). */
export function withPageMeta(html: string, meta: PageMeta<unknown> | null): string {
  if (!meta?.title) return html;
  const description = escapeHtml((meta.description ?? '').slice(0, 300));
  const title = escapeHtml(meta.title);
  const tags = [
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:type" content="${meta.type ?? 'website'}" />`,
    meta.url ? `<meta property="og:url" content="${escapeHtml(meta.url)}" />` : '',
    meta.image ? `<meta property="og:image" content="${escapeHtml(meta.image)}" />` : '',
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    meta.url ? `<link rel="canonical" href="${escapeHtml(meta.url)}" />` : '',
  ].join('');
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    .replace(
      /<meta name="description" content="[^"]*" \/>/,
      `<meta name="description" content="${description}" />`,
    )
    .replace('</head>', `${tags}</head>`);
}

/**
 * Puts the page's first view (or the branded shell) inside the app's root element, and `head` (its preload
 * tags, those of the screen's code) at the end of the head.
 */
export function withFirstView(html: string, head: string, root: string): string {
  return html
    .replace('</head>', () => `${head}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${root}</div>`);
}

/**
 * The app's entry named as a module to fetch, not to run: `<link rel="modulepreload" data-app-entry>` in
 * place of Vite's `<script type="module">`. Its files download as before; the page's own script runs it
 * (`import()`) when it chooses. HTML without the entry's tag is returned as it is, and the app starts as
 * usual.
 */
export function withAppStartedByPage(html: string): string {
  return html.replace(
    /<script type="module" crossorigin src="([^"]+)"><\/script>/,
    (_tag, src: string) => `<link rel="modulepreload" crossorigin href="${src}" data-app-entry>`,
  );
}

/** Serves the single-page app, its hashed assets and the uploads folder on the API's port. */
export async function registerWebApp<View extends { kind: string }>(
  app: FastifyInstance,
  options: WebAppOptions<View>,
): Promise<void> {
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

  const { firstViews } = options;
  const screenModules = options.webRoot ? routeModulePreloads(options.webRoot, firstViews.screens) : () => '';

  if (options.webRoot && indexHtml) {
    await app.register(fastifyStatic, {
      root: options.webRoot,
      prefix: '/',
      index: false,
      wildcard: false,
      // The build writes .br and .gz beside each asset; the one the browser accepts is sent (Vary set).
      preCompressed: true,
      // Our Cache-Control below, not the plugin's "public, max-age=0".
      cacheControl: false,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        // The service worker is checked on every visit, so a deploy's worker takes over at once.
        const worker = /^sw\.js(\.br|\.gz)?$/.test(path.basename(filePath));
        // The same address answers brotli, gzip or plain by Accept-Encoding: caches must keep them apart.
        res.setHeader('Vary', 'Accept-Encoding');
        res.setHeader(
          'Cache-Control',
          immutable ? 'public, max-age=31536000, immutable' : worker ? 'no-cache' : 'public, max-age=300',
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

  const inlineScripts = Object.values<{ source: string } | undefined>(firstViews.scripts ?? {}).flatMap(
    (script) => (script ? [script.source] : []),
  );
  const csp = contentSecurityPolicy("'self'", inlineScripts.map(scriptHash));
  /** The HTML of a page: its link preview, its first view and what that view needs in the head. */
  const pageHtml = (html: string, meta: PageMeta<View> | null) => {
    const view = meta?.firstView;
    const script = view ? firstViews.scripts?.[view.kind as View['kind']] : undefined;
    const page = withPageMeta(script?.startsApp ? withAppStartedByPage(html) : html, meta);
    return withFirstView(
      page,
      firstViews.preload(view) + screenModules(view) + (script ? `<script>${script.source}</script>` : ''),
      firstViews.render(view, options.config.appName),
    );
  };
  const sendHtml = (reply: FastifyReply, html: string, status = 200, policy = csp) =>
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Content-Security-Policy', policy)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Referrer-Policy', 'strict-origin-when-cross-origin')
      .send(html);

  /** A page of the web app (its router renders its own 404), or the API's 404 for anything else. */
  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      request.url !== '/api' &&
      !request.url.startsWith('/uploads/');
    const embedded = isPage ? /^\/embed\/([^/?#]+)\/?(?:[?#]|$)/.exec(request.url) : null;
    if (embedded && indexHtml) {
      // The widget's chat panel: framed only by the sites the bot's owner listed, and never indexed.
      const alias = decodeURIComponent(embedded[1]!);
      const ancestors = (await options.embedAncestors?.(alias)) ?? "'self'";
      void reply.header('X-Robots-Tag', 'noindex');
      return sendHtml(reply, indexHtml, 200, contentSecurityPolicy(ancestors));
    }
    if (isPage && indexHtml) {
      const meta = (await options.pageMeta?.(request.url)) ?? null;
      return sendHtml(reply, pageHtml(indexHtml, meta), meta?.status ?? 200);
    }
    return reply.status(404).send(notFoundBody());
  };
  // Pages are one catch-all route (not only the not-found handler) so that @fastify/compress, which
  // hooks into routes, compresses the HTML shell; the most specific routes (API, files) still win.
  if (indexHtml) app.get('/*', { schema: { hide: true } }, answer);
  app.setNotFoundHandler(answer);

  const { pagePost } = options;
  if (!indexHtml || !pagePost) return;
  const publicOrigin = new URL(options.config.publicUrl).origin;
  await app.register(async (forms) => {
    // A page's form arrives as a browser sends it; any other body is read as no form (the feature says why).
    forms.removeAllContentTypeParsers();
    forms.addContentTypeParser(
      '*',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (request, body, done) => {
        const form = (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
        done(null, form ? Object.fromEntries(new URLSearchParams(body as string)) : null);
      },
    );
    // Whatever fails answers as a page with a Spanish message, never as JSON the visitor cannot read.
    forms.setErrorHandler((error: Error, request, reply) => {
      const known = toErrorBody(error);
      if (!known || known.statusCode >= 500) request.log.error({ err: error }, 'page form failed');
      const status = known?.statusCode ?? 500;
      const meta: PageMeta<View> = {
        status,
        firstView: firstViews.notice(status, known?.message ?? msg.api.internal),
      };
      return sendHtml(reply, pageHtml(indexHtml, meta), status);
    });
    forms.post<{ Params: { page: string } }>(
      '/:page',
      { schema: { hide: true }, bodyLimit: FORM_BODY_LIMIT },
      async (request, reply) => {
        // The API's own addresses keep the API's 404.
        if (request.params.page === 'api') return reply.status(404).send(notFoundBody());
        const header = (name: string) => {
          const value = request.headers[name];
          return typeof value === 'string' ? value : undefined;
        };
        const meta = await pagePost({
          page: request.params.page,
          fields: (request.body as Record<string, string> | null) ?? null,
          origin: header('origin'),
          fetchSite: header('sec-fetch-site'),
          ownOrigins: [publicOrigin, `${request.protocol}://${request.host}`],
          cookies: cookiesOf(request.headers.cookie),
          ip: request.ip,
          acceptLanguage: header('accept-language'),
          log: request.log,
        });
        return sendHtml(reply, pageHtml(indexHtml, meta), meta.status);
      },
    );
  });
}
