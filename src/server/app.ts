import path from 'node:path';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import '../shared/zod-es';
import { PLATFORM_BOT_ID } from '../shared/constants';
import type { AppContext } from './app-context';
import { findSession } from './features/accounts/accounts.repo';
import { authRoutes } from './features/accounts/auth.routes';
import { userRoutes } from './features/accounts/users.routes';
import { botRoutes } from './features/bots/bots.routes';
import { categoryRoutes } from './features/categories/categories.routes';
import { memberRoutes } from './features/admin/members.routes';
import { handoffRoutes } from './features/handoff/handoff.routes';
import { inboxRoutes } from './features/inbox/inbox.routes';
import { marketplaceRoutes } from './features/marketplace/marketplace.routes';
import { sandboxRoutes } from './features/marketplace/sandbox.routes';
import { contactRoutes } from './features/content/contact.routes';
import { faqRoutes } from './features/content/faq.routes';
import { tipRoutes } from './features/content/tips.routes';
import { notificationRoutes } from './features/notifications/notifications.routes';
import { ratingRoutes } from './features/ratings/ratings.routes';
import { chatRoutes } from './features/chat/chat.routes';
import { answerPlainChat } from './features/chat/plain-chat';
import { uploadRoutes } from './features/files/uploads.routes';
import { appConfigOf } from './features/system/app-config';
import { firstViews } from './features/seo/first-view';
import { plainChatPageMeta, resolvePageMeta } from './features/seo/page-meta';
import { registerSeoRoutes } from './features/seo/seo.routes';
import { systemRoutes } from './features/system/system.routes';
import { trainingRoutes } from './features/training/training.routes';
import { bookingRoutes } from './features/agenda/booking.routes';
import { hoursRoutes } from './features/agenda/hours.routes';
import { sourceRoutes } from './features/sources/sources.routes';
import { widgetRoutes } from './features/widget/widget.routes';
import { mediaRoutes } from './features/messaging/media.routes';
import { metaRoutes } from './features/messaging/meta.routes';
import { whatsappRoutes } from './features/messaging/whatsapp.routes';
import { placeRoutes } from './features/places/places.routes';
import { teamRoutes } from './features/team/team.routes';
import { liveRoutes } from './features/live/live.routes';
import { alertRoutes } from './features/alerts/alerts.routes';
import { webhookRoutes } from './features/webhooks/webhooks.routes';
import { apiKeyRoutes } from './features/api-keys/api-keys.routes';
import { apiKeyLookup } from './features/api-keys/api-keys.service';
import { frameAncestors } from './features/widget/embed-policy';
import { findBotByRef } from './features/bots/bots.repo';
import { registerAuth } from './plugins/auth';
import {
  clientErrorHandler,
  frameworkErrors,
  registerClosingAnswer,
  registerErrorHandling,
} from './plugins/errors';
import { registerMetrics } from './plugins/metrics';
import { registerOpenApi } from './plugins/openapi';
import { loggerOptions, type LogOutput } from './lifecycle/logging';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerWebApp } from './plugins/web-app';

export interface BuildAppOptions {
  /** The built web app folder; omit to serve the API only. */
  webRoot?: string | undefined;
  /** `false` silences logs (tests and benchmarks); JSON lines by default, or readable ones (lifecycle/logging.ts). */
  logger?: boolean | LogOutput;
}

/** Builds a ready Fastify instance over already-opened dependencies; tests and main.ts share it. */
export async function buildApp(ctx: AppContext, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(ctx.settings.logLevel, options.logger),
    logController: new LogController({ disableRequestLogging: true }),
    requestIdHeader: 'x-request-id',
    bodyLimit: 1024 * 1024,
    trustProxy: ctx.settings.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    // Every answer leaves in the product's error format, including the router's and the socket's own.
    frameworkErrors,
    clientErrorHandler,
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('ctx', ctx);

  // One line per request, with its id: enough to follow a user's path without flooding the log.
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        url: request.url,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
  });

  registerErrorHandling(app);
  // Every request timed by its route for GET /metrics, which is served here or on METRICS_PORT (decision 059).
  registerMetrics(app, ctx.metrics, ctx.settings.metrics);
  registerClosingAnswer(app);
  registerSecurityHeaders(app, { publicUrl: ctx.settings.publicUrl });
  // HTML and JSON answers over 1 KB are compressed for the browser (brotli at a quality that costs about
  // as much CPU as gzip); assets arrive already compressed from the build (plugins/web-app.ts).
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await registerOpenApi(app, ctx.settings.appName, ctx.settings.publicUrl);

  await app.register(
    async (api) => {
      registerAuth(api, (token) => findSession(ctx.database.db, token), apiKeyLookup(ctx));
      await api.register(multipart);
      await api.register(systemRoutes);
      await api.register(categoryRoutes);
      await api.register(authRoutes);
      await api.register(userRoutes);
      await api.register(uploadRoutes);
      await api.register(botRoutes);
      await api.register(trainingRoutes);
      await api.register(hoursRoutes);
      await api.register(bookingRoutes);
      await api.register(sourceRoutes);
      await api.register(chatRoutes);
      await api.register(ratingRoutes);
      await api.register(notificationRoutes);
      await api.register(faqRoutes);
      await api.register(tipRoutes);
      await api.register(memberRoutes);
      await api.register(contactRoutes);
      await api.register(marketplaceRoutes);
      await api.register(sandboxRoutes);
      await api.register(inboxRoutes);
      await api.register(handoffRoutes);
      await api.register(teamRoutes);
      await api.register(liveRoutes);
      await api.register(alertRoutes);
      await api.register(webhookRoutes);
      await api.register(apiKeyRoutes);
      await api.register(widgetRoutes);
      await api.register(whatsappRoutes);
      await api.register(metaRoutes);
      await api.register(mediaRoutes);
      await api.register(placeRoutes);
    },
    { prefix: '/api' },
  );

  await registerWebApp(app, {
    webRoot: options.webRoot,
    uploadsRoot: path.join(ctx.settings.dataDir, 'uploads'),
    config: appConfigOf(ctx.settings, PLATFORM_BOT_ID),
    pageMeta: (pathname) => resolvePageMeta(ctx, pathname),
    firstViews,
    // The bot page's plain chat (issue 38): the chat answers the form, the page draws the outcome.
    pagePost: async (post) =>
      plainChatPageMeta(
        ctx,
        await answerPlainChat(ctx, { ...post, botRef: post.page, sessionToken: post.cookies.token }),
      ),
    embedAncestors: async (alias) => {
      const bot = await findBotByRef(ctx.database.db, alias).catch(() => undefined);
      return bot ? frameAncestors(bot.embedDomains) : "'self'";
    },
  });
  await registerSeoRoutes(app);

  await app.ready();
  return app;
}
