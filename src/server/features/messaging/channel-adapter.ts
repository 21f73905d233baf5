import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import type { MessagingChannel } from '../../db/schema';
import type { Currency } from '../../../shared/money';
import type { MediaKind, MessageAttachment } from '../../../shared/schemas/attachments';
import type { GraphError } from './graph-client';
import type { InboundRow } from './channel-queue.repo';

/**
 * What makes a messaging app a channel of the conversation core (decision 054): the job worker
 * (channel-jobs) stores, answers and sends the same way for every channel, and asks the adapter only what
 * differs: the bot's account there, how a customer's message reads, how a reply is written, how it is sent,
 * and what a refusal means.
 */
export interface ChannelAdapter {
  readonly channel: MessagingChannel;
  /** Whether the platform has the channel's webhook settings (no message arrives without them). */
  enabled(ctx: AppContext): boolean;
  /** The bot's account on the channel (where it receives and sends from), if connected. */
  connectionOf(db: DbOrTx, botId: string): Promise<ChannelConnection | undefined>;
  /** A stored message's payload as the conversation reads it. */
  read(payload: Record<string, unknown>): Incoming;
  /** The customer's phone when the channel proves it (WhatsApp's sender, E.164); null elsewhere. */
  phoneOf(senderId: string): string | null;
  /** The customer's name or handle, asked of the channel once, when the conversation starts. */
  profileOf(ctx: AppContext, accountId: string, token: string, senderId: string): Promise<string | null>;
  /** Marks the message read and, while an answer is prepared, shows "escribiendo…". */
  acknowledge(
    ctx: AppContext,
    accountId: string,
    token: string,
    row: InboundRow,
    typing: boolean,
  ): Promise<void>;
  /** A bot reply as the channel's message bodies, in the order they are sent. */
  replyMessages(reply: ReplyToSend, to: string, publicUrl: string): OutgoingBody[];
  /** A plain text to the customer (a decline, an owner's hand reply inside the window). */
  textMessage(to: string, text: string): OutgoingBody;
  /** A customer's file by the channel's id for it, up to `maxBytes`; absent where files are not fetched. */
  fetchMedia?(ctx: AppContext, token: string, fileId: string, maxBytes: number): Promise<Buffer>;
  /** Sends one body; the id the channel gave the message. Throws GraphError. */
  send(ctx: AppContext, accountId: string, token: string, body: OutgoingBody): Promise<string | null>;
  /** Why a refused send failed, in Spanish, and whether the owner should be told (not for a closed window). */
  refusal(error: GraphError): { reason: string; notify: boolean };
  /** Shown when the bot has no account on the channel any more, or its token no longer opens. */
  readonly disconnected: string;
  readonly tokenExpired: string;
  /** Records a failed send on the connection; true when the owner has not been told in this streak. */
  recordError(db: DbOrTx, botId: string, reason: string): Promise<boolean>;
  /** A send worked: the connection's error is over. */
  clearError(db: DbOrTx, botId: string): Promise<void>;
  /** The notice the owner gets when sends start failing. */
  failedNotice(botName: string, reason: string): { kind: string; title: string; message: string };
}

export interface ChannelConnection {
  /** The WhatsApp phone number id, the page id, or the Instagram account id. */
  accountId: string;
  accessTokenSealed: string;
}

/** A request body for the channel's send endpoint. */
export type OutgoingBody = Record<string, unknown>;

/** A customer's message as the conversation reads it. */
export type Incoming =
  | { kind: 'text'; text: string }
  /**
   * Something besides words (a voice note, a photo, a location…): kept and shown in the inbox; its caption
   * (or a voice note's transcript) is answered as text, and without words it is politely declined.
   */
  | {
      kind: 'media';
      shown: string;
      decline: string;
      /** The words sent with it (a photo's or a document's caption); empty without. */
      caption: string;
      /** A file the channel keeps for a while (WhatsApp's media id), fetched with `fetchMedia`. */
      file: { id: string; kind: MediaKind; fileName: string | null } | null;
      /** What needs no fetching (a location, contacts). */
      attachment: MessageAttachment | null;
    }
  /** Reactions, system notices, the business's own echoes, unknown types: nothing to answer. */
  | { kind: 'ignore' };

/** The parts of a chat reply (shared/schemas/chat ChatResponse) that go out on a messaging channel. */
export interface ReplyToSend {
  message: string;
  messageFiles: string[];
  messageLinks: Array<{ key: string; url: string; title: string }>;
  options: string[];
  /**
   * The owner's products the reply is about (issue 40): each photo goes with its title and page, and those
   * that can be bought go as a list to order from.
   */
  products?:
    | Array<{
        title: string;
        url: string;
        pictureUrl: string | null;
        price: string;
        currency: Currency;
        stock: number | null;
        purchasable: boolean;
      }>
    | undefined;
  /** The page of the order this reply placed (issue 40): it goes as a button that opens it. */
  checkoutUrl?: string | undefined;
  /** When the choices are free times of a booking: they always go as a list (issue 39). */
  times?: Array<{ text: string; start: string }> | undefined;
}

/** An address a customer's phone can open: uploads are served under PUBLIC_URL. */
export function absoluteUrl(url: string, publicUrl: string): string {
  return URL.canParse(url) ? url : new URL(url, `${publicUrl}/`).toString();
}
