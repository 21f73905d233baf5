import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../shared/errors';
import { IdParamsSchema } from '../../../shared/schemas/accounts';
import { InboxParamsSchema, TranscriptSchema } from '../../../shared/schemas/inbox';
import {
  CannedParamsSchema,
  CannedRepliesSchema,
  CannedReplyInputSchema,
  CannedReplySchema,
  InvitationParamsSchema,
  InvitationSchema,
  InviteMemberSchema,
  LeadNoteSchema,
  LeadNotesSchema,
  LeadParamsSchema,
  LeadStagesInputSchema,
  LeadStagesSchema,
  MemberParamsSchema,
  MemberSchema,
  MembersSchema,
  MEMBER_ROLES,
  NoteInputSchema,
  TeamBotsSchema,
  UpdateConversationSchema,
  UpdateLeadSchema,
} from '../../../shared/schemas/team';
import { requireUser } from '../../plugins/auth';
import { transcript } from '../inbox/inbox.service';
import { publishLive } from '../live/live.service';
import * as canned from './canned-replies.service';
import * as members from './members.service';
import * as pipeline from './pipeline.service';

const tags = ['team'];
const security = [{ bearer: [] }];
const errors = errorResponses(400, 401, 403, 404, 409, 429);

/**
 * The people who run a bot and how they share the work (issue 42, decision 055): members and invitations,
 * assignment and status of conversations, the lead pipeline and notes, canned replies. Each route names
 * the permission it needs (bots.policy); a caller without it gets the bot's 404.
 */
export const teamRoutes: FastifyPluginAsyncZod = async (api) => {
  // ---------- Members and invitations ----------

  api.get(
    '/bot/:id/members',
    {
      schema: {
        tags,
        summary:
          "The bot's owner, members and waiting invitations, and the caller's role (anyone who runs it)",
        security,
        params: IdParamsSchema,
        response: { 200: MembersSchema, ...errors },
      },
    },
    async (request) => members.listTeam(api.ctx, requireUser(request), request.params.id),
  );

  api.post(
    '/bot/:id/members',
    {
      schema: {
        tags,
        summary:
          'Invite someone by e-mail as admin or agent (owner or admin; only the owner invites an admin); the e-mail links to /invitaciones/{token}',
        security,
        params: IdParamsSchema,
        body: InviteMemberSchema,
        response: { 201: z.object({ member: MemberSchema }), ...errors },
      },
    },
    async (request, reply) => {
      const member = await members.inviteMember(
        api.ctx,
        requireUser(request),
        request.params.id,
        request.body,
        request.log,
      );
      return reply.status(201).send({ member });
    },
  );

  api.delete(
    '/bot/:id/members/:memberId',
    {
      schema: {
        tags,
        summary:
          'Remove a member or withdraw an invitation (owner; an admin for agents), or leave the team (the member themself)',
        security,
        params: MemberParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await members.removeMember(api.ctx, requireUser(request), request.params.id, request.params.memberId);
      return reply.status(204).send(null);
    },
  );

  api.get(
    '/invitations/:token',
    {
      schema: {
        tags,
        summary: 'What an invitation offers (the bot, the role), by its link; 404 when used or expired',
        params: InvitationParamsSchema,
        response: { 200: InvitationSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return members.readInvitation(api.ctx, request.params.token, request.ip);
    },
  );

  api.post(
    '/invitations/:token/accept',
    {
      schema: {
        tags,
        summary: "Join the bot's team with the signed-in account; an invitation is used once",
        security,
        params: InvitationParamsSchema,
        response: {
          200: z.object({ botId: z.string(), role: z.enum(MEMBER_ROLES) }),
          ...errors,
        },
      },
    },
    async (request) =>
      members.acceptInvitation(api.ctx, requireUser(request), request.params.token, request.ip),
  );

  api.get(
    '/user/teams',
    {
      schema: {
        tags,
        summary: 'The bots the signed-in user runs as a member, with their role',
        security,
        response: { 200: TeamBotsSchema, ...errors },
      },
    },
    async (request) => members.teamBotsOf(api.ctx, requireUser(request)),
  );

  // ---------- Conversations: assignment and status ----------

  api.patch(
    '/bot/:id/conversations/:conversationId',
    {
      schema: {
        tags: ['inbox', ...tags],
        summary:
          "Assign a conversation (to a user who runs the bot, or null) and/or set its status: open, waiting (for the customer) or resolved; a customer's new message opens it again",
        security,
        params: InboxParamsSchema,
        body: UpdateConversationSchema,
        response: { 200: TranscriptSchema, ...errors },
      },
    },
    async (request) => {
      const { id, conversationId } = request.params;
      const bot = await pipeline.updateConversation(
        api.ctx,
        requireUser(request),
        id,
        conversationId,
        request.body,
      );
      publishLive(api.ctx, { botId: bot.id, conversationId, kind: 'conversation' });
      return { conversation: await transcript(api.ctx, bot.id, conversationId) };
    },
  );

  // ---------- The lead pipeline ----------

  api.patch(
    '/bot/:id/leads/:leadId',
    {
      schema: {
        tags: ['inbox', ...tags],
        summary:
          "Move a lead (its conversation's id) to a stage of the bot's pipeline (by key: new, contacted, customer, lost by default) and/or set its labels",
        security,
        params: LeadParamsSchema,
        body: UpdateLeadSchema,
        response: {
          200: z.object({ lead: z.object({ stage: z.string(), labels: z.array(z.string()) }) }),
          ...errors,
        },
      },
    },
    async (request) => {
      const { id, leadId } = request.params;
      const { bot, lead } = await pipeline.updateLead(
        api.ctx,
        requireUser(request),
        id,
        leadId,
        request.body,
      );
      publishLive(api.ctx, { botId: bot.id, conversationId: leadId, kind: 'conversation' });
      return { lead };
    },
  );

  api.get(
    '/bot/:id/leads/:leadId/notes',
    {
      schema: {
        tags: ['inbox', ...tags],
        summary: "A lead's private notes, oldest first, with their author and time",
        security,
        params: LeadParamsSchema,
        response: { 200: LeadNotesSchema, ...errors },
      },
    },
    async (request) =>
      pipeline.listNotes(api.ctx, requireUser(request), request.params.id, request.params.leadId),
  );

  api.post(
    '/bot/:id/leads/:leadId/notes',
    {
      schema: {
        tags: ['inbox', ...tags],
        summary: 'Add a private note to a lead, signed by the caller',
        security,
        params: LeadParamsSchema,
        body: NoteInputSchema,
        response: { 201: z.object({ note: LeadNoteSchema }), ...errors },
      },
    },
    async (request, reply) => {
      const { id, leadId } = request.params;
      const note = await pipeline.addNote(api.ctx, requireUser(request), id, leadId, request.body.text);
      return reply.status(201).send({ note });
    },
  );

  api.get(
    '/bot/:id/lead-stages',
    {
      schema: {
        tags: ['inbox', ...tags],
        summary: "The bot's lead pipeline, in order",
        security,
        params: IdParamsSchema,
        response: { 200: LeadStagesSchema, ...errors },
      },
    },
    async (request) => pipeline.getStages(api.ctx, requireUser(request), request.params.id),
  );

  api.put(
    '/bot/:id/lead-stages',
    {
      schema: {
        tags: ['inbox', ...tags],
        summary:
          'Rename, add, remove and reorder the stages (owner or admin): a stage keeps its key; a stage with leads cannot be removed (409)',
        security,
        params: IdParamsSchema,
        body: LeadStagesInputSchema,
        response: { 200: LeadStagesSchema, ...errors },
      },
    },
    async (request) => pipeline.saveStages(api.ctx, requireUser(request), request.params.id, request.body),
  );

  // ---------- Canned replies ----------

  api.get(
    '/bot/:id/canned-replies',
    {
      schema: {
        tags: ['inbox', ...tags],
        summary: "The bot's saved answers, by shortcut (anyone who answers its customers)",
        security,
        params: IdParamsSchema,
        response: { 200: CannedRepliesSchema, ...errors },
      },
    },
    async (request) => canned.listCannedReplies(api.ctx, requireUser(request), request.params.id),
  );

  api.post(
    '/bot/:id/canned-replies',
    {
      schema: {
        tags: ['inbox', ...tags],
        summary: 'Save an answer with its shortcut ("horario" for /horario; owner or admin)',
        security,
        params: IdParamsSchema,
        body: CannedReplyInputSchema,
        response: { 201: z.object({ reply: CannedReplySchema }), ...errors },
      },
    },
    async (request, reply) => {
      const saved = await canned.createCannedReply(
        api.ctx,
        requireUser(request),
        request.params.id,
        request.body,
      );
      return reply.status(201).send({ reply: saved });
    },
  );

  api.put(
    '/bot/:id/canned-replies/:replyId',
    {
      schema: {
        tags: ['inbox', ...tags],
        summary: 'Change a saved answer (owner or admin)',
        security,
        params: CannedParamsSchema,
        body: CannedReplyInputSchema,
        response: { 200: z.object({ reply: CannedReplySchema }), ...errors },
      },
    },
    async (request) => {
      const { id, replyId } = request.params;
      return {
        reply: await canned.updateCannedReply(api.ctx, requireUser(request), id, replyId, request.body),
      };
    },
  );

  api.delete(
    '/bot/:id/canned-replies/:replyId',
    {
      schema: {
        tags: ['inbox', ...tags],
        summary: 'Delete a saved answer (owner or admin)',
        security,
        params: CannedParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { id, replyId } = request.params;
      await canned.deleteCannedReply(api.ctx, requireUser(request), id, replyId);
      return reply.status(204).send(null);
    },
  );
};
