import { describe, expect, it } from 'vitest';
import { mergeDraftIntents } from './merge-drafts';

const draft = (name: string, questions: string[], description = 'Respuesta') => ({
  name,
  description,
  questions,
  answers: [],
  intentionFiles: [],
});

describe('mergeDraftIntents', () => {
  it('adds a draft with a new name at the end', () => {
    const merged = mergeDraftIntents(
      [{ name: 'Horarios', questions: ['¿A qué hora abren?'] }],
      [draft('Precios', ['¿Cuánto cuesta?'])],
    );
    expect(merged.map((intent) => intent.name)).toEqual(['Horarios', 'Precios']);
  });

  it('adds only the new questions to an intent with the same name and keeps its answer', () => {
    const merged = mergeDraftIntents(
      [
        {
          _id: 'a',
          name: 'Horarios de atención',
          description: 'De 8 a 20',
          questions: ['¿A qué hora abren?'],
        },
      ],
      [draft('horarios de atención', ['¿a qué hora abren?', '¿Abren el domingo?'], 'Otra')],
    );
    expect(merged).toEqual([
      {
        _id: 'a',
        name: 'Horarios de atención',
        description: 'De 8 a 20',
        questions: ['¿A qué hora abren?', '¿Abren el domingo?'],
      },
    ]);
  });

  it("gives the draft's answer to an existing intent without one", () => {
    const merged = mergeDraftIntents(
      [{ name: 'Envíos', description: '', questions: [] }],
      [draft('Envíos', ['¿Hacen envíos?'], 'Sí, a todo el país')],
    );
    expect(merged[0]?.description).toBe('Sí, a todo el país');
  });
});
