import { describe, expect, it } from 'vitest';
import { instagramUrl, normalizeInstagram, normalizeWebsite, websiteLabel } from './contact';

describe('normalizeWebsite', () => {
  it('reads an address the way owners type it', () => {
    expect(normalizeWebsite('peluqueriaromi.com.ar')).toBe('https://peluqueriaromi.com.ar/');
    expect(normalizeWebsite(' www.Romi.com/turnos ')).toBe('https://www.romi.com/turnos');
    expect(normalizeWebsite('http://romi.com.mx/?ref=bot')).toBe('http://romi.com.mx/?ref=bot');
    expect(normalizeWebsite('https://xn--peluquera-u9a.com')).toBe('https://xn--peluquera-u9a.com/');
  });

  it('refuses what is not a public web address', () => {
    for (const bad of [
      '',
      'romi',
      'javascript:alert(1)',
      'data:text/html,<b>hola</b>',
      'ftp://romi.com',
      'https://user:pw@romi.com',
      'https://romi.com:8080',
      'http://127.0.0.1',
      'http://localhost',
      'mi sitio.com',
      `https://romi.com/${'a'.repeat(200)}`,
    ]) {
      expect(normalizeWebsite(bad), bad).toBeNull();
    }
  });

  it('is shown without its scheme', () => {
    expect(websiteLabel('https://www.romi.com/')).toBe('romi.com');
    expect(websiteLabel('https://romi.com/turnos')).toBe('romi.com/turnos');
  });
});

describe('normalizeInstagram', () => {
  it('takes a user name with or without @, or the profile address', () => {
    expect(normalizeInstagram('@Romi.Peluqueria')).toBe('romi.peluqueria');
    expect(normalizeInstagram('romi_pelu')).toBe('romi_pelu');
    expect(normalizeInstagram('https://www.instagram.com/romi.pelu/')).toBe('romi.pelu');
    expect(normalizeInstagram('instagram.com/romi.pelu?igsh=abc')).toBe('romi.pelu');
    expect(instagramUrl('romi.pelu')).toBe('https://www.instagram.com/romi.pelu/');
  });

  it('refuses what Instagram would not take', () => {
    for (const bad of [
      '',
      '@',
      'romi pelu',
      'romi..pelu',
      '.romi',
      'romi.',
      'a'.repeat(31),
      'https://example.com/romi',
      '<b>',
    ]) {
      expect(normalizeInstagram(bad), bad).toBeNull();
    }
  });
});
