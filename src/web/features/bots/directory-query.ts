import { Paging, Timing } from '../../../shared/constants';

/** The directory's filters as they appear in its URL (spec section 2: q, tags, cat; plus the place filters). */
export interface DirectoryFilters {
  q?: string;
  tags?: string;
  cat?: string;
  country?: string;
  province?: string;
  city?: string;
}

export const DIRECTORY_PARAMS = ['q', 'tags', 'cat', 'country', 'province', 'city'] as const;
export type DirectoryParam = (typeof DIRECTORY_PARAMS)[number];

/** Reads the filters of a /bots URL; blank values are dropped. */
export function directoryFiltersOf(search: URLSearchParams): DirectoryFilters {
  const filters: DirectoryFilters = {};
  for (const key of DIRECTORY_PARAMS) {
    const value = search.get(key)?.trim();
    if (value) filters[key] = value;
  }
  return filters;
}

/** Same filters with one of them changed or removed; changing the country resets province and city. */
export function withFilter(
  filters: DirectoryFilters,
  key: DirectoryParam,
  value: string | undefined,
): DirectoryFilters {
  const next: DirectoryFilters = { ...filters, [key]: value?.trim() || undefined };
  if (key === 'country' && value !== filters.country) {
    delete next.province;
    delete next.city;
  }
  if (key === 'province' && value !== filters.province) delete next.city;
  for (const param of DIRECTORY_PARAMS) if (!next[param]) delete next[param];
  return next;
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
  };
}

/** The number of criteria set besides the search term (the filter button's badge). */
export function extraFilterCount(filters: DirectoryFilters): number {
  return DIRECTORY_PARAMS.filter((key) => key !== 'q' && !!filters[key]).length;
}

/** The top-bar autocomplete searches only with more than 2 characters (spec section 5); else nothing. */
export function suggestionTerm(term: string): string {
  const trimmed = term.trim();
  return trimmed.length >= Timing.searchMinChars ? trimmed : '';
}
