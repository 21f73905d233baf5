import { describe, expect, it } from 'vitest';
import { PLATFORM_BOT_QUESTIONS } from '../../../shared/platform';
import { chatSuggestions } from './suggestions';

describe('chat suggestions', () => {
  it('offers the six platform questions with no bot', () => {
    expect(chatSuggestions(undefined)).toEqual(PLATFORM_BOT_QUESTIONS);
    expect(chatSuggestions(undefined)).toHaveLength(6);
  });

  it('offers one non-empty question per intent with a bot', () => {
    const intents = [
      { questions: ['', '¿A qué hora abren?', 'horario'] },
      { questions: ['  '] },
      { questions: ['¿Cuánto cuesta?'] },
    ];
    expect(chatSuggestions(intents, () => 0)).toEqual(['¿A qué hora abren?', '¿Cuánto cuesta?']);
    expect(chatSuggestions(intents, () => 0.99)).toEqual(['horario', '¿Cuánto cuesta?']);
    expect(chatSuggestions([])).toEqual([]);
  });
});
