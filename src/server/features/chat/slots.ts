import * as chrono from 'chrono-node';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { z } from 'zod';
import { findFlagCountry } from '../../../shared/countries';
import type { StoredDataField } from '../../db/schema';
import { compileOwnerPattern, OWNER_PATTERN_LIMITS } from '../../lib/owner-pattern';
import { fold } from './nlu/normalize';

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
  if (!text) return { ok: false, error: `Necesito tu ${field.label.toLowerCase()} para continuar.` };
  const typed = byType(field, text, options);
  if (!typed.ok) return typed;
  if (field.validation) {
    // Saved patterns were checked; one RE2 cannot run (saved before that check) is simply not applied.
    const compiled = compileOwnerPattern(field.validation);
    if (compiled.ok && !compiled.pattern.test(typed.value))
      return { ok: false, error: `Ese dato no tiene el formato esperado para ${field.label.toLowerCase()}.` };
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
        : {
            ok: false,
            error: 'Ese correo no parece válido. ¿Me lo escribes de nuevo? (por ejemplo: nombre@correo.com)',
          };
    }
    case 'phone': {
      const country = (options.country ? findFlagCountry(options.country)?.key : undefined) as
        CountryCode | undefined;
      const phone = parsePhoneNumberFromString(text, country ?? 'AR');
      return phone?.isValid()
        ? { ok: true, value: phone.number }
        : {
            ok: false,
            error:
              'Ese número no parece válido. Escríbelo con código de área (por ejemplo: +54 9 11 5555 0000).',
          };
    }
    case 'number': {
      const match = text.replace(/\s/g, '').match(/-?\d+(?:[.,]\d+)?/);
      return match
        ? { ok: true, value: match[0].replace(',', '.') }
        : { ok: false, error: 'Necesito un número (por ejemplo: 3).' };
    }
    case 'date': {
      const date = chrono.es.parseDate(text, options.now, { forwardDate: true });
      return date
        ? { ok: true, value: date.toISOString().slice(0, 10) }
        : {
            ok: false,
            error: 'No entendí la fecha. Puedes escribirla como 15/03, "15 de marzo" o "mañana".',
          };
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
        : { ok: false, error: `Elige una de estas opciones: ${field.options.join(', ')}.` };
    }
    case 'text':
      return { ok: true, value: text };
  }
}
