import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../shared/errors';
import {
  ChangePasswordSchema,
  DataResponseSchema,
  EmailOnlySchema,
  NewPasswordSchema,
  ResetTokenParamsSchema,
  SessionRenewalSchema,
  SignInResponseSchema,
  SignInSchema,
  SignUpSchema,
  TokenParamsSchema,
  SignUpResponseSchema,
} from '../../../shared/schemas/accounts';
import { requireAuth } from '../../plugins/auth';
import * as accounts from './accounts.service';

const errors = errorResponses(400, 401, 403, 409, 429);
const tags = ['auth'];

export const authRoutes: FastifyPluginAsyncZod = async (api) => {
  api.post(
    '/signup',
    {
      schema: {
        tags,
        summary:
          'Register; sends the activation e-mail (link valid 48 h). Answers the same for an address that already has an account, which gets an e-mail saying so',
        body: SignUpSchema,
        response: { 201: SignUpResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await accounts.signUp(api.ctx, request.body, request.ip, request.log);
      return reply.status(201).send({ user });
    },
  );

  api.post(
    '/signup/:token/activation',
    {
      schema: {
        tags,
        summary: 'Activate the account with the single-use token of the e-mail',
        params: TokenParamsSchema,
        response: { 200: DataResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await accounts.activate(api.ctx, request.params.token);
      return { data: { activated: true, email: user.email } };
    },
  );

  api.post(
    '/signup/resend',
    {
      schema: {
        tags,
        summary: 'Send the activation e-mail again; answers the same for any address',
        body: EmailOnlySchema,
        response: { 202: DataResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await accounts.resendActivation(api.ctx, request.body, request.ip, request.log);
      return reply.status(202).send({ data: { sent: true } });
    },
  );

  api.post(
    '/signin',
    {
      schema: {
        tags,
        summary: 'Sign in; the token is valid for one hour',
        body: SignInSchema,
        response: { 200: SignInResponseSchema, ...errors },
      },
    },
    async (request) => accounts.signIn(api.ctx, request.body, request.ip),
  );

  api.post(
    '/signout',
    {
      schema: {
        tags,
        summary: 'Revoke the current session token',
        security: [{ bearer: [] }],
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await accounts.signOut(api.ctx, requireAuth(request));
      return reply.status(204).send(null);
    },
  );

  api.post(
    '/session/renewal',
    {
      schema: {
        tags,
        summary:
          'Extend the current session to one hour from now (the web app asks while its user is active; idle sessions still end after an hour)',
        security: [{ bearer: [] }],
        response: { 200: SessionRenewalSchema, ...errors },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      await api.ctx.rateLimiter.consume('sessionRenewalUser', auth.user.id);
      return accounts.renewSession(api.ctx, auth);
    },
  );

  api.post(
    '/reset',
    {
      schema: {
        tags,
        summary: 'Request a password reset e-mail (link valid 1 h); answers the same for any address',
        body: EmailOnlySchema,
        response: { 202: DataResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await accounts.requestReset(api.ctx, request.body, request.ip, request.log);
      return reply.status(202).send({ data: { sent: true } });
    },
  );

  api.get(
    '/reset/:resetToken',
    {
      schema: {
        tags,
        summary: 'Check that a reset link is still valid',
        params: ResetTokenParamsSchema,
        response: { 200: DataResponseSchema, ...errors },
      },
    },
    async (request) => {
      await accounts.checkResetToken(api.ctx, request.params.resetToken, request.ip);
      return { data: { valid: true } };
    },
  );

  api.put(
    '/reset/:resetToken/password',
    {
      schema: {
        tags,
        summary: 'Set a new password with a reset token; ends every session of the account',
        params: ResetTokenParamsSchema,
        body: NewPasswordSchema,
        response: { 200: DataResponseSchema, ...errors },
      },
    },
    async (request) => {
      await accounts.resetPassword(api.ctx, request.params.resetToken, request.body, request.ip);
      return { data: { changed: true } };
    },
  );

  api.put(
    '/me/password',
    {
      schema: {
        tags,
        summary: 'Change the password while signed in; ends the other sessions',
        security: [{ bearer: [] }],
        body: ChangePasswordSchema,
        response: { 200: DataResponseSchema, ...errors },
      },
    },
    async (request) => {
      await accounts.changePassword(api.ctx, requireAuth(request), request.body);
      return { data: { changed: true } };
    },
  );
};
