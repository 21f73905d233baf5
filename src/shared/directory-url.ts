import { Paging } from './constants';

/**
 * The directory's address (/bots?q=…&cat=…&sort=…) and the API query it stands for, in one place: the web
 * app reads its URL with these, and the server draws the directory's first view from the same address.
 */

/** The directory's orders a visitor can choose: best rated first, or newest first. */
export const DIRECTORY_SORTS = ['rating', 'recent'] as const;
export type DirectorySort = (typeof DIRECTORY_SORTS)[number];

/**
 * The directory's filters as they appear in its URL (spec section 2: q, tags, cat; plus the place filters),
 * and the order chosen. Without a sort, a search lists the best matches first, and no search the best rated.
 */
export interface DirectoryFilters {
  q?: string;
  tags?: string;
  cat?: string;
  country?: string;
  province?: string;
  city?: string;
  sort?: DirectorySort;
}

/** The filters proper: the order is not one of them (removing every filter keeps it). */
export const DIRECTORY_PARAMS = ['q', 'tags', 'cat', 'country', 'province', 'city'] as const;
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
  const tags = filters.tags
    ?.split(',')
    .map((tag) => tag.trim())
    .filter(Boolean)
    .join(',');
  return {
    page,
    pageSize,
    term: filters.q,
    categoryKey: filters.cat,
    country: filters.country,
    province: filters.province,
    city: filters.city,
    tags: tags || undefined,
    sort: filters.sort,
  };
}
