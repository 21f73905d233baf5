import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CountryListSchema, PlaceListSchema } from '../../../../shared/schemas/bots';
import type { Category } from '../../../../shared/schemas/categories';
import { api } from '../../../lib/api-client';

/** The query keys of the directory's vocabularies: categories, tags and places. */
export const placeKeys = {
  categories: () => ['categories'] as const,
  tags: (term: string) => ['tags', term] as const,
  locations: () => ['locations'] as const,
  countries: () => [...placeKeys.locations(), 'countries'] as const,
  provinces: (country: string | undefined) => [...placeKeys.locations(), 'provinces', country] as const,
  cities: (country: string | undefined, province: string | undefined) =>
    [...placeKeys.locations(), 'cities', country, province] as const,
};

export type CountryOption = z.infer<typeof CountryListSchema>['countries'][number];
/** A tag or a place with how many bots carry it. */
export type PlaceOption = z.infer<typeof PlaceListSchema>['places'][number];

/** GET /categories; the same key as the home page, so the list is fetched once per visit. */
export function categoriesQuery() {
  return queryOptions({
    queryKey: placeKeys.categories(),
    queryFn: ({ signal }) => api<{ categories: Category[] }>('/categories', { signal }),
    staleTime: Infinity,
  });
}

/** GET /tags: suggestions, most used first. */
export function tagsQuery(term: string) {
  return queryOptions({
    queryKey: placeKeys.tags(term),
    queryFn: ({ signal }) =>
      api<{ tags: PlaceOption[] }>('/tags', { query: { term: term || undefined, limit: 20 }, signal }),
    staleTime: 60_000,
  });
}

/** GET /locations/countries, with their flags. */
export function countriesQuery() {
  return queryOptions({
    queryKey: placeKeys.countries(),
    queryFn: ({ signal }) => api<{ countries: CountryOption[] }>('/locations/countries', { signal }),
    staleTime: 60_000,
  });
}

export function provincesQuery(country: string | undefined) {
  return queryOptions({
    queryKey: placeKeys.provinces(country),
    queryFn: ({ signal }) =>
      api<{ places: PlaceOption[] }>('/locations/provinces', { query: { country }, signal }),
    enabled: !!country,
    staleTime: 60_000,
  });
}

export function citiesQuery(country: string | undefined, province: string | undefined) {
  return queryOptions({
    queryKey: placeKeys.cities(country, province),
    queryFn: ({ signal }) =>
      api<{ places: PlaceOption[] }>('/locations/cities', { query: { country, province }, signal }),
    enabled: !!country,
    staleTime: 60_000,
  });
}
