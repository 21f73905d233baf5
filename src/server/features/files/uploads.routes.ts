import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '../../../shared/errors';
import { msg } from '../../../shared/messages.es';
import { UploadQuerySchema, UploadResultSchema } from '../../../shared/schemas/files';
import { AppError } from '../../lib/app-error';
import { requireUser } from '../../plugins/auth';
import { ImageLimits, processImage } from './images';
import { recordOwnedUploads } from './owned-files';

const FOLDERS = {
  user: 'users/profiles',
  bot: 'bots/profiles',
  intent: 'bots/intents',
  publication: 'marketplace/publications',
} as const;

export const uploadRoutes: FastifyPluginAsyncZod = async (api) => {
  api.post(
    '/uploads',
    {
      schema: {
        tags: ['files'],
        summary:
          'Upload an image (multipart field "file"). Judged by its bytes: JPEG, PNG, WebP, GIF or AVIF up to 5 MB; stored as WebP without metadata, with a thumbnail (lazyUrl).',
        security: [{ bearer: [] }],
        querystring: UploadQuerySchema,
        consumes: ['multipart/form-data'],
        response: {
          201: UploadResultSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          413: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await api.ctx.rateLimiter.consume('uploadUser', user.id);
      if (!request.isMultipart()) throw new AppError('invalid_file', 400, msg.files.invalid);
      const file = await request.file({ limits: { fileSize: ImageLimits.maxBytes, files: 1 } });
      if (!file) throw new AppError('invalid_file', 400, msg.files.invalid);
      const bytes = await file.toBuffer();
      if (file.file.truncated) throw new AppError('payload_too_large', 413, msg.files.tooLarge);
      const image = await processImage(bytes);
      // Names are ours: the client's file name never reaches the disk or the URL.
      const base = `${FOLDERS[request.query.kind]}/${user.id}/${Date.now()}_${randomBytes(6).toString('hex')}`;
      const [url, lazyUrl] = await Promise.all([
        api.ctx.storage.put(`${base}.webp`, image.full, image.contentType),
        api.ctx.storage.put(`${base}_thumb.webp`, image.thumb, image.contentType),
      ]);
      await recordOwnedUploads(api.ctx, user.id, [url, lazyUrl]);
      return reply.status(201).send({ url, lazyUrl });
    },
  );
};
