import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../shared/errors';
import { msg } from '../../../shared/messages.es';
import { BotParamsSchema } from '../../../shared/schemas/bots';
import {
  BlankSuggestionsResponseSchema,
  DraftsResponseSchema,
  SourceCreateBodySchema,
  SourceParamsSchema,
  SourceResponseSchema,
  SourcesResponseSchema,
} from '../../../shared/schemas/sources';
import { AppError } from '../../lib/app-error';
import { requireUser } from '../../plugins/auth';
import { presentDraft, presentSource } from './sources.presenter';
import {
  addSource,
  blankSuggestions,
  listSources,
  removeSource,
  sourceDrafts,
  type NewSourceInput,
} from './sources.service';

const errors = errorResponses(400, 401, 404);

export const sourceRoutes: FastifyPluginAsyncZod = async (api) => {
  api.post(
    '/bot/:id/sources',
    {
      schema: {
        tags: ['sources'],
        summary:
          'Add a knowledge source to the bot; owner or super user. Multipart field "file" (PDF, DOCX, TXT or Markdown, CSV up to IMPORT_MAX_MB), or JSON {url} (a website: that page and same-site pages from its sitemap and links, honouring robots.txt, up to IMPORT_MAX_PAGES) or {title, text} (pasted text). Answers at once with status "processing"; GET …/sources shows it become "ready" (with its passages) or "failed" (with a Spanish error).',
        security: [{ bearer: [] }],
        params: BotParamsSchema,
        // Absent for a multipart request: the file is read from the stream below.
        body: SourceCreateBodySchema.nullish(),
        consumes: ['application/json', 'multipart/form-data'],
        response: { 201: SourceResponseSchema, ...errorResponses(400, 401, 404, 409, 413, 429) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { maxBytes } = api.ctx.settings.imports;
      let input: NewSourceInput;
      if (request.isMultipart()) {
        const file = await request.file({
          limits: { fileSize: maxBytes, files: 1 },
          throwFileSizeLimit: false,
        });
        if (!file || file.fieldname !== 'file')
          throw new AppError('invalid_file', 400, msg.sources.fileMissing, { file: msg.sources.fileMissing });
        const bytes = await file.toBuffer();
        if (file.file.truncated) {
          const mb = Math.round((maxBytes / 1024 / 1024) * 100) / 100;
          throw new AppError('payload_too_large', 413, msg.sources.fileTooLarge(mb));
        }
        input = { kind: 'file', fileName: file.filename, bytes };
      } else {
        if (!request.body) throw new AppError('bad_request', 400, msg.sources.bodyInvalid);
        input = { kind: 'json', body: request.body };
      }
      const source = await addSource(api.ctx, user, request.params.id, input, request.log);
      return reply.status(201).send({ source: presentSource(source) });
    },
  );

  api.get(
    '/bot/:id/sources',
    {
      schema: {
        tags: ['sources'],
        summary: "The bot's knowledge sources, oldest first, with their state; owner or super user",
        security: [{ bearer: [] }],
        params: BotParamsSchema,
        response: { 200: SourcesResponseSchema, ...errors },
      },
    },
    async (request) => ({
      sources: (await listSources(api.ctx, requireUser(request), request.params.id)).map(presentSource),
    }),
  );

  api.delete(
    '/bot/:id/sources/:sourceId',
    {
      schema: {
        tags: ['sources'],
        summary:
          'Remove a source and everything derived from it (its passages and drafts); owner or super user',
        security: [{ bearer: [] }],
        params: SourceParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeSource(api.ctx, requireUser(request), request.params.id, request.params.sourceId);
      return reply.status(204).send(null);
    },
  );

  api.get(
    '/bot/:id/sources/:sourceId/drafts',
    {
      schema: {
        tags: ['sources'],
        summary:
          "Draft intents found in the source's questions and answers (a CSV's question and answer columns, an FAQ's lines ending in \"?\" with their answers), in the shape of PUT /api/bot/{id}/intents; owner or super user",
        security: [{ bearer: [] }],
        params: SourceParamsSchema,
        response: { 200: DraftsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      intents: (
        await sourceDrafts(api.ctx, requireUser(request), request.params.id, request.params.sourceId)
      ).map(presentDraft),
    }),
  );

  api.get(
    '/bot/:id/blank-suggestions',
    {
      schema: {
        tags: ['sources'],
        summary:
          'Values for the blanks left in the bot\'s answers, found in its documents (a price list\'s price for "[precio del corte]"), for the owner to review; owner or super user',
        security: [{ bearer: [] }],
        params: BotParamsSchema,
        response: { 200: BlankSuggestionsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      suggestions: await blankSuggestions(api.ctx, requireUser(request), request.params.id),
    }),
  );
};
