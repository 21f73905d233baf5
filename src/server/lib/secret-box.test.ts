import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { open, seal } from './secret-box';

describe('secret box', () => {
  const key = randomBytes(32);

  it('seals so that the stored text reveals nothing and opens back', () => {
    const sealed = seal(key, 'APP_USR-123-secret-token');
    expect(sealed).not.toContain('secret');
    expect(seal(key, 'APP_USR-123-secret-token')).not.toBe(sealed);
    expect(open(key, sealed)).toBe('APP_USR-123-secret-token');
  });

  it('refuses a tampered value or another key', () => {
    const sealed = seal(key, 'token');
    const parts = sealed.split('.');
    parts[3] = Buffer.from('tokeN').toString('base64url');
    expect(() => open(key, parts.join('.'))).toThrow();
    expect(() => open(randomBytes(32), sealed)).toThrow();
  });
});
