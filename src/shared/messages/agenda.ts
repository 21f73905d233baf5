/** Opening hours, "abierto ahora" and, later, bookings (issue 39). */
const DAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'] as const;

/** "9:00" as people say it: "las 9:00", "la 1:00", "la medianoche". */
function atClock(time: string): string {
  if (time === '24:00' || time === '00:00') return 'la medianoche';
  const shown = time.replace(/^0(\d)/, '$1');
  return shown.startsWith('1:') ? `la ${shown}` : `las ${shown}`;
}

interface StatusForText {
  openNow: boolean;
  closesAt: string | null;
  opensAt: { date: string; day: number; time: string; inDays: number } | null;
}

/** "hoy a las 16:00", "mañana a las 9:00", "el lunes a las 9:00", "el lunes 5/1 a las 9:00". */
function opensWhen(next: NonNullable<StatusForText['opensAt']>): string {
  const day =
    next.inDays === 0
      ? 'hoy'
      : next.inDays === 1
        ? 'mañana'
        : next.inDays < 7
          ? `el ${DAYS[next.day]}`
          : `el ${DAYS[next.day]} ${Number(next.date.slice(8, 10))}/${Number(next.date.slice(5, 7))}`;
  return `${day} a ${atClock(next.time)}`;
}

/** "9:00" without the article, for ranges: "de 9:00 a 13:00". */
const clock = (time: string) => (time === '24:00' ? '24:00' : time.replace(/^0(\d)/, '$1'));

/** Days as a week is read here, Monday first. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

/**
 * The week in one sentence, days with the same hours together: "de lunes a viernes, de 9:00 a 13:00 y de
 * 16:00 a 20:00; sábado, de 9:00 a 13:00; domingo, cerrado".
 */
function weekText(weekly: ReadonlyArray<{ day: number; open: string; close: string }>): string {
  const rangesOf = (day: number) =>
    weekly
      .filter((range) => range.day === day)
      .sort((a, b) => a.open.localeCompare(b.open))
      .map((range) => `de ${clock(range.open)} a ${clock(range.close)}`)
      .join(' y ');
  const runs: Array<{ first: number; last: number; text: string }> = [];
  for (const day of WEEK_ORDER) {
    const text = rangesOf(day) || 'cerrado';
    const run = runs.at(-1);
    if (run && run.text === text) run.last = day;
    else runs.push({ first: day, last: day, text });
  }
  return runs
    .map(({ first, last, text }) => {
      const days =
        first === last
          ? DAYS[first]!
          : WEEK_ORDER.indexOf(last as 0) - WEEK_ORDER.indexOf(first as 0) === 1
            ? `${DAYS[first]} y ${DAYS[last]}`
            : `de ${DAYS[first]} a ${DAYS[last]}`;
      return `${days}, ${text}`;
    })
    .join('; ');
}

export const agenda = {
  days: DAYS,
  /** "Abierto ahora · cierra a las 19:00", "Cerrado · abre el lunes a las 9:00". */
  status: (status: StatusForText): string => {
    if (status.openNow)
      return status.closesAt ? `Abierto ahora · cierra a ${atClock(status.closesAt)}` : 'Abierto ahora';
    return status.opensAt ? `Cerrado · abre ${opensWhen(status.opensAt)}` : 'Cerrado por ahora';
  },
  /**
   * The bot's answer to an hours question when the owner wrote none (issue 39): the week, where it stands
   * now, and the days it closes in the next two weeks.
   */
  scheduleAnswer: (
    weekly: ReadonlyArray<{ day: number; open: string; close: string }>,
    status: StatusForText,
    closures: ReadonlyArray<{ date: string; note: string }>,
  ): string => {
    const week = weekText(weekly);
    const now = status.openNow
      ? `Ahora estamos abiertos${status.closesAt ? ` hasta ${atClock(status.closesAt)}` : ''}.`
      : status.opensAt
        ? `Ahora estamos cerrados: abrimos ${opensWhen(status.opensAt)}.`
        : 'Ahora estamos cerrados.';
    const closed = closures.map(
      (closure) =>
        `${Number(closure.date.slice(8, 10))}/${Number(closure.date.slice(5, 7))}${closure.note ? ` (${closure.note})` : ''}`,
    );
    const closedText = closed.length
      ? ` Cerramos ${closed.length === 1 ? 'el' : 'los días'} ${closed.join(', ')}.`
      : '';
    return `Nuestro horario: ${week.charAt(0).toUpperCase()}${week.slice(1)}. ${now}${closedText}`;
  },
  /** Said after "le avisé a…" when someone asks for a person while the business is closed. */
  backWhen: (status: StatusForText): string =>
    status.opensAt
      ? `Ahora estamos fuera de horario: volvemos ${opensWhen(status.opensAt)}.`
      : 'Ahora estamos fuera de horario.',
  openNowFilter: 'Abierto ahora',
  // The editor's card
  cardTitle: 'Horario de atención',
  cardSubtitle: 'Tu página muestra si estás abierto y tu bot lo dice cuando te preguntan.',
  notSet: 'Todavía no cargaste tu horario: empieza con este y ajústalo.',
  timeZone: 'Zona horaria',
  timeZoneHint: 'La hora de tu negocio, con sus cambios de horario de verano.',
  closedDay: 'Cerrado',
  opens: 'Abre',
  closes: 'Cierra',
  openDay: (day: string) => `Abierto el ${day}`,
  addRange: 'Agregar otro horario',
  removeRange: (day: string) => `Quitar este horario del ${day}`,
  closures: 'Días cerrados',
  closuresHint: 'Feriados, vacaciones o un día que no abras: tu página lo muestra.',
  closureDate: 'Fecha',
  closureNote: 'Motivo (opcional)',
  closureNotePlaceholder: 'Feriado, vacaciones…',
  addClosure: 'Agregar un día cerrado',
  removeClosure: (date: string) => (date ? `Quitar el día ${date}` : 'Quitar este día'),
  save: 'Guardar horario',
  saved: 'Guardamos tu horario',
  loading: 'Cargando tu horario…',
  timeZoneUnknown: 'Elige una zona horaria de la lista (por ejemplo: America/Argentina/Buenos_Aires)',
  timeFormat: 'Escribe la hora como HH:MM, de 00:00 a 24:00',
  dayInvalid: 'El día va de 0 (domingo) a 6 (sábado)',
  closeBeforeOpen: 'La hora de cierre tiene que ser posterior a la de apertura',
  overlap: (day: number) => `Los horarios del ${DAYS[day] ?? 'día'} se superponen`,
  rangesMany: 'Puedes cargar hasta 6 horarios por día',
  dateInvalid: 'Escribe la fecha como AAAA-MM-DD (por ejemplo: 2026-12-25)',
  closureDuplicate: 'Esa fecha ya está en tus días cerrados',
  closuresMany: 'Puedes cargar hasta 120 días cerrados',
  openNowInvalid: 'El filtro «Abierto ahora» se escribe openNow=true',
  noteLong: 'La nota puede tener hasta 120 caracteres',
} as const;
