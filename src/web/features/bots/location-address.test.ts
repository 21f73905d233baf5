import { describe, expect, it } from 'vitest';
import { BotInputSchema } from '../../../shared/schemas/bots';
import {
  applyFoundPlace,
  composeAddress,
  locationChanged,
  locationProblems,
  NO_LOCATION,
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

describe('applyFoundPlace', () => {
  const sarandi = {
    route: 'Sarandí',
    street_number: '675',
    locality: 'Montevideo',
    administrative_area_level_1: 'Montevideo',
    country: 'Uruguay',
    latitude: -34.9068,
    longitude: -56.2086,
  };
  const rosario = { locality: 'Rosario', country: 'Argentina', latitude: -32.94, longitude: -60.66 };

  it('moves the marker and fills an empty address and empty place names', () => {
    const { location, filled } = applyFoundPlace(NO_LOCATION, sarandi, {}, (c) => `${c}!`);
    expect(location).toEqual({
      locationAddress: 'Sarandí. nº 675. Montevideo. Montevideo. Uruguay.',
      locationLatitude: -34.9068,
      locationLongitude: -56.2086,
      country: 'Uruguay!',
      province: 'Montevideo',
      city: 'Montevideo',
    });
    expect(filled.locationAddress).toBe(location.locationAddress);
  });

  it('keeps what the owner typed, and replaces what an earlier pick filled', () => {
    const typed = { ...NO_LOCATION, locationAddress: 'Local 3, frente a la plaza Matriz' };
    const first = applyFoundPlace(typed, sarandi, {});
    expect(first.location.locationAddress).toBe('Local 3, frente a la plaza Matriz');
    expect(first.location.city).toBe('Montevideo');

    const second = applyFoundPlace(first.location, rosario, first.filled);
    expect(second.location).toEqual({
      locationAddress: 'Local 3, frente a la plaza Matriz',
      locationLatitude: -32.94,
      locationLongitude: -60.66,
      country: 'Argentina',
      // The earlier pick's province is not Rosario's: it goes, though the geocoder knew none to replace it.
      province: null,
      city: 'Rosario',
    });
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
      instructions: 'Responde en pocas palabras.',
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

describe('locationChanged', () => {
  const saved: BotLocation = {
    locationAddress: 'Sarandí 675, Montevideo',
    locationLatitude: -34.9068,
    locationLongitude: -56.2086,
    country: 'Uruguay',
    province: null,
    city: 'Montevideo',
  };

  it('is false for the location the dialog opened with, and for an emptied field that was missing', () => {
    expect(locationChanged(saved, { ...saved })).toBe(false);
    expect(locationChanged(saved, { ...saved, province: '' })).toBe(false);
    expect(locationChanged(NO_LOCATION, { ...NO_LOCATION, locationAddress: '' })).toBe(false);
  });

  it('is true when a text, a place name or the point changed', () => {
    expect(locationChanged(saved, { ...saved, locationAddress: 'Sarandí 675, local 3' })).toBe(true);
    expect(locationChanged(saved, { ...saved, city: null })).toBe(true);
    expect(locationChanged(saved, { ...saved, locationLongitude: -56.2 })).toBe(true);
    expect(locationChanged(NO_LOCATION, { ...NO_LOCATION, country: 'Ur' })).toBe(true);
  });
});
