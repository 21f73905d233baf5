import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The `X-Vocero-Signature` header (decision 056), the scheme Stripe uses: `t={unix seconds},v1={hex}` where
 * the hex is HMAC-SHA256 with the endpoint's secret over `{t}.{raw body}`. The timestamp inside the signed
 * text lets a receiver refuse an old message replayed; the README has the receiver's snippet.
 */
export const SIGNATURE_HEADER = 'x-vocero-signature';

export function signatureOf(secret: string, body: string, at = Date.now()): string {
  const t = Math.floor(at / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}

/**
 * What a receiver does (kept here so the tests check the documented snippet's logic): true when some `v1`
 * of the header matches and `t` is within `toleranceS` of now.
 */
export function verifySignature(
  secret: string,
  body: string,
  header: string,
  toleranceS = 300,
  now = Date.now(),
): boolean {
  const parts = header.split(',').map((part) => part.trim().split('='));
  const t = Number(parts.find(([key]) => key === 't')?.[1]);
  if (!Number.isInteger(t) || Math.abs(now / 1000 - t) > toleranceS) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(`${t}.${body}`).digest('hex'));
  return parts
    .filter(([key]) => key === 'v1')
    .some(([, value]) => {
      const given = Buffer.from(value ?? '');
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
}
