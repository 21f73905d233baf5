import { describe, expect, it } from 'vitest';
import { learnFromTurn, pickedChip } from './learning';

const offered = {
  question: '¿tienen pasteles veganos?',
  suggestions: [
    { intent: 'Pasteles.personalizados', text: '¿Hacen pasteles con diseño?' },
    { intent: 'Precios', text: '¿Cuánto cuesta un pastel?' },
  ],
};
const intents = [
  { id: 'i-custom', intention: 'Pasteles.personalizados', questions: ['¿Hacen pasteles con diseño?'] },
  { id: 'i-prices', intention: 'Precios', questions: ['¿Cuánto cuesta un pastel?'] },
];
const answer = { kind: 'answer' as const, suggestions: [] };

describe('pickedChip', () => {
  it('reads a chip sent as is, typed without accents or signs, or wrapped in a few words', () => {
    expect(pickedChip(offered, '¿Hacen pasteles con diseño?')?.intent).toBe('Pasteles.personalizados');
    expect(pickedChip(offered, 'cuanto cuesta un pastel')?.intent).toBe('Precios');
    expect(pickedChip(offered, 'sí, ¿cuánto cuesta un pastel?')?.intent).toBe('Precios');
  });

  it('reads a chip named by its place, and a yes to the only chip', () => {
    expect(pickedChip(offered, 'la segunda')?.intent).toBe('Precios');
    expect(pickedChip(offered, '1')?.intent).toBe('Pasteles.personalizados');
    expect(pickedChip(offered, 'la tercera')).toBeNull();
    expect(pickedChip({ ...offered, suggestions: offered.suggestions.slice(0, 1) }, 'Sí, esa')?.intent).toBe(
      'Pasteles.personalizados',
    );
    expect(pickedChip(offered, 'sí')).toBeNull();
  });

  it('reads nothing into another question', () => {
    expect(pickedChip(offered, '¿hacen envíos?')).toBeNull();
    expect(pickedChip(offered, '')).toBeNull();
  });
});

describe('learnFromTurn', () => {
  it('remembers the chips of a clarification and the message they were offered for', () => {
    const learned = learnFromTurn({
      previous: null,
      message: ' ¿tienen pasteles veganos? ',
      reply: { kind: 'clarify', suggestions: offered.suggestions },
      intents,
    });
    expect(learned).toEqual({ offered, proposal: null });
  });

  it('proposes the unanswered message for the intent whose chip was picked, and forgets the chips', () => {
    const learned = learnFromTurn({
      previous: offered,
      message: '¿Cuánto cuesta un pastel?',
      reply: answer,
      intents,
    });
    expect(learned).toEqual({ offered: null, proposal: { intentId: 'i-prices', text: offered.question } });
  });

  it('proposes nothing when the words are already a question of the intent, too long, or the intent is gone', () => {
    const known = { ...offered, question: 'cuanto cuesta un pastel' };
    expect(
      learnFromTurn({ previous: known, message: 'la segunda', reply: answer, intents }).proposal,
    ).toBeNull();
    const long = { ...offered, question: 'x'.repeat(201) };
    expect(
      learnFromTurn({ previous: long, message: 'la segunda', reply: answer, intents }).proposal,
    ).toBeNull();
    expect(
      learnFromTurn({ previous: offered, message: 'la segunda', reply: answer, intents: intents.slice(0, 1) })
        .proposal,
    ).toBeNull();
  });
});
