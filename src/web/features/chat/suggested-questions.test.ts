import { describe, expect, it } from 'vitest';
import { suggestedQuestions } from './suggested-questions';

describe('suggestedQuestions', () => {
  it('takes one non-empty question of each intent', () => {
    const intents = [
      { questions: ['¿A qué hora abren?', 'horario'] },
      { questions: ['', '  '] },
      { questions: [' ¿Cómo saco turno? '] },
    ];
    expect(suggestedQuestions(intents, () => 0)).toEqual(['¿A qué hora abren?', '¿Cómo saco turno?']);
    expect(suggestedQuestions(intents, () => 0.99)).toEqual(['horario', '¿Cómo saco turno?']);
  });

  it('is empty without intents', () => {
    expect(suggestedQuestions([])).toEqual([]);
  });
});
