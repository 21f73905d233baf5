import { describe, expect, it } from 'vitest';
import { indexPlain, scorePlain } from './plain';

// Three intents of a small hardware store of our own, as documents of questions and answer.
const index = indexPlain([
  ['¿Venden tornillos?', '¿Tienen tornillos para madera?', 'Sí, tornillos de todas las medidas.'],
  ['¿A qué hora abren?', '¿Abren el domingo?', 'De lunes a sábado de 8 a 18.'],
  ['¿Hacen envíos?', '¿Envían a otra ciudad?', 'Enviamos por paquetería.'],
]);

describe('the plain view', () => {
  it('ranks the intent holding the message’s words first, with scores in [0, 1]', () => {
    const scores = scorePlain(index, '¿tienen tornillos?');
    expect(scores[0]).toBeGreaterThan(scores[1]!);
    expect(scores[0]).toBeGreaterThan(scores[2]!);
    for (const score of scores) {
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(1);
    }
  });

  it('lets the caller say which unseen words weigh, and drops the region’s fillers', () => {
    const plain = scorePlain(index, '¿hacen envíos?')[2]!;
    const padded = scorePlain(index, 'che, ¿hacen envíos a Zumárraga?', (word) => word !== 'zumarraga')[2]!;
    expect(padded).toBeCloseTo(plain, 5);
    const counted = scorePlain(index, '¿hacen envíos de ladrillos?')[2]!;
    expect(counted).toBeLessThan(plain);
  });

  it('scores nothing for a message without words', () => {
    expect([...scorePlain(index, '¿?')]).toEqual([0, 0, 0]);
  });
});
