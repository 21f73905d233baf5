import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../shared/errors';
import { IdParamsSchema } from '../../../shared/schemas/accounts';
import {
  InboxListSchema,
  InboxParamsSchema,
  InboxQuerySchema,
  LeadsQuerySchema,
  LeadsSchema,
  ProposalListSchema,
  ProposalParamsSchema,
  ResolveUnansweredSchema,
  StatsQuerySchema,
  StatsSchema,
  TranscriptSchema,
  UnansweredListSchema,
} from '../../../shared/schemas/inbox';
import { requireUser, sessionOrKey } from '../../plugins/auth';
import { stagesOf } from '../../../shared/schemas/team';
import { requireBot, requireManagedBot } from '../bots/bots.service';
import { leadPages, leadsCsv, listConversations, transcript } from './inbox.service';
import { botStats } from './stats.service';
import { listUnanswered, resolveUnanswered } from './unanswered.service';
import { approveProposal, dismissProposal, listProposals } from './proposals.service';

const tags = ['inbox'];
const security = [{ bearer: [] }];
const errors = errorResponses(400, 401, 404);
const decisionErrors = errorResponses(400, 401, 404, 409);

/** What a bot did for its owner: conversations and the leads they left (owner or super user; others 404). */
export const inboxRoutes: FastifyPluginAsyncZod = async (api) => {
  api.get(
    '/bot/:id/conversations',
    {
      schema: {
        tags,
        summary: "The bot's conversations, newest first, searchable by what was said",
        security: sessionOrKey('conversations:read'),
        params: IdParamsSchema,
        querystring: InboxQuerySchema,
        response: { 200: InboxListSchema, ...errors },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      const bot = await requireBot(api.ctx, actor, request.params.id, 'inbox');
      return listConversations(api.ctx, bot.id, request.query, actor.id);
    },
  );

  api.get(
    '/bot/:id/conversations/:conversationId',
    {
      schema: {
        tags,
        summary: 'One conversation as its transcript, with the matched intents and the collected data',
        security: sessionOrKey('conversations:read'),
        params: InboxParamsSchema,
        response: { 200: TranscriptSchema, ...errors },
      },
    },
    async (request) => {
      const bot = await requireBot(api.ctx, requireUser(request), request.params.id, 'inbox');
      return { conversation: await transcript(api.ctx, bot.id, request.params.conversationId) };
    },
  );

  api.get(
    '/bot/:id/leads',
    {
      schema: {
        tags,
        summary: 'The data visitors left, one row per conversation (first 500 in the date range)',
        security: sessionOrKey('leads:read'),
        params: IdParamsSchema,
        querystring: LeadsQuerySchema,
        response: { 200: LeadsSchema, ...errors },
      },
    },
    async (request) => {
      const bot = await requireBot(api.ctx, requireUser(request), request.params.id, 'inbox');
      const first = await leadPages(api.ctx, bot.id, request.query).next();
      return {
        fields: bot.fields.map((f) => ({ name: f.name, label: f.label })),
        stages: [...stagesOf(bot)],
        leads: (first.done ? [] : first.value).map(({ notes, ...lead }) => ({
          ...lead,
          notesCount: notes.length,
        })),
      };
    },
  );

  api.get(
    '/bot/:id/leads.csv',
    {
      schema: {
        tags,
        summary: 'The leads as CSV (UTF-8 with BOM, ";" or ","), streamed page by page',
        security: sessionOrKey('leads:read'),
        params: IdParamsSchema,
        querystring: LeadsQuerySchema,
        response: { 200: z.string().describe('text/csv'), ...errors },
      },
    },
    async (request, reply) => {
      const bot = await requireBot(api.ctx, requireUser(request), request.params.id, 'inbox');
      return (
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="contactos-${bot.alias}.csv"`)
          .header('cache-control', 'no-store')
          // A stream is piped as it comes, never serialized; the type provider only knows the schema's string.
          .send(Readable.from(leadsCsv(api.ctx, bot, request.query)) as unknown as string)
      );
    },
  );

  api.get(
    '/bot/:id/unanswered',
    {
      schema: {
        tags,
        summary: 'What visitors asked that the bot did not know (90 days), grouped by normalised words',
        security,
        params: IdParamsSchema,
        response: { 200: UnansweredListSchema, ...errors },
      },
    },
    async (request) => {
      const bot = await requireManagedBot(api.ctx, requireUser(request), request.params.id);
      return { groups: await listUnanswered(api.ctx, bot.id) };
    },
  );

  api.post(
    '/bot/:id/unanswered',
    {
      schema: {
        tags,
        summary:
          'Teach the bot a group: as questions of an intent or as a new intent (or, with `later`, set it aside among the proposals for the intent); the group leaves the list',
        security,
        params: IdParamsSchema,
        body: ResolveUnansweredSchema,
        response: { 200: UnansweredListSchema, ...errors },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      const bot = await requireManagedBot(api.ctx, actor, request.params.id);
      return { groups: await resolveUnanswered(api.ctx, actor, bot.id, request.body) };
    },
  );

  api.get(
    '/bot/:id/proposals',
    {
      schema: {
        tags,
        summary:
          "Questions the bot could learn from its customers (a chip picked after a message it did not answer, or set aside by the owner), waiting for the owner's decision, most seen first",
        security,
        params: IdParamsSchema,
        response: { 200: ProposalListSchema, ...errors },
      },
    },
    async (request) => {
      const bot = await requireManagedBot(api.ctx, requireUser(request), request.params.id);
      return { proposals: await listProposals(api.ctx, bot.id) };
    },
  );

  api.post(
    '/bot/:id/proposals/:proposalId/approval',
    {
      schema: {
        tags,
        summary:
          "Approve a proposal: its words join the intent's questions (the bot is retrained) and it leaves the list; 409 when already decided or the intent has the most questions allowed",
        security,
        params: ProposalParamsSchema,
        response: { 200: ProposalListSchema, ...decisionErrors },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      const bot = await requireManagedBot(api.ctx, actor, request.params.id);
      return { proposals: await approveProposal(api.ctx, actor, bot.id, request.params.proposalId) };
    },
  );

  api.post(
    '/bot/:id/proposals/:proposalId/dismissal',
    {
      schema: {
        tags,
        summary: 'Dismiss a proposal: the bot does not learn those words and it leaves the list for good',
        security,
        params: ProposalParamsSchema,
        response: { 200: ProposalListSchema, ...decisionErrors },
      },
    },
    async (request) => {
      const bot = await requireManagedBot(api.ctx, requireUser(request), request.params.id);
      return { proposals: await dismissProposal(api.ctx, bot.id, request.params.proposalId) };
    },
  );

  api.get(
    '/bot/:id/stats',
    {
      schema: {
        tags,
        summary: 'Per day over 7, 30 or 90 days: conversations, visitor messages, answered, leads, ratings',
        security,
        params: IdParamsSchema,
        querystring: StatsQuerySchema,
        response: { 200: StatsSchema, ...errors },
      },
    },
    async (request) => {
      const bot = await requireManagedBot(api.ctx, requireUser(request), request.params.id);
      return botStats(api.ctx, bot.id, request.query.days);
    },
  );
};
