import { Paging } from './constants';
import type { DirectoryQuery } from './schemas/directory';

/**
 * The directory's address (/bots?q=…&cat=…&sort=…) and the API query it stands for, both derived from the
 * one filter schema (schemas/directory.ts): the web app reads and writes its URL with these, and the server
 * draws the directory's first view from the same address. No zod here: /bots's first download carries this
 * file, and the schema's only import is a type.
 */

/** The directory's orders a visitor can choose: best rated first, or newest first. */
export const DIRECTORY_SORTS = ['rating', 'recent'] as const;
export type DirectorySort = (typeof DIRECTORY_SORTS)[number];

/** The API's names of the directory's filter (DirectoryQuerySchema's keys). */
type QueryName = keyof DirectoryQuery;

/**
 * Each filter's name in the address (spec section 2: q, tags, cat; plus the type of business, the place
 * filters and the order)
 * beside its name in the API (spec section 7). `satisfies` makes a filter added to DirectoryQuerySchema a
 * compile error here until it has its address name.
 */
const ADDRESS_NAMES = {
  term: 'q',
  categoryKey: 'cat',
  businessType: 'tipo',
  country: 'country',
  province: 'province',
  city: 'city',
  tags: 'tags',
  openNow: 'abierto',
  sort: 'sort',
} as const satisfies Record<QueryName, string>;

type AddressName = (typeof ADDRESS_NAMES)[QueryName];

/**
 * The directory's filters as they appear in its URL, and the order chosen. Without a sort, a search lists the
 * best matches first, and no search the best rated.
 */
export type DirectoryFilters = {
  [K in QueryName as (typeof ADDRESS_NAMES)[K]]?: K extends 'sort' ? DirectorySort : string;
};

const QUERY_NAMES = Object.keys(ADDRESS_NAMES) as QueryName[];

/** The filters proper: the order is not one of them (removing every filter keeps it). */
export const DIRECTORY_PARAMS = QUERY_NAMES.filter((name) => name !== 'sort').map(
  (name) => ADDRESS_NAMES[name],
) as Exclude<AddressName, 'sort'>[];
export type DirectoryParam = (typeof DIRECTORY_PARAMS)[number];

export function isDirectorySort(value: unknown): value is DirectorySort {
  return (DIRECTORY_SORTS as readonly unknown[]).includes(value);
}

/** Reads the filters and the order of a /bots URL; blank values and unknown orders are dropped. */
export function directoryFiltersOf(search: URLSearchParams): DirectoryFilters {
  const filters: DirectoryFilters = {};
  for (const key of DIRECTORY_PARAMS) {
    const value = search.get(key)?.trim();
    if (value) filters[key] = value;
  }
  const sort = search.get('sort');
  if (isDirectorySort(sort)) filters.sort = sort;
  return filters;
}

/** GET /bots parameters of spec section 7 (empty ones are omitted by the API client). */
export function directoryApiQuery(
  filters: DirectoryFilters,
  page: number,
  pageSize: number = Paging.botsPageSize,
): Record<string, string | number | undefined> {
  const query: Record<string, string | number | undefined> = { page, pageSize };
  for (const name of QUERY_NAMES) query[name] = filters[ADDRESS_NAMES[name]];
  const tags = filters.tags
    ?.split(',')
    .map((tag) => tag.trim())
    .filter(Boolean)
    .join(',');
  query.tags = tags || undefined;
  return query;
}
