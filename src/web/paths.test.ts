import { describe, expect, it } from 'vitest';
import { isSignInReason, paths, returnPath } from './paths';

describe('returnPath', () => {
  it('keeps a path of this app', () => {
    expect(returnPath('/cart')).toBe('/cart');
    expect(returnPath('/dashboard/bots?x=1')).toBe('/dashboard/bots?x=1');
    expect(returnPath('/auth/password')).toBe('/auth/password');
    expect(returnPath(new URLSearchParams(paths.signIn('/orders').split('?')[1]).get('next'))).toBe(
      '/orders',
    );
  });

  it('carries the reason for signing in beside the return path', () => {
    const url = new URL(paths.signIn('/clinica-dental', 'subscribe'), 'http://x');
    expect(url.pathname).toBe('/auth');
    expect(returnPath(url.searchParams.get('next'))).toBe('/clinica-dental');
    expect(isSignInReason(url.searchParams.get('reason'))).toBe(true);
    expect(isSignInReason('delete')).toBe(false);
    expect(paths.signIn()).toBe('/auth');
  });

  it('lets sign-up carry the same way back', () => {
    expect(paths.signUp()).toBe('/auth/new');
    expect(paths.signUp('/clinica-dental', 'rate')).toBe('/auth/new?next=%2Fclinica-dental&reason=rate');
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
