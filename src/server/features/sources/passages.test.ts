import { describe, expect, it } from 'vitest';
import { excerptOf, findPassage, indexPassages, sentencesOf, splitIntoPassages } from './passages';

const MENU = `## Pizzas

La pizza napolitana cuesta $9.500. La fugazzeta cuesta $8.700. Las empanadas salen $1.200 cada una.
Hacemos envíos a domicilio en Palermo y Belgrano.

## Horarios

Abrimos de martes a domingo de 19 a 24 h. Los lunes cerramos.`;

describe('splitIntoPassages', () => {
  it('keeps each passage under its heading, a few sentences at most', () => {
    expect(splitIntoPassages(MENU, 'Menú')).toEqual([
      {
        heading: 'Pizzas',
        text: 'La pizza napolitana cuesta $9.500. La fugazzeta cuesta $8.700. Las empanadas salen $1.200 cada una. Hacemos envíos a domicilio en Palermo y Belgrano.',
      },
      { heading: 'Horarios', text: 'Abrimos de martes a domingo de 19 a 24 h. Los lunes cerramos.' },
    ]);
  });

  it('uses the fallback heading before the first one and splits long sections', () => {
    const text = Array.from({ length: 6 }, (_, i) => `Oración número ${i + 1}.`).join(' ');
    const passages = splitIntoPassages(text, 'Documento');
    expect(passages.map((p) => p.heading)).toEqual(['Documento', 'Documento']);
    expect(sentencesOf(passages[0]!.text)).toHaveLength(4);
  });

  it('reads list items as sentences of their own', () => {
    expect(sentencesOf('- Muzzarella $8.000\n- Napolitana $9.500')).toEqual([
      'Muzzarella $8.000',
      'Napolitana $9.500',
    ]);
  });
});

describe('findPassage', () => {
  const index = indexPassages(
    splitIntoPassages(MENU, 'Menú').map((p, i) => ({
      ...p,
      id: String(i),
      sourceId: 's',
      sourceTitle: 'Menú',
    })),
  );

  it('finds the passage that answers, trimmed to the sentences that match', () => {
    expect(findPassage(index, '¿cuánto sale la napolitana?')?.excerpt).toBe(
      'La pizza napolitana cuesta $9.500.',
    );
    expect(findPassage(index, 'a que hora abren')?.passage.heading).toBe('Horarios');
  });

  it('finds nothing for what the passages do not talk about', () => {
    expect(findPassage(index, '¿venden zapatillas de fútbol?')).toBeNull();
  });
});

describe('excerptOf', () => {
  it('keeps sentences with the words that tell them apart', () => {
    expect(
      excerptOf(
        'Una limpieza cuesta $30.000. El blanqueamiento cuesta $90.000.',
        '¿cuánto cuesta el blanqueamiento?',
      ),
    ).toBe('El blanqueamiento cuesta $90.000.');
  });
});
