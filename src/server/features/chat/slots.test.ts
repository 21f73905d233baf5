import { describe, expect, it } from 'vitest';
import type { StoredDataField } from '../../../shared/schemas/training';
import { extractLinks } from './links';
import { validateSlot } from './slots';
import { detectSmallTalk, isDecline } from './smalltalk';

const field = (overrides: Partial<StoredDataField>): StoredDataField => ({
  _id: '1',
  name: 'dato',
  label: 'Dato',
  type: 'text',
  required: true,
  placeholder: '',
  validation: '',
  options: [],
  collectAt: 'any',
  collectOnIntent: null,
  order: 0,
  active: true,
  ...overrides,
});
const now = new Date('2026-11-23T12:00:00Z');
const value = (f: Partial<StoredDataField>, text: string, country?: string) => {
  const result = validateSlot(field(f), text, { now, country });
  return result.ok ? result.value : null;
};

describe('validateSlot', () => {
  it('reads dates the way people type them', () => {
    expect(value({ type: 'date' }, '15/03')).toBe('2027-03-15');
    expect(value({ type: 'date' }, 'el 15 de marzo')).toBe('2027-03-15');
    expect(value({ type: 'date' }, 'mañana')).toBe('2026-11-24');
    expect(value({ type: 'date' }, 'cuando pueda')).toBeNull();
  });

  it('validates Latin American phones with the bot’s country as default', () => {
    expect(value({ type: 'phone' }, '351 555 0101', 'Argentina')).toBe('+543515550101');
    expect(value({ type: 'phone' }, '55 1234 5678', 'México')).toBe('+525512345678');
    expect(value({ type: 'phone' }, '+57 301 234 5678')).toBe('+573012345678');
    expect(value({ type: 'phone' }, '12')).toBeNull();
  });

  it('finds the e-mail inside a sentence', () => {
    expect(value({ type: 'email' }, 'claro, es Ana.Perez@Example.com.')).toBe('ana.perez@example.com');
    expect(value({ type: 'email' }, 'ana@')).toBeNull();
  });

  it('accepts an option by name, accents aside, or by number', () => {
    const select = { type: 'select' as const, options: ['Córdoba Centro', 'Nueva Córdoba'] };
    expect(value(select, 'cordoba centro')).toBe('Córdoba Centro');
    expect(value(select, '2')).toBe('Nueva Córdoba');
    expect(value(select, 'Rosario')).toBeNull();
  });

  it('applies the owner’s regex after the type', () => {
    expect(value({ type: 'text', validation: '^[A-Z]{3}\\d{3}$' }, 'ABC123')).toBe('ABC123');
    expect(value({ type: 'text', validation: '^[A-Z]{3}\\d{3}$' }, 'abc')).toBeNull();
  });

  it('runs a catastrophic owner pattern in linear time', () => {
    // With JavaScript's backtracking engine this answer took ~5 s (each extra "a" doubles it).
    const started = performance.now();
    expect(value({ type: 'text', validation: '^(a|a)*$' }, `${'a'.repeat(26)}!`)).toBeNull();
    expect(value({ type: 'text', validation: '^(a+)+$' }, `${'a'.repeat(26)}!`)).toBeNull();
    expect(performance.now() - started).toBeLessThan(500);
    expect(value({ type: 'text', validation: '^(a|a)*$' }, 'aaaa')).toBe('aaaa');
  });

  it('leaves out a pattern RE2 cannot run instead of failing the visitor', () => {
    expect(value({ type: 'text', validation: '^(a)\\1$' }, 'xyz')).toBe('xyz');
  });

  it('reads numbers with a comma or a dot', () => {
    expect(value({ type: 'number' }, 'somos 3,5 personas')).toBe('3.5');
    expect(value({ type: 'number' }, 'varios')).toBeNull();
  });
});

describe('small talk and skipping', () => {
  it('recognises short greetings, thanks, goodbyes and identity questions', () => {
    expect(detectSmallTalk('Holaaa, buenas!')).toBe('greeting');
    expect(detectSmallTalk('muchas gracias')).toBe('thanks');
    expect(detectSmallTalk('chau, hasta luego')).toBe('goodbye');
    expect(detectSmallTalk('¿quién sos?')).toBe('identity');
    expect(detectSmallTalk('hola, quisiera saber cuánto cuesta la limpieza dental completa')).toBeNull();
  });

  it('takes "ok", "dale", "listo" and their regional cousins as an acknowledgement, alone or before thanks', () => {
    for (const text of ['ok', 'Dale!', 'listo', 'okok', 'perfecto', 'sale', 'órale', 'ya veo']) {
      expect(detectSmallTalk(text), text).toBe('acknowledged');
    }
    for (const text of [
      'ok gracias',
      'dale, muchas gracias!',
      'Listo gracias',
      'buenísimo, gracias',
      'perfecto mil gracias',
    ]) {
      expect(detectSmallTalk(text), text).toBe('thanks');
    }
    expect(detectSmallTalk('ok chau')).toBe('goodbye');
    // An acknowledgement followed by a question is a question, and a bare "sí" or "no" answers the bot.
    for (const text of ['ok y los sabados?', 'dale, cuanto sale?', 'sí', 'no', 'sale caro?']) {
      expect(detectSmallTalk(text), text).toBeNull();
    }
  });

  it('recognises a visitor declining an optional question', () => {
    expect(isDecline('No, gracias')).toBe(true);
    expect(isDecline('nora@example.com')).toBe(false);
  });
});

describe('extractLinks', () => {
  it('keys links by brand and titles them by their markdown text', () => {
    expect(
      extractLinks(
        'Síguenos en [nuestro Instagram](https://instagram.com/sonrisas) o https://www.sonrisas.com.ar.',
      ),
    ).toEqual([
      {
        key: 'instagram',
        url: 'https://instagram.com/sonrisas',
        title: 'nuestro Instagram',
        hexa: '#E4405F',
      },
      { key: 'web', url: 'https://www.sonrisas.com.ar', title: 'sonrisas.com.ar', hexa: '#4263EB' },
    ]);
  });
});
