import { describe, expect, it } from 'vitest';
import { foldedTerm, prefixTsQuery, splitTags } from './bots.search';

describe('prefixTsQuery', () => {
  it('folds accents and case and makes every word a prefix', () => {
    expect(prefixTsQuery('Clínica  DENTAL')).toBe('clinica:* & dental:*');
  });

  it('drops tsquery syntax so hostile input cannot break the query', () => {
    expect(prefixTsQuery("a & b | !c:* <-> 'd'")).toBe('a:* & b:* & c:* & d:*');
    expect(prefixTsQuery('&|!():*')).toBeUndefined();
    expect(prefixTsQuery('   ')).toBeUndefined();
  });

  it('keeps at most eight words', () => {
    expect(prefixTsQuery('a b c d e f g h i j')?.split(' & ')).toHaveLength(8);
  });
});

describe('foldedTerm', () => {
  it('folds and trims the term for trigram matching', () => {
    expect(foldedTerm('  Inmobiliária   del Sol ')).toBe('inmobiliaria del sol');
  });
});

describe('splitTags', () => {
  it('splits, trims, lowercases and de-duplicates the comma-joined tags', () => {
    expect(splitTags(' Odontología, turnos ,,odontología')).toEqual(['odontología', 'turnos']);
    expect(splitTags(undefined)).toEqual([]);
  });
});
