import { foldAccents } from '../../../shared/fold';
import { msg } from '../../../shared/messages.es';
import type { StoredDataField } from '../../../shared/schemas/training';

const m = msg.conversation;

/** Words that end in "s" and are still singular: "tu país", not "tus país". */
const SINGULAR_IN_S = new Set([
  'pais',
  'mes',
  'ingles',
  'lunes',
  'martes',
  'miercoles',
  'jueves',
  'viernes',
  'dosis',
  'crisis',
  'tesis',
  'gas',
  'bus',
  'plus',
  'estatus',
  'status',
  'rut',
  'cuit',
  'nis',
]);
const LEADING_DETERMINER = /^(tu|tus|su|sus|mi|mis|el|la|los|las|un|una|unos|unas)\s+/i;

/** What a field is called in a sentence: a question of its own, or a noun phrase with "tu"/"tus". */
export type FieldPhrase = { kind: 'question'; question: string } | { kind: 'thing'; thing: string };

/**
 * Builds the field's words from the owner's label without doubling anything: "Tu correo" → "tu correo",
 * "Teléfono o WhatsApp" → "tu teléfono o WhatsApp", "Tus datos" → "tus datos", "¿Para qué ocasión es?"
 * stays a question of its own. Acronyms and brands keep their capitals ("DNI", "WhatsApp").
 */
export function fieldPhrase(label: string): FieldPhrase {
  const text = label
    .trim()
    .replace(/[:.]+$/, '')
    .trim();
  if (text.startsWith('¿') || text.endsWith('?')) {
    const core = text.replace(/^¿+/, '').replace(/\?+$/, '').trim();
    return { kind: 'question', question: `¿${core}?` };
  }
  const noun = text.replace(LEADING_DETERMINER, '');
  const [first = ''] = noun.split(/\s+/);
  // A capitalised common word is lower-cased; "DNI", "WhatsApp" or "RUT" are written as the owner wrote them.
  const phrase = /^\p{Lu}[\p{Ll}]+$/u.test(first) ? noun.charAt(0).toLowerCase() + noun.slice(1) : noun;
  const head = foldAccents(first);
  const plural = head.length > 3 && head.endsWith('s') && !SINGULAR_IN_S.has(head);
  return { kind: 'thing', thing: `${plural ? 'tus' : 'tu'} ${phrase}` };
}

/** "¿Me compartirías tu correo?" the first time, "Por cierto, …" the second; with the hints the field needs. */
export function askFor(field: StoredDataField, time: 1 | 2): { text: string; options: string[] } {
  const phrase = fieldPhrase(field.label);
  const question =
    phrase.kind === 'question'
      ? time === 1
        ? phrase.question
        : // "¿Para qué…?" continues a sentence: "Por cierto, ¿para qué…?".
          m.askAgainQuestion(
            phrase.question.replace(/^¿(.)/, (_, first: string) => `¿${first.toLowerCase()}`),
          )
      : time === 1
        ? m.ask(phrase.thing)
        : m.askAgain(phrase.thing);
  const options = field.type === 'select' ? field.options : [];
  const extras = [
    time === 2 && field.required ? m.askRequiredWhy : '',
    field.required ? '' : m.askOptional,
    field.placeholder ? m.askExample(field.placeholder.replace(/[.\s]+$/, '')) : '',
    options.length ? m.askOptions(options.join(', ')) : '',
  ].filter(Boolean);
  return { text: [question, ...extras].join(' '), options };
}

/** "¡Gracias! Anoté tu correo." */
export function notedText(field: StoredDataField): string {
  const phrase = fieldPhrase(field.label);
  return phrase.kind === 'question' ? m.notedAnswer : m.noted(phrase.thing);
}

/** The field in a sentence of the validation messages ("Necesito tu correo…"). */
export function fieldThing(field: StoredDataField): string {
  const phrase = fieldPhrase(field.label);
  return phrase.kind === 'question' ? 'esa respuesta' : phrase.thing;
}
