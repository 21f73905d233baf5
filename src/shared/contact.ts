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

const WEBSITE_MAX = 200;
/** A host name people type: labels of letters, digits and hyphens, with a dot before a top-level domain. */
const HOST_PATTERN =
  /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{2,59})$/;

/**
 * A bot's published website as people type it ("peluqueriaromi.com.ar", "www.romi.com/turnos"): an http or
 * https address, with https added when no scheme was typed; null for anything else (another scheme,
 * credentials, a bare word, an IP address, spaces). It is only ever shown as a link.
 */
export function normalizeWebsite(raw: string): string | null {
  const typed = raw.trim();
  if (!typed || typed.length > WEBSITE_MAX || /\s/.test(typed)) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(typed) ? typed : `https://${typed}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || url.port || !HOST_PATTERN.test(url.hostname)) return null;
  return url.href;
}

/** The website as people read it: without its scheme, "www." or a lone trailing slash. */
export function websiteLabel(url: string): string {
  return url
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\/$/, '');
}

/** Instagram's rule for a user name: letters, digits, periods and underscores, at most 30. */
const INSTAGRAM_HANDLE = /^(?!.*\.\.)(?!\.)[a-z0-9._]{1,30}(?<!\.)$/;
const INSTAGRAM_PROFILE =
  /^(?:https?:\/\/)?(?:www\.|m\.)?(?:instagram\.com|instagr\.am)\/([^/?#]+)\/?(?:[?#].*)?$/i;

/**
 * A bot's Instagram as people paste it ("@romi.peluqueria", "romi.peluqueria", or the profile's address):
 * the user name in lower case, without "@"; null when it is not one.
 */
export function normalizeInstagram(raw: string): string | null {
  const typed = raw.trim();
  const handle = (INSTAGRAM_PROFILE.exec(typed)?.[1] ?? typed).replace(/^@/, '').toLowerCase();
  return INSTAGRAM_HANDLE.test(handle) ? handle : null;
}

/** The profile's address for a user name kept by normalizeInstagram. */
export function instagramUrl(handle: string): string {
  return `https://www.instagram.com/${handle}/`;
}
