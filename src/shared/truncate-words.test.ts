import { describe, expect, it } from 'vitest';
import { truncateAtWord } from './truncate-words';

describe('truncateAtWord', () => {
  it('keeps a text that fits, with its spaces tidied', () => {
    expect(truncateAtWord('Hola mundo', 75)).toBe('Hola mundo');
    expect(truncateAtWord('  Hola \n mundo ', 10)).toBe('Hola mundo');
    expect(truncateAtWord('a'.repeat(75), 75)).toBe('a'.repeat(75));
  });

  it('cuts a longer text at the last whole word and adds "..."', () => {
    const text =
      'Soy el representante virtual de Clínica Dental Sonrisas, en Palermo. Te cuento sobre tratamientos.';
    const cut = truncateAtWord(text, 75);
    expect(cut).toBe('Soy el representante virtual de Clínica Dental Sonrisas, en Palermo. Te...');
    expect(cut.length).toBeLessThanOrEqual(78);
  });

  it('keeps a word that ends exactly at the limit', () => {
    expect(truncateAtWord('uno dos tres cuatro', 12)).toBe('uno dos tres...');
  });

  it('drops punctuation left before the dots', () => {
    expect(truncateAtWord('Envíos, retiros, cambios y devoluciones', 16)).toBe('Envíos, retiros...');
    expect(truncateAtWord('Turnos online: consultas y urgencias', 15)).toBe('Turnos online...');
  });

  it('cuts inside a word only when no break leaves enough text', () => {
    expect(truncateAtWord('Supercalifragilisticoespialidoso es larga', 10)).toBe('Supercalif...');
    expect(truncateAtWord('Un supercalifragilisticoespialidoso', 20)).toBe('Un supercalifragilis...');
  });
});
