import { describe, expect, it } from 'vitest';
import { classify, DEFAULT_THRESHOLD, SUGGESTION_THRESHOLD, train } from './engine';
import { analyze, expandAbbreviations, fold } from './normalize';
import { isSpanishWord, phonetic } from './spelling';

// A small bakery of our own, with the owner's answers, as the product trains it.
const bakery = train([
  {
    id: 'hours',
    name: 'Horarios',
    questions: ['¿A qué hora abren?', '¿Qué días atienden?', '¿Abren los feriados?'],
    answer: 'Abrimos de lunes a sábado de 8 a 19 h; los domingos hasta el mediodía.',
  },
  {
    id: 'prices',
    name: 'Precios de pasteles',
    questions: [
      '¿Cuánto cuesta un pastel?',
      '¿Qué precio tienen los pasteles de cumpleaños?',
      'Lista de precios',
    ],
    answer: 'El pastel chico cuesta 300 y el grande 550; los de cumpleaños con nombre, 80 más.',
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
    id: 'custom',
    name: 'Pasteles personalizados',
    questions: [
      '¿Hacen pasteles con diseño?',
      '¿Puedo encargar un pastel con una foto?',
      '¿Hacen pasteles temáticos?',
    ],
    answer: 'Hacemos diseños a pedido con tres días de anticipación.',
  },
]);

describe('Latin American wording', () => {
  it('maps voseo and ustedes forms to the same verb as tú forms', () => {
    const stems = (text: string) => analyze(text).map((t) => t.stem);
    expect(stems('tenés')).toEqual(stems('tienes'));
    expect(stems('podés')).toEqual(stems('puedes'));
    expect(stems('querés')).toEqual(stems('quieres'));
    expect(stems('decime')).toEqual(stems('decir'));
  });

  it('writes out texting abbreviations', () => {
    expect(expandAbbreviations(fold('xq dnd info hrs'))).toBe('porque donde informacion horas');
    expect(analyze('q onda, tmb x favor').every((t) => t.weight < 1)).toBe(true);
  });

  it('understands the region’s ways of asking a price', () => {
    for (const text of [
      '¿en cuánto me sale un pastel?',
      'a cuánto el pastel',
      '¿cuánto me cobrás por un pastel?',
    ])
      expect(classify(bakery, text).intentId).toBe('prices');
  });

  it('treats regional words as the same thing', () => {
    expect(analyze('plata').map((t) => t.stem)).toEqual(analyze('dinero').map((t) => t.stem));
    expect(analyze('laburo').map((t) => t.stem)).toEqual(analyze('chamba').map((t) => t.stem));
    expect(classify(bakery, '¿cuánto sale una torta?').intentId).toBe('prices');
  });
});

describe('confidence', () => {
  it('is not sunk by words the bot never saw: fillers, names, numbers', () => {
    const plain = classify(bakery, '¿hacen envíos?');
    const padded = classify(bakery, 'che parce, ¿hacen envíos a Zumárraga 1234? soy Rodolfo');
    expect(padded.intentId).toBe('delivery');
    expect(padded.score).toBeGreaterThan(plain.score - 0.1);
    // Capitalised mid-sentence, real words are names too: "Villa Crespo" is a place, not a topic.
    expect(classify(bakery, '¿hacen envíos a Villa Crespo?').score).toBeGreaterThan(plain.score - 0.1);
  });

  it('still falls back when the message is about something else', () => {
    expect(classify(bakery, '¿reparan lavadoras y refrigeradores?').intentId).toBeNull();
    expect(classify(bakery, '¿quién ganó el partido de anoche?').intentId).toBeNull();
  });

  it('keeps scores in [0, 1] and ranks at least the top candidates', () => {
    const result = classify(bakery, 'precio de los pasteles con diseño');
    expect(result.ranked.length).toBeGreaterThanOrEqual(2);
    for (const r of result.ranked) expect(r.score).toBeGreaterThan(0);
    for (const r of result.ranked) expect(r.score).toBeLessThanOrEqual(1);
  });
});

describe('spelling', () => {
  it('folds Latin American spelling confusions', () => {
    expect(phonetic('kiero')).toBe(phonetic('quiero'));
    expect(phonetic('aser')).toBe(phonetic('hacer'));
    expect(phonetic('enbio')).toBe(phonetic('envio'));
    expect(phonetic('yamar')).toBe(phonetic('llamar'));
  });

  it('knows real Spanish words from the dictionary', () => {
    expect(isSpanishWord('lavadoras')).toBe(true);
    expect(isSpanishWord('envio')).toBe(true);
    expect(isSpanishWord('xqzvt')).toBe(false);
  });

  it('corrects a misspelled word into the bot’s vocabulary', () => {
    expect(classify(bakery, 'asen enbios a domisilio?').intentId).toBe('delivery');
    expect(classify(bakery, 'aseptan tarjeta?').intentId).toBe('payment');
  });
});

describe('two questions in one message', () => {
  it('answers both halves when both are clear', () => {
    const result = classify(bakery, '¿Cuánto cuesta un pastel? ¿Y hacen envíos?');
    expect([result.intentId, result.secondIntentId].sort()).toEqual(['delivery', 'prices']);
  });

  it('has no second intent for a single question', () => {
    expect(classify(bakery, '¿aceptan tarjeta?').secondIntentId).toBeNull();
  });
});

describe('suggestions', () => {
  it('offers the closest intents for a near miss', () => {
    const result = classify(bakery, '¿tienen pasteles con frutas para una boda?');
    expect(result.intentId).toBeNull();
    expect(result.score).toBeGreaterThanOrEqual(SUGGESTION_THRESHOLD);
    expect(result.score).toBeLessThan(DEFAULT_THRESHOLD);
    expect(result.suggestions.length).toBeGreaterThan(0);
    expect(result.suggestions.length).toBeLessThanOrEqual(3);
    expect(result.suggestions).toContain('custom');
  });

  it('offers nothing for an unrelated message or when it answers', () => {
    expect(classify(bakery, '¿me recomiendas una película de terror?').suggestions).toEqual([]);
    expect(classify(bakery, '¿hacen envíos?').suggestions).toEqual([]);
  });
});

describe('common business questions named in many ways', () => {
  const same = (a: string, b: string) =>
    expect(analyze(a).map((t) => t.stem)).toEqual(analyze(b).map((t) => t.stem));

  it('maps the region’s words for one concept to one word', () => {
    same('boleta', 'factura');
    same('honorarios', 'precio');
    same('mensualidad', 'precio');
    same('garantizado', 'garantía');
    same('brindan', 'ofrecen');
    same('existencias', 'disponible');
    same('requisitos', 'requerimientos');
    same('papeles', 'documentos');
    same('festivos', 'feriados');
    same('postergar', 'reprogramar');
    same('reembolsan', 'devolución');
    same('sedes', 'sucursal');
    same('gratuito', 'gratis');
    same('suscripción', 'membresía');
  });

  it('maps the region’s phrases for one question to one word', () => {
    same('me quiero dar de baja', 'quiero cancelar');
    same('cuánto dura la clase', 'cuánto tarda la clase');
    same('sin costo', 'gratis');
    same('lo tienen en stock', 'lo tienen disponible');
    same('qué necesito para inscribirme', 'requisitos para inscribirme');
    same('pasar a buscar', 'retirar');
    // Cash on delivery is both a way to pay and a delivery.
    expect(analyze('contra entrega').map((t) => t.stem)).toEqual(analyze('pago envío').map((t) => t.stem));
  });

  it('answers a business question worded with the region’s words', () => {
    const accountant = train([
      {
        id: 'fees',
        name: 'Honorarios',
        questions: ['¿Cuánto cobran por llevar la contabilidad?', '¿Qué precio tiene la declaración?'],
      },
      { id: 'invoice', name: 'Facturas', questions: ['¿Me dan factura?', '¿Emiten facturas?'] },
      { id: 'docs', name: 'Requisitos', questions: ['¿Qué documentos necesito para la declaración?'] },
    ]);
    expect(classify(accountant, '¿me entregan boleta?').intentId).toBe('invoice');
    expect(classify(accountant, '¿cuáles son sus honorarios?').intentId).toBe('fees');
    expect(classify(accountant, '¿qué papeles llevo para la declaración?').intentId).toBe('docs');
  });
});
