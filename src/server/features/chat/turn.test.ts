import { describe, expect, it } from 'vitest';
import type { CollectedValue, ConversationState } from '../../../shared/conversation-state';
import type { StoredDataField } from '../../../shared/schemas/training';
import { askFor, fieldPhrase } from './field-prompts';
import { fold } from '../../lib/nlu/normalize';
import { classify, SUGGESTION_THRESHOLD, train } from '../../lib/nlu/engine';
import {
  NEW_STATE,
  HOURS_INTENT,
  takeTurn,
  type TurnBot,
  type TurnIntent,
  type TurnResult,
  type Understanding,
} from './turn';

const INTENTS: TurnIntent[] = [
  {
    id: 'i-hours',
    intention: 'Horarios',
    name: 'Horarios',
    description: 'Abrimos de lunes a viernes de 9 a 18 h y los sábados de 9 a 13 h.',
    questions: ['¿A qué hora abren?'],
    files: [],
  },
  {
    id: 'i-prices',
    intention: 'Precios',
    name: 'Precios',
    description: 'El corte cuesta $8.000.',
    questions: ['¿Cuánto cuesta el corte?'],
    files: [],
  },
  {
    id: 'i-payments',
    intention: 'Medios.de.pago',
    name: 'Medios de pago',
    description: 'Aceptamos efectivo, tarjeta y transferencia; hasta 3 cuotas sin interés.',
    questions: ['¿Cómo puedo pagar?'],
    files: [],
  },
  {
    id: 'i-delivery',
    intention: 'Envios',
    name: 'Envíos',
    description: 'Enviamos a todo el país.',
    questions: ['¿Hacen envíos?'],
    files: [],
  },
];

/**
 * A stand-in for the engine, by keywords, so these tests pin the conversation's behaviour and not the
 * engine's scores: "hora/abren" → hours, "cuesta/precio" → prices, "pagar/cuotas" → payments, "envio" →
 * delivery; "turno" is close to hours and prices (a clarification); two keywords joined by "y" are two questions.
 */
function understand(text: string): Understanding {
  const folded = fold(text);
  const hits = [
    [/\b(hora|horario|abren|abiertos|sabados)\b/, 'i-hours'],
    [/\b(cuesta|precio|sale|cobran)\b/, 'i-prices'],
    [/\b(pagar|pago|cuotas|tarjeta)\b/, 'i-payments'],
    [/\b(envio|envios|envian|mandan)\b/, 'i-delivery'],
  ]
    .filter(([pattern]) => (pattern as RegExp).test(folded))
    .map(([, id]) => id as string);
  if (hits.length) {
    return {
      intentId: hits[0]!,
      score: 0.9,
      ranked: hits.map((id) => ({ id, score: 0.9 })),
      suggestions: [],
      secondIntentId: hits[1] ?? null,
      uncoveredConcept: null,
    };
  }
  if (/\bturno\b/.test(folded)) {
    return {
      intentId: null,
      score: 0.3,
      ranked: [
        { id: 'i-hours', score: 0.3 },
        { id: 'i-prices', score: 0.25 },
      ],
      suggestions: ['i-hours', 'i-prices'],
      secondIntentId: null,
      uncoveredConcept: null,
    };
  }
  return {
    intentId: null,
    score: 0.05,
    ranked: [],
    suggestions: [],
    secondIntentId: null,
    uncoveredConcept: null,
  };
}

const field = (overrides: Partial<StoredDataField>): StoredDataField => ({
  _id: overrides.name ?? 'x',
  name: 'dato',
  label: 'Dato',
  type: 'text',
  required: false,
  placeholder: '',
  validation: '',
  options: [],
  collectAt: 'any',
  collectOnIntent: null,
  order: 0,
  active: true,
  ...overrides,
});

const PHONE = field({ name: 'telefono', label: 'Teléfono o WhatsApp', type: 'phone', order: 1 });
const EMAIL = field({ name: 'correo', label: 'Tu correo', type: 'email', order: 2 });

function bot(fields: StoredDataField[] = []): TurnBot {
  return {
    name: 'Barbería Don Pepe',
    description: 'Cortes clásicos en Rosario.',
    platform: false,
    ownerName: 'Pepe',
    fields,
    country: 'Argentina',
    intents: INTENTS,
    contact: { phone: null, email: null },
    hours: null,
    platformContact: {
      key: 'web',
      url: 'https://vocero.example/contact',
      title: 'Hablemos',
      hexa: '#4263EB',
    },
    understand,
  };
}

/** A conversation: each message is a turn over the state the previous one left. */
function chat(theBot: TurnBot, messages: string[]): TurnResult[] {
  let state: ConversationState = NEW_STATE;
  let collected: Record<string, CollectedValue> = {};
  const now = new Date('2026-11-24T12:00:00Z');
  return messages.map((message) => {
    const result = takeTurn({ bot: theBot, state, collected, message, now });
    state = result.state;
    collected = result.collected;
    return result;
  });
}

const text = (result: TurnResult) => result.reply.parts.join('\n\n');

describe('a question while a field is pending', () => {
  it('is answered, and the field is asked again later, at most twice and never twice in a row', () => {
    const turns = chat(bot([PHONE]), [
      '¿A qué hora abren?',
      '¿y cuánto cuesta el corte?',
      '¿hacen envíos?',
      '¿cómo puedo pagar?',
    ]);
    expect(turns[0]!.reply.intent).toBe('Horarios');
    expect(text(turns[0]!)).toContain('¿Me compartirías tu teléfono o WhatsApp?');
    // Asked right before: this answer does not ask again.
    expect(turns[1]!.reply.intent).toBe('Precios');
    expect(text(turns[1]!)).not.toContain('teléfono');
    expect(turns[2]!.reply.intent).toBe('Envios');
    expect(text(turns[2]!)).toContain('Por cierto, ¿me compartirías tu teléfono o WhatsApp?');
    // Twice is the most.
    expect(turns[3]!.reply.intent).toBe('Medios.de.pago');
    expect(text(turns[3]!)).not.toContain('teléfono');
    expect(turns.every((t) => !text(t).includes('no parece válido'))).toBe(true);
  });

  it('counts as unanswered when the bot does not know it', () => {
    const [, unknown] = chat(bot([PHONE]), ['¿A qué hora abren?', '¿tienen estacionamiento propio?']);
    expect(unknown!.reply.kind).toBe('fallback');
    expect(unknown!.reply.intent).toBe('fallback');
  });

  it('still takes a valid answer to the field', () => {
    const [, answer] = chat(bot([PHONE]), ['¿A qué hora abren?', '341 555 0101']);
    expect(answer!.collected.telefono?.value).toBe('+543415550101');
    expect(text(answer!)).toBe('¡Gracias! Anoté tu teléfono o WhatsApp.');
  });

  it('explains a wrong answer once, then moves on', () => {
    const turns = chat(bot([EMAIL]), ['¿A qué hora abren?', 'pepe arroba', 'pepe arroba gmail']);
    expect(text(turns[1]!)).toContain('Ese correo no parece válido');
    expect(text(turns[2]!)).toBe('Sigamos sin ese dato por ahora.');
    expect(turns[2]!.state.pendingField).toBeNull();
  });
});

describe('declining a field', () => {
  it.each(['prefiero no', 'después', 'no gracias', 'mejor no'])(
    '"%s" moves on without asking again',
    (decline) => {
      const turns = chat(bot([PHONE]), [
        '¿A qué hora abren?',
        decline,
        '¿cuánto cuesta el corte?',
        '¿hacen envíos?',
      ]);
      expect(text(turns[1]!)).toBe('Está bien, no hay problema.');
      expect(turns.slice(2).every((t) => !text(t).includes('teléfono'))).toBe(true);
    },
  );

  it('works for a required field too: data never blocks the conversation', () => {
    const required = { ...PHONE, required: true };
    const turns = chat(bot([required]), ['¿A qué hora abren?', 'prefiero no', '¿cuánto cuesta el corte?']);
    expect(turns[2]!.reply.intent).toBe('Precios');
  });
});

describe('values the visitor volunteers', () => {
  it('captures an e-mail or a phone typed in any message, asked for or not, and answers the rest', () => {
    const [first] = chat(bot([PHONE, EMAIL]), ['hola, mi correo es ana@example.com, ¿a qué hora abren?']);
    expect(first!.collected.correo?.value).toBe('ana@example.com');
    expect(first!.lead).toMatchObject({ correo: { value: 'ana@example.com' } });
    expect(first!.reply.intent).toBe('Horarios');
    expect(text(first!)).toMatch(/^¡Gracias! Anoté tu correo\.\n\nAbrimos de lunes a viernes/);
  });

  it('asks the next field right after an answer to the previous one', () => {
    const [, answer] = chat(bot([PHONE, EMAIL]), ['¿A qué hora abren?', '341 555 0101']);
    expect(text(answer!)).toBe(
      '¡Gracias! Anoté tu teléfono o WhatsApp.\n\n¿Me compartirías tu correo? Es opcional: con «prefiero no» seguimos sin ese dato.',
    );
  });
});

describe('when each field is asked', () => {
  it('asks "al inicio" fields with the first reply, before any answer', () => {
    const name = field({ name: 'nombre', label: 'Nombre', collectAt: 'start' });
    const [first] = chat(bot([name]), ['hola']);
    expect(text(first!)).toContain('¿Me compartirías tu nombre?');
  });

  it('asks a "specific" field only after its intent matched', () => {
    const size = field({
      name: 'zona',
      label: 'Zona de entrega',
      collectAt: 'specific',
      collectOnIntent: 'Envios',
    });
    const turns = chat(bot([size]), ['¿A qué hora abren?', '¿cuánto cuesta el corte?', '¿hacen envíos?']);
    expect(text(turns[0]!)).not.toContain('zona');
    expect(text(turns[1]!)).not.toContain('zona');
    expect(text(turns[2]!)).toContain('¿Me compartirías tu zona de entrega?');
  });

  it('asks "al final" fields when the visitor says goodbye or thanks', () => {
    const opinion = field({ name: 'opinion', label: '¿Cómo te atendimos?', collectAt: 'end' });
    const turns = chat(bot([opinion]), ['¿A qué hora abren?', 'muchas gracias']);
    expect(text(turns[0]!)).not.toContain('atendimos');
    expect(text(turns[1]!)).toContain('¿Cómo te atendimos?');
  });
});

describe('grammatical prompts from awkward labels', () => {
  it.each([
    ['Tu correo', '¿Me compartirías tu correo?'],
    ['Correo electrónico', '¿Me compartirías tu correo electrónico?'],
    ['Teléfono o WhatsApp', '¿Me compartirías tu teléfono o WhatsApp?'],
    ['¿Para qué ocasión es?', '¿Para qué ocasión es?'],
    ['Para qué ocasión es?', '¿Para qué ocasión es?'],
    ['DNI', '¿Me compartirías tu DNI?'],
    ['Tus datos de facturación', '¿Me compartirías tus datos de facturación?'],
    ['País:', '¿Me compartirías tu país?'],
  ])('%s → %s', (label, prompt) => {
    const asked = askFor(field({ label, required: true }), 1).text;
    expect(asked).toBe(prompt);
    expect(asked).not.toMatch(/\b(\w+) \1\b/i);
    expect(asked).not.toMatch(/\?\?|¿¿/);
  });

  it('asks the second time in other words', () => {
    expect(askFor(field({ label: '¿Para qué ocasión es?', required: true }), 2).text).toBe(
      'Por cierto, ¿para qué ocasión es? Es un dato necesario para que el equipo pueda contactarte.',
    );
    expect(fieldPhrase('WhatsApp')).toEqual({ kind: 'thing', thing: 'tu WhatsApp' });
  });

  it('thanks without doubling words', () => {
    const [, noted] = chat(bot([EMAIL]), ['¿A qué hora abren?', 'ana@example.com']);
    expect(text(noted!)).toBe('¡Gracias! Anoté tu correo.');
  });
});

describe('two questions in one message', () => {
  it('answers both halves', () => {
    const [turn] = chat(bot(), ['¿a qué hora abren y cuánto cuesta el corte?']);
    expect(turn!.reply.answered.map((i) => i.id)).toEqual(['i-hours', 'i-prices']);
    expect(text(turn!)).toContain('lunes a viernes');
    expect(text(turn!)).toContain('$8.000');
  });
});

describe('acknowledgements', () => {
  it('answers "dale" and "ok gracias" as small talk, never as a question left for the owner', () => {
    const [, dale, okThanks] = chat(bot(), ['¿A qué hora abren?', 'dale', 'ok gracias']);
    expect(dale!.reply).toMatchObject({ kind: 'smalltalk', intent: 'smalltalk.acknowledged' });
    expect(text(dale!)).toBe('¡Perfecto! Cualquier otra consulta, aquí estoy.');
    expect(okThanks!.reply).toMatchObject({ kind: 'smalltalk', intent: 'smalltalk.thanks' });
  });

  it('takes "dale" to "¿me compartirías tu teléfono?" as a yes, not as a wrong number', () => {
    const [asked, dale, number] = chat(bot([PHONE]), ['¿A qué hora abren?', 'dale', '341 555 0199']);
    expect(text(asked!)).toContain('teléfono');
    expect(dale!.reply).toMatchObject({ kind: 'field', intent: 'field.telefono' });
    expect(text(dale!)).toBe('¡Perfecto! Aquí lo espero cuando quieras.');
    expect(dale!.state.attempts).toBe(0);
    expect(number!.collected.telefono).toBeDefined();
  });

  it('takes "no", "nada más" and "eso es todo, gracias" as the end, before any intent', () => {
    // The test engine reads "sale" as prices: "no, eso es todo, sale" must still be a closing.
    for (const message of [
      'no',
      'No, gracias',
      'nada más',
      'eso es todo, gracias!',
      'no, eso es todo, sale',
    ]) {
      const [, done] = chat(bot(), ['¿A qué hora abren?', message]);
      expect(done!.reply, message).toMatchObject({ kind: 'smalltalk', intent: 'smalltalk.nothingElse' });
      expect(text(done!)).toBe('Está bien. Si más adelante hace falta algo, aquí estoy.');
    }
    // A question after "no" is a question.
    const [, question] = chat(bot(), ['¿A qué hora abren?', 'no, ¿cuánto cuesta?']);
    expect(question!.reply.intent).toBe('Precios');
  });

  it('still lets "no" decline a pending field', () => {
    const [, declined] = chat(bot([PHONE]), ['¿A qué hora abren?', 'no']);
    expect(declined!.reply).toMatchObject({ kind: 'field', intent: 'field.telefono' });
  });

  it('leaves a question that starts with "ok" to the intents', () => {
    const [question] = chat(bot(), ['ok, ¿y cuánto cuesta?']);
    expect(question!.reply.intent).toBe('Precios');
  });
});

describe('follow-ups', () => {
  it('reads a short continuation with the question before it', () => {
    const noKeyword = {
      ...bot(),
      understand: (t: string) =>
        /\bdomingos\b/.test(fold(t)) && !/hora/.test(fold(t)) ? understand('nada') : understand(t),
    };
    const [, followUp] = chat(noKeyword, ['¿A qué hora abren?', '¿y los domingos?']);
    expect(followUp!.reply.intent).toBe('Horarios');
  });

  it('does not invent a topic without a question before', () => {
    const [alone] = chat(bot(), ['¿y los domingos?']);
    expect(alone!.reply.kind).toBe('fallback');
  });

  /** A stand-in reading "¿y los sábados?" as the engine did in the bug: delivery first, hours close behind. */
  const saturdays = (hours: number): TurnBot => ({
    ...bot(),
    understand: (t: string) =>
      /^(y )?los sabados$/.test(fold(t).replace(/[¿?]/g, '').trim())
        ? {
            intentId: 'i-delivery',
            score: 0.79,
            ranked: [
              { id: 'i-delivery', score: 0.79 },
              ...(hours > 0 ? [{ id: 'i-hours', score: hours }] : []),
            ],
            suggestions: [],
            secondIntentId: null,
            uncoveredConcept: null,
          }
        : understand(t),
  });

  it('keeps the topic of the intent just answered while it has a fair share of the evidence', () => {
    const [, followUp] = chat(saturdays(0.6), ['¿A qué hora abren?', '¿y los sábados?']);
    expect(followUp!.reply).toMatchObject({ kind: 'answer', intent: 'Horarios', score: 0.6 });
    expect(followUp!.reply.answered.map((intent) => intent.id)).toEqual(['i-hours']);
    expect(followUp!.state.lastIntention).toBe('Horarios');
    // And the next continuation still leans on it.
    const [, , again] = chat(saturdays(0.6), ['¿A qué hora abren?', '¿y los sábados?', '¿y los sábados?']);
    expect(again!.reply.intent).toBe('Horarios');
  });

  it('changes topic when the intent just answered has no evidence, or a negligible one, and another clearly has', () => {
    for (const hours of [0, SUGGESTION_THRESHOLD]) {
      const [, followUp] = chat(saturdays(hours), ['¿A qué hora abren?', '¿y los sábados?']);
      expect(followUp!.reply.intent, String(hours)).toBe('Envios');
      expect(followUp!.state.lastIntention).toBe('Envios');
    }
  });

  it('reads the message alone when it is not a short continuation, or nothing was answered before', () => {
    const [, notFollowUp] = chat(saturdays(0.7), ['¿A qué hora abren?', 'los sábados']);
    expect(notFollowUp!.reply.intent).toBe('Envios');
    const [, afterSmallTalk] = chat(saturdays(0.7), ['hola', '¿y los sábados?']);
    expect(afterSmallTalk!.reply.intent).toBe('Envios');
    const [, , afterFallback] = chat(saturdays(0.7), [
      '¿A qué hora abren?',
      '¿venden helado?',
      '¿y los sábados?',
    ]);
    expect(afterFallback!.reply.intent).toBe('Envios');
  });
});

describe('follow-ups read by the engine (issue 37: "¿y los sábados?" after the hours got the delivery)', () => {
  const intents: TurnIntent[] = [
    {
      id: 'i-hours',
      intention: 'Horario.de.atencion',
      name: 'Horario de atención',
      description: 'Atendemos de lunes a viernes de 9 a 18 h y los sábados de 9 a 13 h.',
      questions: [
        '¿A qué hora abren?',
        '¿Cuál es el horario de atención?',
        '¿Hasta qué hora atienden?',
        '¿Qué días atienden?',
      ],
      files: [],
    },
    {
      id: 'i-delivery',
      intention: 'Envios',
      name: 'Envíos',
      description:
        'Hacemos envíos a Rosario y alrededores de lunes a sábados; los sábados entregamos por la mañana.',
      questions: [
        '¿Hacen envíos?',
        '¿Envían a domicilio?',
        '¿Cuánto cuesta el envío?',
        '¿Llegan a mi barrio?',
      ],
      files: [],
    },
    {
      id: 'i-payments',
      intention: 'Medios.de.pago',
      name: 'Medios de pago',
      description: 'Aceptamos efectivo, tarjeta y transferencia.',
      questions: ['¿Qué formas de pago aceptan?', '¿Puedo pagar con tarjeta?', '¿Aceptan transferencia?'],
      files: [],
    },
  ];
  const model = train(
    intents.map((intent) => ({
      id: intent.id,
      name: intent.name,
      questions: intent.questions,
      answer: intent.description,
    })),
  );
  const shop: TurnBot = { ...bot(), intents, understand: (t) => classify(model, t) };

  it('answers a short continuation within the intent just answered', () => {
    for (const followUp of ['¿y los sábados?', 'y el domingo?']) {
      const [hours, next] = chat(shop, ['¿A qué hora abren?', followUp]);
      expect(hours!.reply.intent).toBe('Horario.de.atencion');
      expect(next!.reply.intent, followUp).toBe('Horario.de.atencion');
    }
  });

  it('follows a real change of topic', () => {
    const [, delivery] = chat(shop, ['¿A qué hora abren?', '¿y hacen envíos?']);
    expect(delivery!.reply.intent).toBe('Envios');
    const [, payments] = chat(shop, ['¿A qué hora abren?', 'y con tarjeta?']);
    expect(payments!.reply.intent).toBe('Medios.de.pago');
  });
});

describe('clarification', () => {
  it('offers up to three close intents as chips with one of their questions', () => {
    const [turn] = chat(bot([PHONE]), ['quiero un turno']);
    expect(turn!.reply.kind).toBe('clarify');
    expect(text(turn!)).toBe('No estoy seguro de haberte entendido. ¿Es alguna de estas preguntas?');
    expect(turn!.reply.suggestions).toEqual([
      { intent: 'Horarios', text: '¿A qué hora abren?' },
      { intent: 'Precios', text: '¿Cuánto cuesta el corte?' },
    ]);
    expect(turn!.reply.options).toEqual(['¿A qué hora abren?', '¿Cuánto cuesta el corte?']);
  });

  it('a chip sends a question that is answered', () => {
    const [, chip] = chat(bot(), ['quiero un turno', '¿A qué hora abren?']);
    expect(chip!.reply.intent).toBe('Horarios');
  });
});

describe('the owner hears about leads and requests for a person', () => {
  it('notifies on the first contact datum, not when every field is filled, and only once', () => {
    const turns = chat(bot([PHONE, EMAIL]), [
      '¿A qué hora abren?',
      'ana@example.com',
      '¿cuánto cuesta el corte?',
      '341 555 0101',
    ]);
    expect(turns[1]!.lead).toMatchObject({ correo: { value: 'ana@example.com' } });
    expect(turns.filter((t) => t.lead).length).toBe(1);
    expect(turns[3]!.collected.telefono?.value).toBe('+543415550101');
  });

  it('flags a request for a person once and keeps the pending field', () => {
    const turns = chat(bot([PHONE]), [
      '¿A qué hora abren?',
      'quiero hablar con una persona',
      'quiero hablar con alguien',
    ]);
    expect(turns[1]!.handoff).toBe(true);
    expect(turns[2]!.handoff).toBe(false);
  });
});

describe("the owner's published contact", () => {
  it('is given when the bot does not know, with WhatsApp and e-mail buttons', () => {
    const withContact = {
      ...bot(),
      contact: { phone: '+54 9 341 555 0101', email: 'pepe@barberia.example' },
    };
    const [turn] = chat(withContact, ['¿tienen estacionamiento propio?']);
    expect(text(turn!)).toBe(
      'Todavía no tengo esa información. Le dejé tu pregunta a Pepe; también se le puede escribir por WhatsApp al +54 9 341 555 0101 o por correo a pepe@barberia.example.',
    );
    expect(turn!.reply.links).toEqual([
      {
        key: 'whatsapp',
        url: 'https://wa.me/5493415550101',
        title: 'Escribir por WhatsApp',
        hexa: '#25D366',
      },
      { key: 'web', url: 'mailto:pepe@barberia.example', title: 'Enviar un correo', hexa: '#4263EB' },
    ]);
    const [handoff] = chat(withContact, ['quiero hablar con una persona']);
    expect(text(handoff!)).toContain('También se le puede escribir por WhatsApp al +54 9 341 555 0101');
  });

  it('without one, says the question was left for the owner and sends nowhere', () => {
    const [turn] = chat(bot(), ['¿tienen estacionamiento propio?']);
    expect(text(turn!)).toBe(
      'Todavía no tengo esa información. Le dejé tu pregunta a Pepe para que pueda responderte.',
    );
    expect(turn!.reply.links).toEqual([]);
  });
});

describe('answers from the bot’s sources', () => {
  const withSources: TurnBot = {
    ...bot(),
    findPassage: (message) =>
      /\b(turno|reserva)\b/.test(fold(message))
        ? {
            sourceId: 's-1',
            sourceTitle: 'Reglamento',
            excerpt: 'Los turnos se reservan con 24 h de anticipación.',
            text: 'Los turnos se reservan con 24 h de anticipación. Se cancelan sin cargo.',
            score: 0.7,
          }
        : null,
  };

  it('quote the passage when no intent answers, before offering close intents', () => {
    const [turn] = chat(withSources, ['¿Cómo saco turno?']);
    expect(turn!.reply).toMatchObject({ kind: 'passage', intent: 'passage', suggestions: [] });
    // The passage alone: no source title (often a file name) in front of it (issue 38).
    expect(text(turn!)).toBe('Los turnos se reservan con 24 h de anticipación.');
  });

  it('never replace an intent that answers, small talk or "no sé"', () => {
    const [hours, hello, unknown] = chat(withSources, ['¿A qué hora abren?', 'hola', '¿Venden bicicletas?']);
    expect(hours!.reply.kind).toBe('answer');
    expect(hello!.reply.kind).toBe('smalltalk');
    expect(unknown!.reply).toMatchObject({ kind: 'fallback', passage: null });
  });
});

describe('the bot’s opening hours (issue 39)', () => {
  // Tuesday 24 November 2026, 12:00 UTC: 9:00 in Buenos Aires.
  const weekdays = [1, 2, 3, 4, 5].map((day) => ({ day, open: '10:00', close: '19:00' }));
  const hours = {
    timeZone: 'America/Argentina/Buenos_Aires',
    weekly: weekdays,
    closures: [{ date: '2026-11-27', note: 'Inventario' }],
  };
  /** An hours question the owner wrote no intent for: the engine says only what it is about. */
  const aboutHours = (theBot: TurnBot): TurnBot => ({
    ...theBot,
    intents: INTENTS.filter((intent) => intent.id !== 'i-hours'),
    understand: (t: string) =>
      /horario/.test(fold(t))
        ? {
            intentId: null,
            score: 0.1,
            ranked: [],
            suggestions: [],
            secondIntentId: null,
            uncoveredConcept: 'hours',
          }
        : understand(t),
  });

  it('answers an hours question no intent answers from the schedule, with where it stands and closures ahead', () => {
    const [result] = chat(aboutHours({ ...bot(), hours }), ['¿cuál es el horario?']);
    expect(result!.reply).toMatchObject({ kind: 'hours', intent: HOURS_INTENT });
    expect(text(result!)).toBe(
      'Nuestro horario: De lunes a viernes, de 10:00 a 19:00; sábado y domingo, cerrado. Ahora estamos cerrados: abrimos hoy a las 10:00. Cerramos el 27/11 (Inventario).',
    );
  });

  it('leaves the question to "no sé" without hours, and to the owner’s intent when there is one', () => {
    const [without] = chat(aboutHours(bot()), ['¿cuál es el horario?']);
    expect(without!.reply.kind).toBe('fallback');
    const [answered] = chat({ ...bot(), hours }, ['¿a qué hora abren?']);
    expect(answered!.reply).toMatchObject({ kind: 'answer', intent: 'Horarios' });
  });

  it('tells a visitor who asks for a person out of hours when someone is back', () => {
    const [closed] = chat({ ...bot(), hours }, ['quiero hablar con una persona']);
    expect(closed!.reply.kind).toBe('handoff');
    expect(text(closed!)).toContain('Ahora estamos fuera de horario: volvemos hoy a las 10:00.');
    const always = { ...hours, weekly: [2].map((day) => ({ day, open: '00:00', close: '24:00' })) };
    const [open] = chat({ ...bot(), hours: always }, ['quiero hablar con una persona']);
    expect(text(open!)).not.toContain('fuera de horario');
  });
});
