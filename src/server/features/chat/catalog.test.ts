import { describe, expect, it } from 'vitest';
import type { CatalogItem } from '../marketplace/publications.service';
import { buildCatalog } from './catalog';
import { NEW_STATE, PRODUCTS_INTENT, takeTurn, type TurnBot } from './turn';

const item = (publicationId: string, title: string, price: string, stock: number | null): CatalogItem => ({
  publicationId,
  title,
  description: '',
  labels: [],
  price,
  currency: 'ARS',
  stock,
  pictureUrl: null,
  path: `/marketplace/${publicationId}`,
  purchasable: true,
});

const CATALOG = buildCatalog(
  [
    item('alf', 'Alfajores de maicena x 12', '4500.00', 8),
    item('tch', 'Torta de chocolate', '15000.00', 2),
    item('tfr', 'Torta de frutilla', '14000.00', 0),
    item('bud', 'Budín de limón', '6000.00', null),
  ],
  'AR',
);

function bot(intentScore = 0): TurnBot {
  return {
    name: 'Dulces Marta',
    description: 'Pastelería.',
    platform: false,
    ownerName: 'Marta',
    fields: [],
    country: 'Argentina',
    intents: [
      {
        id: 'i-pay',
        intention: 'Pagos',
        name: 'Pagos',
        description: 'Aceptamos efectivo y transferencia.',
        questions: ['¿Cómo pago?'],
        files: [],
      },
    ],
    contact: { phone: null, email: null },
    hours: null,
    platformContact: { key: 'web', url: 'https://v.example/contact', title: 'Hablemos', hexa: '#000' },
    catalog: CATALOG,
    understand: () => ({
      intentId: intentScore ? 'i-pay' : null,
      score: intentScore,
      ranked: intentScore ? [{ id: 'i-pay', score: intentScore }] : [],
      suggestions: [],
      secondIntentId: null,
      uncoveredConcept: null,
    }),
  };
}

const turn = (message: string, theBot = bot()) =>
  takeTurn({ bot: theBot, state: NEW_STATE, collected: {}, message, now: new Date('2026-11-30T13:00:00Z') });

describe('the owner’s products in a conversation', () => {
  it('finds the product a message names, every one a plural names, and none for another', () => {
    expect(CATALOG.find('cuánto sale la torta de chocolate').map((m) => m.item.publicationId)).toEqual([
      'tch',
    ]);
    expect(
      CATALOG.find('¿tienen tortas?')
        .map((m) => m.item.publicationId)
        .sort(),
    ).toEqual(['tch', 'tfr']);
    expect(CATALOG.find('precio del budin').map((m) => m.item.publicationId)).toEqual(['bud']);
    expect(CATALOG.find('¿tienen empanadas?')).toEqual([]);
    expect(CATALOG.find('¿hacen envíos?')).toEqual([]);
  });

  it('answers with the price as the product writes it, what is left, and the cards', () => {
    const one = turn('cuánto sale la torta de chocolate?');
    expect(one.reply.intent).toBe(PRODUCTS_INTENT);
    expect(one.reply.parts[0]).toMatch(/^\*\*Torta de chocolate\*\*: \$\s?15\.000 ARS \(quedan 2\)\.$/);
    expect(one.reply.products.map((p) => p.publicationId)).toEqual(['tch']);
    const several = turn('¿tienen tortas?');
    expect(several.reply.parts[0]).toContain('sin stock por ahora');
    expect(several.reply.parts[0]).toMatch(/^Esto es lo que hay:\n\n- /);
    const service = turn('precio del budín');
    expect(service.reply.parts[0]).not.toContain('quedan');
  });

  it('leaves a message the owner’s intent reads better to the intent', () => {
    const reply = turn('¿cómo pago la torta de chocolate?', bot(0.99));
    expect(reply.reply.intent).toBe('Pagos');
    expect(reply.reply.products).toEqual([]);
  });
});
