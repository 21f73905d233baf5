import { afterEach, describe, expect, it, vi } from 'vitest';
import { photonFeature } from '../../test/geocoder-helpers';
import { createGeocoder, geocoderKindOf, geocoderSearchUrl, parseGeocoderResponse } from './geocoder';

describe('parseGeocoderResponse: Photon (GeoJSON)', () => {
  it('maps a house to the picker input, with a label to pick it by', () => {
    const places = parseGeocoderResponse({
      type: 'FeatureCollection',
      features: [
        photonFeature(-34.5889, -58.4107, {
          street: 'Avenida Santa Fe',
          housenumber: '3250',
          postcode: 'C1425',
          city: 'Buenos Aires',
          state: 'Ciudad Autónoma de Buenos Aires',
          country: 'Argentina',
          osm_key: 'building',
        }),
      ],
    });
    expect(places).toEqual([
      {
        label: 'Avenida Santa Fe 3250, Buenos Aires, Ciudad Autónoma de Buenos Aires, Argentina',
        route: 'Avenida Santa Fe',
        street_number: '3250',
        locality: 'Buenos Aires',
        administrative_area_level_1: 'Ciudad Autónoma de Buenos Aires',
        country: 'Argentina',
        postal_code: 'C1425',
        latitude: -34.5889,
        longitude: -58.4107,
      },
    ]);
  });

  it('reads a street, a city and a named place from their name', () => {
    const places = parseGeocoderResponse({
      features: [
        photonFeature(-32.95, -60.64, {
          name: 'Bulevar Oroño',
          city: 'Rosario',
          country: 'Argentina',
          osm_key: 'highway',
          osm_value: 'primary',
        }),
        photonFeature(-32.94, -60.66, {
          name: 'Rosario',
          state: 'Santa Fe',
          country: 'Argentina',
          osm_key: 'place',
          osm_value: 'city',
        }),
        photonFeature(20.97, -89.62, {
          name: 'Mercado Lucas de Gálvez',
          street: 'Calle 56',
          city: 'Mérida',
          country: 'México',
          osm_key: 'amenity',
          osm_value: 'marketplace',
        }),
      ],
    });
    expect(places?.map((p) => [p.label, p.route, p.locality])).toEqual([
      ['Bulevar Oroño, Rosario, Argentina', 'Bulevar Oroño', 'Rosario'],
      ['Rosario, Santa Fe, Argentina', undefined, 'Rosario'],
      ['Mercado Lucas de Gálvez, Calle 56, Mérida, México', 'Calle 56', 'Mérida'],
    ]);
    // Absent parts are left out, never sent as empty strings.
    expect(places?.[1]).not.toHaveProperty('route');
  });

  it('drops features without usable coordinates or any name, and repeated labels', () => {
    const good = photonFeature(-12.05, -77.04, { name: 'Lima', country: 'Perú', osm_key: 'place' });
    expect(
      parseGeocoderResponse({
        features: [
          { geometry: { coordinates: ['x', 1] }, properties: { name: 'Malo' } },
          { geometry: { coordinates: [500, 1] }, properties: { name: 'Fuera del mundo' } },
          { properties: { name: 'Sin geometría' } },
          photonFeature(1, 2, {}),
          good,
          good,
          'no es un objeto',
        ],
      })?.map((p) => p.label),
    ).toEqual(['Lima, Perú']);
  });

  it('keeps five places at most', () => {
    const features = Array.from({ length: 8 }, (_, i) => photonFeature(i, i, { name: `Lugar ${i}` }));
    expect(parseGeocoderResponse({ features })).toHaveLength(5);
  });
});

describe('parseGeocoderResponse: Nominatim (JSON array)', () => {
  it('maps the address details to the picker input', () => {
    expect(
      parseGeocoderResponse([
        {
          place_id: 1,
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
        },
      ]),
    ).toEqual([
      {
        label: '3250, Avenida Santa Fe, Palermo, Buenos Aires, Argentina',
        route: 'Avenida Santa Fe',
        street_number: '3250',
        locality: 'Buenos Aires',
        administrative_area_level_1: 'Ciudad Autónoma de Buenos Aires',
        country: 'Argentina',
        postal_code: 'C1425',
        latitude: -34.5889,
        longitude: -58.4107,
      },
    ]);
  });

  it('takes a town or village when there is no city, and drops places without coordinates', () => {
    const places = parseGeocoderResponse([
      { lat: '-23.58', lon: '-65.39', display_name: 'Tilcara, Jujuy', address: { village: 'Tilcara' } },
      { lat: 'x', lon: '2', display_name: 'Sin coordenadas' },
      { lat: '1', lon: '2' },
    ]);
    expect(places?.map((p) => [p.label, p.locality])).toEqual([['Tilcara, Jujuy', 'Tilcara']]);
  });

  it('answers no places for an empty array', () => {
    expect(parseGeocoderResponse([])).toEqual([]);
    expect(parseGeocoderResponse({ type: 'FeatureCollection', features: [] })).toEqual([]);
  });
});

describe('parseGeocoderResponse: not a geocoder', () => {
  it.each([null, 'texto', 42, {}, { features: 'x' }, { error: 'Unable to geocode' }])(
    'rejects %j',
    (body) => {
      expect(parseGeocoderResponse(body)).toBeUndefined();
    },
  );
});

describe('geocoderSearchUrl', () => {
  it('tells Photon from Nominatim by the endpoint path', () => {
    expect(geocoderKindOf('https://photon.komoot.io/api')).toBe('photon');
    expect(geocoderKindOf('https://photon.example.org/api/')).toBe('photon');
    expect(geocoderKindOf('https://nominatim.openstreetmap.org/search')).toBe('nominatim');
    expect(geocoderKindOf('https://geo.example.org/nominatim/search.php')).toBe('nominatim');
  });

  it('asks Photon for five places, the query encoded, keeping the operator parameters', () => {
    expect(geocoderSearchUrl('https://photon.example/api?key=abc', 'Calle 60 #491, Mérida').href).toBe(
      'https://photon.example/api?key=abc&q=Calle+60+%23491%2C+M%C3%A9rida&limit=5',
    );
  });

  it('asks Nominatim for JSON with address details in Spanish', () => {
    const url = geocoderSearchUrl('https://nominatim.example/search', 'Sarandí 675');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      q: 'Sarandí 675',
      limit: '5',
      format: 'json',
      addressdetails: '1',
      'accept-language': 'es',
    });
  });
});

describe('createGeocoder', () => {
  afterEach(() => vi.useRealTimers());

  const answer = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const lima = { features: [photonFeature(-12.05, -77.04, { name: 'Lima', country: 'Perú' })] };

  it('identifies itself, and answers a repeated search from its cache', async () => {
    const fetch = vi.fn(async () => answer(lima));
    const geocoder = createGeocoder({
      url: 'http://geo.test/api',
      userAgent: 'Vocero (+x)',
      intervalMs: 0,
      fetch,
    });
    expect(await geocoder.search('Lima')).toHaveLength(1);
    expect(await geocoder.search('  lima ')).toHaveLength(1);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [, init] = fetch.mock.calls[0] as unknown as [URL, RequestInit];
    expect((init.headers as Record<string, string>)['User-Agent']).toBe('Vocero (+x)');
    expect(init.redirect).toBe('error');
  });

  it('turns a failing or strange geocoder into a 502 with a Spanish message', async () => {
    for (const response of [answer({ message: 'caído' }, 503), new Response('<html>'), answer({ a: 1 })]) {
      const geocoder = createGeocoder({
        url: 'http://geo.test/api',
        userAgent: 'x',
        intervalMs: 0,
        fetch: async () => response,
      });
      await expect(geocoder.search('Lima')).rejects.toMatchObject({
        statusCode: 502,
        code: 'bad_gateway',
        message: 'La búsqueda de lugares no responde ahora. Marca la ubicación en el mapa.',
      });
    }
  });

  it('spaces its requests and refuses a search that would wait too long', async () => {
    const times: number[] = [];
    const fetch = vi.fn(async () => {
      times.push(Date.now());
      return answer(lima);
    });
    const geocoder = createGeocoder({
      url: 'http://geo.test/api',
      userAgent: 'x',
      intervalMs: 60,
      maxWaitMs: 150,
      fetch,
    });
    const searches = ['uno', 'dos', 'tres'].map((q) => geocoder.search(q));
    await expect(geocoder.search('cuatro')).rejects.toMatchObject({ statusCode: 429, code: 'rate_limited' });
    await Promise.all(searches);
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(55);
    expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(55);
  });

  it('lets owners take turns: one owner’s burst never makes another owner’s search fail or wait long', async () => {
    const asked: string[] = [];
    const fetch = vi.fn(async (url: URL | RequestInfo) => {
      asked.push(new URL(String(url)).searchParams.get('q')!);
      return answer(lima);
    });
    const geocoder = createGeocoder({
      url: 'http://geo.test/api',
      userAgent: 'x',
      intervalMs: 50,
      maxWaitMs: 150,
      fetch,
    });
    // One owner types fast: four searches at once, a fifth refused (only theirs).
    const burst = ['a1', 'a2', 'a3', 'a4'].map((q) => geocoder.search(q, 'ana').catch((e: unknown) => e));
    const refused = await geocoder.search('a5', 'ana').catch((e: unknown) => e);
    expect(refused).toMatchObject({ statusCode: 429 });
    // Another owner searches meanwhile: answered on the next turn, before the first owner's queue.
    const began = Date.now();
    await expect(geocoder.search('b1', 'beto')).resolves.toHaveLength(1);
    expect(Date.now() - began).toBeLessThan(200);
    await Promise.all(burst);
    expect(asked.indexOf('b1')).toBeLessThanOrEqual(2);
    // A search already answered needs no turn at all.
    await expect(geocoder.search('a1', 'ana')).resolves.toHaveLength(1);
  });
});
