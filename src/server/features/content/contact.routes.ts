import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../shared/errors';
import { ContactInputSchema, ContactResponseSchema } from '../../../shared/schemas/content';
import { contactEmail } from '../mail/templates';

/** /contact ("Hablemos"): a visitor's message reaches the support address by e-mail. */
export const contactRoutes: FastifyPluginAsyncZod = async (api) => {
  api.post(
    '/contact',
    {
      schema: {
        tags: ['content'],
        summary: 'Send a message to the support team (5 per hour per IP)',
        body: ContactInputSchema,
        response: { 200: ContactResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      const { settings, mailer, rateLimiter } = api.ctx;
      await rateLimiter.consume('contactIp', request.ip);
      const { name, email, message } = request.body;
      await mailer.send({
        // Without a support address, the platform's administrator reads the contact form.
        to: settings.supportEmail ?? settings.adminEmail,
        replyTo: email,
        ...contactEmail({ appName: settings.appName, name, email, message }),
      });
      return { sent: true as const };
    },
  );
};
