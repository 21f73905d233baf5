import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, signIn } from '../../test/accounts-helpers';
import { startGeocoderDouble, type GeocoderDouble } from '../../test/geocoder-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';

let geocoder: GeocoderDouble;
let t: TestApp;
let token: string;

beforeAll(async () => {
  geocoder = await startGeocoderDouble();
  geocoder.places.set('sarandí', [
    {
      latitude: -34.9068,
      longitude: -56.2086,
      properties: {
        street: 'Sarandí',
        housenumber: '675',
        city: 'Montevideo',
        state: 'Montevideo',
        country: 'Uruguay',
        postcode: '11000',
      },
    },
  ]);
  t = await buildTestApp({
    env: { MAP_GEOCODER_URL: geocoder.url, PUBLIC_URL: 'https://vocero.example' },
  });
  const user = await createUser(t);
  token = await signIn(t, user.email, user.password);
});

afterAll(async () => {
  await t.close();
  await geocoder.close();
});

const search = (q: string, headers: Record<string, string> = bearer(token)) =>
  t.app.inject({ method: 'GET', url: `/api/places/search?q=${encodeURIComponent(q)}`, headers });

describe('GET /api/places/search', () => {
  it('answers the geocoder places as the location picker input, asking as the platform', async () => {
    const response = await search('Sarandí 675, Montevideo');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      places: [
        {
          label: 'Sarandí 675, Montevideo, Uruguay',
          route: 'Sarandí',
          street_number: '675',
          locality: 'Montevideo',
          administrative_area_level_1: 'Montevideo',
          country: 'Uruguay',
          postal_code: '11000',
          latitude: -34.9068,
          longitude: -56.2086,
        },
      ],
    });
    const asked = geocoder.requests.at(-1)!;
    expect(asked).toMatchObject({ query: 'sarandí 675, montevideo', limit: '5' });
    expect(asked.userAgent).toBe('Vocero (+https://vocero.example)');
  });

  it('answers an empty list when nothing matches', async () => {
    const response = await search('Calle que no existe');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ places: [] });
  });

  it('is for signed-in people only, and checks the words', async () => {
    const before = geocoder.requests.length;
    expect((await search('Sarandí', {})).statusCode).toBe(401);
    const short = await search('ab');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      code: 'validation_error',
      fields: { q: 'Escribe al menos 3 letras para buscar' },
    });
    expect((await search('x'.repeat(201))).statusCode).toBe(400);
    expect(geocoder.requests.length).toBe(before);
  });

  it('says in Spanish that the search does not answer when the geocoder fails', async () => {
    geocoder.failNext.push(503);
    const response = await search('Avenida que falla');
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({
      code: 'bad_gateway',
      message: 'La búsqueda de lugares no responde ahora. Marca la ubicación en el mapa.',
    });
  });
});

describe('with MAP_GEOCODER_URL=off', () => {
  it('tells the web app there is no place search and answers 404', async () => {
    const off = await buildTestApp({ env: { MAP_GEOCODER_URL: 'off' } });
    try {
      const config = await off.app.inject({ method: 'GET', url: '/api/config' });
      expect(config.json().maps.placeSearch).toBe(false);
      const user = await createUser(off);
      const response = await off.app.inject({
        method: 'GET',
        url: '/api/places/search?q=Montevideo',
        headers: bearer(await signIn(off, user.email, user.password)),
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });

  it('is on by default', async () => {
    const config = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(config.json().maps.placeSearch).toBe(true);
  });
});
