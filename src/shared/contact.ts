import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { findFlagCountry } from './countries';

/**
 * A bot's published contact phone (WhatsApp or a line), read the way people type it with the bot's country
 * as the default ("351 555 0101" in Argentina): in international format ("+54 351 555 0101"), which people
 * read as it is and whose digits make the WhatsApp link; null when it is not a phone number.
 */
export function normalizeContactPhone(raw: string, country: string | null | undefined): string | null {
  const code = (country ? findFlagCountry(country)?.key : undefined) as CountryCode | undefined;
  const phone = parsePhoneNumberFromString(raw.trim(), code);
  return phone?.isValid() ? phone.formatInternational() : null;
}

/**
 * Countries a buyer's or seller's phone may be typed in without its "+code" (the region, plus the United
 * States and Spain, where many in the region have family and lines). The first is the default.
 */
export const PHONE_COUNTRIES = [
  { key: 'AR', name: 'Argentina', flag: '🇦🇷' },
  { key: 'BO', name: 'Bolivia', flag: '🇧🇴' },
  { key: 'BR', name: 'Brasil', flag: '🇧🇷' },
  { key: 'CL', name: 'Chile', flag: '🇨🇱' },
  { key: 'CO', name: 'Colombia', flag: '🇨🇴' },
  { key: 'CR', name: 'Costa Rica', flag: '🇨🇷' },
  { key: 'EC', name: 'Ecuador', flag: '🇪🇨' },
  { key: 'SV', name: 'El Salvador', flag: '🇸🇻' },
  { key: 'ES', name: 'España', flag: '🇪🇸' },
  { key: 'US', name: 'Estados Unidos', flag: '🇺🇸' },
  { key: 'GT', name: 'Guatemala', flag: '🇬🇹' },
  { key: 'HN', name: 'Honduras', flag: '🇭🇳' },
  { key: 'MX', name: 'México', flag: '🇲🇽' },
  { key: 'NI', name: 'Nicaragua', flag: '🇳🇮' },
  { key: 'PA', name: 'Panamá', flag: '🇵🇦' },
  { key: 'PY', name: 'Paraguay', flag: '🇵🇾' },
  { key: 'PE', name: 'Perú', flag: '🇵🇪' },
  { key: 'DO', name: 'República Dominicana', flag: '🇩🇴' },
  { key: 'UY', name: 'Uruguay', flag: '🇺🇾' },
  { key: 'VE', name: 'Venezuela', flag: '🇻🇪' },
] as const;
export type PhoneCountry = (typeof PHONE_COUNTRIES)[number]['key'];
export const PHONE_COUNTRY_CODES = PHONE_COUNTRIES.map((c) => c.key) as [PhoneCountry, ...PhoneCountry[]];

/**
 * A phone as people type it, read with `country` as the default ("351 555 0101" with AR), in international
 * format ("+54 351 555 0101"); null when it is not a valid phone number. A "+code" typed wins.
 */
export function normalizePhone(raw: string, country: PhoneCountry): string | null {
  const phone = parsePhoneNumberFromString(raw.trim(), country);
  return phone?.isValid() ? phone.formatInternational() : null;
}
