import { describe, expect, it } from 'vitest';
import { checkDomains, domainsFieldError, normaliseDomains } from './embed-domains';

describe('normaliseDomains', () => {
  it('keeps the host of pasted addresses, in lower case and without repeats', () => {
    expect(normaliseDomains(['https://Tienda.com/contacto', 'tienda.com', 'localhost:4000'])).toEqual([
      'tienda.com',
      'localhost:4000',
    ]);
  });
  it('leaves invalid entries as typed, trimmed, and drops empty ones', () => {
    expect(normaliseDomains([' no es un sitio ', ''])).toEqual(['no es un sitio']);
  });
});

describe('checkDomains', () => {
  it('accepts an empty list (any site) and valid hosts', () => {
    expect(checkDomains([])).toEqual({ ok: true, domains: [] });
    expect(checkDomains(['tienda.com', 'https://otra.com.ar/'])).toEqual({
      ok: true,
      domains: ['tienda.com', 'otra.com.ar'],
    });
  });
  it('names the first invalid site with the Spanish message', () => {
    expect(checkDomains(['tienda.com', 'mi tienda'])).toEqual({
      ok: false,
      error: 'Escribe un dominio válido, por ejemplo tienda.com',
      site: 'mi tienda',
    });
  });
  it('refuses more than 20 sites', () => {
    const many = Array.from({ length: 21 }, (_, i) => `sitio${i}.com`);
    expect(checkDomains(many)).toMatchObject({ ok: false, error: 'Puedes indicar hasta 20 sitios' });
  });
});

describe('domainsFieldError', () => {
  it("picks the list's error among the server's fields", () => {
    expect(domainsFieldError({ 'domains.2': 'Escribe un dominio válido' })).toBe('Escribe un dominio válido');
    expect(domainsFieldError({ domains: 'Demasiados' })).toBe('Demasiados');
    expect(domainsFieldError({ other: 'x' })).toBeUndefined();
    expect(domainsFieldError(undefined)).toBeUndefined();
  });
});
