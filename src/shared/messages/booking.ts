/** Services, free times and appointments (issue 39, items 2–7). */
const DAYS_SHORT = ['dom', 'lun', 'mar', 'mié', 'jue', 'vie', 'sáb'] as const;

export const booking = {
  daysShort: DAYS_SHORT,
  /** A chip or a button naming a free time: "jue 4/12 15:00". */
  slotLabel: (weekday: number, day: number, month: number, time: string) =>
    `${DAYS_SHORT[weekday]} ${day}/${month} ${time}`,
  // Validation
  servicesMany: 'Puedes cargar hasta 30 servicios',
  serviceNameRequired: 'Escribe el nombre del servicio',
  serviceNameLong: 'El nombre del servicio puede tener hasta 80 caracteres',
  serviceDescriptionLong: 'La descripción puede tener hasta 300 caracteres',
  durationInvalid: 'La duración va de 5 minutos a 12 horas',
  priceInvalid: 'Escribe el precio con números, por ejemplo 12000 o 12000,50',
  currencyRequired: 'Elige la moneda del precio',
  serviceDuplicate: 'Ya tienes un servicio con ese nombre',
  serviceUnknown: 'Ese servicio ya no existe: vuelve a cargar la página',
  leadTimeInvalid: 'La anticipación mínima va de 0 minutos a 7 días',
  horizonInvalid: 'Se puede reservar con hasta 365 días de anticipación',
  capacityInvalid: 'Puedes atender de 1 a 50 personas a la vez',
  dateInvalid: 'Escribe la fecha como AAAA-MM-DD',
  daysInvalid: 'Se pueden pedir de 1 a 14 días de horarios',
  startInvalid: 'Elige un horario de la lista',
  nameRequired: 'Escribe tu nombre',
  nameLong: 'El nombre puede tener hasta 80 caracteres',
  phoneInvalid: 'Escribe un teléfono válido, con su código de área',
  emailInvalid: 'Escribe un correo válido',
  noteLong: 'La nota puede tener hasta 300 caracteres',
  contactRequired: 'Déjanos un teléfono o un correo para confirmarte el turno',
  statusInvalid: 'Elige un estado: reservado, cancelado, atendido o no vino',
  // Refusals
  bookingOff: 'Este negocio no toma turnos por aquí por ahora.',
  noHours: 'Este negocio todavía no cargó su horario, así que no puede tomar turnos.',
  serviceNotFound: 'No encontramos ese servicio.',
  slotTaken: 'Ese horario se acaba de ocupar. Te mostramos los más cercanos que siguen libres.',
  slotUnavailable: 'Ese horario no está disponible. Te mostramos los más cercanos que siguen libres.',
  appointmentNotFound: 'No encontramos ese turno. Revisa el enlace que te enviamos.',
  alreadyCancelled: 'Este turno ya estaba cancelado.',
  alreadyPast: 'Este turno ya pasó: no se puede cambiar.',
  bookingTooFast: 'Estás pidiendo muchos turnos seguidos. Espera un momento y vuelve a intentarlo.',
  statusWord: {
    booked: 'Reservado',
    cancelled: 'Cancelado',
    done: 'Atendido',
    no_show: 'No vino',
  },
} as const;
