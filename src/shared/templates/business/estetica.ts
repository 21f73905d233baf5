import type { BusinessTemplate } from '../types';

/** Uñas y estética: manicura, pedicura, pestañas, cejas, depilación y faciales. */
export const template: BusinessTemplate = {
  businessType: 'estetica',
  categoryKey: 'plumbing',
  intents: [
    {
      name: 'Pedir turno',
      concept: 'booking',
      questions: [
        '¿Tenés turno para uñas esta semana?',
        'Quiero agendar una cita para manicure',
        '¿Tienen disponibilidad el viernes para pestañas?',
        'Hola! quería sacar turno para depilación',
        '¿Me puede dar hora para una limpieza facial?',
        '¿Cómo reservo?',
      ],
      description:
        'Puedes reservar en [enlace de reservas] o por WhatsApp al [tu número de WhatsApp]. Cuéntanos qué servicio quieres y qué días te quedan bien, y te pasamos los horarios libres.',
    },
    {
      name: 'Cambiar o cancelar un turno',
      concept: 'cancel-booking',
      questions: [
        'Necesito cambiar mi turno de uñas',
        'No puedo ir mañana, ¿lo podemos pasar?',
        'Quiero cancelar la cita del sábado',
        'Me voy a retrasar un poquito, ¿me esperas?',
        '¿Pierdo la seña si cancelo?',
        '¿Puedo reagendar para la semana que viene?',
      ],
      description:
        'Escríbenos al [tu número de WhatsApp] y te damos otro horario. Si avisas con [anticipación para cancelar] de anticipación, la seña queda para tu nuevo turno; si no, [qué pasa con la seña]. Te esperamos hasta [minutos de tolerancia] minutos.',
    },
    {
      name: 'Servicios',
      concept: 'catalog',
      questions: [
        '¿Qué servicios hacen?',
        '¿Hacen pedicura?',
        '¿Hacen lifting de pestañas?',
        '¿Hacen masajes?',
        '¿Trabajan uñas acrílicas?',
        '¿Hacen microblading de cejas?',
      ],
      description:
        'Hacemos:\n\n- Uñas: [servicios de uñas]\n- Pestañas y cejas: [servicios de pestañas y cejas]\n- Depilación: [métodos de depilación]\n- Faciales y corporales: [tratamientos faciales y corporales]\n\nPregúntanos por cualquier otro servicio.',
    },
    {
      name: 'Precios',
      concept: 'prices',
      questions: [
        '¿Cuánto sale el semipermanente?',
        '¿Cuánto cuestan las uñas esculpidas?',
        'precio de manos y pies',
        '¿Cuánto cobran el service de uñas?',
        '¿Qué valor tienen las extensiones de pestañas?',
        '¿Me pasás la lista de precios?',
        '¿El diseño se cobra aparte?',
      ],
      description:
        'Precios de referencia:\n\n- Esmaltado semipermanente: [precio del semipermanente]\n- Uñas esculpidas o de gel: [precio de las uñas esculpidas]\n- Service o mantenimiento: [precio del service]\n- Pedicura: [precio de la pedicura]\n- Pestañas: [precio de pestañas]\n\nLos diseños y decoraciones: [precio de los diseños]. La lista completa está en [enlace a la lista de precios].',
    },
    {
      name: 'Cuánto dura',
      concept: 'duration',
      questions: [
        '¿Cuánto me dura el semi?',
        '¿Cada cuánto hay que hacer el service de las esculpidas?',
        '¿Cuánto tarda el turno de uñas?',
        '¿Cuántas sesiones de láser necesito?',
        '¿Cuánto duran las extensiones de pestañas?',
        'cuanto tiempo es la limpieza facial',
      ],
      description:
        'Tiempos aproximados:\n\n- Semipermanente: el turno lleva [duración del turno de semipermanente] y te dura [cuánto dura el semipermanente]\n- Esculpidas: [duración del turno de esculpidas], con service cada [frecuencia del service]\n- Pestañas: [duración de pestañas]\n- Limpieza facial: [duración de la limpieza facial]\n\nLa depilación láser suele llevar [cantidad de sesiones de láser], según la zona y tu piel.',
    },
    {
      name: 'Depilación',
      questions: [
        '¿Depilan con cera?',
        '¿Tienen depilación láser?',
        '¿Cuánto sale depilarse las piernas?',
        '¿Hacen cavado completo?',
        '¿Depilan hombres?',
        '¿Duele la depilación definitiva?',
      ],
      description:
        'Depilamos con [métodos de depilación]. Precios por zona: [precios de depilación por zona]. [Si atienden hombres]. Para el láser te pedimos [cuidados antes de la sesión de láser], y en la primera sesión evaluamos tu piel.',
    },
    {
      name: 'Pestañas y cejas',
      questions: [
        '¿Hacen extensiones pelo a pelo?',
        '¿Cuánto sale el laminado de cejas?',
        '¿Hacen perfilado con hilo?',
        '¿Qué diferencia hay entre lifting y extensiones?',
        '¿Hacen volumen ruso?',
        'Quiero diseñarme las cejas',
      ],
      description:
        'Hacemos [servicios de pestañas] y [servicios de cejas]. El lifting curva tus propias pestañas y dura [cuánto dura el lifting]; las extensiones suman pestañas y necesitan retoque cada [frecuencia del retoque de pestañas]. Precios: [precios de pestañas y cejas].',
    },
    {
      name: 'Faciales y tratamientos',
      questions: [
        '¿Hacen limpieza facial profunda?',
        'Tengo acné, ¿qué tratamiento me recomiendan?',
        '¿Tienen dermaplaning?',
        '¿Hacen tratamientos reductores?',
        '¿Hacen peeling?',
        '¿Quién hace los tratamientos, es cosmetóloga?',
      ],
      description:
        'Ofrecemos [tratamientos faciales y corporales]. Los tratamientos los hace [quién atiende y su formación]. Antes de empezar hacemos una evaluación de tu piel [si la evaluación tiene costo] para recomendarte el tratamiento y la cantidad de sesiones.',
    },
    {
      name: 'Seña para reservar',
      concept: 'deposit',
      questions: [
        '¿Hay que dejar seña?',
        '¿Cuánto es la seña?',
        '¿A dónde te transfiero la seña?',
        '¿La seña se descuenta del total?',
        '¿Piden anticipo para reservar?',
      ],
      description:
        'Para confirmar tu turno pedimos una seña de [monto de la seña], que se descuenta del total. Puedes enviarla a [datos para la transferencia] y mandarnos el comprobante al [tu número de WhatsApp].',
    },
    {
      name: 'Gift cards',
      concept: 'gift-cards',
      questions: [
        '¿Tienen gift card?',
        'Quiero regalar una sesión de spa',
        '¿Venden vales de regalo?',
        '¿Hacen tarjetas de regalo para el día de la madre?',
        '¿Cuánto tiempo dura la gift card?',
      ],
      description:
        'Sí, tenemos gift cards de [servicios o montos de las gift cards]. Vencen a los [vigencia de la gift card]. Pídela al [tu número de WhatsApp] y te la enviamos lista para regalar.',
    },
    {
      name: 'Horario de atención',
      concept: 'hours',
      questions: [
        '¿Qué horario tienen?',
        '¿Atienden los sábados?',
        '¿Hasta qué hora hay turnos?',
        '¿Abren los domingos?',
        'a que hora abren mañana',
      ],
      description:
        'Atendemos de [días de atención], de [hora de apertura] a [hora de cierre]. Sábados: [horario de los sábados].',
    },
    {
      name: 'Ubicación',
      concept: 'location',
      questions: [
        '¿Dónde están?',
        '¿Cuál es la dirección del local?',
        'Pasame la ubicación porfa',
        '¿Es un local o atendés en tu casa?',
        '¿Hay estacionamiento?',
      ],
      description:
        'Te atendemos en [tu dirección], [tu ciudad]. [Referencias para llegar o cómo tocar el timbre].',
    },
    {
      name: 'Medios de pago',
      concept: 'payment-methods',
      questions: [
        '¿Aceptan tarjeta?',
        '¿Se puede pagar con transferencia?',
        '¿Aceptan pago con QR?',
        '¿Hay descuento en efectivo?',
        '¿Puedo pagar el láser en cuotas?',
      ],
      description: 'Aceptamos [medios de pago]. [Cuotas o descuentos según el medio de pago].',
    },
    {
      name: 'Contacto',
      concept: 'contact',
      questions: [
        '¿Tienen WhatsApp?',
        '¿A qué número escribo?',
        '¿Tienen Instagram para ver diseños?',
        'Quiero hablar con la chica de uñas',
        '¿Cómo me contacto?',
      ],
      description:
        'Escríbenos por WhatsApp al [tu número de WhatsApp] o llámanos al [tu teléfono]. Mira nuestros diseños en Instagram: [tu Instagram].',
    },
  ],
};
