import { describe, expect, it } from 'vitest';
import { findBlanks, hasBlanks, intentHasBlanks, intentsWithBlanks } from './blanks';

describe('findBlanks', () => {
  it('finds a label in square brackets', () => {
    expect(findBlanks('Abrimos [tu horario].')).toEqual(['tu horario']);
    expect(hasBlanks('La consulta cuesta [precio de la consulta]')).toBe(true);
  });

  it('finds every blank, in order', () => {
    expect(findBlanks('De [día de inicio] a [día de cierre], de [hora] a [hora].')).toEqual([
      'día de inicio',
      'día de cierre',
      'hora',
      'hora',
    ]);
  });

  it('does not take a markdown link or image for a blank', () => {
    expect(findBlanks('Mira el [menú](https://example.com/menu) y ![foto](/uploads/a.png)')).toEqual([]);
    expect(findBlanks('[texto](https://example.com) y [tu dirección]')).toEqual(['tu dirección']);
  });

  it('does not take an empty or escaped pair of brackets for a blank', () => {
    expect(findBlanks('Lista: [] y [   ]')).toEqual([]);
    expect(findBlanks('Escribe \\[nombre] tal cual')).toEqual([]);
    expect(findBlanks('Escribe [nombre\\] tal cual')).toEqual([]);
  });

  it('is empty for text without brackets', () => {
    expect(findBlanks('Abrimos de lunes a viernes de 9 a 18 h.')).toEqual([]);
    expect(findBlanks('')).toEqual([]);
    expect(findBlanks(undefined)).toEqual([]);
  });
});

describe('intentsWithBlanks', () => {
  it('names the intents whose description or answers still have blanks', () => {
    const intents = [
      { name: 'Horario', description: 'Abrimos [tu horario].' },
      { name: 'Precios', description: 'Mira la [lista](https://example.com).' },
      { name: 'Pagos', description: '', answers: ['Aceptamos [medios de pago].'] },
    ];
    expect(intentsWithBlanks(intents)).toEqual(['Horario', 'Pagos']);
    expect(intentHasBlanks(intents[1]!)).toBe(false);
  });
});
