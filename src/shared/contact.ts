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
