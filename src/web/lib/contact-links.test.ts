import { describe, expect, it } from 'vitest';
import { mayHoldContacts } from './contact-hint';
import { findContactLinks, linkifyBlocks, mapSearchUrl } from './contact-links';
import { parseMarkdown } from './markdown';

const links = (text: string, context = {}) =>
  findContactLinks(text, context).map((link) => ({
    text: text.slice(link.start, link.end),
    href: link.href,
    kind: link.kind,
  }));

describe('contact links in a bot reply (issue 38)', () => {
  it('reads local phone numbers with the bot’s country, and international ones with any', () => {
    expect(links('Llámanos al 351 555 0101 o al +54 9 351 555-0102.', { country: 'AR' })).toEqual([
      { text: '351 555 0101', href: 'tel:+543515550101', kind: 'phone' },
      { text: '+54 9 351 555-0102', href: 'tel:+5493515550102', kind: 'phone' },
    ]);
    expect(links('Celular 987 654 321', { country: 'PE' })).toEqual([
      { text: '987 654 321', href: 'tel:+51987654321', kind: 'phone' },
    ]);
    // Without a country only a number with its +code is one.
    expect(links('Llámanos al 351 555 0101 o al +54 9 351 555-0102.')).toEqual([
      { text: '+54 9 351 555-0102', href: 'tel:+5493515550102', kind: 'phone' },
    ]);
  });

  it('leaves prices, dates, years and codes as text', () => {
    const text = 'Cuesta $12.500 o 1.500.000 pesos; abrimos el 28/11/2026 desde 2024, código 20241128.';
    expect(links(text, { country: 'AR' })).toEqual([]);
  });

  it('makes e-mails write and web addresses open, never a number inside them a phone', () => {
    expect(
      links('Escríbenos a hola@sonrisas.com.ar o entra a www.sonrisas.com.ar/turnos/3515550101.', {
        country: 'AR',
      }),
    ).toEqual([
      { text: 'hola@sonrisas.com.ar', href: 'mailto:hola@sonrisas.com.ar', kind: 'email' },
      {
        text: 'www.sonrisas.com.ar/turnos/3515550101',
        href: 'https://www.sonrisas.com.ar/turnos/3515550101',
        kind: 'web',
      },
    ]);
  });

  it('links the bot’s own address to a map, and no other address', () => {
    const context = {
      country: 'AR',
      address: 'Av. Colón 1234, Córdoba',
      mapQuery: 'Av. Colón 1234, Córdoba, Argentina',
    };
    const href = mapSearchUrl('Av. Colón 1234, Córdoba, Argentina');
    expect(href).toBe(
      'https://www.google.com/maps/search/?api=1&query=Av.%20Col%C3%B3n%201234%2C%20C%C3%B3rdoba%2C%20Argentina',
    );
    expect(links('Estamos en av. colón 1234, Córdoba.', context)).toEqual([
      { text: 'av. colón 1234, Córdoba', href, kind: 'map' },
    ]);
    // Its street and number alone are enough; another street is not guessed.
    expect(links('Te esperamos en Av. Colón 1234 o en San Martín 55.', context)).toEqual([
      { text: 'Av. Colón 1234', href, kind: 'map' },
    ]);
  });

  it('splits the reply’s text around the links and keeps its own links as they are', () => {
    const [block] = linkifyBlocks(
      parseMarkdown('**Turnos:** 351 555 0101 y [nuestra web](https://a.test/3515550102)'),
      { country: 'AR' },
    );
    expect(block).toEqual({
      type: 'paragraph',
      children: [
        { type: 'strong', children: [{ type: 'text', text: 'Turnos:' }] },
        { type: 'text', text: ' ' },
        { type: 'link', href: 'tel:+543515550101', children: [{ type: 'text', text: '351 555 0101' }] },
        { type: 'text', text: ' y ' },
        {
          type: 'link',
          href: 'https://a.test/3515550102',
          children: [{ type: 'text', text: 'nuestra web' }],
        },
      ],
    });
  });

  it('is asked for only when a reply may hold a contact', () => {
    expect(mayHoldContacts('¡Es un gusto saludarte! ¿En qué puedo ayudarte?')).toBe(false);
    expect(mayHoldContacts('Abrimos de lunes a viernes de 9 a 18 h. Cuesta $12.500.')).toBe(false);
    expect(mayHoldContacts('Llámanos al 351 555 0101')).toBe(true);
    expect(mayHoldContacts('hola@sonrisas.com.ar')).toBe(true);
    expect(mayHoldContacts('Visita sonrisas.com.ar')).toBe(true);
    expect(mayHoldContacts('Estamos en Av. Colón 1234.', 'Av. Colón 1234, Córdoba')).toBe(true);
  });
});
