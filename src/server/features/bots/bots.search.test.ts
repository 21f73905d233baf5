import { describe, expect, it } from 'vitest';
import { directorySearch, foldedTerm, placeReadings, prefixTsQuery, splitTags } from './bots.search';

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

describe('directorySearch', () => {
  const sense = (term: string) => directorySearch(term)?.senses[0];

  it('keeps words that name no business as prefixes, as the autocomplete types them', () => {
    expect(directorySearch('Horizonte Andí')).toMatchObject({ plain: 'horizonte:* & andi:*' });
    expect(directorySearch('dent')).toEqual({ plain: 'dent:*', senses: [] });
    expect(directorySearch(' ¿? ')).toBeUndefined();
  });

  it('reads a profession by its aliases and name: every word for it, and its type', () => {
    const dentist = sense('dentista')!;
    expect(dentist.types).toEqual(['odontologia']);
    expect(dentist.tsquery.split(' | ')).toEqual(
      expect.arrayContaining(['dentista:*', 'odontologia', 'odontologo', 'clinica <-> dental']),
    );
    expect(sense('Odontología')!.tsquery.split(' | ')).toContain('dentista');
    expect(sense('plomero')!.types).toEqual(['plomeria']);
    expect(sense('contador')!.tsquery.split(' | ')).toContain('estudio <-> contable');
  });

  it('reads plurals, a missing ñ and phrases of several words', () => {
    expect(sense('contadores')!.types).toEqual(['contador']);
    expect(sense('Uñas')!.types).toEqual(['estetica']);
    expect(sense('unas')!.types).toEqual(['estetica']);
    expect(sense('manicura')!.tsquery.split(' | ')).toContain('unas');
    const phrase = directorySearch('clínica dental en Lima')!;
    expect(phrase.senses.map((s) => s.types)).toEqual([['odontologia']]);
    expect(phrase.plain).toBe('en:* & lima:*');
  });

  it('keeps the article "una" a word and not the nails', () => {
    expect(directorySearch('una manicura')).toMatchObject({ plain: 'una:*' });
    expect(directorySearch('una')).toEqual({ plain: 'una:*', senses: [] });
  });

  it('matches regional words for one thing, without a type', () => {
    const car = sense('carros')!;
    expect(car.types).toEqual([]);
    expect(car.tsquery.split(' | ')).toEqual(expect.arrayContaining(['auto', 'coche']));
  });

  it('builds its expressions from folded letters only', () => {
    const hostile = directorySearch("dentista' | !x:* <-> (y) \\m")!;
    for (const text of [hostile.plain!, ...hostile.senses.flatMap((s) => [s.tsquery, s.pattern])]) {
      expect(text.replace(/\\[mM]|\(\?:|[()|&<>:*-]/g, '')).toMatch(/^[a-z0-9 ]*$/);
    }
  });
});

describe('placeReadings', () => {
  it('reads the place after "en" and keeps the rest as the search', () => {
    expect(placeReadings('Veterinaria en Córdoba')).toContainEqual({ place: 'cordoba', term: 'veterinaria' });
    expect(placeReadings('pizza cerca de Viña del Mar')[0]).toEqual({ place: 'vina del mar', term: 'pizza' });
  });

  it('tries a bare place at the end, then at the start, longer names first', () => {
    const readings = placeReadings('dentistas san miguel de tucuman');
    expect(readings.findIndex((r) => r.place === 'san miguel de tucuman')).toBeLessThan(
      readings.findIndex((r) => r.place === 'tucuman'),
    );
    expect(placeReadings('Rosario plomeros')).toContainEqual({ place: 'rosario', term: 'plomeros' });
    expect(placeReadings('Mendoza')).toEqual([{ place: 'mendoza', term: undefined }]);
  });

  it('never reads a business word as a place unless "en" comes before it', () => {
    expect(placeReadings('flores')).toEqual([]);
    expect(placeReadings('veterinaria')).toEqual([]);
    expect(placeReadings('flores en Flores')).toContainEqual({ place: 'flores', term: 'flores' });
  });
});
