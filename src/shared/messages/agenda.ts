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

export const agenda = {
  days: DAYS,
  /** "Abierto ahora · cierra a las 19:00", "Cerrado · abre el lunes a las 9:00". */
  status: (status: StatusForText): string => {
    if (status.openNow)
      return status.closesAt ? `Abierto ahora · cierra a ${atClock(status.closesAt)}` : 'Abierto ahora';
    const next = status.opensAt;
    if (!next) return 'Cerrado por ahora';
    const when =
      next.inDays === 0
        ? 'hoy'
        : next.inDays === 1
          ? 'mañana'
          : next.inDays < 7
            ? `el ${DAYS[next.day]}`
            : `el ${DAYS[next.day]} ${Number(next.date.slice(8, 10))}/${Number(next.date.slice(5, 7))}`;
    return `Cerrado · abre ${when} a ${atClock(next.time)}`;
  },
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
