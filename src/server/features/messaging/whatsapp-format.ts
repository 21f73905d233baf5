import { formatMoney } from '../../../shared/format-money';
import { msg } from '../../../shared/messages.es';
import { absoluteUrl, type Incoming, type ReplyToSend } from './channel-adapter';

/**
 * What the bot's replies become on WhatsApp (the Cloud API's message objects), and what a customer's
 * message says: pure functions, no I/O.
 */

/** The Cloud API's limits on what one message may carry. */
export const WhatsAppMessageLimits = {
  textMax: 4096,
  interactiveBodyMax: 1024,
  buttonsMax: 3,
  buttonTitleMax: 20,
  listRowsMax: 10,
  listRowTitleMax: 24,
  listRowDescriptionMax: 72,
  replyIdMax: 200,
  captionMax: 1024,
} as const;

const L = WhatsAppMessageLimits;

/** A message body for POST /{phone-number-id}/messages, as the Cloud API documents it. */
export type OutgoingMessage = Record<string, unknown> & { type: string; to: string };

const clip = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;

/** Placeholder for bold while italics are rewritten (a character no owner types). */
const BOLD = '\u0001';

/**
 * Markdown as WhatsApp writes it: **bold** and headings → *bold*, *italic* → _italic_, ~~strike~~ → ~strike~,
 * [text](url) → "text: url" (WhatsApp has no links with text, it links the address itself), list bullets → "- ".
 */
export function toWhatsAppText(markdown: string): string {
  let text = markdown.replace(/\r\n?/g, '\n');
  // Images and links, written out.
  text = text.replace(
    /!\[([^\]]*)\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g,
    (_m, alt: string, url: string) => (alt.trim() ? `${alt.trim()}: ${url}` : url),
  );
  text = text.replace(
    /\[([^\]]+)\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g,
    (_m, label: string, url: string) => {
      const shown = label.trim();
      const bare = (value: string) => value.replace(/^(https?:\/\/|mailto:|tel:)/i, '').replace(/\/$/, '');
      return bare(shown) === bare(url) ? url : `${shown}: ${url.replace(/^(mailto:|tel:)/i, '')}`;
    },
  );
  // Bullets first, so that "* item" is not read as an italic.
  text = text.replace(/^(\s*)[*+]\s+/gm, '$1- ');
  text = text.replace(/^#{1,6}\s+(.+?)\s*#*\s*$/gm, `${BOLD}$1${BOLD}`);
  text = text.replace(
    /\*\*(?=\S)([\s\S]+?)(?<=\S)\*\*|__(?=\S)([\s\S]+?)(?<=\S)__/g,
    (_m, a?: string, b?: string) => `${BOLD}${a ?? b}${BOLD}`,
  );
  text = text.replace(/(^|[^\w*])\*(?=\S)([^*\n]+?)(?<=\S)\*(?![\w*])/g, '$1_$2_');
  text = text.replace(/~~(?=\S)([^~\n]+?)(?<=\S)~~/g, '~$1~');
  text = text.replaceAll(BOLD, '*');
  // Markdown's hard line breaks and stray blank lines.
  text = text.replace(/[ \t]+\n/g, '\n').replace(/\n{3,}/g, '\n\n');
  return text.trim();
}

function envelope(to: string): { messaging_product: 'whatsapp'; recipient_type: 'individual'; to: string } {
  return { messaging_product: 'whatsapp', recipient_type: 'individual', to };
}

export function textMessage(to: string, body: string): OutgoingMessage {
  return {
    ...envelope(to),
    type: 'text',
    text: { body: clip(body, L.textMax), ...(/https?:\/\//.test(body) ? { preview_url: true } : {}) },
  };
}

/**
 * Choices as reply buttons (up to 3, short titles) or as a list (up to 10 rows); free times of a booking
 * always as a list, whose rows read as a schedule.
 */
function choicesMessage(to: string, body: string, options: string[], asList = false): OutgoingMessage {
  const fitButtons =
    !asList && options.length <= L.buttonsMax && options.every((o) => o.length <= L.buttonTitleMax);
  const id = (option: string) => clip(option, L.replyIdMax);
  const interactive = fitButtons
    ? {
        type: 'button',
        body: { text: body },
        action: {
          buttons: options.map((option) => ({ type: 'reply', reply: { id: id(option), title: option } })),
        },
      }
    : {
        type: 'list',
        body: { text: body },
        action: {
          button: asList ? msg.whatsapp.timesButton : msg.whatsapp.listButton,
          sections: [
            {
              rows: options.slice(0, L.listRowsMax).map((option) => ({
                id: id(option),
                title: clip(option, L.listRowTitleMax),
                ...(option.length > L.listRowTitleMax
                  ? { description: clip(option, L.listRowDescriptionMax) }
                  : {}),
              })),
            },
          ],
        },
      };
  return { ...envelope(to), type: 'interactive', interactive };
}

/** A button that opens an address (the Cloud API's interactive "cta_url" message). */
function linkButtonMessage(to: string, body: string, title: string, url: string): OutgoingMessage {
  return {
    ...envelope(to),
    type: 'interactive',
    interactive: {
      type: 'cta_url',
      body: { text: clip(body, L.interactiveBodyMax) },
      action: {
        name: 'cta_url',
        parameters: { display_text: clip(title, L.buttonTitleMax), url },
      },
    },
  };
}

/**
 * The products that can be bought, as a list: each row's price under its title, and a row picked says
 * "Quiero comprar …", as the web card's «Comprar» does (the row's id carries it).
 */
function productListMessage(to: string, products: NonNullable<ReplyToSend['products']>): OutgoingMessage {
  return {
    ...envelope(to),
    type: 'interactive',
    interactive: {
      type: 'list',
      body: { text: msg.whatsapp.productsBody },
      action: {
        button: msg.whatsapp.productsButton,
        sections: [
          {
            rows: products.slice(0, L.listRowsMax).map((product) => ({
              id: clip(msg.chat.buyMessage(product.title), L.replyIdMax),
              title: clip(product.title, L.listRowTitleMax),
              description: clip(formatMoney(product.price, product.currency), L.listRowDescriptionMax),
            })),
          },
        ],
      },
    },
  };
}

/**
 * A bot reply as WhatsApp messages, in the order they are sent: the text (with the reply's choices as
 * buttons or a list, which then come last so they sit at the bottom of the chat) and the intent's images.
 */
export function outgoingMessages(reply: ReplyToSend, to: string, publicUrl: string): OutgoingMessage[] {
  let text = toWhatsAppText(reply.message);
  // Link buttons of the web chat whose address the text does not already give (the platform's contact
  // page, say); WhatsApp and e-mail contacts are given in words in the sentence itself.
  const extra = reply.messageLinks.filter(
    (link) =>
      link.key !== 'whatsapp' &&
      !link.url.startsWith('mailto:') &&
      !text.includes(link.url) &&
      link.url !== reply.checkoutUrl,
  );
  if (extra.length)
    text = [text, ...extra.map((link) => `${link.title}: ${link.url}`)].filter(Boolean).join('\n');
  const images = reply.messageFiles.map((file): OutgoingMessage => ({
    ...envelope(to),
    type: 'image',
    image: { link: absoluteUrl(file, publicUrl) },
  }));
  // Products: a photo with its title and page as the caption; without a photo, the page in the text.
  for (const product of reply.products ?? []) {
    if (product.pictureUrl) {
      images.push({
        ...envelope(to),
        type: 'image',
        image: {
          link: absoluteUrl(product.pictureUrl, publicUrl),
          caption: clip(`${product.title}\n${product.url}`, L.captionMax),
        },
      });
    } else {
      text = [text, `${product.title}: ${product.url}`].filter(Boolean).join('\n');
    }
  }
  // The order's page as a button that opens it: the reply's text goes with it when it fits.
  if (reply.checkoutUrl) {
    const fits = text.length > 0 && text.length <= L.interactiveBodyMax;
    return [
      ...(text && !fits ? [textMessage(to, text)] : []),
      ...images,
      linkButtonMessage(to, fits ? text : msg.selling.payButton, msg.selling.payButton, reply.checkoutUrl),
    ];
  }
  const options = [...new Set(reply.options.map((o) => o.trim()).filter(Boolean))].slice(0, L.listRowsMax);
  const buyable = (reply.products ?? []).filter((p) => p.purchasable && p.stock !== 0);
  if (!options.length && buyable.length) {
    return [...(text ? [textMessage(to, text)] : []), ...images, productListMessage(to, buyable)];
  }
  if (!options.length) return [...(text ? [textMessage(to, text)] : []), ...images];
  const fits = text && text.length <= L.interactiveBodyMax;
  return [
    ...(text && !fits ? [textMessage(to, text)] : []),
    ...images,
    choicesMessage(to, fits ? text : msg.whatsapp.chooseOption, options, !!reply.times?.length),
  ];
}

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
const asText = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** Reads a webhook message object (entry[].changes[].value.messages[]). */
/**
 * The longest text a WhatsApp message carries (Meta's own limit): anything longer did not come from
 * WhatsApp, and is cut there before it is stored or reaches the engine or a model.
 */
export const WHATSAPP_TEXT_MAX = 4096;

export function readIncoming(message: Record<string, unknown>): Incoming {
  const incoming = readIncomingUncapped(message);
  if (incoming.kind === 'text') return { ...incoming, text: incoming.text.slice(0, WHATSAPP_TEXT_MAX) };
  if (incoming.kind === 'media') {
    const cap = (text: string) => text.slice(0, WHATSAPP_TEXT_MAX);
    return { ...incoming, shown: cap(incoming.shown), caption: cap(incoming.caption) };
  }
  return incoming;
}

function readIncomingUncapped(message: Record<string, unknown>): Incoming {
  const type = asText(message.type);
  switch (type) {
    case 'text': {
      const body = asText(asRecord(message.text).body);
      return body ? { kind: 'text', text: body } : { kind: 'ignore' };
    }
    case 'interactive': {
      // A tapped reply button or list row: the option it stands for (its id carries the whole option).
      const interactive = asRecord(message.interactive);
      const chosen = asRecord(interactive.button_reply ?? interactive.list_reply);
      const text = asText(chosen.id) || asText(chosen.title);
      return text ? { kind: 'text', text } : { kind: 'ignore' };
    }
    case 'button': {
      // A quick-reply button of a template message.
      const button = asRecord(message.button);
      const text = asText(button.text) || asText(button.payload);
      return text ? { kind: 'text', text } : { kind: 'ignore' };
    }
    case 'image':
    case 'video':
    case 'document':
    case 'audio':
    case 'sticker': {
      const part = asRecord(message[type]);
      const caption = asText(part.caption);
      const label = msg.whatsapp.received[type] ?? `[${type}]`;
      const id = asText(part.id);
      return {
        kind: 'media',
        shown: caption ? `${label} ${caption}` : label,
        decline: type === 'audio' ? msg.whatsapp.audioDeclined : msg.whatsapp.unsupportedMedia,
        caption,
        file: id ? { id, kind: type, fileName: asText(part.filename).slice(0, 200) || null } : null,
        attachment: null,
      };
    }
    case 'location': {
      const part = asRecord(message.location);
      const latitude = Number(part.latitude);
      const longitude = Number(part.longitude);
      const valid =
        Number.isFinite(latitude) &&
        Math.abs(latitude) <= 90 &&
        Number.isFinite(longitude) &&
        Math.abs(longitude) <= 180;
      return {
        kind: 'media',
        shown: msg.whatsapp.received.location!,
        decline: msg.whatsapp.locationDeclined,
        caption: '',
        file: null,
        attachment: valid
          ? {
              kind: 'location',
              latitude,
              longitude,
              name: asText(part.name).slice(0, 200) || null,
              address: asText(part.address).slice(0, 300) || null,
            }
          : null,
      };
    }
    case 'contacts': {
      const contacts = (Array.isArray(message.contacts) ? message.contacts : []).slice(0, 10).map((item) => {
        const contact = asRecord(item);
        const phones = (Array.isArray(contact.phones) ? contact.phones : [])
          .map((phone) => asText(asRecord(phone).phone))
          .filter(Boolean)
          .slice(0, 5);
        return { name: asText(asRecord(contact.name).formatted_name).slice(0, 200), phones };
      });
      return {
        kind: 'media',
        shown: msg.whatsapp.received.contacts!,
        decline: msg.whatsapp.unsupportedMedia,
        caption: '',
        file: null,
        attachment: contacts.length ? { kind: 'contacts', contacts } : null,
      };
    }
    default:
      return { kind: 'ignore' };
  }
}
