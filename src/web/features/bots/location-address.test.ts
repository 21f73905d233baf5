import { describe, expect, it } from 'vitest';
import { BotInputSchema } from '../../../shared/schemas/bots';
import {
  composeAddress,
  geocoderSearchUrl,
  locationProblems,
  NO_LOCATION,
  pickerInputFromNominatim,
  type BotLocation,
} from './location-address';

describe('composeAddress', () => {
  it('joins every part in the spec order', () => {
    expect(
      composeAddress({
        route: 'Avenida Santa Fe',
        street_number: '3250',
        locality: 'Buenos Aires',
        administrative_area_level_1: 'Ciudad Autónoma de Buenos Aires',
        country: 'Argentina',
        postal_code: 'C1425',
      }),
    ).toBe(
      'Avenida Santa Fe. nº 3250. Buenos Aires. Ciudad Autónoma de Buenos Aires. Argentina. (Código postal: C1425)',
    );
  });

  it('skips the missing parts', () => {
    expect(composeAddress({ route: 'Calle 60', locality: 'Mérida', country: 'México' })).toBe(
      'Calle 60. Mérida. México.',
    );
    expect(composeAddress({ country: 'Chile', postal_code: '8320000' })).toBe(
      'Chile. (Código postal: 8320000)',
    );
    expect(composeAddress({})).toBe('');
  });

  it('does not double a final dot or keep blank parts', () => {
    expect(composeAddress({ route: 'Av. Corrientes.', street_number: '  ', locality: ' Rosario ' })).toBe(
      'Av. Corrientes. Rosario.',
    );
  });
});

describe('pickerInputFromNominatim', () => {
  it('maps the address details to the picker input', () => {
    expect(
      pickerInputFromNominatim({
        lat: '-34.5889',
        lon: '-58.4107',
        display_name: '3250, Avenida Santa Fe, Palermo, Buenos Aires, Argentina',
        address: {
          road: 'Avenida Santa Fe',
          house_number: '3250',
          suburb: 'Palermo',
          city: 'Buenos Aires',
          state: 'Ciudad Autónoma de Buenos Aires',
          country: 'Argentina',
          postcode: 'C1425',
        },
      }),
    ).toEqual({
      route: 'Avenida Santa Fe',
      street_number: '3250',
      locality: 'Buenos Aires',
      administrative_area_level_1: 'Ciudad Autónoma de Buenos Aires',
      country: 'Argentina',
      postal_code: 'C1425',
      latitude: -34.5889,
      longitude: -58.4107,
    });
  });

  it('takes a town or village when there is no city, and drops places without coordinates', () => {
    expect(
      pickerInputFromNominatim({ lat: '1', lon: '2', display_name: 'x', address: { village: 'Tilcara' } })
        ?.locality,
    ).toBe('Tilcara');
    expect(pickerInputFromNominatim({ lat: 'x', lon: '2', display_name: 'x' })).toBeUndefined();
  });
});

describe('geocoderSearchUrl', () => {
  it('asks for JSON with address details, 5 results, the query encoded', () => {
    expect(geocoderSearchUrl('https://nominatim.example/search', ' Calle 60 #491, Mérida ')).toBe(
      'https://nominatim.example/search?format=json&addressdetails=1&limit=5&q=Calle%2060%20%23491%2C%20M%C3%A9rida',
    );
  });
});

describe('locationProblems', () => {
  const point = { locationLatitude: -34.6, locationLongitude: -58.4 };
  const cases: Array<[string, BotLocation]> = [
    ['nothing', NO_LOCATION],
    ['a short address with a point', { ...NO_LOCATION, ...point, locationAddress: 'Corto 1' }],
    ['an address without a point', { ...NO_LOCATION, locationAddress: 'Avenida Santa Fe 3250, Palermo' }],
    ['a point without an address', { ...NO_LOCATION, ...point }],
    ['a complete location', { ...NO_LOCATION, ...point, locationAddress: 'Avenida Santa Fe 3250, Palermo' }],
  ];

  it('asks for a point and an address of 15 characters', () => {
    expect(locationProblems({ ...NO_LOCATION, ...point, locationAddress: 'Corto 1' })).toEqual({
      address: 'La dirección es demasiado corta (min: 15)',
    });
    expect(locationProblems(cases[4]![1])).toEqual({});
  });

  it.each(cases.slice(1))('agrees with BotInputSchema on %s', (_name, location) => {
    const base = {
      categoryKey: 'general',
      alias: 'mi-bot',
      name: 'Mi bot',
      description: 'Hola',
      tags: ['x'],
    };
    const result = BotInputSchema.safeParse({ ...base, ...location });
    const schemaProblems = result.success
      ? {}
      : Object.fromEntries(
          result.error.issues.map((issue) => [
            issue.path[0] === 'locationAddress' ? 'address' : 'coordinates',
            issue.message,
          ]),
        );
    expect(locationProblems(location)).toEqual(schemaProblems);
  });
});
