import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { msg } from '../../../shared/messages.es';
import type { MessagingChannel } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/** Meta's deliveries are small (a few messages); a larger body is not Meta's. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

function sameSecret(given: string | undefined, expected: string): boolean {
  const a = Buffer.from(given ?? '');
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Meta's verification of a webhook address: the challenge to echo when the verify token matches (compared
 * in constant time), else 403.
 */
export function challengeOf(
  query: {
    'hub.mode'?: string | undefined;
    'hub.verify_token'?: string | undefined;
    'hub.challenge'?: string | undefined;
  },
  verifyToken: string,
): string {
  if (query['hub.mode'] !== 'subscribe' || !sameSecret(query['hub.verify_token'], verifyToken)) {
    throw new AppError('forbidden', 403, msg.api.forbidden);
  }
  return query['hub.challenge'] ?? '';
}

/**
 * A delivery's signature covers its exact bytes: the webhook routes' scope reads bodies raw, and each route
 * parses the JSON itself once the signature holds (readSignedJson).
 */
export function takeRawBodies(scope: FastifyInstance): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );
}

/** The delivery's JSON, after its X-Hub-Signature-256 is checked: 401 with nothing read when it is wrong. */
export function readSignedJson(request: FastifyRequest, appSecret: string): unknown {
  const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
  if (!signatureValid(raw, request.headers['x-hub-signature-256'], appSecret)) {
    throw new AppError('invalid_signature', 401, msg.whatsapp.badSignature);
  }
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    throw new AppError('bad_request', 400, msg.api.badJson);
  }
}

/**
 * Meta signs every webhook delivery: `X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the raw body with the
 * app secret>`. Checked over the exact bytes received, before anything reads them, in constant time.
 */
export function signatureValid(
  rawBody: Buffer,
  header: string | string[] | undefined,
  appSecret: string,
): boolean {
  if (typeof header !== 'string') return false;
  const match = /^sha256=([0-9a-f]{64})$/i.exec(header.trim());
  if (!match) return false;
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  const given = Buffer.from(match[1]!, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The header value Meta would send for `rawBody` (tests and local simulations sign with it). */
export function signatureOf(rawBody: Buffer | string, appSecret: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
}

/** One customer message of a delivery, with what routes it (a row of channel_inbound to be). */
export interface ReceivedMessage {
  channel: MessagingChannel;
  /** The business's account it was sent to: a phone number id, a page id, an Instagram account id. */
  accountId: string;
  messageId: string;
  senderId: string;
  profileName: string | null;
  type: string;
  sentAt: Date;
  payload: Record<string, unknown>;
}

export const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
export const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
export const text = (value: unknown, max = 300): string | null =>
  typeof value === 'string' && value.length > 0 && value.length <= max ? value : null;

/**
 * The customer messages of a delivery (`entry[].changes[].value.messages[]`), each with the phone number id
 * it was sent to (`value.metadata.phone_number_id`) and the sender's profile name (`value.contacts[]`).
 * Status updates (`value.statuses`), other fields and anything malformed are left out.
 */
export function receivedMessages(body: unknown): ReceivedMessage[] {
  const found: ReceivedMessage[] = [];
  for (const entry of list(record(body).entry)) {
    for (const change of list(record(entry).changes)) {
      const { field, value } = record(change);
      if (field !== undefined && field !== 'messages') continue;
      const v = record(value);
      const phoneNumberId = text(record(v.metadata).phone_number_id, 50);
      if (!phoneNumberId) continue;
      const names = new Map<string, string>();
      for (const contact of list(v.contacts)) {
        const c = record(contact);
        const waId = text(c.wa_id, 50);
        const name = text(record(c.profile).name, 200);
        if (waId && name) names.set(waId, name);
      }
      for (const item of list(v.messages)) {
        const message = record(item);
        const waMessageId = text(message.id, 300);
        const waId = text(message.from, 50);
        const type = text(message.type, 50);
        if (!waMessageId || !waId || !type || !/^\d+$/.test(waId)) continue;
        const seconds = Number(message.timestamp);
        found.push({
          channel: 'whatsapp',
          accountId: phoneNumberId,
          messageId: waMessageId,
          senderId: waId,
          profileName: names.get(waId) ?? null,
          type,
          // Meta's time, never later than now: the 24-hour window counts from it.
          sentAt: new Date(
            Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds * 1000, Date.now()) : Date.now(),
          ),
          payload: message,
        });
      }
    }
  }
  return found;
}

/** A receipt of a message the business sent: what the customer's phone did with it. */
export interface ReceivedStatus {
  messageId: string;
  delivery: 'sent' | 'delivered' | 'read' | 'failed';
  /** Meta's error code of a failed message (131026: undeliverable, 131047: outside the window…). */
  errorCode: number | null;
}

/** The receipts of a WhatsApp delivery (`entry[].changes[].value.statuses[]`); anything else is left out. */
export function receivedStatuses(body: unknown): ReceivedStatus[] {
  const found: ReceivedStatus[] = [];
  for (const entry of list(record(body).entry)) {
    for (const change of list(record(entry).changes)) {
      const { field, value } = record(change);
      if (field !== undefined && field !== 'messages') continue;
      for (const item of list(record(value).statuses)) {
        const status = record(item);
        const messageId = text(status.id, 300);
        const delivery = status.status;
        if (
          !messageId ||
          (delivery !== 'sent' && delivery !== 'delivered' && delivery !== 'read' && delivery !== 'failed')
        )
          continue;
        const code = record(list(status.errors)[0]).code;
        found.push({ messageId, delivery, errorCode: typeof code === 'number' ? code : null });
      }
    }
  }
  return found;
}
