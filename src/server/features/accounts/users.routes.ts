import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../shared/errors';
import {
  IdParamsSchema,
  ProfileSchema,
  PublicUserResponseSchema,
  UserResponseSchema,
  UserSavedSchema,
  UsersListSchema,
  UsersQuerySchema,
} from '../../../shared/schemas/accounts';
import { requireUser } from '../../plugins/auth';
import { presentAccountUser, presentPublicUser } from './accounts.presenter';
import { getPublicUser, listPublishedUsers, updateProfile } from './accounts.service';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['users'];

export const userRoutes: FastifyPluginAsyncZod = async (api) => {
  api.get(
    '/me',
    {
      schema: {
        tags,
        summary: 'The signed-in account',
        security: [{ bearer: [] }],
        response: { 200: UserResponseSchema, ...errors },
      },
    },
    async (request) => ({ user: presentAccountUser(requireUser(request)) }),
  );

  api.put(
    '/me',
    {
      schema: {
        tags,
        summary: 'Update the signed-in profile',
        security: [{ bearer: [] }],
        body: ProfileSchema,
        response: { 200: UserSavedSchema, ...errors },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      const user = await updateProfile(api.ctx, actor, actor.id, request.body);
      return { userId: user.id, user: presentAccountUser(user) };
    },
  );

  api.put(
    '/users/:id',
    {
      schema: {
        tags,
        summary: 'Update a profile: its owner or a super user',
        security: [{ bearer: [] }],
        params: IdParamsSchema,
        body: ProfileSchema,
        response: { 200: UserSavedSchema, ...errors },
      },
    },
    async (request) => {
      const user = await updateProfile(api.ctx, requireUser(request), request.params.id, request.body);
      return { userId: user.id, user: presentAccountUser(user) };
    },
  );

  api.get(
    '/user/:id',
    {
      schema: {
        tags,
        summary:
          'A public profile by hero or _id (unpublished users: 404 for everyone but themselves and super users)',
        params: IdParamsSchema,
        response: { 200: PublicUserResponseSchema, ...errors },
      },
    },
    async (request) => {
      return { user: presentPublicUser(await getPublicUser(api.ctx, request.auth?.user, request.params.id)) };
    },
  );

  api.get(
    '/users',
    {
      schema: {
        tags,
        summary: 'Published users, best rated first (home carousel)',
        querystring: UsersQuerySchema,
        response: { 200: UsersListSchema, ...errors },
      },
    },
    async (request) => ({
      users: (await listPublishedUsers(api.ctx, request.query.limit)).map(presentPublicUser),
    }),
  );
};
