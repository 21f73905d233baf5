import { Timing } from '../../../shared/constants';
import { DIRECTORY_PARAMS, type DirectoryFilters, type DirectoryParam } from '../../../shared/directory-url';

export {
  DIRECTORY_PARAMS,
  directoryApiQuery,
  directoryFiltersOf,
  type DirectoryFilters,
  type DirectoryParam,
} from '../../../shared/directory-url';

/**
 * Same filters with one of them changed or removed; changing the country resets province and city, and
 * changing the category resets the type of business (each type belongs to one category).
 */
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
  if (key === 'cat' && value !== filters.cat) delete next.tipo;
  for (const param of DIRECTORY_PARAMS) if (!next[param]) delete next[param];
  return next;
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
