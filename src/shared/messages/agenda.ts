/** Opening hours, "abierto ahora" and, later, bookings (issue 39). */
const DAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'] as const;

export const agenda = {
  days: DAYS,
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
