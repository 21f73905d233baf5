import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signatureOf, verifySignature } from './webhook-signature';

const SECRET = 'whsec_prueba';
const BODY = '{"id":"1","type":"ping"}';

describe('the X-Vocero-Signature header', () => {
  it('is t={unix seconds},v1={HMAC-SHA256 of "t.body"}, as Stripe signs', () => {
    const at = Date.UTC(2026, 10, 29, 12, 0, 0);
    const header = signatureOf(SECRET, BODY, at);
    const t = at / 1000;
    expect(header).toBe(`t=${t},v1=${createHmac('sha256', SECRET).update(`${t}.${BODY}`).digest('hex')}`);
  });

  it('verifies with the right secret and body only, within the tolerance', () => {
    const now = Date.now();
    const header = signatureOf(SECRET, BODY, now);
    expect(verifySignature(SECRET, BODY, header, 300, now)).toBe(true);
    expect(verifySignature('whsec_otro', BODY, header, 300, now)).toBe(false);
    expect(verifySignature(SECRET, `${BODY} `, header, 300, now)).toBe(false);
    // A message replayed ten minutes later is refused.
    expect(verifySignature(SECRET, BODY, header, 300, now + 600_000)).toBe(false);
    expect(verifySignature(SECRET, BODY, 'v1=abc', 300, now)).toBe(false);
    // Several v1 values (a secret being rotated): one match is enough.
    const [t, v1] = header.split(',');
    expect(verifySignature(SECRET, BODY, `${t},v1=${'0'.repeat(64)},${v1}`, 300, now)).toBe(true);
  });
});
