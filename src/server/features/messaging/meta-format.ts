import { formatMoney } from '../../../shared/format-money';
import { msg } from '../../../shared/messages.es';
import type { MetaPlatform } from '../../../shared/schemas/meta';
import { absoluteUrl, type Incoming, type OutgoingBody, type ReplyToSend } from './channel-adapter';
import { toWhatsAppText } from './whatsapp-format';

/**
 * What the bot's replies become on Messenger and Instagram (the Send API's message objects), and what a
 * customer's message event says: pure functions, no I/O.
 */

/** The Send API's limits (Messenger's text is 2,000 characters; Instagram's 1,000 bytes). */
export const MetaMessageLimits = {
  messengerTextMax: 2000,
  instagramTextBytes: 1000,
  quickRepliesMax: 13,
  quickReplyTitleMax: 20,
  quickReplyPayloadMax: 1000,
} as const;

const L = MetaMessageLimits;

/** How a hand reply goes: inside the 24-hour window as a response, after it with the human agent tag. */
export type MetaSendKind = 'response' | 'human_agent';

const clip = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;

/** The longest start of `text` that fits `bytes` in UTF-8 (Instagram counts bytes). */
function clipBytes(text: string, bytes: number): string {
  if (Buffer.byteLength(text) <= bytes) return text;
  let end = text.length;
  while (end > 0 && Buffer.byteLength(`${text.slice(0, end)}…`) > bytes) end -= 1;
  return `${text.slice(0, end).trimEnd()}…`;
}

/**
 * Markdown as plain text: Messenger reads WhatsApp's *bold* and _italic_, Instagram shows every symbol, so
 * both get the words alone (links written out, as on WhatsApp).
 */
export function toPlainText(markdown: string): string {
  return toWhatsAppText(markdown)
    .replace(/(^|[\s(])\*(?=\S)([^*\n]+?)(?<=\S)\*(?=$|[\s).,;:!?])/gm, '$1$2')
    .replace(/(^|[\s(])_(?=\S)([^_\n]+?)(?<=\S)_(?=$|[\s).,;:!?])/gm, '$1$2')
    .replace(/(^|[\s(])~(?=\S)([^~\n]+?)(?<=\S)~(?=$|[\s).,;:!?])/gm, '$1$2');
}

function fitText(platform: MetaPlatform, text: string): string {
  return platform === 'instagram' ? clipBytes(text, L.instagramTextBytes) : clip(text, L.messengerTextMax);
}

function envelope(to: string, kind: MetaSendKind) {
  return kind === 'human_agent'
    ? { recipient: { id: to }, messaging_type: 'MESSAGE_TAG', tag: 'HUMAN_AGENT' }
    : { recipient: { id: to }, messaging_type: 'RESPONSE' };
}

/** A text message (a hand reply, a decline). */
export function metaTextMessage(
  platform: MetaPlatform,
  to: string,
  text: string,
  kind: MetaSendKind = 'response',
): OutgoingBody {
  return { ...envelope(to, kind), message: { text: fitText(platform, text) } };
}

/** Choices as quick replies: a short title on the chip, the whole option as what comes back. */
function quickReplies(options: Array<{ title: string; payload: string }>) {
  return options.slice(0, L.quickRepliesMax).map((option) => ({
    content_type: 'text',
    title: clip(option.title, L.quickReplyTitleMax),
    payload: clip(option.payload, L.quickReplyPayloadMax),
  }));
}

/**
 * A bot reply as Send API messages, in the order they are sent: the intent's and products' images first,
 * then the text with the reply's choices as quick replies (they show under the last message).
 */
export function metaReplyMessages(
  platform: MetaPlatform,
  reply: ReplyToSend,
  to: string,
  publicUrl: string,
): OutgoingBody[] {
  let text = toPlainText(reply.message);
  const extra = reply.messageLinks.filter(
    (link) => link.key !== 'whatsapp' && !link.url.startsWith('mailto:') && !text.includes(link.url),
  );
  if (extra.length)
    text = [text, ...extra.map((link) => `${link.title}: ${link.url}`)].filter(Boolean).join('\n');
  const image = (url: string): OutgoingBody => ({
    ...envelope(to, 'response'),
    message: {
      attachment: { type: 'image', payload: { url: absoluteUrl(url, publicUrl), is_reusable: true } },
    },
  });
  const images = reply.messageFiles.map(image);
  for (const product of reply.products ?? []) {
    if (product.pictureUrl) images.push(image(product.pictureUrl));
    text = [text, `${product.title} (${formatMoney(product.price, product.currency)}): ${product.url}`]
      .filter(Boolean)
      .join('\n');
  }
  if (reply.checkoutUrl && !text.includes(reply.checkoutUrl)) {
    text = [text, `${msg.selling.payButton}: ${reply.checkoutUrl}`].filter(Boolean).join('\n');
  }
  const options = [...new Set(reply.options.map((o) => o.trim()).filter(Boolean))].map((option) => ({
    title: option,
    payload: option,
  }));
  const buyable = (reply.products ?? [])
    .filter((p) => p.purchasable && p.stock !== 0)
    .map((p) => ({ title: p.title, payload: msg.chat.buyMessage(p.title) }));
  const chips = reply.checkoutUrl ? [] : options.length ? options : buyable;
  if (!text && chips.length) text = msg.whatsapp.chooseOption;
  if (!text) return images;
  return [
    ...images,
    {
      ...envelope(to, 'response'),
      message: {
        text: fitText(platform, text),
        ...(chips.length ? { quick_replies: quickReplies(chips) } : {}),
      },
    },
  ];
}

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const asText = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The longest text a customer's message is read as (Meta's own limit is 2,000 characters). */
export const META_TEXT_MAX = 4096;

/** Reads a messaging event (entry[].messaging[]) as the conversation reads it. */
export function readMetaIncoming(event: Record<string, unknown>): Incoming {
  const message = asRecord(event.message);
  // The page's or account's own messages come back as echoes: the bot must not answer itself.
  if (message.is_echo === true || message.is_deleted === true) return { kind: 'ignore' };
  const postback = asRecord(event.postback);
  const chosen =
    asText(asRecord(message.quick_reply).payload) || asText(postback.payload) || asText(postback.title);
  if (chosen) return { kind: 'text', text: chosen.slice(0, META_TEXT_MAX) };
  const text = asText(message.text);
  if (text) return { kind: 'text', text: text.slice(0, META_TEXT_MAX) };
  const attachments = Array.isArray(message.attachments) ? message.attachments : [];
  const type = asText(asRecord(attachments[0]).type);
  if (!type) return { kind: 'ignore' };
  return {
    kind: 'media',
    shown: msg.meta.received[type] ?? `[${type}]`,
    decline:
      type === 'location'
        ? msg.whatsapp.locationDeclined
        : type === 'audio'
          ? msg.whatsapp.audioDeclined
          : msg.whatsapp.unsupportedMedia,
    caption: '',
    // Messenger's and Instagram's files are addresses on Meta's CDN, not kept here yet (decision 054).
    file: null,
    attachment: null,
  };
}
