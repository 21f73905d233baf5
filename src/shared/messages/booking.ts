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
  // The owner's card
  cardTitle: 'Turnos y servicios',
  cardSubtitle: 'Tus clientes eligen un servicio y un horario libre, en tu página y en el chat.',
  bookingOn: 'Tomar turnos',
  bookingOnHint:
    'Los horarios libres salen de tu horario de atención, sin los días cerrados ni los turnos tomados.',
  needsHours: 'Primero carga tu horario de atención: los turnos salen de él.',
  services: 'Servicios',
  serviceName: 'Servicio',
  serviceNamePlaceholder: 'Corte de pelo',
  duration: 'Duración',
  durationLabel: (minutes: number) =>
    minutes < 60
      ? `${minutes} min`
      : minutes % 60
        ? `${Math.floor(minutes / 60)} h ${minutes % 60} min`
        : `${minutes / 60} h`,
  price: 'Precio (opcional)',
  currency: 'Moneda',
  description: 'Descripción (opcional)',
  addService: 'Agregar un servicio',
  removeService: (name: string) => (name ? `Quitar el servicio ${name}` : 'Quitar este servicio'),
  noServices: 'Agrega al menos un servicio para tomar turnos.',
  leadTime: 'Anticipación mínima',
  leadTimeHint: 'Cuánto antes tiene que reservar un cliente.',
  leadTimeChoice: (minutes: number) =>
    minutes === 0
      ? 'Sin anticipación'
      : minutes < 60
        ? `${minutes} minutos`
        : minutes < 1440
          ? `${minutes / 60} h`
          : `${minutes / 1440} día${minutes === 1440 ? '' : 's'}`,
  horizon: 'Reservas hasta (días)',
  horizonHint: 'Con cuántos días de anticipación se puede reservar.',
  capacity: 'Personas a la vez',
  capacityHint: 'Cuántos clientes puedes atender en el mismo horario.',
  save: 'Guardar turnos',
  saved: 'Guardamos tus turnos y servicios',
  loading: 'Cargando tus servicios…',
  // The visitor's "Reservar turno"
  bookButton: 'Reservar turno',
  dialogTitle: (bot: string) => `Reservar turno en ${bot}`,
  chooseService: 'Elige un servicio',
  chooseDay: 'Elige el día',
  chooseTime: 'Elige el horario',
  noTimesThatDay: 'No quedan horarios libres ese día. Prueba con otro.',
  noTimesThisWeek: 'No hay horarios libres esta semana.',
  laterWeek: 'Semana siguiente',
  earlierWeek: 'Semana anterior',
  yourData: 'Tus datos',
  yourName: 'Tu nombre',
  yourPhone: 'Teléfono o WhatsApp',
  yourEmail: 'Correo (opcional, para recibir la confirmación)',
  yourNote: 'Algo que quieras contar (opcional)',
  confirm: 'Confirmar turno',
  back: 'Volver',
  summary: (service: string, when: string) => `${service} · ${when}`,
  confirmedTitle: '¡Listo, tu turno está reservado!',
  confirmedText: (when: string) => `Te esperamos el ${when}.`,
  manageHint: 'Guarda este enlace para ver, cambiar o cancelar tu turno:',
  openManage: 'Ver mi turno',
  loadingTimes: 'Buscando horarios libres…',
  timeZoneNote: (zone: string) => `Horarios en la hora del negocio (${zone}).`,
  // The visitor's page of a booking
  pageTitle: 'Tu turno',
  pageBot: (bot: string) => `en ${bot}`,
  cancel: 'Cancelar turno',
  cancelConfirm: '¿Seguro que quieres cancelar tu turno? El horario quedará libre para otra persona.',
  cancelYes: 'Sí, cancelar',
  cancelled: 'Cancelaste tu turno.',
  move: 'Cambiar horario',
  moved: 'Cambiamos tu turno.',
  // The owner's agenda
  agendaTitle: 'Agenda',
  agendaSubtitle: 'Tus turnos, semana por semana. Marca quién vino y cancela si hace falta.',
  agendaEmpty: 'No hay turnos en estos días.',
  agendaRange: (from: string, to: string) => `Del ${from} al ${to}`,
  agendaPick: 'Elige un turno para ver sus datos y marcar si vino.',
  agendaLoading: 'Cargando la agenda…',
  markDone: 'Vino',
  markNoShow: 'No vino',
  markCancelled: 'Cancelar',
  markBooked: 'Volver a reservar',
  openConversation: 'Ver la conversación',
  marked: 'Actualizamos el turno',
  feedTitle: 'Suscribirte desde tu calendario',
  feedHint:
    'Pega este enlace en Google Calendar («Agregar calendario» › «Desde URL») o en el calendario de tu teléfono. Es privado: no lo compartas.',
  feedShow: 'Mostrar el enlace del calendario',
  feedCopy: 'Copiar enlace',
  feedCopied: 'Enlace copiado',
  feedRenew: 'Cambiar el enlace',
  feedRenewed: 'Listo: el enlace anterior ya no funciona.',
  /**
   * What the bot says while booking in the conversation (issue 39, item 3). Like the rest of the bot's words
   * (decision 043), it suits tú and vos alike: no present, imperative or pronoun of the second person.
   */
  chat: {
    askService: '¡Con gusto! ¿Para qué servicio sería el turno?',
    unknownService: 'No encontré ese servicio. ¿Cuál de estos sería?',
    timesSoonest: (service: string) => `Estos son los próximos horarios libres para ${service}:`,
    timesNear: (service: string) =>
      `Estos son los horarios libres para ${service} más cercanos a lo que pediste:`,
    timesNotThen: (service: string) =>
      `A esa hora no hay lugar para ${service}. Los horarios libres más cercanos son estos:`,
    timesLater: 'Estos son los siguientes horarios libres:',
    timesTaken: 'Ese horario se acaba de ocupar. Estos son los más cercanos que siguen libres:',
    timesHint: 'Si ninguno sirve, se puede escribir otro día u hora (por ejemplo, «el jueves a la tarde»).',
    timeNotRead:
      'No me quedó claro el horario. Se puede elegir uno de la lista o escribir el día y la hora, por ejemplo «el jueves a las 10».',
    noTimes: (service: string, days: number) =>
      `Por ahora no quedan horarios libres para ${service} en los próximos ${days} días.`,
    chosen: (service: string, when: string) => `Perfecto: ${service}, ${when}.`,
    askName: '¿A nombre de quién lo reservo?',
    nameNotRead: '¿Me dirías el nombre para el turno?',
    askContact: '¿Y un teléfono para avisarte si surge algo?',
    contactNeeded:
      'Sin un teléfono o un correo no puedo reservarlo: hace falta para avisarte si surge algo. ¿Me dejarías alguno?',
    phoneNotRead:
      'Ese teléfono no parece completo: hace falta con el código de área, por ejemplo 11 2345 6789.',
    summary: (service: string, when: string, name: string, contact: string) =>
      `Reviso los datos: **${service}**, ${when}, a nombre de ${name} (${contact}). ¿Lo reservo?`,
    confirmYes: 'Sí, reservar',
    confirmOther: 'Otro horario',
    confirmNo: 'Cancelar',
    confirmAgain: '¿Lo reservo? Se puede elegir otro horario o cancelar.',
    confirmed: (service: string, when: string) =>
      `¡Listo! Tu turno quedó reservado: **${service}**, ${when}. Desde el enlace se puede ver, cambiar o cancelar.`,
    confirmedEmail: 'También te lo enviamos por correo.',
    dropped: 'Listo, dejé el turno sin reservar. Si más adelante hace falta, aquí estoy.',
    change:
      'Para cambiar o cancelar un turno está el enlace que llegó al reservarlo (en la confirmación del chat y en el correo).',
    stillBooking: 'Sigo con tu turno cuando quieras:',
  },
  statusWord: {
    booked: 'Reservado',
    cancelled: 'Cancelado',
    done: 'Atendido',
    no_show: 'No vino',
  },
} as const;
