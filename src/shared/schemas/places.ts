import { z } from 'zod';
import { Timing } from '../constants';
import { msg } from '../messages.es';

/** GET /api/places/search: the words an owner typed in the location dialog's "Localiza a tu bot". */
export const PlaceSearchQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(Timing.searchMinChars, msg.location.searchTooShort)
    .max(200, msg.location.searchTooLong),
});
export type PlaceSearchQuery = z.infer<typeof PlaceSearchQuerySchema>;

/**
 * One place the geocoder found, as the spec's location picker input (section 3) plus the label the owner
 * picks it by. The parts the geocoder did not know are absent.
 */
export const FoundPlaceSchema = z.object({
  label: z.string(),
  route: z.string().optional(),
  street_number: z.string().optional(),
  locality: z.string().optional(),
  administrative_area_level_1: z.string().optional(),
  country: z.string().optional(),
  postal_code: z.string().optional(),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
export type FoundPlace = z.infer<typeof FoundPlaceSchema>;

export const PlaceSearchResponseSchema = z.object({ places: z.array(FoundPlaceSchema) });
export type PlaceSearchResponse = z.infer<typeof PlaceSearchResponseSchema>;
