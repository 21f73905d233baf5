import { describe, expect, it } from 'vitest';
import type { IntentRow } from '../../bots/bots.repo';
import type { PassageRow } from '../../sources/passages';
import { knowledgeOf, selectKnowledge } from './knowledge';

const intent = (id: string, name: string, questions: string[], description: string): IntentRow => ({
  id,
  botId: 'b',
  name,
  intention: name,
  description,
  questions,
  answers: [],
  files: [],
  position: 0,
});

const intents = [
  intent('h', 'Horarios', ['¿A qué hora abren?'], 'De lunes a viernes de 9 a 19 h.'),
  intent('p', 'Pagos', ['¿Aceptan tarjeta?'], 'Efectivo, débito y crédito en 3 cuotas.'),
  ...Array.from({ length: 30 }, (_, i) =>
    intent(
      `s${i}`,
      `Servicio ${i}`,
      [`¿Hacen el servicio ${i}?`],
      `El servicio ${i} dura una hora. `.repeat(3),
    ),
  ),
];
const passages: PassageRow[] = [
  {
    id: 'x',
    sourceId: 'src',
    sourceTitle: 'Guía',
    heading: 'Estacionamiento',
    text: 'Hay estacionamiento gratuito en Mitre 455.',
  },
];
const hints = {
  pinnedIntents: [],
  pinnedPassage: null,
  engineIntents: [],
  enginePassages: [],
  previousMessage: null,
};

describe('selectKnowledge', () => {
  it('sends everything, in the owner’s order, when it fits the budget', () => {
    const knowledge = knowledgeOf(intents, passages);
    const chosen = selectKnowledge(knowledge, 100_000, { ...hints, message: 'hola' });
    expect(chosen.all).toBe(true);
    expect(chosen.items.map((i) => i.label)).toEqual([...intents.map((_, i) => `I${i + 1}`), 'P1']);
    expect(chosen.items.at(-1)!.text).toBe(
      '[P1] Guía: Hay estacionamiento gratuito en Mitre 455.\n   Sección: Estacionamiento',
    );
  });
  it('fills the budget with the best by BM25 and the engine, the engine’s answer pinned first', () => {
    const knowledge = knowledgeOf(intents, passages);
    const budget = 600;
    const chosen = selectKnowledge(knowledge, budget, {
      ...hints,
      pinnedIntents: ['p'],
      message: '¿dónde se puede estacionar?',
    });
    expect(chosen.all).toBe(false);
    expect(chosen.items.reduce((sum, item) => sum + item.text.length + 1, 0)).toBeLessThanOrEqual(budget);
    expect(chosen.items[0]!.label).toBe('I2');
    expect(chosen.items[1]!.label).toBe('P1');
  });
  it('leans on the previous message for a follow-up', () => {
    const knowledge = knowledgeOf(intents, passages);
    const chosen = selectKnowledge(knowledge, 400, {
      ...hints,
      message: '¿y los sábados?',
      previousMessage: '¿a qué hora abren?',
    });
    expect(chosen.items[0]!.label).toBe('I1');
  });
  it('is built once per revision of the bot', () => {
    expect(knowledgeOf(intents, passages)).toBe(knowledgeOf(intents, passages));
  });
});
