import type { CollectedValue } from '../../../shared/conversation-state';
import { normalizeContactPhone, PHONE_COUNTRIES } from '../../../shared/contact';
import type { StoredDataField } from '../../../shared/schemas/training';
import { fold } from '../../lib/nlu/normalize';
import { validateSlot } from './slots';

/**
 * The visitor's name, phone and e-mail as the conversation's own steps ask them (a booking, an order): read
 * from an answer, taken from the data fields already collected, and written back to the fields the owner
 * has, so nothing is asked twice.
 */

export interface VisitorDetails {
  name: string | null;
  phone: string | null;
  email: string | null;
}

/** Where the details are read and kept: the bot's active fields and what the conversation collected. */
export interface DetailsContext {
  fields: StoredDataField[];
  collected: Record<string, CollectedValue>;
  country: string | null;
  now: Date;
}

export const PHONE_LIKE = /\+?\d[\d\s().-]{6,}\d/;
const EMAIL_LIKE = /[^\s<>()@]+@[^\s<>()@]+\.[^\s<>()@]+/;
const NAME_LEAD =
  /^(?:(?:hola|buenas|buenos dias|buenas tardes)[,!.\s]+)?(?:soy|me llamo|mi nombre es|a nombre de|es para|para|de)\s+/i;
const FIELD_NAME = /\bnombre\b/;

/** The data field a name fills: an active text field the owner called "nombre". */
function nameField(fields: StoredDataField[]): StoredDataField | undefined {
  return fields.find(
    (field) => field.active && field.type === 'text' && FIELD_NAME.test(fold(`${field.name} ${field.label}`)),
  );
}

const fieldOfType = (fields: StoredDataField[], type: StoredDataField['type']) =>
  fields.find((field) => field.active && field.type === type);

/** What the conversation already knows: the details given in the step, or else the fields collected. */
export function knownDetails(context: DetailsContext, given: VisitorDetails): VisitorDetails {
  const value = (field: StoredDataField | undefined) =>
    field ? context.collected[field.name]?.value : undefined;
  const phoneValue = value(fieldOfType(context.fields, 'phone'));
  return {
    name: given.name ?? value(nameField(context.fields)) ?? null,
    phone: given.phone ?? (phoneValue ? normalizeContactPhone(phoneValue, context.country) : null),
    email: given.email ?? value(fieldOfType(context.fields, 'email')) ?? null,
  };
}

/** A phone or an e-mail in a message, and the rest of it (a name may come with them: "Ana, 11 2345 6789"). */
export function contactIn(message: string, country: string | null) {
  const email =
    message
      .match(EMAIL_LIKE)?.[0]
      ?.replace(/[.,;]+$/, '')
      .toLowerCase() ?? null;
  const phoneText = message.match(PHONE_LIKE)?.[0] ?? null;
  // Typed without its "+code" where the bot's country is unknown: read as the product's default country,
  // like the data fields' phones (slots.ts).
  const phone = phoneText ? normalizeContactPhone(phoneText, country ?? PHONE_COUNTRIES[0].name) : null;
  let rest = message;
  if (email) rest = rest.replace(EMAIL_LIKE, ' ');
  if (phone && phoneText) rest = rest.replace(phoneText, ' ');
  return { phone, email, rest };
}

/** A person's name as typed ("soy Ana López", "a nombre de Ana"): letters, up to 80 characters and 6 words. */
export function nameIn(text: string): string | null {
  const name = text
    .trim()
    .replace(NAME_LEAD, '')
    .replace(/[\s,.;:!?¡¿-]+$/g, '')
    .replace(/^[\s,.;:!¡¿-]+/g, '')
    .replace(/\s+/g, ' ');
  if (!name || name.length > 80 || name.split(' ').length > 6) return null;
  if (!/\p{L}/u.test(name) || /\d/.test(name)) return null;
  return name;
}

/** The data fields the answers fill, where the owner has them and the conversation does not yet. */
export function detailFills(
  context: DetailsContext,
  details: VisitorDetails,
): Array<{ field: StoredDataField; value: string }> {
  const out: Array<{ field: StoredDataField; value: string }> = [];
  const add = (field: StoredDataField | undefined, value: string | null) => {
    if (!field || !value || field.name in context.collected) return;
    // Stored as the field stores what it is typed (a phone in E.164), when its own rules accept it.
    const checked = validateSlot(field, value, { now: context.now, country: context.country });
    if (checked.ok) out.push({ field, value: checked.value });
  };
  add(nameField(context.fields), details.name);
  add(fieldOfType(context.fields, 'phone'), details.phone);
  add(fieldOfType(context.fields, 'email'), details.email);
  return out;
}
