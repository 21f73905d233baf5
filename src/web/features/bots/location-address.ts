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

/** The place fields a found place fills in the dialog. */
type FilledFields = Pick<BotLocation, 'locationAddress' | 'country' | 'province' | 'city'>;

/**
 * The dialog's location after the owner picks a found place: the marker moves there, and the address and
 * place names are filled where they are empty or still hold what an earlier pick filled; what the owner
 * typed is kept. Also answers what this pick filled, for the next one.
 */
export function applyFoundPlace(
  draft: BotLocation,
  place: LocationPickerInput,
  earlier: Partial<FilledFields>,
  /** The country's name as the directory spells it (with its flag), if it has one. */
  countryName: (country: string) => string = (country) => country,
): { location: BotLocation; filled: FilledFields } {
  const filled: FilledFields = {
    locationAddress: composeAddress(place) || null,
    country: place.country ? countryName(place.country) : null,
    province: place.administrative_area_level_1 ?? null,
    city: place.locality ?? null,
  };
  const location: BotLocation = {
    ...draft,
    locationLatitude: place.latitude,
    locationLongitude: place.longitude,
  };
  for (const key of Object.keys(filled) as Array<keyof FilledFields>) {
    const current = draft[key]?.trim() ?? '';
    if (!current || current === earlier[key]) location[key] = filled[key];
  }
  return { location, filled };
}

/**
 * Whether the dialog's location differs from the one it opened with (an emptied field is the same as a
 * missing one): closing the dialog then asks before the change is lost.
 */
export function locationChanged(before: BotLocation, after: BotLocation): boolean {
  return (Object.keys(NO_LOCATION) as Array<keyof BotLocation>).some(
    (key) => (before[key] ?? '') !== (after[key] ?? ''),
  );
}
