import { describe, expect, it } from 'vitest';
import { paths } from '../../paths';
import {
  directoryApiQuery,
  directoryFiltersOf,
  extraFilterCount,
  suggestionTerm,
  withFilter,
} from './directory-query';

describe('directory URL', () => {
  it('reads q, tags, cat and the place filters, dropping blank ones', () => {
    const search = new URLSearchParams('q=clínica&tags=turnos&cat=openings&country=Argentina&city=%20&x=1');
    expect(directoryFiltersOf(search)).toEqual({
      q: 'clínica',
      tags: 'turnos',
      cat: 'openings',
      country: 'Argentina',
    });
  });

  it('reads the order, and drops an unknown one', () => {
    expect(directoryFiltersOf(new URLSearchParams('sort=recent&q=pan'))).toEqual({
      q: 'pan',
      sort: 'recent',
    });
    expect(directoryFiltersOf(new URLSearchParams('sort=rating'))).toEqual({ sort: 'rating' });
    expect(directoryFiltersOf(new URLSearchParams('sort=popular'))).toEqual({});
    expect(paths.explore({ sort: 'recent' })).toBe('/bots?sort=recent');
    expect(directoryApiQuery({ sort: 'recent' }, 1).sort).toBe('recent');
    expect(directoryApiQuery({}, 1).sort).toBeUndefined();
  });

  it('keeps the order when a filter changes, and does not count it as a filter', () => {
    expect(withFilter({ q: 'pan', sort: 'recent' }, 'q', undefined)).toEqual({ sort: 'recent' });
    expect(extraFilterCount({ sort: 'rating' })).toBe(0);
  });

  it('builds /bots with only the set filters', () => {
    expect(paths.explore()).toBe('/bots');
    expect(paths.explore({ q: '' })).toBe('/bots');
    expect(paths.explore({ cat: 'general' })).toBe('/bots?cat=general');
    expect(paths.explore({ q: 'pan dulce', country: 'México' })).toBe(
      '/bots?q=pan+dulce&country=M%C3%A9xico',
    );
  });

  it('changing the country resets province and city; removing a filter drops it', () => {
    const filters = { q: 'pan', country: 'Chile', province: 'Biobío', city: 'Concepción' };
    expect(withFilter(filters, 'country', 'Perú')).toEqual({ q: 'pan', country: 'Perú' });
    expect(withFilter(filters, 'province', 'Valparaíso')).toEqual({
      q: 'pan',
      country: 'Chile',
      province: 'Valparaíso',
    });
    expect(withFilter(filters, 'q', undefined)).toEqual({
      country: 'Chile',
      province: 'Biobío',
      city: 'Concepción',
    });
    expect(withFilter(filters, 'country', 'Chile')).toEqual(filters);
  });

  it('carries the type of business as tipo, to the API as businessType; a new category drops it', () => {
    const filters = directoryFiltersOf(new URLSearchParams('tipo=veterinaria&cat=openings'));
    expect(filters).toEqual({ tipo: 'veterinaria', cat: 'openings' });
    expect(directoryApiQuery(filters, 1)).toMatchObject({
      businessType: 'veterinaria',
      categoryKey: 'openings',
    });
    expect(paths.explore({ tipo: 'contador' })).toBe('/bots?tipo=contador');
    expect(extraFilterCount(filters)).toBe(2);
    expect(withFilter(filters, 'cat', 'general')).toEqual({ cat: 'general' });
    expect(withFilter(filters, 'cat', 'openings')).toEqual(filters);
    expect(withFilter(filters, 'tipo', undefined)).toEqual({ cat: 'openings' });
  });

  it('counts the criteria besides the term', () => {
    expect(extraFilterCount({ q: 'x' })).toBe(0);
    expect(extraFilterCount({ q: 'x', cat: 'vr', country: 'Chile' })).toBe(2);
  });
});

describe('directoryApiQuery', () => {
  it('names the API parameters and joins the tags with commas', () => {
    expect(
      directoryApiQuery({ q: 'pan', cat: 'general', tags: ' pan , ,sin gluten', country: 'Chile' }, 2),
    ).toEqual({
      page: 2,
      pageSize: 4,
      term: 'pan',
      categoryKey: 'general',
      country: 'Chile',
      province: undefined,
      city: undefined,
      tags: 'pan,sin gluten',
      sort: undefined,
    });
  });

  it('uses the default page size of 4 unless told', () => {
    expect(directoryApiQuery({}, 1).pageSize).toBe(4);
    expect(directoryApiQuery({}, 1, 50).pageSize).toBe(50);
  });
});

describe('suggestionTerm', () => {
  it('searches only with more than 2 characters', () => {
    expect(suggestionTerm('pa')).toBe('');
    expect(suggestionTerm('  pa  ')).toBe('');
    expect(suggestionTerm('pan')).toBe('pan');
    expect(suggestionTerm(' panaderia nandu ')).toBe('panaderia nandu');
  });
});
