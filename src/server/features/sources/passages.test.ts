import { describe, expect, it } from 'vitest';
import {
  excerptOf,
  findPassage,
  indexPassages,
  sentencesOf,
  splitIntoPassages,
  withoutLeaders,
} from './passages';

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

describe('dot leaders (issue 38)', () => {
  const CONTENTS = 'Índice\nPrecios ........ 12\nHorarios ........ 14\nEnvíos . . . . . . 20';

  it('drops a table of contents: a page number answers nothing', () => {
    expect(withoutLeaders(CONTENTS).trim()).toBe('');
    // Without its title, entries with ascending pages and no prices are one, too.
    expect(withoutLeaders('Precios ........ 12\nHorarios ........ 14').trim()).toBe('');
    expect(splitIntoPassages(`# Guía\n\n${CONTENTS}\n\nAbrimos de 9 a 18 h.`, 'Guía')).toEqual([
      { heading: 'Guía', text: 'Abrimos de 9 a 18 h.' },
    ]);
  });

  it('joins a price list’s leaders with a colon and leaves other text alone', () => {
    expect(withoutLeaders('Corte ........ $5.000\nColor …… $12.000\nLavado ____ 900 pesos')).toBe(
      'Corte: $5.000\nColor: $12.000\nLavado: 900 pesos',
    );
    expect(withoutLeaders('Ya vamos... ¡espera!')).toBe('Ya vamos... ¡espera!');
    expect(withoutLeaders('Precios ........')).toBe('Precios');
  });

  it('quotes a stored passage without its leaders, and never a table of contents', () => {
    const passages = [
      { heading: 'Índice', text: 'Índice Precios ........ 12 Horarios ........ 14 Envíos ........ 20' },
      { heading: 'Lista', text: 'Corte de pelo ........ $5.000. Barba ........ $3.000.' },
    ].map((p, i) => ({ ...p, id: String(i), sourceId: 's', sourceTitle: 'lista-precios-2024' }));
    const index = indexPassages(passages);
    expect(findPassage(index, '¿cuánto sale el corte de pelo?')?.excerpt).toBe('Corte de pelo: $5.000.');
    const contents = findPassage(index, 'precios horarios envíos');
    expect(contents?.passage.heading ?? null).not.toBe('Índice');
    expect(excerptOf(passages[0]!.text, 'precios')).toBe('');
  });

  it('reads a hostile line of leaders in bounded time', () => {
    const started = performance.now();
    withoutLeaders(`${'a '.repeat(50_000)}${'.'.repeat(200_000)} 12 ${'x'.repeat(100_000)}`);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
