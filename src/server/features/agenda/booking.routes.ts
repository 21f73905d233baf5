import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../shared/errors';
import {
  AppointmentInputSchema,
  AppointmentParamsSchema,
  AppointmentPatchSchema,
  AppointmentResponseSchema,
  AppointmentTokenParamsSchema,
  OwnerAppointmentSchema,
  OwnerAppointmentsQuerySchema,
  OwnerAppointmentsResponseSchema,
  CalendarResponseSchema,
  RescheduleInputSchema,
  ServicesInputSchema,
  ServicesResponseSchema,
  SlotsQuerySchema,
  SlotsResponseSchema,
} from '../../../shared/schemas/booking';
import { BotParamsSchema } from '../../../shared/schemas/bots';
import { z } from 'zod';
import { requireUser, sessionOrKey } from '../../plugins/auth';
import * as appointments from './appointments.service';
import { calendarFeed, calendarOf, regenerateCalendar } from './calendar-feed';
import { getServices, getSlots, saveServices } from './services.service';

const tags = ['agenda'];

export const bookingRoutes: FastifyPluginAsyncZod = async (api) => {
  api.get(
    '/bot/:id/services',
    {
      schema: {
        tags,
        summary: "The bot's services and booking rules (public for a bot the caller may see)",
        params: BotParamsSchema,
        response: { 200: ServicesResponseSchema, ...errorResponses(404) },
      },
    },
    async (request) => getServices(api.ctx, request.auth?.user ?? null, request.params.id),
  );

  api.put(
    '/bot/:id/services',
    {
      schema: {
        tags,
        summary:
          "Replace the bot's services and booking rules (bookings on or off, notice, horizon, capacity); owner or super user",
        security: [{ bearer: [] }],
        params: BotParamsSchema,
        body: ServicesInputSchema,
        response: { 200: ServicesResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => saveServices(api.ctx, requireUser(request), request.params.id, request.body),
  );

  api.get(
    '/bot/:id/slots',
    {
      schema: {
        tags,
        summary:
          "A service's free times, on the business's clock (hours minus closures, bookings and the notice); public",
        params: BotParamsSchema,
        querystring: SlotsQuerySchema,
        response: { 200: SlotsResponseSchema, ...errorResponses(400, 404, 409, 429) },
      },
    },
    async (request) =>
      getSlots(api.ctx, request.auth?.user ?? null, request.params.id, request.query, request.ip),
  );

  api.post(
    '/bot/:id/appointments',
    {
      schema: {
        tags,
        summary:
          'Book a free time (with the application token, like the chat); 409 slot_taken with the nearest free times when it is not free',
        security: [{ appToken: [] }],
        params: BotParamsSchema,
        body: AppointmentInputSchema,
        response: { 201: AppointmentResponseSchema, ...errorResponses(400, 401, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const booked = await appointments.bookAppointment(api.ctx, {
        viewer: request.auth?.user ?? null,
        botRef: request.params.id,
        input: request.body,
        ip: request.ip,
      });
      return reply.code(201).send(booked);
    },
  );

  api.get(
    '/appointments/:token',
    {
      schema: {
        tags,
        summary: "A visitor's booking, by the private token of its link",
        params: AppointmentTokenParamsSchema,
        response: { 200: AppointmentResponseSchema, ...errorResponses(404) },
      },
    },
    async (request) => appointments.getByToken(api.ctx, request.params.token),
  );

  api.post(
    '/appointments/:token/cancel',
    {
      schema: {
        tags,
        summary: "Cancel a visitor's booking by its link; the time is free again",
        params: AppointmentTokenParamsSchema,
        response: { 200: AppointmentResponseSchema, ...errorResponses(404, 409, 429) },
      },
    },
    async (request) => appointments.cancelByToken(api.ctx, request.params.token, request.ip),
  );

  api.post(
    '/appointments/:token/reschedule',
    {
      schema: {
        tags,
        summary:
          "Move a visitor's booking to another free time by its link; 409 slot_taken when it is not free",
        params: AppointmentTokenParamsSchema,
        body: RescheduleInputSchema,
        response: { 200: AppointmentResponseSchema, ...errorResponses(400, 404, 409, 429) },
      },
    },
    async (request) =>
      appointments.rescheduleByToken(api.ctx, request.params.token, request.body.start, request.ip),
  );

  api.get(
    '/bot/:id/appointments',
    {
      schema: {
        tags,
        summary:
          "The bot's bookings between two of the business's dates (today and 7 days by default); owner",
        security: sessionOrKey('appointments:read'),
        params: BotParamsSchema,
        querystring: OwnerAppointmentsQuerySchema,
        response: { 200: OwnerAppointmentsResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      appointments.listForOwner(api.ctx, requireUser(request), request.params.id, request.query),
  );

  api.get(
    '/bot/:id/calendar',
    {
      schema: {
        tags,
        summary:
          "The private address of the bot's calendar feed (iCalendar), to subscribe from a calendar app; owner",
        security: [{ bearer: [] }],
        params: BotParamsSchema,
        response: { 200: CalendarResponseSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => calendarOf(api.ctx, requireUser(request), request.params.id),
  );

  api.post(
    '/bot/:id/calendar',
    {
      schema: {
        tags,
        summary: "A new key for the bot's calendar feed: the old address stops working; owner",
        security: [{ bearer: [] }],
        params: BotParamsSchema,
        response: { 200: CalendarResponseSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => regenerateCalendar(api.ctx, requireUser(request), request.params.id),
  );

  api.get(
    '/calendar/:file',
    {
      schema: {
        tags,
        summary: "A bot's bookings as an iCalendar feed (RFC 5545), by the private key in its address",
        params: z.object({ file: z.string().max(120) }),
        response: { 200: z.string().describe('text/calendar'), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const key = request.params.file.replace(/\.ics$/, '');
      const body = await calendarFeed(api.ctx, key);
      return reply
        .header('Content-Type', 'text/calendar; charset=utf-8')
        .header('Cache-Control', 'private, max-age=300')
        .send(body);
    },
  );

  api.patch(
    '/bot/:id/appointments/:appointmentId',
    {
      schema: {
        tags,
        summary: 'Mark a booking done, no-show, cancelled or booked again; owner',
        security: sessionOrKey('appointments:write'),
        params: AppointmentParamsSchema,
        body: AppointmentPatchSchema,
        response: {
          200: z.object({ appointment: OwnerAppointmentSchema }),
          ...errorResponses(400, 401, 404, 409),
        },
      },
    },
    async (request) =>
      appointments.setStatusForOwner(
        api.ctx,
        requireUser(request),
        request.params.id,
        request.params.appointmentId,
        request.body.status,
      ),
  );
};
