import { describe, expect, it } from 'vitest';
import { frameAncestors, originAllowed } from './embed-policy';

describe('originAllowed', () => {
  it('admits every http(s) site when the owner listed none', () => {
    expect(originAllowed('https://anywhere.example', [])).toBe(true);
    expect(originAllowed('javascript:alert(1)', [])).toBe(false);
    expect(originAllowed(null, [])).toBe(false);
  });

  it('admits a listed host and its subdomains, not look-alikes', () => {
    const domains = ['tienda.com'];
    expect(originAllowed('https://tienda.com', domains)).toBe(true);
    expect(originAllowed('https://www.tienda.com', domains)).toBe(true);
    expect(originAllowed('http://tienda.com:8080', domains)).toBe(true);
    expect(originAllowed('https://mitienda.com', domains)).toBe(false);
    expect(originAllowed('https://tienda.com.evil.io', domains)).toBe(false);
  });

  it('holds a listed port to that port', () => {
    const domains = ['localhost:4000'];
    expect(originAllowed('http://localhost:4000', domains)).toBe(true);
    expect(originAllowed('http://localhost:4001', domains)).toBe(false);
    expect(originAllowed('https://shop.io', ['shop.io:443'])).toBe(true);
  });
});

describe('frameAncestors', () => {
  it('lets any site frame the panel when none is listed', () => {
    expect(frameAncestors([])).toBe('*');
  });

  it('names each host with its subdomains, on any port unless one is given', () => {
    expect(frameAncestors(['tienda.com', 'localhost:4000'])).toBe(
      "'self' http://tienda.com:* http://*.tienda.com:* https://tienda.com:* https://*.tienda.com:* " +
        'http://localhost:4000 http://*.localhost:4000 https://localhost:4000 https://*.localhost:4000',
    );
  });
});
