import { describe, expect, it } from 'vitest';
import { whenAsked } from './when-asked';

const ZONE = 'America/Argentina/Cordoba';
// Monday 30 November 2026, 11:00 in Córdoba.
const MONDAY = new Date('2026-11-30T14:00:00Z');
const read = (text: string) => whenAsked(text, MONDAY, ZONE);

describe('when a customer asks for a turno', () => {
  it('reads the day and the part of the day as the region says them', () => {
    expect(read('¿tenés turno mañana a la tarde?')).toEqual({
      date: '2026-12-01',
      time: null,
      eitherHalf: false,
      part: 'afternoon',
    });
    expect(read('¿hay lugar el jueves?')).toMatchObject({ date: '2026-12-03', time: null, part: null });
    expect(read('pasado mañana temprano')).toMatchObject({ date: '2026-12-02', part: 'morning' });
    expect(read('mañana por la mañana')).toMatchObject({ date: '2026-12-01', part: 'morning' });
    expect(read('a la noche')).toMatchObject({ date: null, part: 'evening' });
  });

  it('reads a bare day of the month as the next one, and an hour that may be either half of the day', () => {
    expect(read('el 12 a las 5')).toEqual({
      date: '2026-12-12',
      time: '05:00',
      eitherHalf: true,
      part: null,
    });
    expect(read('me das una cita para el 12?')).toMatchObject({ date: '2026-12-12', time: null });
    expect(read('hoy a las 18')).toEqual({
      date: '2026-11-30',
      time: '18:00',
      eitherHalf: false,
      part: null,
    });
    expect(read('el lunes 7 de diciembre a las 10:30')).toMatchObject({ date: '2026-12-07', time: '10:30' });
    expect(read('a las 5 de la tarde')).toMatchObject({ time: '17:00', eitherHalf: false });
  });

  it('finds nothing where nothing was said about when', () => {
    expect(read('quiero sacar un turno')).toBeNull();
    expect(read('¿cuánto sale el corte?')).toBeNull();
  });
});
