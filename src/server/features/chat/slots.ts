import * as chrono from 'chrono-node';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { z } from 'zod';
import { findFlagCountry } from '../../../shared/countries';
import type { StoredDataField } from '../../../shared/schemas/training';
import { compileOwnerPattern, OWNER_PATTERN_LIMITS } from '../../lib/owner-pattern';
import { msg } from '../../../shared/messages.es';
import { fieldThing } from './field-prompts';
import { fold } from '../../lib/nlu/normalize';

const m = msg.conversation;

export type SlotResult = { ok: true; value: string } | { ok: false; error: string };

const MAX_ANSWER = OWNER_PATTERN_LIMITS.inputMax;
const email = z.email();

/** Validates what a visitor typed for a data field, by type and then by the owner's regex. */
export function validateSlot(
  field: StoredDataField,
  raw: string,
  options: { now: Date; country?: string | null },
): SlotResult {
  const text = raw.trim().slice(0, MAX_ANSWER);
  if (!text) return { ok: false, error: m.needed(fieldThing(field)) };
  const typed = byType(field, text, options);
  if (!typed.ok) return typed;
  if (field.validation) {
    // Saved patterns were checked; one RE2 cannot run (saved before that check) is simply not applied.
    const compiled = compileOwnerPattern(field.validation);
    if (compiled.ok && !compiled.pattern.test(typed.value))
      return { ok: false, error: m.badFormat(fieldThing(field)) };
  }
  return typed;
}

function byType(
  field: StoredDataField,
  text: string,
  options: { now: Date; country?: string | null },
): SlotResult {
  switch (field.type) {
    case 'email': {
      const candidate = text.match(/[^\s<>()]+@[^\s<>()]+/)?.[0]?.replace(/[.,;]+$/, '') ?? text;
      return email.safeParse(candidate).success
        ? { ok: true, value: candidate.toLowerCase() }
        : { ok: false, error: m.badEmail };
    }
    case 'phone': {
      const country = (options.country ? findFlagCountry(options.country)?.key : undefined) as
        CountryCode | undefined;
      const phone = parsePhoneNumberFromString(text, country ?? 'AR');
      return phone?.isValid() ? { ok: true, value: phone.number } : { ok: false, error: m.badPhone };
    }
    case 'number': {
      const match = text.replace(/\s/g, '').match(/-?\d+(?:[.,]\d+)?/);
      return match ? { ok: true, value: match[0].replace(',', '.') } : { ok: false, error: m.badNumber };
    }
    case 'date': {
      const date = chrono.es.parseDate(text, options.now, { forwardDate: true });
      return date ? { ok: true, value: date.toISOString().slice(0, 10) } : { ok: false, error: m.badDate };
    }
    case 'select': {
      const folded = fold(text);
      const index = Number(folded) - 1;
      const option =
        field.options.find((o) => fold(o) === folded) ??
        (Number.isInteger(index) ? field.options[index] : undefined) ??
        field.options.find((o) => folded.includes(fold(o)));
      return option
        ? { ok: true, value: option }
        : { ok: false, error: m.badOption(field.options.join(', ')) };
    }
    case 'text':
      return { ok: true, value: text };
  }
}

/**
 * Contact data the visitor typed in any message (an e-mail, a phone number) for the bot's active fields of
 * that type not yet collected: captured without being asked for.
 */
export function volunteeredContact(
  fields: StoredDataField[],
  collected: Record<string, unknown>,
  text: string,
  options: { now: Date; country?: string | null },
): Array<{ field: StoredDataField; value: string }> {
  const found: Array<{ field: StoredDataField; value: string }> = [];
  const hasEmail = /[^\s@]+@[^\s@]+\.[^\s@]+/.test(text);
  // Seven digits or more, spaces and dashes aside: short numbers are quantities, prices or dates.
  const phoneLike = text.match(/\+?\d[\d\s().-]{6,}\d/)?.[0];
  for (const field of fields) {
    if (!field.active || field.name in collected) continue;
    if (field.type === 'email' && hasEmail) {
      const result = validateSlot(field, text, options);
      if (result.ok) found.push({ field, value: result.value });
    }
    if (field.type === 'phone' && phoneLike) {
      const result = validateSlot(field, phoneLike, options);
      if (result.ok) found.push({ field, value: result.value });
    }
  }
  return found;
}
