import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../shared/errors';
import { IdParamsSchema } from '../../../shared/schemas/accounts';
import {
  MemberListSchema,
  MemberResponseSchema,
  MembersQuerySchema,
  MemberUpdateSchema,
} from '../../../shared/schemas/content';
import { requireSuperUser } from '../../plugins/auth';
import { pageOf } from '../../lib/pages';
import { listMembers, updateMember } from './members.service';

const tags = ['admin'];
const errors = errorResponses(400, 401, 403, 404, 409);
const security = [{ bearer: [] }];

/** /dashboard/members: super users only. */
export const memberRoutes: FastifyPluginAsyncZod = async (api) => {
  api.get(
    '/admin/members',
    {
      schema: {
        tags,
        summary: 'Search and page through every account, newest first (super users)',
        security,
        querystring: MembersQuerySchema,
        response: { 200: MemberListSchema, ...errors },
      },
    },
    async (request) => {
      requireSuperUser(request);
      const { page, pageSize } = request.query;
      const { members, total } = await listMembers(api.ctx, request.query);
      return { members, ...pageOf(total, page, pageSize) };
    },
  );

  api.put(
    '/admin/members/:id',
    {
      schema: {
        tags,
        summary: 'Publish or hide a member; grant or revoke super user (never the last one)',
        security,
        params: IdParamsSchema,
        body: MemberUpdateSchema,
        response: { 200: MemberResponseSchema, ...errors },
      },
    },
    async (request) => {
      requireSuperUser(request);
      return { member: await updateMember(api.ctx, request.params.id, request.body) };
    },
  );
};
