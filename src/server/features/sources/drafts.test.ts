import { describe, expect, it } from 'vitest';
import { csvPairs, draftsFrom, faqPairs } from './drafts';

describe('faqPairs', () => {
  it('reads each line ending in "?" with the lines after it as its answer', () => {
    const text = `# Preguntas frecuentes

**¿Hacen envíos?**
Sí, a todo el país.
Tardan de 3 a 5 días.

1. ¿Puedo pagar en cuotas?
Sí, hasta 6 cuotas sin interés.

¿Pregunta sin respuesta?

## Otra sección
Texto suelto.`;
    expect(faqPairs(text)).toEqual([
      { question: '¿Hacen envíos?', answer: 'Sí, a todo el país.\nTardan de 3 a 5 días.' },
      { question: '¿Puedo pagar en cuotas?', answer: 'Sí, hasta 6 cuotas sin interés.' },
    ]);
  });
});

describe('csvPairs', () => {
  it('finds the question and answer columns by their header, in any order', () => {
    expect(
      csvPairs([
        ['Respuesta', 'Pregunta'],
        ['Sí.', '¿Abren hoy?'],
      ]),
    ).toEqual([{ question: '¿Abren hoy?', answer: 'Sí.' }]);
  });

  it('reads two columns of questions and answers without a header', () => {
    expect(
      csvPairs([
        ['¿Abren hoy?', 'Sí.'],
        ['¿Y mañana?', 'También.'],
      ]),
    ).toHaveLength(2);
  });

  it('finds nothing in a table of another kind', () => {
    expect(
      csvPairs([
        ['producto', 'precio'],
        ['Pizza', '$9.000'],
      ]),
    ).toEqual([]);
  });
});

describe('draftsFrom', () => {
  it('groups questions with the same answer and keeps names unique', () => {
    const drafts = draftsFrom([
      { question: '¿Hacen envíos?', answer: 'Sí, a todo el país.' },
      { question: '¿Llevan a domicilio?', answer: 'Sí,  a todo el país.' },
      { question: '¿Hacen envíos?', answer: 'Solo en la ciudad.' },
    ]);
    expect(drafts).toEqual([
      {
        name: 'Hacen envíos',
        description: 'Sí, a todo el país.',
        questions: ['¿Hacen envíos?', '¿Llevan a domicilio?'],
      },
      { name: 'Hacen envíos (2)', description: 'Solo en la ciudad.', questions: ['¿Hacen envíos?'] },
    ]);
  });
});
