import { describe, expect, it } from 'vitest';
import { paths, returnPath } from './paths';

describe('returnPath', () => {
  it('keeps a path of this app', () => {
    expect(returnPath('/cart')).toBe('/cart');
    expect(returnPath('/dashboard/bots?x=1')).toBe('/dashboard/bots?x=1');
    expect(returnPath('/auth/password')).toBe('/auth/password');
    expect(returnPath(new URLSearchParams(paths.signIn('/orders').split('?')[1]).get('next'))).toBe(
      '/orders',
    );
  });

  it('refuses other sites, odd schemes and the sign-in pages themselves', () => {
    for (const next of [
      null,
      '',
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '/auth',
      '/auth?next=/x',
    ]) {
      expect(returnPath(next)).toBeNull();
    }
  });
});
