import type { BusinessTemplate } from '../types';

/** Hotel y hospedaje: disponibilidad, tarifas, seña, check-in, desayuno, cochera, mascotas y niños. */
export const template: BusinessTemplate = {
  businessType: 'hotel',
  categoryKey: 'general',
  intents: [
    {
      name: 'Disponibilidad y reservas',
      concept: 'booking',
      questions: [
        '¿Tienen disponibilidad del 10 al 15 de enero?',
        'Quiero reservar una habitación doble para el fin de semana',
        '¿Hay lugar para 4 personas en Semana Santa?',
        '¿Tenés cabaña libre para este finde?',
        '¿Cómo hago la reserva?',
        '¿Me puede reservar un cuarto para esta noche?',
        '¿Se puede reservar por Booking o directo con ustedes?',
      ],
      description:
        'Escríbenos al [tu número de WhatsApp] con las fechas de entrada y salida y cuántas personas son (y las edades de los niños, si viajan), y te confirmamos disponibilidad y tarifa. También puedes reservar en [enlace de reservas]. [Beneficio por reservar directo].',
    },
    {
      name: 'Tarifas',
      concept: 'prices',
      questions: [
        '¿Cuánto sale la noche?',
        '¿Qué precio tiene la habitación doble?',
        '¿Cuánto cuesta la cabaña para 4?',
        '¿La tarifa es por persona o por habitación?',
        '¿Tienen precio por semana?',
        '¿Los impuestos están incluidos?',
      ],
      description:
        'Tarifas por noche:\n\n- [tipo de habitación]: [tarifa por noche]\n- [tipo de habitación]: [tarifa por noche]\n\nLa tarifa es [por habitación o por persona] e incluye [qué incluye la tarifa]. En temporada alta [tarifas o estadía mínima de temporada alta]. Por estadías largas: [descuento por estadía larga].',
    },
    {
      name: 'Habitaciones',
      concept: 'catalog',
      questions: [
        '¿Qué tipos de habitación tienen?',
        '¿Las habitaciones tienen baño privado?',
        '¿Tienen habitaciones con cama matrimonial?',
        '¿Hay cuartos para cinco personas?',
        '¿Las cabañas tienen cocina?',
        '¿Tienen vista al mar?',
      ],
      description:
        'Tenemos [tipos de habitaciones o unidades y capacidad]. Todas tienen [equipamiento de las habitaciones]. Mira las fotos en [dónde ver las fotos].',
    },
    {
      name: 'Seña para confirmar',
      concept: 'deposit',
      questions: [
        '¿Hay que dejar seña?',
        '¿Cuánto tengo que adelantar para reservar?',
        '¿A qué cuenta transfiero la seña?',
        '¿La reserva queda confirmada con el depósito?',
        '¿Se paga todo por adelantado?',
      ],
      description:
        'Para confirmar la reserva pedimos una seña del [porcentaje o monto de la seña], que puedes enviar a [datos para la transferencia]. El saldo se paga [cuándo se paga el saldo]. Cuando recibimos la seña, te mandamos la confirmación por escrito.',
    },
    {
      name: 'Cancelar o cambiar la reserva',
      concept: 'cancel-booking',
      questions: [
        'Necesito cancelar mi reserva',
        '¿Me devuelven la seña si cancelo?',
        '¿Puedo cambiar las fechas?',
        'Vamos a llegar un día después, ¿se puede?',
        '¿Cuál es la política de cancelación?',
      ],
      description:
        'Puedes cancelar o cambiar las fechas escribiendo al [tu número de WhatsApp]. Si cancelas con más de [plazo para cancelar sin cargo] de anticipación, [qué pasa con la seña]; después de ese plazo, [penalidad por cancelación tardía]. Los cambios de fecha están sujetos a disponibilidad.',
    },
    {
      name: 'Check-in, check-out y recepción',
      concept: 'hours',
      questions: [
        '¿A qué hora es el check-in?',
        '¿Hasta qué hora hay que dejar la habitación?',
        'Llegamos a las 2 de la mañana, ¿hay alguien en recepción?',
        '¿Puedo hacer late check-out?',
        '¿Podemos dejar las valijas antes del ingreso?',
        '¿La recepción está abierta las 24 horas?',
      ],
      description:
        'El check-in es desde las [hora del check-in] y el check-out hasta las [hora del check-out]. La recepción atiende [horario de la recepción]. Si llegas fuera de ese horario, avísanos y [cómo es el ingreso fuera de horario]. Late check-out: [condiciones del late check-out]. Puedes dejar tu equipaje [guarda de equipaje].',
    },
    {
      name: 'Desayuno y comidas',
      questions: [
        '¿Está incluido el desayuno?',
        '¿A qué hora sirven el desayuno?',
        '¿Tienen restaurante?',
        '¿Hay opciones sin gluten en el desayuno?',
        '¿Tienen media pensión?',
        '¿Se puede cocinar en la cabaña?',
      ],
      description:
        'El desayuno [si está incluido y cómo es] y se sirve de [horario del desayuno]. [Restaurante, media pensión o cocina en la unidad]. Si tienes alguna restricción alimentaria, avísanos al reservar: [opciones especiales].',
    },
    {
      name: 'Estacionamiento',
      concept: 'parking',
      questions: [
        '¿Tienen cochera?',
        '¿El estacionamiento tiene costo?',
        '¿Hay lugar para estacionar una camioneta?',
        '¿La cochera es cubierta?',
        '¿Puedo dejar el auto después del check-out?',
      ],
      description:
        'Tenemos [tipo de estacionamiento: propio, cubierto, cercano] [costo del estacionamiento]. [Si hay que reservar el lugar o límites de tamaño].',
    },
    {
      name: 'Mascotas',
      concept: 'pets',
      questions: [
        '¿Aceptan mascotas?',
        '¿Son pet friendly?',
        '¿Puedo llevar a mi perro?',
        '¿Cobran algo extra por la mascota?',
        '¿Aceptan gatos?',
      ],
      description: 'Mascotas: [si aceptan mascotas y cuáles]. [Condiciones y costo extra por mascota].',
    },
    {
      name: 'Wifi y comodidades',
      concept: 'wifi',
      questions: [
        '¿Tienen wifi?',
        '¿Hay pileta?',
        '¿Las habitaciones tienen aire acondicionado?',
        '¿Tienen calefacción?',
        '¿Hay parrilla?',
        '¿Dan toallas y sábanas?',
      ],
      description:
        'Tenemos wifi [en qué espacios hay wifi], [comodidades: piscina, aire acondicionado, calefacción, parrilla, spa]. Ropa de cama y toallas: [si están incluidas].',
    },
    {
      name: 'Niños',
      concept: 'kids',
      questions: [
        '¿Los niños pagan?',
        '¿Hasta qué edad no pagan los chicos?',
        '¿Tienen cuna para bebés?',
        'Viajamos con dos nenes, ¿entramos en una doble?',
        '¿Hay juegos para niños?',
      ],
      description:
        'Los niños hasta [edad hasta la que no pagan] años no pagan [condiciones]; desde esa edad, [tarifa para niños]. Tenemos cuna [si la cuna tiene costo]. Para niños hay [espacios o actividades para niños].',
    },
    {
      name: 'Ubicación y cómo llegar',
      concept: 'location',
      questions: [
        '¿Dónde están ubicados?',
        '¿Cuál es la dirección del hotel?',
        '¿Están cerca de la playa?',
        '¿Cómo llego desde la terminal de ómnibus?',
        '¿Tienen traslado desde el aeropuerto?',
        '¿A cuántas cuadras del centro están?',
      ],
      description:
        'Estamos en [tu dirección], [tu ciudad], a [distancia al centro o a los atractivos]. Desde la terminal o el aeropuerto: [cómo llegar]. Traslados: [si ofrecen traslado y su precio].',
    },
    {
      name: 'Medios de pago',
      concept: 'payment-methods',
      questions: [
        '¿Aceptan tarjeta de crédito?',
        '¿Se puede pagar en dólares?',
        '¿Tienen cuotas?',
        '¿Me hacen factura a nombre de la empresa?',
        '¿Hay descuento pagando en efectivo?',
      ],
      description:
        'Aceptamos [medios de pago]. [Cuotas o descuentos según el medio de pago]. Emitimos [factura o comprobante] a nombre de quien necesites.',
    },
    {
      name: 'Contacto',
      concept: 'contact',
      questions: [
        '¿Tienen WhatsApp?',
        '¿Cuál es el teléfono del hotel?',
        '¿A qué correo mando los datos de la reserva?',
        'Quiero hablar con recepción',
        '¿Cómo los contacto?',
      ],
      description:
        'Escríbenos por WhatsApp al [tu número de WhatsApp], llámanos al [tu teléfono] o envía un correo a [tu correo]. Fotos y novedades en Instagram: [tu Instagram].',
    },
  ],
};
