import { describe, expect, it } from 'vitest';
import type { CollectedValue, ConversationState } from '../../../shared/conversation-state';
import type { StoredDataField } from '../../../shared/schemas/training';
import type { CatalogItem } from '../marketplace/publications.service';
import { buildCatalog } from './catalog';
import { asksToBuy, quantityIn, type TurnSelling } from './order-turn';
import {
  NEW_STATE,
  ORDER_CHECKOUT_INTENT,
  ORDER_REQUEST_INTENT,
  takeTurn,
  type TurnBot,
  type TurnResult,
} from './turn';

const NOW = new Date('2026-11-30T13:00:00Z');

const item = (id: string, title: string, stock: number | null, purchasable = true): CatalogItem => ({
  publicationId: id,
  title,
  description: '',
  labels: [],
  price: '4500.00',
  currency: 'ARS',
  stock,
  pictureUrl: null,
  path: `/marketplace/${id}`,
  purchasable,
});

const ITEMS = [
  item('p-alfajores', 'Caja de 12 alfajores', 8),
  item('p-chocolate', 'Torta de chocolate', 2),
  item('p-frutilla', 'Torta de frutilla', 5),
  item('p-pan', 'Pan dulce', 0),
];

const emailField: StoredDataField = {
  _id: 'f-mail',
  name: 'correo',
  label: 'Correo',
  type: 'email',
  required: false,
  placeholder: '',
  validation: '',
  options: [],
  collectAt: 'end',
  collectOnIntent: null,
  order: 0,
  active: true,
};

function bot(options: { selling?: Partial<TurnSelling>; fields?: StoredDataField[] } = {}): TurnBot {
  const catalog = buildCatalog(ITEMS, 'AR');
  return {
    name: 'Dulces Marta',
    description: 'Pastelería casera.',
    platform: false,
    ownerName: 'Marta',
    fields: options.fields ?? [],
    country: 'Argentina',
    intents: [
      {
        id: 'i-pay',
        intention: 'Pagos',
        name: 'Pagos',
        description: 'Aceptamos tarjetas y transferencia.',
        questions: ['¿Se puede pagar con tarjeta?'],
        files: [],
      },
    ],
    contact: { phone: null, email: null },
    hours: null,
    platformContact: { key: 'web', url: 'https://vocero.example/contact', title: 'Hablemos', hexa: '#000' },
    catalog,
    selling: {
      catalog,
      testMode: false,
      nextReference: '#3F2A9C1D',
      holdMinutes: 30,
      knownPhone: null,
      refused: null,
      ...options.selling,
    },
    understand: (text) => {
      const pay = /tarjeta/i.test(text);
      return {
        intentId: pay ? 'i-pay' : null,
        score: pay ? 0.9 : 0.05,
        ranked: pay ? [{ id: 'i-pay', score: 0.9 }] : [],
        suggestions: [],
        secondIntentId: null,
        uncoveredConcept: null,
      };
    },
  };
}

function chat(theBot: TurnBot, messages: string[], start: Record<string, CollectedValue> = {}): TurnResult[] {
  let state: ConversationState = NEW_STATE;
  let collected = start;
  return messages.map((message) => {
    const result = takeTurn({ bot: theBot, state, collected, message, now: NOW });
    state = result.state;
    collected = result.collected;
    return result;
  });
}

const last = (results: TurnResult[]) => results.at(-1)!;

describe('reading an order', () => {
  it('hears a wish to buy, and the quantity apart from the numbers of the product’s title', () => {
    expect(asksToBuy('lo quiero')).toBe(true);
    expect(asksToBuy('quiero 2')).toBe(true);
    expect(asksToBuy('me llevo dos')).toBe(true);
    expect(asksToBuy('quiero la torta de chocolate')).toBe(true);
    expect(asksToBuy('quiero saber el horario')).toBe(false);
    expect(asksToBuy('¿hacen envíos?')).toBe(false);
    expect(quantityIn('quiero 2 cajas de 12 alfajores', 'Caja de 12 alfajores')).toBe(2);
    expect(quantityIn('dame media docena', null)).toBe(6);
    expect(quantityIn('quiero la caja de 12', 'Caja de 12 alfajores')).toBeNull();
  });
});

describe('an order in the conversation', () => {
  it('takes the product just shown, its quantity and the checkout’s data, and places it on «sí»', () => {
    const results = chat(bot(), [
      'cuánto sale la torta de chocolate',
      'lo quiero',
      '2',
      'soy Ana Gómez',
      'ana@example.com',
      '341 555 0101',
      'paso a retirarlo',
      'sí',
    ]);
    expect(results[0]!.reply.intent).toBe('catalog.products');
    expect(results[1]!.reply.intent).toBe(ORDER_REQUEST_INTENT);
    expect(results[1]!.reply.parts.join(' ')).toContain('¿Cuántas unidades de **Torta de chocolate**');
    expect(results[1]!.reply.options).toEqual(['1', '2']);
    expect(results[6]!.reply.parts.join(' ')).toContain('**2 × Torta de chocolate**');
    expect(results[6]!.reply.parts.join(' ')).toMatch(/9\.000/);
    const placed = last(results);
    expect(placed.reply.intent).toBe(ORDER_CHECKOUT_INTENT);
    expect(placed.reply.parts[0]).toContain('#3F2A9C1D');
    expect(placed.order).toEqual({
      publicationId: 'p-chocolate',
      quantity: 2,
      name: 'Ana Gómez',
      email: 'ana@example.com',
      phone: '+54 341 555 0101',
      delivery: 'pickup',
      address: null,
    });
    expect(placed.state.order).toBeNull();
  });

  it('asks which product among several, refuses more than the stock, and takes an address', () => {
    const results = chat(bot(), [
      'quiero comprar tortas',
      'Torta de frutilla',
      '9',
      '3',
      'Ana Gómez, ana@example.com, 341 555 0101',
      'Envío a domicilio',
      'Corrientes',
      'Bv. Oroño 1234, Rosario',
    ]);
    expect([...results[0]!.reply.options].sort()).toEqual(['Torta de chocolate', 'Torta de frutilla']);
    expect(results[2]!.reply.parts.join(' ')).toContain('quedan 5');
    expect(results[6]!.reply.parts.join(' ')).toContain('incompleta');
    expect(last(results).reply.parts.join(' ')).toContain('Envío a Bv. Oroño 1234, Rosario');
    expect(last(results).reply.options).toEqual(['Sí, confirmar', 'Cancelar']);
  });

  it('reuses what the conversation collected and the channel’s verified number', () => {
    const results = chat(
      bot({ fields: [emailField], selling: { knownPhone: '+54 9 341 555 0177' } }),
      ['quiero 2 cajas de 12 alfajores', 'Tomás Díaz'],
      { correo: { value: 'tomas@example.com', label: 'Correo', at: NOW.toISOString() } },
    );
    // Neither the e-mail nor the phone is asked: the delivery comes next.
    expect(last(results).reply.options).toEqual(['Envío a domicilio', 'Retiro en el local']);
  });

  it('answers a question in the middle and asks the step again', () => {
    const results = chat(bot(), ['quiero comprar la torta de chocolate', '¿se puede pagar con tarjeta?']);
    const aside = last(results).reply;
    expect(aside.intent).toBe('Pagos');
    expect(aside.parts.at(-1)).toContain('Sigo con tu pedido');
    expect(aside.options).toEqual(['1', '2']);
  });

  it('leaves a question the owner answers alone, even with a word of buying', () => {
    const [reply] = chat(bot(), ['¿se puede comprar la torta de chocolate con tarjeta?']);
    expect(reply!.reply.intent).toBe('Pagos');
    expect(reply!.state.order ?? null).toBeNull();
  });

  it('sells nothing sold out or unpayable, says when it is a test, and says why an order was refused', () => {
    expect(last(chat(bot(), ['quiero comprar pan dulce'])).reply.parts[0]).toContain('sin stock');
    const test = last(chat(bot({ selling: { testMode: true } }), ['quiero 2 tortas de chocolate']));
    expect(test.reply.parts.at(-1)).toBe('Es una tienda de prueba: no se cobra dinero real.');
    const refused = last(
      chat(bot({ selling: { refused: 'Sin stock suficiente de Torta de chocolate' } }), [
        'quiero 2 tortas de chocolate',
        'Ana Gómez, ana@example.com, 341 555 0101',
        'retiro',
        'sí',
      ]),
    );
    expect(refused.order).toBeNull();
    expect(refused.reply.parts[0]).toBe(
      'No pude hacer el pedido: Sin stock suficiente de Torta de chocolate',
    );
  });

  it('starts again for another product named mid-order, and takes no wish to buy for a name', () => {
    const results = chat(bot(), [
      'quiero 2 tortas de chocolate',
      'lo quiero',
      'mejor quiero la torta de frutilla',
    ]);
    expect(results[1]!.reply.parts[0]).toContain('nombre');
    expect(results[1]!.state.order?.name ?? null).toBeNull();
    expect(last(results).state.order?.publicationId).toBe('p-frutilla');
    expect(last(results).reply.parts[0]).toContain('**Torta de frutilla**');
  });

  it('lets the order go on «cancelar» or after two unreadable answers', () => {
    expect(last(chat(bot(), ['quiero la torta de chocolate', 'cancelar'])).state.order ?? null).toBeNull();
    const lost = chat(bot(), ['quiero la torta de chocolate', 'mmm', 'jaja']);
    expect(last(lost).state.order ?? null).toBeNull();
    expect(last(lost).reply.parts[0]).toContain('dejé el pedido sin hacer');
  });
});
