import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  randomUUID,
  verify,
} from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A push service double (issue 42) speaking what browsers' push services speak: it takes a POST to a
 * subscription's endpoint, checks the VAPID signature (RFC 8292: an ES256 JWT in `Authorization: vapid
 * t=…, k=…`, verified against the key `k` names, its audience being this service's origin), and decrypts
 * the aes128gcm body (RFC 8291) with the browser side's private key, as the browser would.
 */

/** A browser's side of a subscription: what it sends the server, and its private key to read the pushes. */
export interface BrowserSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** The plaintext of an aes128gcm body sent to this subscription. */
  decrypt(body: Buffer): Buffer;
}

export interface VapidCheck {
  valid: boolean;
  /** Why it is not valid. */
  problem?: string;
  /** The public key the JWT names (`k`), base64url. */
  publicKey?: string;
  claims?: { aud?: string; sub?: string; exp?: number };
}

export interface ReceivedPush {
  endpoint: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  vapid: VapidCheck;
  /** The decrypted payload parsed as JSON; null when it could not be read. */
  payload: unknown;
  status: number;
}

export interface PushDouble {
  /** http://127.0.0.1:port */
  origin: string;
  received: ReceivedPush[];
  /** A new browser subscription on this service. */
  subscription(): BrowserSubscription;
  /** Answer this status to the endpoint's pushes from now on (410: the browser unsubscribed). */
  answer(endpoint: string, status: number): void;
  /** The pushes to `endpoint` once at least `count` have arrived (or after `timeoutMs`). */
  pushesTo(endpoint: string, count?: number, timeoutMs?: number): Promise<ReceivedPush[]>;
  close(): Promise<void>;
}

const b64 = (bytes: Buffer) => bytes.toString('base64url');

/** Verifies `vapid t=<jwt>, k=<key>` against the key it names, for a push sent to `origin`. */
export function checkVapid(authorization: string | undefined, origin: string, now = Date.now()): VapidCheck {
  const match = /^vapid\s+t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match) return { valid: false, problem: `no vapid authorization: ${authorization ?? 'none'}` };
  const [, token, key] = match as unknown as [string, string, string];
  const parts = token.split('.');
  if (parts.length !== 3) return { valid: false, problem: 'not a JWT', publicKey: key };
  const [head, body, signature] = parts as [string, string, string];
  const header = JSON.parse(Buffer.from(head, 'base64url').toString('utf8')) as { alg?: string };
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as VapidCheck['claims'] & {};
  const point = Buffer.from(key, 'base64url');
  if (header.alg !== 'ES256' || point.length !== 65 || point[0] !== 4) {
    return { valid: false, problem: 'not an ES256 key', publicKey: key, claims };
  }
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64(point.subarray(1, 33)), y: b64(point.subarray(33, 65)) },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  const seconds = Math.floor(now / 1000);
  const problem = !signed
    ? 'bad signature'
    : claims.aud !== origin
      ? `audience ${claims.aud} is not ${origin}`
      : !claims.exp || claims.exp <= seconds || claims.exp > seconds + 24 * 3600
        ? `expiry ${claims.exp} out of range`
        : !/^(mailto:|https:)/.test(claims.sub ?? '')
          ? `subject ${claims.sub}`
          : undefined;
  return { valid: !problem, ...(problem ? { problem } : {}), publicKey: key, claims };
}

/** The browser's key pair and auth secret; decrypts aes128gcm bodies (RFC 8188 framing, RFC 8291 keys). */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const userAgentPublic = ecdh.getPublicKey();
  const decrypt = (body: Buffer): Buffer => {
    const salt = body.subarray(0, 16);
    const recordSize = body.readUInt32BE(16);
    const idLength = body[20]!;
    const serverPublic = body.subarray(21, 21 + idLength);
    const record = body.subarray(21 + idLength);
    if (record.length > recordSize) throw new Error('more than one record');
    const secret = ecdh.computeSecret(serverPublic);
    const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), userAgentPublic, serverPublic]);
    const ikm = Buffer.from(hkdfSync('sha256', secret, auth, keyInfo, 32));
    const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
    const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
    const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(record.subarray(record.length - 16));
    const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
    // The last record ends with the delimiter 0x02 and any zero padding.
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end--;
    if (padded[end] !== 2) throw new Error('no last-record delimiter');
    return padded.subarray(0, end);
  };
  return { p256dh: b64(userAgentPublic), auth: b64(auth), decrypt };
}

/** Starts the double on 127.0.0.1 (an ephemeral port). */
export async function startPushDouble(): Promise<PushDouble> {
  const subscriptions = new Map<string, BrowserSubscription>();
  const answers = new Map<string, number>();
  const received: ReceivedPush[] = [];
  let origin = '';
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const endpoint = `${origin}${request.url ?? ''}`;
      const body = Buffer.concat(chunks);
      const subscription = subscriptions.get(endpoint);
      const vapid = checkVapid(request.headers.authorization, origin);
      let payload: unknown = null;
      try {
        if (subscription && request.headers['content-encoding'] === 'aes128gcm') {
          payload = JSON.parse(subscription.decrypt(body).toString('utf8'));
        }
      } catch {
        payload = null;
      }
      // What a real push service does: an unknown endpoint is gone; a bad signature is refused.
      const status =
        request.method !== 'POST'
          ? 405
          : !subscription
            ? 404
            : !vapid.valid
              ? 403
              : (answers.get(endpoint) ?? 201);
      received.push({ endpoint, headers: request.headers, body, vapid, payload, status });
      response.statusCode = status;
      if (status === 201) response.setHeader('location', `${origin}/message/${randomUUID()}`);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    subscription() {
      const keys = browserKeys();
      const subscription: BrowserSubscription = {
        endpoint: `${origin}/push/${randomUUID()}`,
        keys: { p256dh: keys.p256dh, auth: keys.auth },
        decrypt: keys.decrypt,
      };
      subscriptions.set(subscription.endpoint, subscription);
      return subscription;
    },
    answer(endpoint, status) {
      answers.set(endpoint, status);
    },
    async pushesTo(endpoint, count = 1, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const pushes = received.filter((push) => push.endpoint === endpoint);
        if (pushes.length >= count || Date.now() > deadline) return pushes;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
