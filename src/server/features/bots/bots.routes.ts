import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FLAG_COUNTRIES } from '../../../shared/countries';
import { foldAccents } from '../../../shared/fold';
import { errorResponses } from '../../../shared/errors';
import {
  AliasCheckQuerySchema,
  AliasCheckSchema,
  BotInputSchema,
  BotListQuerySchema,
  BotListSchema,
  BotParamsSchema,
  BotResponseSchema,
  type BotDetail,
  CountryListSchema,
  LocationQuerySchema,
  OwnBotListQuerySchema,
  PlaceListSchema,
  TagListSchema,
  TagQuerySchema,
  UserBotsParamsSchema,
} from '../../../shared/schemas/bots';
import { publicOrKey, requireUser, sessionOrKey } from '../../plugins/auth';
import { canManageBot } from './bots.policy';
import { cappedPageOf, pageOf } from '../../lib/pages';
import { presentBot, presentBotDetail, withHoursAt } from './bots.presenter';
import * as botsService from './bots.service';
import type { CachedBot } from './bot-cache';
import { Paging } from '../../../shared/constants';
import { DirectoryCache } from './directory-cache';

const errors = errorResponses(400, 401, 404, 409, 429);
const tags = ['bots'];

export const botRoutes: FastifyPluginAsyncZod = async (api) => {
  const directory = new DirectoryCache();
  /**
   * The public answer of GET /api/bot/{ref} per cached bot (one per revision; dropped with its entry), with
   * the detail it was made from: a new one is made when where the business stands (open, closed) moved.
   */
  const publicAnswers = new WeakMap<CachedBot, { detail: BotDetail; json: string }>();
  // Any write through this instance shows at once in its directory.
  api.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && reply.statusCode < 400) directory.clear();
  });

  api.get(
    '/bots',
    {
      schema: {
        tags,
        summary: 'The public directory: search (accent, plural and typo tolerant) and filters, paged',
        querystring: BotListQuerySchema,
        response: { 200: BotListSchema, ...errors },
      },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      // The repository counts up to a bound (or one past this page): enough for the next page.
      const { rows, total } = await directory.get(request.query, () =>
        botsService.listDirectory(api.ctx, request.query),
      );
      const viewer = request.auth?.user;
      return {
        bots: rows.map((bot) => presentBot(bot, canManageBot(viewer, bot))),
        ...cappedPageOf(total, page, pageSize, Paging.directoryCountCap),
      };
    },
  );

  api.get(
    '/bots/alias-check',
    {
      schema: {
        tags,
        summary:
          'Whether an alias is free, for a new bot or the caller’s bot botId (the form checks as it is typed)',
        security: [{ bearer: [] }],
        querystring: AliasCheckQuerySchema,
        response: { 200: AliasCheckSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await api.ctx.rateLimiter.consume('aliasCheckUser', user.id);
      return botsService.checkAlias(api.ctx, user, request.query.alias, request.query.botId);
    },
  );

  api.get(
    '/my-bots',
    {
      schema: {
        tags,
        summary: "The signed-in user's bots, published or not",
        security: sessionOrKey('bots:read'),
        querystring: OwnBotListQuerySchema,
        response: { 200: BotListSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { page, pageSize } = request.query;
      const { rows, total } = await botsService.listOwnBots(api.ctx, user, request.query);
      return { bots: rows.map((bot) => presentBot(bot, true)), ...pageOf(total, page, pageSize) };
    },
  );

  api.get(
    '/user/:userId/bots',
    {
      schema: {
        tags,
        summary:
          "A user's bots (by hero or _id): published ones, or all of them for the owner and super users",
        params: UserBotsParamsSchema,
        querystring: OwnBotListQuerySchema,
        response: { 200: BotListSchema, ...errors },
      },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      const { rows, total, manages } = await botsService.listBotsOfUser(
        api.ctx,
        request.auth?.user,
        request.params.userId,
        request.query,
      );
      return { bots: rows.map((bot) => presentBot(bot, manages)), ...pageOf(total, page, pageSize) };
    },
  );

  api.get(
    '/bot/:id',
    {
      schema: {
        tags,
        summary:
          'One bot by alias or _id, with its intents (suggested questions); 404 when hidden from the caller',
        security: publicOrKey('bots:read'),
        params: BotParamsSchema,
        response: { 200: BotResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = request.auth?.user;
      const { cached, role } = await botsService.getBotForViewer(api.ctx, viewer, request.params.id);
      const { bot, intents } = cached;
      // Whoever runs the bot (its owner, an admin, an agent: issue 42) reads its setup, and their role.
      if (role) return { bot: { ...presentBotDetail(bot, intents, true, cached.hours), viewerRole: role } };
      // Visitors get the answer serialised once per revision (and per change of open or closed), exactly
      // as the route's schema serialises it.
      const kept = publicAnswers.get(cached);
      // Presented on the first visit to the page, not when the bot is read: a chat turn never needs it.
      const detail = withHoursAt(
        kept?.detail ?? presentBotDetail(bot, intents, false, cached.hours),
        new Date(),
      );
      let entry = kept;
      if (!entry || entry.detail !== detail) {
        entry = { detail, json: JSON.stringify(BotResponseSchema.parse({ bot: detail })) };
        publicAnswers.set(cached, entry);
      }
      const serialized = entry.json;
      return reply.serializer(() => serialized).send({ bot: detail });
    },
  );

  api.post(
    '/bots',
    {
      schema: {
        tags,
        summary: 'Create a bot',
        security: [{ bearer: [] }],
        body: BotInputSchema,
        response: { 201: BotResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const bot = await botsService.createBot(api.ctx, requireUser(request), request.body);
      return reply
        .status(201)
        .send({ bot: { ...presentBotDetail(bot, [], true, null), viewerRole: 'owner' } });
    },
  );

  api.put(
    '/bot/:id',
    {
      schema: {
        tags,
        summary: 'Update a bot: its owner, a super user or an admin of its team',
        security: [{ bearer: [] }],
        params: BotParamsSchema,
        body: BotInputSchema,
        response: { 200: BotResponseSchema, ...errors },
      },
    },
    async (request) => {
      const bot = await botsService.updateBot(api.ctx, requireUser(request), request.params.id, request.body);
      const [intents, hours] = await Promise.all([
        botsService.intentsOf(api.ctx, bot.id),
        botsService.hoursOf(api.ctx, bot.id),
      ]);
      return { bot: { ...presentBotDetail(bot, intents, true, hours), viewerRole: bot.role } };
    },
  );

  api.delete(
    '/bot/:id',
    {
      schema: {
        tags,
        summary:
          'Delete a bot with its intents, fields, files, ratings and subscriptions: its owner or a super user',
        security: [{ bearer: [] }],
        params: BotParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await botsService.deleteBot(api.ctx, requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  api.get(
    '/tags',
    {
      schema: {
        tags,
        summary: 'Tag suggestions from published bots, most used first',
        querystring: TagQuerySchema,
        response: { 200: TagListSchema, ...errors },
      },
    },
    async (request) => ({
      tags: await botsService.listTags(api.ctx, request.query.term, request.query.limit),
    }),
  );

  api.get(
    '/locations/countries',
    {
      schema: {
        tags,
        summary: 'Countries of published bots, with their flags (the flag countries first)',
        response: { 200: CountryListSchema, ...errors },
      },
    },
    async () => {
      const places = await botsService.listPlaces(api.ctx, 'country', {});
      const countries = places.map((place) => {
        const flagged = FLAG_COUNTRIES.find((c) => foldAccents(c.name) === foldAccents(place.name));
        return {
          key: flagged?.key ?? place.name,
          name: flagged?.name ?? place.name,
          flag: flagged?.flag ?? '',
          count: place.count,
        };
      });
      return {
        countries: countries.sort(
          (a, b) => Number(!a.flag) - Number(!b.flag) || a.name.localeCompare(b.name, 'es'),
        ),
      };
    },
  );

  api.get(
    '/locations/provinces',
    {
      schema: {
        tags,
        summary: 'Provinces of published bots in a country',
        querystring: LocationQuerySchema,
        response: { 200: PlaceListSchema, ...errors },
      },
    },
    async (request) => ({
      places: await botsService.listPlaces(api.ctx, 'province', { country: request.query.country }),
    }),
  );

  api.get(
    '/locations/cities',
    {
      schema: {
        tags,
        summary: 'Cities of published bots in a country (and province)',
        querystring: LocationQuerySchema,
        response: { 200: PlaceListSchema, ...errors },
      },
    },
    async (request) => ({ places: await botsService.listPlaces(api.ctx, 'city', request.query) }),
  );
};
