import { describe, expect, it } from 'vitest';
import { blankSlots, fillBlanks, leftOutNow, publishableNow, withoutBlankSentences } from './fill-blanks';

const intents = [
  {
    name: 'Horarios',
    description: 'Atendemos [días y horario].',
    questions: ['¿A qué hora abren?'],
    answers: ['Los feriados: [horario de feriados].'],
  },
  {
    name: 'Turnos',
    description: 'Pedí tu turno [días y horario] al [tu número de WhatsApp].',
    questions: ['¿Tenés turno?'],
    answers: [],
  },
];

describe('filling blanks once for every answer', () => {
  it('lists each blank once, with the intents that have it', () => {
    expect(blankSlots(intents)).toEqual([
      { label: 'días y horario', intents: ['Horarios', 'Turnos'] },
      { label: 'horario de feriados', intents: ['Horarios'] },
      { label: 'tu número de WhatsApp', intents: ['Turnos'] },
    ]);
  });

  it('fills every answer with a value and keeps the blanks left empty', () => {
    const filled = fillBlanks(intents, {
      'días y horario': 'de martes a sábado, de 9 a 19',
      'horario de feriados': '  ',
      'tu número de WhatsApp': '[+54 341 555 0101]',
    });
    expect(filled[0]).toMatchObject({
      description: 'Atendemos de martes a sábado, de 9 a 19.',
      answers: ['Los feriados: [horario de feriados].'],
    });
    expect(filled[1]!.description).toBe('Pedí tu turno de martes a sábado, de 9 a 19 al +54 341 555 0101.');
    expect(blankSlots(filled).map((slot) => slot.label)).toEqual(['horario de feriados']);
  });
});

describe('publishing before every fact is known', () => {
  it('keeps the filled sentences and list items of an answer, and drops an answer of only blanks', () => {
    expect(
      withoutBlankSentences(
        'Atendemos de martes a sábado. Los feriados: [horario de feriados]. ¡Te esperamos!',
      ),
    ).toBe('Atendemos de martes a sábado. ¡Te esperamos!');
    expect(withoutBlankSentences('Hacemos:\n\n- Corte\n- [otro servicio]\n\nConsultanos.')).toBe(
      'Hacemos:\n\n- Corte\n\nConsultanos.',
    );
    expect(withoutBlankSentences('[promociones vigentes]')).toBe('');
    const now = publishableNow([
      { name: 'Horarios', description: 'Abrimos de 9 a 19. Feriados: [horario].', questions: ['a'] },
      { name: 'Promos', description: '[promociones vigentes]', questions: ['b'], answers: ['[otra]'] },
    ]);
    expect(now.map((intent) => [intent.name, intent.description])).toEqual([
      ['Horarios', 'Abrimos de 9 a 19.'],
    ]);
  });

  it('keeps the topics publishing leaves out whole, blanks and all, to complete later', () => {
    expect(
      leftOutNow([
        { name: 'Horarios', description: 'Abrimos de 9 a 19. Feriados: [horario].', questions: ['a'] },
        { name: 'Promos', description: '[promociones vigentes]', questions: ['b'], answers: ['[otra]'] },
      ]),
    ).toEqual([
      { name: 'Promos', description: '[promociones vigentes]', questions: ['b'], answers: ['[otra]'] },
    ]);
  });
});
