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

describe('agenda.scheduleAnswer', () => {
  const week = [
    ...[1, 2, 3, 4, 5].flatMap((day) => [
      { day, open: '09:00', close: '13:00' },
      { day, open: '16:00', close: '20:00' },
    ]),
    { day: 6, open: '09:00', close: '13:00' },
  ];

  it('reads the week Monday first, days with the same hours together, then where it stands now', () => {
    expect(agenda.scheduleAnswer(week, { openNow: true, closesAt: '13:00', opensAt: null }, [])).toBe(
      'Nuestro horario: De lunes a viernes, de 9:00 a 13:00 y de 16:00 a 20:00; sábado, de 9:00 a 13:00; domingo, cerrado. Ahora estamos abiertos hasta las 13:00.',
    );
    const twoDays = [
      { day: 6, open: '10:00', close: '14:00' },
      { day: 0, open: '10:00', close: '14:00' },
    ];
    const closed = {
      openNow: false,
      closesAt: null,
      opensAt: { date: '2026-12-19', day: 6, time: '10:00', inDays: 2 },
    };
    expect(agenda.scheduleAnswer(twoDays, closed, [{ date: '2026-12-25', note: 'Navidad' }])).toBe(
      'Nuestro horario: De lunes a viernes, cerrado; sábado y domingo, de 10:00 a 14:00. Ahora estamos cerrados: abrimos el sábado a las 10:00. Cerramos el 25/12 (Navidad).',
    );
  });

  it('says when someone is back to a visitor who asks for a person out of hours', () => {
    expect(
      agenda.backWhen({
        openNow: false,
        closesAt: null,
        opensAt: { date: '2026-12-15', day: 2, time: '09:00', inDays: 1 },
      }),
    ).toBe('Ahora estamos fuera de horario: volvemos mañana a las 9:00.');
    expect(agenda.backWhen({ openNow: false, closesAt: null, opensAt: null })).toBe(
      'Ahora estamos fuera de horario.',
    );
  });
});
