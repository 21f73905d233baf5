import { describe, expect, it } from 'vitest';
import { CONCEPT_KEYS } from '../../../shared/concepts';
import { countryCode } from '../../../shared/countries';
import { CONCEPT_PHRASINGS, clearConcept, conceptOfIntent, rankConcepts } from './concepts';
import { classify, DEFAULT_THRESHOLD, fit, train, type TrainingIntent } from './engine';
import { readEntries, REGIONAL_SENSES } from './lexicon';
import { analyze, foldText } from './normalize';

// A bakery of our own in Argentina, as an owner trains it: three questions per intent and an answer.
const bakeryIntents: TrainingIntent[] = [
  {
    id: 'hours',
    name: 'Horarios',
    questions: ['¿A qué hora abren?', '¿Qué días atienden?', '¿Abren los feriados?'],
    answer: 'Abrimos de lunes a sábado de 8 a 19 h; los domingos hasta el mediodía.',
  },
  {
    id: 'delivery',
    name: 'Envíos',
    questions: ['¿Hacen envíos?', '¿Llevan pedidos a domicilio?', '¿Cuánto tarda el envío?'],
    answer: 'Enviamos dentro de la ciudad en moto; el envío tarda unas dos horas.',
  },
  {
    id: 'payment',
    name: 'Formas de pago',
    questions: ['¿Aceptan tarjeta?', '¿Puedo pagar con transferencia?', '¿Reciben efectivo?'],
    answer: 'Aceptamos efectivo, tarjetas de débito y crédito y transferencia bancaria.',
  },
  {
    id: 'cakes',
    name: 'Tortas',
    questions: ['¿Qué tortas tienen?', '¿Hacen tortas de cumpleaños?', '¿Tienen tortas chicas?'],
    answer: 'Tenemos tortas de chocolate, de frutilla y de dulce de leche, en tres tamaños.',
  },
];
const bakery = train(bakeryIntents, { region: 'AR' });

describe('the concept bank as data', () => {
  it('has a file of many phrasings for every concept, and no file that is not one', () => {
    expect([...CONCEPT_PHRASINGS.keys()].sort()).toEqual([...CONCEPT_KEYS].sort());
    for (const [key, phrasings] of CONCEPT_PHRASINGS) {
      expect(phrasings.length, key).toBeGreaterThanOrEqual(50);
      const folded = phrasings.map((p) => foldText(p.text));
      expect(new Set(folded).size, `${key}: a phrasing repeated`).toBe(folded.length);
    }
  });

  it('names only Spanish-speaking countries the product knows', () => {
    for (const [key, phrasings] of CONCEPT_PHRASINGS)
      for (const { regions } of phrasings)
        for (const region of regions ?? []) expect(countryCode(region), `${key}: ${region}`).toBe(region);
  });

  it('reads every sense of senses.tsv in the countries it names, as a real word', () => {
    const entries = readEntries('senses.tsv');
    expect(entries.length).toBeGreaterThan(100);
    for (const [word, canonical, countries] of entries) {
      expect(word, 'a folded word').toMatch(/^[a-z]+$/);
      expect(canonical, word).toMatch(/^[a-z]+$/);
      for (const country of countries!.split(',')) {
        expect(countryCode(country), `${word}: ${country}`).toBe(country);
        expect(REGIONAL_SENSES.get(country)?.[word!], `${word} in ${country}`).toBe(canonical);
      }
    }
  });
});

describe('what a text is about', () => {
  it('matches an owner’s intent to the concept its questions agree on', () => {
    expect(bakery.concepts.slice(0, 3)).toEqual(['hours', 'delivery', 'payment-methods']);
    expect(bakery.covered.size).toBeLessThanOrEqual(4);
  });

  it('leaves an intent that is about no concept of the bank unmatched', () => {
    const smallTalk = { name: 'Gustos', questions: ['¿Te gusta el fútbol?', '¿Cuál es tu color favorito?'] };
    expect(conceptOfIntent(smallTalk)).toBeNull();
  });

  it('uses a concept the template or the owner named over what the questions say', () => {
    const named = train([{ ...bakeryIntents[3]!, concept: 'catalog' }]);
    expect(named.concepts).toEqual(['catalog']);
  });

  it('ranks the concept of a message worded in the region’s ways', () => {
    expect(rankConcepts('¿están tomando gente para laburar?', 'AR')[0]?.id).toBe('jobs');
    expect(rankConcepts('puedo pagar con yape?', 'PE')[0]?.id).toMatch(/payment-methods|installments/);
  });
});

describe('an intent expanded with its concept', () => {
  it('answers more of the ways people ask it than the owner’s three questions alone', () => {
    const plain = train(bakeryIntents, { region: 'AR', concepts: false });
    for (const [concept, intent] of [
      ['hours', 'hours'],
      ['delivery', 'delivery'],
    ] as const) {
      const phrasings = CONCEPT_PHRASINGS.get(concept)!.map((p) => p.text);
      const right = (model: typeof bakery) =>
        phrasings.filter((text) => classify(model, text).intentId === intent).length;
      expect(right(bakery), concept).toBeGreaterThan(right(plain));
    }
  });
});

describe('a topic the bot does not answer', () => {
  it('is an honest no sé, not an intent that shares one word with it', () => {
    // "aceptan" is the payment intent's word, "tienen" the cakes'; neither is what the customer asks.
    for (const text of [
      '¿aceptan perros en el local?',
      'tienen estacionamiento?',
      '¿necesitan personal? les dejo mi cv',
    ]) {
      expect(classify(bakery, text).intentId, text).toBeNull();
    }
  });

  it('is answered once the owner adds an intent for it', () => {
    const hiring = train(
      [
        ...bakeryIntents,
        {
          id: 'jobs',
          name: 'Trabajá con nosotros',
          questions: ['¿Buscan empleados?', '¿Dónde dejo mi currículum?', '¿Tienen vacantes?'],
        },
      ],
      { region: 'AR' },
    );
    expect(hiring.covered.has('jobs')).toBe(true);
    expect(classify(hiring, 'hola, ¿están contratando gente?').intentId).toBe('jobs');
  });
});

describe('the fit check', () => {
  const fitOf = (text: string, intent: string) =>
    fit(bakery, text, intent, clearConcept(rankConcepts(text, 'AR')));

  it('lowers an intent that explains one word of a message about another concept', () => {
    // Returns, not delivery: "envío" is the only word the delivery intent explains.
    expect(
      fitOf('¿el envío tiene garantía? si llega roto me devuelven la plata o me lo cambian', 'delivery'),
    ).toBeLessThan(1);
  });

  it('leaves an intent that explains the message, or is about its concept, as it was', () => {
    expect(fitOf('¿cuánto tarda el envío a domicilio?', 'delivery')).toBe(1);
    expect(fitOf('me lo pueden mandar a casa? cuanto demora el delivery', 'delivery')).toBe(1);
  });
});

describe('regional senses', () => {
  it('reads a word in the sense of the bot’s country', () => {
    const stems = (text: string, region: string | null) => analyze(text, region).map((t) => t.stem);
    expect(stems('guagua', 'DO')).toEqual(stems('bus', null));
    expect(stems('guagua', 'CL')).toEqual(stems('bebe', null));
    expect(stems('brevete', 'PE')).toEqual(stems('licencia', null));
    expect(stems('brevete', null)).not.toEqual(stems('licencia', null));
  });

  it('answers a Chilean customer’s word for a baby only in Chile', () => {
    const intents: TrainingIntent[] = [
      {
        id: 'babies',
        name: 'Bebés',
        questions: [
          '¿Atienden bebés?',
          '¿Desde qué edad atienden a los bebés?',
          '¿Tienen cambiador para bebés?',
        ],
      },
      { id: 'hours', name: 'Horarios', questions: ['¿A qué hora abren?', '¿Qué días atienden?'] },
    ];
    const text = '¿atienden guaguas de meses?';
    expect(classify(train(intents, { region: 'CL' }), text).intentId).toBe('babies');
    expect(classify(train(intents, { region: 'DO' }), text).intentId).not.toBe('babies');
  });
});

describe('two questions in one message', () => {
  it('answers both halves when the whole message is in scope', () => {
    const result = classify(bakery, '¿a qué hora abren? ¿y hacen envíos?');
    expect([result.intentId, result.secondIntentId].sort()).toEqual(['delivery', 'hours']);
  });

  it('never rescues the safe half of a message whose other half is about something else', () => {
    const result = classify(
      bakery,
      'che, ¿necesitan personal para el local? ¿y qué días atienden al público?',
    );
    expect(result.intentId).toBeNull();
    expect(result.secondIntentId).toBeNull();
  });
});

describe('calibration by the bot’s size', () => {
  it('keeps the default threshold for three questions per intent', () => {
    expect(bakery.threshold).toBe(DEFAULT_THRESHOLD);
  });

  it('asks more of a bot whose many questions share words with what it does not answer', () => {
    const more: Record<string, string[]> = {
      hours: [
        '¿Abren los domingos?',
        '¿Hasta qué hora están?',
        '¿Atienden al mediodía?',
        '¿Cierran tarde?',
        '¿Qué horario tienen hoy?',
      ],
      delivery: [
        '¿Envían a todo el país?',
        '¿Cuánto cuesta el envío?',
        '¿Llegan a mi barrio?',
        '¿Hacen delivery?',
        '¿Me lo pueden mandar?',
      ],
      payment: [
        '¿Aceptan Mercado Pago?',
        '¿Puedo pagar en cuotas?',
        '¿Tienen QR?',
        '¿Aceptan débito?',
        '¿Pago al recibir?',
      ],
      cakes: [
        '¿Tienen tortas sin TACC?',
        '¿Cuánto sale la torta grande?',
        '¿Hacen tortas con nombre?',
        '¿Tienen tortas para hoy?',
        '¿Qué sabores hay?',
      ],
    };
    const grown = train(
      bakeryIntents.map((intent) => ({ ...intent, questions: [...intent.questions, ...more[intent.id]!] })),
      { region: 'AR' },
    );
    expect(grown.threshold).toBeGreaterThan(DEFAULT_THRESHOLD);
    expect(grown.threshold).toBeLessThanOrEqual(0.6);
  });
});
