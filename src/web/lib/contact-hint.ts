/**
 * Whether a reply may hold a phone number, an e-mail, a web address or the bot's own address: only then does
 * the chat load the finders of contact-links.ts (a greeting or an opening-hours reply never does).
 */
export function mayHoldContacts(text: string, address?: string | null): boolean {
  if (/@|www\.|\d(?:[\s().-]{0,3}\d){6}|[\p{L}\d-]\.[a-z]{2,}(?:\/|\b)/iu.test(text)) return true;
  const street = address?.split(',')[0]?.trim().toLowerCase();
  return !!street && text.toLowerCase().includes(street);
}
