import { describe, expect, it } from 'vitest';
import type { CollectedValue, ConversationState } from '../../../shared/conversation-state';
import type { Hours } from '../../../shared/schemas/agenda';
import type { StoredDataField } from '../../../shared/schemas/training';
import { freeTimes, type FreeTime } from '../hours/free-times';
import { whenAsked } from '../hours/when-asked';
import { asksForBooking } from './booking-turn';
import {
  BOOKING_CONFIRMED_INTENT,
  BOOKING_INTENT,
  NEW_STATE,
  takeTurn,
  type TurnBot,
  type TurnResult,
} from './turn';

// Rosario, Argentina (UTC−3 all year): Tuesday to Saturday, 9 to 13 and 15 to 19.
const HOURS: Hours = {
  timeZone: 'America/Argentina/Cordoba',
  weekly: [2, 3, 4, 5, 6].flatMap((day) => [
    { day, open: '09:00', close: '13:00' },
    { day, open: '15:00', close: '19:00' },
  ]),
  closures: [],
};
/** Monday 30 November 2026, 10:00 in Rosario. */
const NOW = new Date('2026-11-30T13:00:00Z');
const SERVICES = [
  { id: 's-cut', name: 'Corte de pelo', durationMin: 30 },
  { id: 's-color', name: 'Coloración', durationMin: 90 },
];

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

/**
 * The free times of each service as the agenda would give them, less the starts in `taken`; `loaded` says
 * whether the turn has them (chat.service loads them when a turn asks).
 */
function bot(options: {
  services?: typeof SERVICES;
  taken?: string[];
  fields?: StoredDataField[];
  loaded?: boolean;
}): TurnBot {
  const services = options.services ?? SERVICES;
  const taken = new Set((options.taken ?? []).map((iso) => Date.parse(iso)));
  const times = (serviceId: string): FreeTime[] => {
    const service = services.find((s) => s.id === serviceId)!;
    return freeTimes(
      { hours: HOURS, durationMin: service.durationMin, leadTimeMin: 60, horizonDays: 14, capacity: 1 },
      [],
      NOW,
      undefined,
      15,
    ).filter((time) => !taken.has(time.start.getTime()));
  };
  return {
    name: 'Peluquería Mara',
    description: 'Cortes y color en Rosario.',
    platform: false,
    ownerName: 'Mara',
    fields: options.fields ?? [],
    country: 'Argentina',
    intents: [
      {
        id: 'i-prices',
        intention: 'Precios',
        name: 'Precios',
        description: 'El corte sale $8.000.',
        questions: ['¿Cuánto sale el corte?'],
        files: [],
      },
    ],
    contact: { phone: null, email: null },
    hours: HOURS,
    platformContact: { key: 'web', url: 'https://vocero.example/contact', title: 'Hablemos', hexa: '#000' },
    booking: {
      timeZone: HOURS.timeZone,
      horizonDays: 14,
      services: services.map(({ id, name }) => ({ id, name })),
      freeTimes: (id) => (options.loaded === false ? null : times(id)),
    },
    understand: (text) => {
      const price = /cu[aá]nto sale|precio/i.test(text);
      return {
        intentId: price ? 'i-prices' : null,
        score: price ? 0.9 : 0.05,
        ranked: price ? [{ id: 'i-prices', score: 0.9 }] : [],
        suggestions: [],
        secondIntentId: null,
        uncoveredConcept: null,
      };
    },
  };
}

function chat(theBot: TurnBot, messages: string[]): TurnResult[] {
  let state: ConversationState = NEW_STATE;
  let collected: Record<string, CollectedValue> = {};
  return messages.map((message) => {
    const result = takeTurn({ bot: theBot, state, collected, message, now: NOW });
    state = result.state;
    collected = result.collected;
    return result;
  });
}

const text = (result: TurnResult) => result.reply.parts.join('\n\n');

describe('recognising a request for a turno', () => {
  it('reads the ways the region asks, and leaves prices, changes and hours alone', () => {
    const asks = [
      'quiero sacar un turno',
      'hay turno para hoy?',
      'me das una cita para el 12?',
      'quiero reservar',
      'necesito un turno para mi perro',
      'quiero pedir hora para el lunes',
    ];
    const asked = (message: string) =>
      asksForBooking(message, whenAsked(message, NOW, HOURS.timeZone), 'Chile');
    for (const message of asks) expect(asked(message), message).toBe(true);
    const others = [
      '¿cuánto sale el turno?',
      '¿atienden los sábados?',
      'quiero cancelar mi turno',
      '¿a qué hora abren el lunes?',
    ];
    for (const message of others) expect(asked(message), message).toBe(false);
  });

  it('takes a word of a free place only beside a day or an hour', () => {
    const when = { date: '2026-12-01', time: null, eitherHalf: false, part: 'afternoon' as const };
    expect(asksForBooking('¿tienen lugar mañana a la tarde?', when, 'Argentina')).toBe(true);
    expect(asksForBooking('¿tienen lugar para estacionar?', null, 'Argentina')).toBe(false);
  });
});

describe('booking in the conversation', () => {
  it('asks the service, offers five times near what was asked, takes the data and confirms', () => {
    const [ask, service, time, name, phone, yes] = chat(bot({}), [
      '¿tienen turno mañana a la tarde?',
      'Corte de pelo',
      'mar 1/12 15:30',
      'Soy Ana López',
      '341 555 0101',
      'Sí, reservar',
    ]);
    expect(ask!.reply.intent).toBe(BOOKING_INTENT);
    expect(ask!.reply.options).toEqual(['Corte de pelo', 'Coloración']);
    // Tuesday afternoon, as asked.
    expect(service!.reply.options).toEqual([
      'mar 1/12 15:00',
      'mar 1/12 15:30',
      'mar 1/12 16:00',
      'mar 1/12 16:30',
      'mar 1/12 17:00',
    ]);
    expect(service!.reply.times[1]).toEqual({ text: 'mar 1/12 15:30', start: '2026-12-01T15:30:00-03:00' });
    expect(text(time!)).toContain('martes 1 de diciembre, 15:30');
    expect(text(time!)).toContain('¿A nombre de quién');
    expect(text(name!)).toContain('teléfono');
    expect(text(phone!)).toContain('a nombre de Ana López (+54 341 555 0101)');
    expect(phone!.reply.options).toEqual(['Sí, reservar', 'Otro horario', 'Cancelar']);
    expect(yes!.reply.intent).toBe(BOOKING_CONFIRMED_INTENT);
    expect(yes!.book).toEqual({
      serviceId: 's-cut',
      serviceName: 'Corte de pelo',
      start: '2026-12-01T15:30:00-03:00',
      name: 'Ana López',
      phone: '+54 341 555 0101',
      email: null,
    });
    expect(yes!.state.booking).toBeNull();
  });

  it('takes a time asked that is free at once, and reuses the data the conversation has', () => {
    const fields = [
      field({ name: 'nombre', label: 'Tu nombre', type: 'text', collectAt: 'end' }),
      field({ name: 'telefono', label: 'Teléfono', type: 'phone', collectAt: 'end' }),
    ];
    const [first, confirm] = chat(bot({ services: [SERVICES[0]!], fields }), [
      'mi número es 341 555 0101, quiero un turno el jueves a las 10',
      'Ana',
    ]);
    // One service: no question about it; Thursday 10:00 is free.
    expect(text(first!)).toContain('jueves 3 de diciembre, 10:00');
    expect(text(first!)).toContain('¿A nombre de quién');
    expect(first!.lead).not.toBeNull();
    expect(text(confirm!)).toContain('¿Lo reservo?');
    expect(confirm!.collected.nombre?.value).toBe('Ana');
  });

  it('offers the nearest free times when the hour asked is taken or closed, never a dead end', () => {
    const [closed] = chat(bot({ services: [SERVICES[0]!] }), ['¿me das un turno el domingo a las 10?']);
    expect(closed!.reply.options).toHaveLength(5);
    // Sunday is closed: the first free times after it, near the hour asked.
    expect(closed!.reply.options[0]).toBe('mar 8/12 10:00');
    const [taken] = chat(bot({ services: [SERVICES[0]!], taken: ['2026-12-03T10:00:00-03:00'] }), [
      'quiero turno el jueves a las 10',
    ]);
    expect(text(taken!)).toContain('A esa hora no hay lugar');
    expect(taken!.reply.options).toContain('jue 3/12 10:30');
    expect(taken!.reply.options).not.toContain('jue 3/12 10:00');
  });

  it('offers other times when the chip picked was taken before the "sí"', () => {
    const theBot = bot({ services: [SERVICES[0]!] });
    const turns = chat(theBot, ['quiero un turno', 'mar 1/12 10:00', 'Ana', '3415550101']);
    const state = turns.at(-1)!.state;
    // Another visitor books Tuesday 10:00 meanwhile.
    const later = takeTurn({
      bot: bot({ services: [SERVICES[0]!], taken: ['2026-12-01T10:00:00-03:00'] }),
      state,
      collected: turns.at(-1)!.collected,
      message: 'sí',
      now: NOW,
    });
    expect(later.book).toBeNull();
    expect(text(later)).toContain('se acaba de ocupar');
    expect(later.reply.options).toContain('mar 1/12 10:30');
    expect(later.state.booking?.step).toBe('time');
  });

  it('answers a question in the middle and asks the step again; "cancelar" lets it go', () => {
    const [, price, drop] = chat(bot({ services: [SERVICES[0]!] }), [
      'quiero un turno',
      '¿cuánto sale el corte?',
      'cancelar',
    ]);
    expect(price!.reply.intent).toBe('Precios');
    expect(text(price!)).toContain('$8.000');
    expect(price!.reply.options).toHaveLength(5);
    expect(drop!.reply.intent).toBe(BOOKING_INTENT);
    expect(drop!.state.booking).toBeNull();
    expect(text(drop!)).toContain('sin reservar');
  });

  it('asks again for a time it cannot read, then lets the booking go', () => {
    const [, first, second] = chat(bot({ services: [SERVICES[0]!] }), ['quiero un turno', 'bla', 'bla bla']);
    expect(text(first!)).toContain('No me quedó claro el horario');
    expect(first!.state.booking?.step).toBe('time');
    expect(second!.state.booking).toBeNull();
  });

  it('reads "sí, pero a las 11" as another time, and "sí, el martes a las 10" as a yes', () => {
    const theBot = bot({ services: [SERVICES[0]!] });
    const [, , , summary, other] = chat(theBot, [
      'quiero un turno el martes a las 10',
      'Ana',
      '3415550101',
      'hola',
      'sí, pero a las 11',
    ]);
    expect(summary!.state.booking?.step).toBe('confirm');
    expect(other!.book).toBeNull();
    expect(text(other!)).toContain('martes 1 de diciembre, 11:00');
    const [, , yes] = chat(theBot, [
      'quiero un turno el martes a las 10',
      'Ana 3415550101',
      'sí, el martes a las 10',
    ]);
    expect(yes!.book?.start).toBe('2026-12-01T10:00:00-03:00');
  });

  it('keeps a day said before the service for the times it offers', () => {
    const [, day, service] = chat(bot({}), ['quiero un turno', 'el jueves a la tarde', 'Coloración']);
    expect(day!.reply.options).toEqual(['Corte de pelo', 'Coloración']);
    expect(service!.reply.options[0]).toBe('jue 3/12 15:00');
  });

  it('shows the later times on "otro"', () => {
    const [offer, other] = chat(bot({ services: [SERVICES[0]!] }), ['quiero un turno', 'otros']);
    const last = Date.parse(offer!.reply.times.at(-1)!.start);
    expect(other!.reply.times.every((time) => Date.parse(time.start) > last)).toBe(true);
  });

  it('asks chat.service for the free times it does not have', () => {
    const [first] = chat(bot({ services: [SERVICES[0]!], loaded: false }), ['quiero un turno']);
    expect(first!.needsTimes).toBe('s-cut');
  });

  it('points to the private link to change a booking', () => {
    const [change] = chat(bot({}), ['quiero cancelar mi turno']);
    expect(text(change!)).toContain('enlace');
    expect(change!.state.booking ?? null).toBeNull();
  });
});
