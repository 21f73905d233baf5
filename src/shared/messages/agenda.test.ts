import { describe, expect, it } from 'vitest';
import { agenda } from './agenda';

describe('agenda.status', () => {
  it('says until when it is open, or when it opens, as people say the time', () => {
    expect(agenda.status({ openNow: true, closesAt: '19:00', opensAt: null })).toBe(
      'Abierto ahora · cierra a las 19:00',
    );
    expect(agenda.status({ openNow: true, closesAt: '24:00', opensAt: null })).toBe(
      'Abierto ahora · cierra a la medianoche',
    );
    const opens = (inDays: number, day: number, time: string) =>
      agenda.status({ openNow: false, closesAt: null, opensAt: { date: '2026-12-14', day, time, inDays } });
    expect(opens(0, 4, '16:00')).toBe('Cerrado · abre hoy a las 16:00');
    expect(opens(1, 5, '09:00')).toBe('Cerrado · abre mañana a las 9:00');
    expect(opens(3, 1, '01:30')).toBe('Cerrado · abre el lunes a la 1:30');
    expect(opens(9, 1, '10:00')).toBe('Cerrado · abre el lunes 14/12 a las 10:00');
    expect(agenda.status({ openNow: false, closesAt: null, opensAt: null })).toBe('Cerrado por ahora');
  });
});
