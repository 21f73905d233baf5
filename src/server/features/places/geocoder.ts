import { z } from 'zod';
import { msg } from '../../../shared/messages.es';
import type { FoundPlace } from '../../../shared/schemas/places';
import { AppError } from '../../lib/app-error';

/**
 * The location dialog's place search, asked by the server (docs/decisions/028-place-search.md): one
 * identified client per instance that keeps the public geocoders' usage policies (an identifying
 * User-Agent, at most one request per second, repeated searches answered from a cache) and never hands
 * the owner's address to a third party. The endpoint is the operator's MAP_GEOCODER_URL (trusted
 * configuration, so a geocoder on the operator's own network is fine); the owner only supplies the words.
 */

/** Photon answers GeoJSON at `…/api`; Nominatim answers an array at `…/search`. */
export type GeocoderKind = 'photon' | 'nominatim';

export const GEOCODER_LIMIT = 5;

export function geocoderKindOf(geocoderUrl: string): GeocoderKind {
  return /\/search(\.php)?\/?$/.test(new URL(geocoderUrl).pathname) ? 'nominatim' : 'photon';
}

/** The geocoder's URL for a query; parameters the operator put in the URL (a key, say) are kept. */
export function geocoderSearchUrl(geocoderUrl: string, query: string): URL {
  const url = new URL(geocoderUrl);
  url.searchParams.set('q', query);
  url.searchParams.set('limit', String(GEOCODER_LIMIT));
  if (geocoderKindOf(geocoderUrl) === 'nominatim') {
    url.searchParams.set('format', 'json');
    url.searchParams.set('addressdetails', '1');
    url.searchParams.set('accept-language', 'es');
  }
  return url;
}

/** A text part of an answer: trimmed; absent when missing, blank or not text. */
const text = z
  .string()
  .optional()
  .catch(undefined)
  .transform((value) => value?.trim() || undefined);
const coordinate = z.union([z.number(), z.string()]).transform(Number).pipe(z.number().finite());

const PhotonFeatureSchema = z.object({
  geometry: z.object({ coordinates: z.tuple([coordinate, coordinate]).rest(z.unknown()) }),
  properties: z
    .object({
      name: text,
      street: text,
      housenumber: text,
      postcode: text,
      city: text,
      town: text,
      village: text,
      district: text,
      locality: text,
      county: text,
      state: text,
      country: text,
      osm_key: text,
      osm_value: text,
    })
    .partial()
    .default({}),
});
const PhotonResponseSchema = z.object({ features: z.array(z.unknown()) });

const NominatimPlaceSchema = z.object({
  lat: coordinate,
  lon: coordinate,
  display_name: text,
  name: text,
  address: z
    .object({
      road: text,
      pedestrian: text,
      footway: text,
      house_number: text,
      city: text,
      town: text,
      village: text,
      municipality: text,
      suburb: text,
      state: text,
      region: text,
      country: text,
      postcode: text,
    })
    .partial()
    .default({}),
});

const SETTLEMENTS = new Set(['city', 'town', 'village', 'hamlet', 'municipality']);

/** Drops absent parts, so a place carries only what the geocoder knew. */
function compact(place: FoundPlace): FoundPlace {
  return Object.fromEntries(
    Object.entries(place).filter(([, value]) => value !== undefined && value !== ''),
  ) as FoundPlace;
}

function inRange(latitude: number, longitude: number): boolean {
  return Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;
}

function fromPhoton(feature: unknown): FoundPlace | undefined {
  const parsed = PhotonFeatureSchema.safeParse(feature);
  if (!parsed.success) return undefined;
  const [longitude, latitude] = parsed.data.geometry.coordinates;
  if (!inRange(latitude, longitude)) return undefined;
  const p = parsed.data.properties;
  const isStreet = p.osm_key === 'highway';
  const isSettlement = p.osm_key === 'place' && SETTLEMENTS.has(p.osm_value ?? '');
  const isState = p.osm_key === 'boundary' || p.osm_value === 'state';
  const route = p.street ?? (isStreet ? p.name : undefined);
  const locality = p.city ?? p.town ?? p.village ?? (isSettlement ? p.name : undefined) ?? p.county;
  const state = p.state ?? (isState && !isSettlement ? p.name : undefined);
  const streetLine = route && [route, p.housenumber].filter(Boolean).join(' ');
  const parts = [p.name !== route ? p.name : undefined, streetLine, p.district, locality, state, p.country];
  const label = [...new Set(parts.filter((part): part is string => !!part))].join(', ');
  if (!label) return undefined;
  return compact({
    label,
    route,
    street_number: p.housenumber,
    locality,
    administrative_area_level_1: state,
    country: p.country,
    postal_code: p.postcode,
    latitude,
    longitude,
  });
}

function fromNominatim(item: unknown): FoundPlace | undefined {
  const parsed = NominatimPlaceSchema.safeParse(item);
  if (!parsed.success) return undefined;
  const { lat: latitude, lon: longitude, address: a } = parsed.data;
  if (!inRange(latitude, longitude)) return undefined;
  const label = parsed.data.display_name ?? parsed.data.name;
  if (!label) return undefined;
  return compact({
    label,
    route: a.road ?? a.pedestrian ?? a.footway,
    street_number: a.house_number,
    locality: a.city ?? a.town ?? a.village ?? a.municipality ?? a.suburb,
    administrative_area_level_1: a.state ?? a.region,
    country: a.country,
    postal_code: a.postcode,
    latitude,
    longitude,
  });
}

/**
 * The places of a geocoder's answer, whichever of the two shapes it has; places without usable
 * coordinates or a name are left out. Undefined when the answer is neither shape (not a geocoder).
 */
export function parseGeocoderResponse(body: unknown): FoundPlace[] | undefined {
  let places: Array<FoundPlace | undefined>;
  if (Array.isArray(body)) places = body.map(fromNominatim);
  else {
    const photon = PhotonResponseSchema.safeParse(body);
    if (!photon.success) return undefined;
    places = photon.data.features.map(fromPhoton);
  }
  const seen = new Set<string>();
  return places
    .filter((place): place is FoundPlace => {
      if (!place || seen.has(place.label)) return false;
      seen.add(place.label);
      return true;
    })
    .slice(0, GEOCODER_LIMIT);
}

export interface GeocoderOptions {
  url: string;
  /** Sent as the User-Agent, as the public geocoders' policies ask: the product and its address. */
  userAgent: string;
  /** Least time between two requests to the geocoder from this instance (Nominatim's policy: 1 s). */
  intervalMs?: number;
  /**
   * How long one owner's searches may wait behind each other: past `maxWaitMs / intervalMs` waiting
   * searches of the same owner, the next is refused (429) instead of queued. Owners take turns, so one
   * owner's burst never makes another's search wait more than a turn.
   */
  maxWaitMs?: number;
  /** Searches waiting across all owners; past it, new ones are refused (429). */
  maxQueued?: number;
  timeoutMs?: number;
  cacheSize?: number;
  cacheTtlMs?: number;
  fetch?: typeof fetch;
}

export interface Geocoder {
  /** Places for `query`; `requester` (the owner) decides whose turn it is when searches wait. */
  search(query: string, requester?: string): Promise<FoundPlace[]>;
}

const MAX_BODY_CHARS = 1_000_000;

export function createGeocoder(options: GeocoderOptions): Geocoder {
  const {
    url,
    userAgent,
    intervalMs = 1000,
    maxWaitMs = 5000,
    maxQueued = 50,
    timeoutMs = 8000,
    cacheSize = 500,
    cacheTtlMs = 24 * 60 * 60 * 1000,
    fetch: doFetch = fetch,
  } = options;
  /** Answers by normalised query, oldest first (a Map keeps insertion order). */
  const cache = new Map<string, { places: FoundPlace[]; at: number }>();
  /** The same search asked twice at once goes out once. */
  const pending = new Map<string, Promise<FoundPlace[]>>();
  /** Waiting searches by owner; the map's order is the owners' turns (one served, then to the back). */
  const waiting = new Map<string, Array<{ query: string; start: () => void }>>();
  let queued = 0;
  let lastAt = -Infinity;
  let timer: NodeJS.Timeout | undefined;
  const perRequester = Math.max(1, Math.floor(maxWaitMs / Math.max(intervalMs, 1))) + 1;

  const unavailable = () => new AppError('bad_gateway', 502, msg.location.searchFailed);

  /** The next owner's oldest search, and that owner to the back of the turns. */
  const takeNext = () => {
    for (const [requester, searches] of waiting) {
      const next = searches.shift()!;
      waiting.delete(requester);
      if (searches.length) waiting.set(requester, searches);
      queued -= 1;
      return next;
    }
    return undefined;
  };

  /** Starts the next search when its second comes (one request per interval from this instance). */
  const pump = () => {
    if (timer || !queued) return;
    timer = setTimeout(
      () => {
        timer = undefined;
        const next = takeNext();
        if (!next) return;
        lastAt = Date.now();
        next.start();
        pump();
      },
      Math.max(0, lastAt + intervalMs - Date.now()),
    );
    timer.unref?.();
  };

  /** Waits for this search's turn; 429 when its owner (or everyone) already has too many waiting. */
  const turn = (query: string, requester: string) =>
    new Promise<void>((resolve, reject) => {
      const own = waiting.get(requester) ?? [];
      if (own.length >= perRequester || queued >= maxQueued) {
        reject(new AppError('rate_limited', 429, msg.location.searchBusy));
        return;
      }
      own.push({ query, start: resolve });
      waiting.set(requester, own);
      queued += 1;
      pump();
    });

  const ask = async (query: string, requester: string): Promise<FoundPlace[]> => {
    await turn(query, requester);
    let body: unknown;
    try {
      const response = await doFetch(geocoderSearchUrl(url, query), {
        headers: { Accept: 'application/json', 'Accept-Language': 'es', 'User-Agent': userAgent },
        // The configured endpoint is the one asked: a redirect elsewhere is a failure, not followed.
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`geocoder answered ${response.status}`);
      const raw = await response.text();
      if (raw.length > MAX_BODY_CHARS) throw new Error('geocoder answer too large');
      body = JSON.parse(raw);
    } catch (error) {
      throw Object.assign(unavailable(), { cause: error });
    }
    const places = parseGeocoderResponse(body);
    if (!places) throw Object.assign(unavailable(), { cause: new Error('not a geocoder answer') });
    return places;
  };

  return {
    async search(query, requester = '') {
      const key = query.trim().toLowerCase().replace(/\s+/g, ' ');
      // Answers kept first: a repeated search never waits for a turn nor asks the geocoder.
      const cached = cache.get(key);
      if (cached && Date.now() - cached.at < cacheTtlMs) return cached.places;
      const inFlight = pending.get(key);
      if (inFlight) return inFlight;
      const promise = ask(key, requester)
        .then((places) => {
          cache.delete(key);
          cache.set(key, { places, at: Date.now() });
          if (cache.size > cacheSize) cache.delete(cache.keys().next().value!);
          return places;
        })
        .finally(() => pending.delete(key));
      pending.set(key, promise);
      return promise;
    },
  };
}
