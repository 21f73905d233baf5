import { describe, expect, it } from 'vitest';
import { CitationFilter, readCitation } from './citation';

describe('readCitation', () => {
  it('splits the words from the labels at the end', () => {
    expect(readCitation('Abrimos de 9 a 19 h.\n\n[[I2, P1]]')).toEqual({
      text: 'Abrimos de 9 a 19 h.',
      citation: { kind: 'labels', labels: ['I2', 'P1'] },
    });
  });
  it('reads "ninguna" as no knowledge, and a "Fuente:" before the label as part of it', () => {
    expect(readCitation('No tengo ese dato. Fuente: [[ninguna]]')).toEqual({
      text: 'No tengo ese dato.',
      citation: { kind: 'none' },
    });
  });
  it('says when there is no label, and drops labels written mid-reply', () => {
    expect(readCitation('Abrimos [[I1]] de 9 a 19 h.')).toEqual({
      text: 'Abrimos de 9 a 19 h.',
      citation: { kind: 'missing' },
    });
  });
});

describe('CitationFilter', () => {
  it('passes the words on and holds back the label and the spaces before it', () => {
    const filter = new CitationFilter();
    const pieces = ['Abri', 'mos de 9 ', 'a 19 h. ', '[', '[I', '1]]'].map((p) => filter.push(p));
    expect(pieces).toEqual(['Abri', 'mos de 9', ' a 19 h.', '', '', '']);
  });
  it('lets a lone bracket through once the next words show it is not a label', () => {
    const filter = new CitationFilter();
    expect(filter.push('Ver [')).toBe('Ver');
    expect(filter.push('nota]')).toBe(' [nota]');
  });
});
