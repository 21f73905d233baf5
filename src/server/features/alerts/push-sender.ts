import webPush from 'web-push';
import type { PushSettings } from '../../settings';
import { safeFetch } from '../../lib/safe-fetch';
import { pushRouteOf } from './push-hosts';

/** What a notification shows and opens; the service worker (src/web/public/sw.js) reads these keys. */
export interface PushPayload {
  title: string;
  body: string;
  /** A path of the app, opened when the notification is tapped. */
  url: string;
  /** Notifications with one tag replace each other on the device (one per conversation, say). */
  tag: string;
}

export interface PushOptions {
  /** How long the push service keeps the message for a device that is off, in seconds. */
  ttlS: number;
  urgency: 'very-low' | 'low' | 'normal' | 'high';
  userAgent: string;
  signal?: AbortSignal | undefined;
}

/** `delivered`: the push service took it; `gone`: the subscription no longer exists (delete it). */
export type PushOutcome = 'delivered' | 'gone';

/** A failure worth trying again later (the push service down, throttling, a network error). */
export class PushFailed extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'PushFailed';
  }
}

/** Push services answer in a few bytes; anything longer is not read. */
const ANSWER_MAX_BYTES = 16 * 1024;
const PUSH_TIMEOUT_MS = 10_000;
/** Under the 4 KB every push service accepts, with room for the encryption's own bytes. */
export const PAYLOAD_MAX_BYTES = 3_000;

/**
 * Sends one encrypted message (RFC 8291, aes128gcm) signed with our VAPID key (RFC 8292): web-push builds
 * the request, and it is posted through the safe fetch, so an endpoint can reach only a public address,
 * unless PUSH_ALLOWED_HOSTS lists its host. An endpoint no longer allowed counts as gone.
 */
export async function sendPush(
  settings: PushSettings,
  subscription: { endpoint: string; p256dh: string; auth: string },
  payload: PushPayload,
  options: PushOptions,
): Promise<PushOutcome> {
  const route = pushRouteOf(subscription.endpoint, settings.allowedHosts);
  if (!route) return 'gone';
  const body = Buffer.from(JSON.stringify(payload), 'utf8');
  if (body.length > PAYLOAD_MAX_BYTES) throw new Error(`push payload of ${body.length} bytes`);
  const request = webPush.generateRequestDetails(
    { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
    body,
    {
      vapidDetails: {
        subject: settings.subject,
        publicKey: settings.publicKey,
        privateKey: settings.privateKey,
      },
      TTL: options.ttlS,
      urgency: options.urgency,
      contentEncoding: 'aes128gcm',
    },
  );
  let status: number;
  try {
    const answer = await safeFetch(
      request.endpoint,
      {
        maxBytes: ANSWER_MAX_BYTES,
        timeoutMs: PUSH_TIMEOUT_MS,
        maxRedirects: 0,
        allowPrivateHosts: route === 'listed',
        userAgent: options.userAgent,
        signal: options.signal,
      },
      undefined,
      { method: 'POST', headers: request.headers, body: request.body },
    );
    status = answer.status;
  } catch (error) {
    throw new PushFailed(`push not sent: ${(error as Error).message}`, null);
  }
  if (status >= 200 && status < 300) return 'delivered';
  if (status === 404 || status === 410) return 'gone';
  throw new PushFailed(`push service answered ${status}`, status);
}
