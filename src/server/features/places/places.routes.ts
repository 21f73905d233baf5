import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../shared/errors';
import { msg } from '../../../shared/messages.es';
import { PlaceSearchQuerySchema, PlaceSearchResponseSchema } from '../../../shared/schemas/places';
import { AppError } from '../../lib/app-error';
import { requireUser } from '../../plugins/auth';
import { createGeocoder, type Geocoder } from './geocoder';

const errors = errorResponses(400, 401, 404, 429, 502);

export const placeRoutes: FastifyPluginAsyncZod = async (api) => {
  const { maps, appName, publicUrl } = api.ctx.settings;
  const geocoder: Geocoder | undefined = maps.geocoderUrl
    ? createGeocoder({ url: maps.geocoderUrl, userAgent: `${appName} (+${publicUrl})` })
    : undefined;

  api.get(
    '/places/search',
    {
      schema: {
        security: [{ bearer: [] }],
        tags: ['bots'],
        summary: 'Places matching an address, for the location dialog (signed-in owners)',
        description:
          'Asks the configured geocoder (MAP_GEOCODER_URL, Photon or Nominatim) and answers its places as the ' +
          'location picker input. 404 when the place search is off; 502 when the geocoder fails.',
        querystring: PlaceSearchQuerySchema,
        response: { 200: PlaceSearchResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      if (!geocoder) throw new AppError('not_found', 404, msg.api.routeNotFound);
      await api.ctx.rateLimiter.consume('placeSearchUser', user.id);
      return { places: await geocoder.search(request.query.q, user.id) };
    },
  );
};
