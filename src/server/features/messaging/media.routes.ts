import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../shared/errors';
import { InboxParamsSchema } from '../../../shared/schemas/inbox';
import { requireUser } from '../../plugins/auth';
import { readCustomerMedia } from './media.service';

const MediaParamsSchema = InboxParamsSchema.extend({
  attachmentId: z.string().regex(/^[a-z0-9-]{1,100}$/i),
});

/** Customers' files for the bot's owner (issue 41): never public, read through the inbox. */
export const mediaRoutes: FastifyPluginAsyncZod = async (api) => {
  api.get(
    '/bot/:id/conversations/:conversationId/media/:attachmentId',
    {
      schema: {
        tags: ['inbox'],
        summary:
          'A voice note, photo or document a customer sent in the conversation, as its bytes were judged to be (owner or super user; others 404)',
        security: [{ bearer: [] }],
        params: MediaParamsSchema,
        response: { 200: z.any().describe('The file'), ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const { id, conversationId, attachmentId } = request.params;
      const { attachment, bytes } = await readCustomerMedia(
        api.ctx,
        requireUser(request),
        id,
        conversationId,
        attachmentId,
      );
      const name = attachment.fileName?.replace(/[^\w.\- ]+/g, '_') || attachment.id;
      return reply
        .header('content-type', attachment.mimeType)
        .header('content-length', bytes.length)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, max-age=3600')
        .header(
          'content-disposition',
          `${attachment.kind === 'document' ? 'attachment' : 'inline'}; filename="${name}"`,
        )
        .send(bytes);
    },
  );
};
