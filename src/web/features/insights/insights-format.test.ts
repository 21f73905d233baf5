import { describe, expect, it } from 'vitest';
import {
  activePause,
  bookingWhen,
  countryName,
  dayLabel,
  formatShare,
  formatShortDateTime,
  formatTime,
  messageStamp,
  intentBadgeOf,
  intentLabel,
  intentNameFrom,
  isRangeValid,
  leadsCsvFileName,
  originHost,
  statsRows,
  visitorLabel,
} from './insights-format';
import { SYSTEM_INTENTS } from '../../../shared/intents';
import { insightsText } from '../../../shared/messages/insights.es';

const day = (date: string, conversations = 0) => ({
  date,
  conversations,
  visitorMessages: 0,
  answered: 0,
  leads: 0,
  ratings: 0,
  modelWorded: 0,
  bookings: 0,
});

describe('leadsCsvFileName', () => {
  it('names the file after the alias', () => {
    expect(leadsCsvFileName('ferreteria')).toBe('contactos-ferreteria.csv');
  });
  it('adds the date range when filtered, with open ends named', () => {
    expect(leadsCsvFileName('ferreteria', { from: '2025-03-01', to: '2025-03-31' })).toBe(
      'contactos-ferreteria-2025-03-01_2025-03-31.csv',
    );
    expect(leadsCsvFileName('ferreteria', { from: '2025-03-01' })).toBe(
      'contactos-ferreteria-2025-03-01_hoy.csv',
    );
  });
  it('keeps only safe characters', () => {
    expect(leadsCsvFileName('../año nuevo')).toBe('contactos-año-nuevo.csv');
    expect(leadsCsvFileName('///')).toBe('contactos-bot.csv');
  });
});

describe('isRangeValid', () => {
  it('accepts open and ordered ranges and rejects reversed ones', () => {
    expect(isRangeValid({})).toBe(true);
    expect(isRangeValid({ from: '2025-03-01' })).toBe(true);
    expect(isRangeValid({ from: '2025-03-01', to: '2025-03-01' })).toBe(true);
    expect(isRangeValid({ from: '2025-03-02', to: '2025-03-01' })).toBe(false);
  });
});

describe('formatShare', () => {
  it('rounds to a whole percentage', () => {
    expect(formatShare(0.834)).toBe('83 %');
    expect(formatShare(0)).toBe('0 %');
    expect(formatShare(1)).toBe('100 %');
  });
  it('clamps values out of range and non-numbers', () => {
    expect(formatShare(1.7)).toBe('100 %');
    expect(formatShare(-1)).toBe('0 %');
    expect(formatShare(Number.NaN)).toBe('0 %');
  });
});

describe('statsRows', () => {
  it('sorts days oldest first and labels them in Spanish, in UTC', () => {
    const rows = statsRows([day('2025-03-06', 2), day('2025-03-05', 1)]);
    expect(rows.map((row) => row.date)).toEqual(['2025-03-05', '2025-03-06']);
    expect(rows[0]).toMatchObject({ conversations: 1, label: '5 mar' });
  });
  it('leaves a malformed date as it came', () => {
    expect(dayLabel('ayer')).toBe('ayer');
  });
});

describe('intentNameFrom', () => {
  it('drops question marks and capitalises', () => {
    expect(intentNameFrom('¿hacen envíos a   domicilio?')).toBe('Hacen envíos a domicilio');
  });
  it('cuts long questions at a word boundary', () => {
    const name = intentNameFrom(
      'quisiera saber si ustedes tienen disponibilidad de turnos para el sábado a la tarde',
    );
    expect(name.length).toBeLessThanOrEqual(60);
    expect(name.endsWith(' ')).toBe(false);
    expect(name.startsWith('Quisiera saber')).toBe(true);
  });
});

describe('intentBadgeOf', () => {
  const labels = {
    fallback: 'Sin respuesta',
    field: (label: string) => `Dato: ${label}`,
    smallTalk: 'Charla',
    handoff: 'Pidió una persona',
    passage: 'Desde tus fuentes',
  };
  const collected = { correo: { label: 'Correo' } };
  it('names intents, the fallback, fields by their label and small talk', () => {
    expect(intentBadgeOf('Horarios', collected, labels)).toEqual({ label: 'Horarios', color: 'grape' });
    expect(intentBadgeOf('fallback', collected, labels)).toEqual({ label: 'Sin respuesta', color: 'orange' });
    expect(intentBadgeOf('field.correo', collected, labels)).toEqual({
      label: 'Dato: Correo',
      color: 'teal',
    });
    expect(intentBadgeOf('field.telefono', collected, labels)?.label).toBe('Dato: telefono');
    expect(intentBadgeOf('smalltalk.greeting', collected, labels)?.label).toBe('Charla');
  });
  it('says when the visitor asked for a person, and hides the internal names of the handoff', () => {
    expect(intentBadgeOf('handoff.request', collected, labels)).toEqual({
      label: 'Pidió una persona',
      color: 'yellow',
    });
    expect(intentBadgeOf('handoff.owner', collected, labels)).toBeNull();
  });
  it('names answers taken from the knowledge sources, in the badges and in the stats', () => {
    expect(intentBadgeOf('passage', collected, labels)).toEqual({
      label: 'Desde tus fuentes',
      color: 'blue',
    });
    expect(intentLabel('passage', {})).toBe('Desde tus fuentes');
    expect(intentLabel('handoff.request', {})).toBe('Pidió una persona');
  });
  it('names every label the product gives a message in words, in the stats and in the badges', () => {
    for (const code of SYSTEM_INTENTS) {
      const label = intentLabel(code, {});
      expect(label, code).toBe(insightsText.systemIntents[code]);
      expect(label, code).not.toMatch(/[a-z]\.[a-z]/);
    }
    // Said while the owner attended by hand: in the stats' top list (issue 38 item 15).
    expect(intentLabel('handoff.owner', {})).toBe('Mientras atendías tú');
    expect(intentLabel('smalltalk.greeting', {})).toBe('Charla');
    expect(intentLabel('field.correo', {})).toBe('Dato: correo');
    expect(intentBadgeOf('whatsapp.unsupported', collected, labels)).toEqual({
      label: 'Audio, imagen u otro archivo',
      color: 'gray',
    });
  });
  it('reads the key of a deleted intent as its name', () => {
    expect(intentLabel('Venden.tornillos', {})).toBe('Venden tornillos');
  });
  it("uses the owner's name for an intent's key", () => {
    expect(
      intentBadgeOf('Venden.tornillos', collected, labels, { 'Venden.tornillos': 'Venden tornillos' }),
    ).toEqual({
      label: 'Venden tornillos',
      color: 'grape',
    });
  });
  it('shows nothing without an intent', () => {
    expect(intentBadgeOf(null, collected, labels)).toBeNull();
  });
});

describe('dates of the inbox', () => {
  it('writes a compact date and time for tables', () => {
    expect(formatShortDateTime('2025-03-05T12:30:00Z')).toMatch(/^\d{2}\/\d{2}\/2025,? \d{2}:\d{2}$/);
    expect(formatShortDateTime('no es fecha')).toBe('');
  });
  it('shows only the time within the same day of the previous line', () => {
    const at = new Date(2025, 2, 5, 10, 15).toISOString();
    expect(messageStamp(at, new Date(2025, 2, 5, 9, 0).toISOString())).toBe('10:15');
    expect(messageStamp(at, new Date(2025, 2, 4, 9, 0).toISOString())).toMatch(/^05\/03\/2025,? 10:15$/);
    expect(messageStamp(at, undefined)).toMatch(/2025/);
  });
});

describe('where a visitor comes from', () => {
  it('names the country of an ISO code in Spanish', () => {
    expect(countryName('AR')).toBe('Argentina');
    expect(countryName('mx')).toBe('México');
  });
  it('names nothing for missing, malformed or unknown codes', () => {
    expect(countryName(null)).toBeNull();
    expect(countryName('')).toBeNull();
    expect(countryName('ARG')).toBeNull();
    expect(countryName('1A')).toBeNull();
    expect(countryName('XX')).toBeNull();
    expect(countryName('ZZ')).toBeNull();
  });
  it('adds the country to the visitor only when it is known', () => {
    expect(visitorLabel('Visitante', 'AR')).toBe('Visitante · Argentina');
    expect(visitorLabel('Lucía', null)).toBe('Lucía');
    expect(visitorLabel('Lucía', '??')).toBe('Lucía');
  });
  it("keeps the host of a widget conversation's origin", () => {
    expect(originHost('https://tienda.example')).toBe('tienda.example');
    expect(originHost('http://localhost:4000/contacto?x=1')).toBe('localhost:4000');
    expect(originHost('tienda.example/contacto')).toBe('tienda.example');
    expect(originHost(null)).toBeNull();
    expect(originHost('  ')).toBeNull();
  });
});

describe('the pause of the bot', () => {
  const now = Date.parse('2025-03-05T12:00:00Z');
  it('is active only while its end is ahead', () => {
    expect(activePause('2025-03-05T12:05:00Z', now)).toBe('2025-03-05T12:05:00Z');
    expect(activePause('2025-03-05T11:59:59Z', now)).toBeNull();
    expect(activePause(null, now)).toBeNull();
    expect(activePause('no es fecha', now)).toBeNull();
  });
  it('shows its end as a time of day', () => {
    expect(formatTime(new Date(2025, 2, 5, 14, 35).toISOString())).toBe('14:35');
    expect(formatTime('no es fecha')).toBe('');
  });
});

describe('bookingWhen', () => {
  it('names a booking by the business’s wall clock, whatever the viewer’s zone', () => {
    expect(bookingWhen('2026-12-04T15:00:00-03:00')).toBe('vie 4/12 15:00');
    expect(bookingWhen('2026-12-06T09:30:00+01:00')).toBe('dom 6/12 09:30');
    expect(bookingWhen('mañana')).toBe('');
  });
});
