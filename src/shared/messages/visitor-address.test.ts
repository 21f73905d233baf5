import { describe, expect, it } from 'vitest';
import { msg } from '../messages.es';

/**
 * Forms of the second person that belong to tú only or to vos only (decision 043). "te", "tu", the preterite
 * ("pediste"), the future ("podrás"), the conditional ("compartirías") and the subjunctive ("quieras") are
 * shared by both, so a text made of them suits a visitor addressed either way.
 */
const word = (alternatives: string) => new RegExp(`(?<!\\p{L})(${alternatives})(?!\\p{L})`, 'iu');
const TU_ONLY = word(
  'tú|ti|contigo|puedes|quieres|tienes|necesitas|prefieres|escribes|compartes|refieres|buscas|sabes|eres|vienes|haces|dices|pides|deseas|escríbe(me|nos|lo|la|le)|dime|cuéntame|pregúntame|elige|espera|vuelve|mira|llama|acude',
);
const VOS_ONLY = word(
  'vos|sos|podés|querés|tenés|necesitás|preferís|escribís|compartís|referís|buscás|sabés|venís|hacés|decís|pedís|escrib[ií](me|nos|lo|le)?|decime|contame|preguntame|elegí|esperá|volvé|mirá|llamá',
);

function addressOf(text: string): 'tú' | 'vos' | null {
  if (TU_ONLY.test(text)) return 'tú';
  if (VOS_ONLY.test(text)) return 'vos';
  return null;
}

/** Every catalog text, functions called with sample words, with its key. */
function textsOf(section: Record<string, unknown>, prefix: string): [string, string][] {
  return Object.entries(section).flatMap(([key, value]): [string, string][] => {
    const name = `${prefix}.${key}`;
    if (typeof value === 'string') return [[name, value]];
    if (typeof value === 'function') {
      const args = Array.from({ length: value.length }, () => 'Pepe');
      return [[name, String((value as (...a: string[]) => unknown)(...args))]];
    }
    return value && typeof value === 'object' ? textsOf(value as Record<string, unknown>, name) : [];
  });
}

/** What the bot (or the server in its place) says to a visitor in a conversation, on the web and WhatsApp. */
const visitorTexts: [string, string][] = [
  ...textsOf(msg.conversation, 'conversation'),
  ['chat.greeting', msg.chat.greeting],
  ...textsOf(
    {
      embedForbidden: msg.handoff.embedForbidden,
      chatRateLimited: msg.handoff.chatRateLimited,
      humanRequested: msg.handoff.humanRequested,
      humanRequestedContact: msg.handoff.humanRequestedContact,
      humanRequestedPlatform: msg.handoff.humanRequestedPlatform,
    },
    'handoff',
  ),
  ...textsOf(
    {
      unsupportedMedia: msg.whatsapp.unsupportedMedia,
      locationDeclined: msg.whatsapp.locationDeclined,
      chooseOption: msg.whatsapp.chooseOption,
      listButton: msg.whatsapp.listButton,
    },
    'whatsapp',
  ),
];

describe('what the bot says to visitors', () => {
  it('tells tú from vos (the check itself)', () => {
    expect(addressOf('Puedes escribirle a Pepe por WhatsApp.')).toBe('tú');
    expect(addressOf('Si prefieres no darlo, dime «prefiero no».')).toBe('tú');
    expect(addressOf('Podés pasar de lunes a viernes.')).toBe('vos');
    expect(addressOf('Escribime por WhatsApp.')).toBe('vos');
    expect(addressOf('Le dejé tu pregunta a Pepe; también se le puede escribir.')).toBeNull();
  });

  it('uses neither tú nor vos forms, so that it never clashes with the owner’s own answers', () => {
    expect(visitorTexts.length).toBeGreaterThan(30);
    const marked = visitorTexts
      .map(([key, text]) => [key, addressOf(text), text] as const)
      .filter(([, form]) => form !== null)
      .map(([key, form, text]) => `${key} (${form}): ${text}`);
    expect(marked).toEqual([]);
  });
});
