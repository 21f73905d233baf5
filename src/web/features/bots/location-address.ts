import { msg } from '../../../shared/messages.es';
import { BotLimits } from '../../../shared/schemas/bots';

/** The location picker input of spec section 3. */
export interface LocationPickerInput {
  route?: string;
  street_number?: string;
  locality?: string;
  administrative_area_level_1?: string;
  country?: string;
  postal_code?: string;
  latitude: number;
  longitude: number;
}

/** "route. nº number. locality. region. country. (Código postal: code)", skipping the missing parts. */
export function composeAddress(input: Omit<LocationPickerInput, 'latitude' | 'longitude'>): string {
  const clean = (value: string | undefined) => value?.trim().replace(/\.+$/, '') || undefined;
  const number = clean(input.street_number);
  const parts = [
    clean(input.route),
    number && `nº ${number}`,
    clean(input.locality),
    clean(input.administrative_area_level_1),
    clean(input.country),
  ]
    .filter((part): part is string => !!part)
    .map((part) => `${part}.`);
  const code = clean(input.postal_code);
  if (code) parts.push(`(${msg.location.postalCode}: ${code})`);
  return parts.join(' ');
}

/** One result of Nominatim's search with `format=json&addressdetails=1`. */
export interface NominatimPlace {
  place_id?: number;
  lat: string;
  lon: string;
  display_name: string;
  name?: string;
  address?: Partial<
    Record<
      | 'road'
      | 'pedestrian'
      | 'footway'
      | 'house_number'
      | 'city'
      | 'town'
      | 'village'
      | 'municipality'
      | 'suburb'
      | 'state'
      | 'region'
      | 'country'
      | 'postcode',
      string
    >
  >;
}

/** Maps a Nominatim place to the spec's picker input; undefined when its coordinates are not numbers. */
export function pickerInputFromNominatim(place: NominatimPlace): LocationPickerInput | undefined {
  const latitude = Number(place.lat);
  const longitude = Number(place.lon);
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return undefined;
  const a = place.address ?? {};
  return {
    route: a.road ?? a.pedestrian ?? a.footway,
    street_number: a.house_number,
    locality: a.city ?? a.town ?? a.village ?? a.municipality ?? a.suburb,
    administrative_area_level_1: a.state ?? a.region,
    country: a.country,
    postal_code: a.postcode,
    latitude,
    longitude,
  };
}

/** The geocoder's search URL for a free-text query. */
export function geocoderSearchUrl(geocoderUrl: string, query: string): string {
  return `${geocoderUrl}?format=json&addressdetails=1&limit=5&q=${encodeURIComponent(query.trim())}`;
}

/** A location as the bot form holds it. */
export interface BotLocation {
  locationAddress: string | null;
  locationLatitude: number | null;
  locationLongitude: number | null;
  country: string | null;
  province: string | null;
  city: string | null;
}

export const NO_LOCATION: BotLocation = {
  locationAddress: null,
  locationLatitude: null,
  locationLongitude: null,
  country: null,
  province: null,
  city: null,
};

/**
 * What the location dialog must fix before "Agregar": a real place on the map and an address of 15+
 * characters. BotInputSchema holds the same all-or-nothing rule, but it only runs once every other field
 * of the form is valid; location-address.test.ts keeps the two in agreement.
 */
export function locationProblems(location: BotLocation): { address?: string; coordinates?: string } {
  const address = location.locationAddress?.trim() ?? '';
  const problems: { address?: string; coordinates?: string } = {};
  if (!address) problems.address = msg.bot.addressRequired;
  else if (address.length < BotLimits.addressMin) problems.address = msg.bot.addressShort;
  if (location.locationLatitude == null || location.locationLongitude == null) {
    problems.coordinates = msg.bot.coordinatesRequired;
  }
  return problems;
}
