import type { BusinessTemplate } from '../types';

/** Turismo y excursiones: salidas, precios, reservas, seña, clima, traslados, grupos e idiomas. */
export const template: BusinessTemplate = {
  businessType: 'turismo',
  categoryKey: 'general',
  intents: [
    {
      name: 'Excursiones y paquetes',
      concept: 'catalog',
      questions: [
        '¿Qué excursiones tienen?',
        '¿Qué tours hacen?',
        '¿Tienen paquetes con hotel incluido?',
        '¿Qué me recomiendan hacer si estoy tres días?',
        '¿Hacen city tour?',
        '¿Tienen salidas de aventura, trekking o rafting?',
      ],
      description:
        'Nuestras salidas:\n\n- [excursión]: [breve descripción]\n- [excursión]: [breve descripción]\n- [excursión]: [breve descripción]\n\nTambién armamos [paquetes o viajes a medida]. Cuéntanos cuántos días tienes y qué te gusta, y te recomendamos.',
    },
    {
      name: 'Precios',
      concept: 'prices',
      questions: [
        '¿Cuánto sale la excursión?',
        '¿Cuánto cuesta el tour por persona?',
        '¿Los niños pagan?',
        '¿El precio incluye las entradas?',
        '¿Qué valor tiene el paquete de 5 noches?',
        'precio en dólares?',
      ],
      description:
        'Precios por persona:\n\n- [excursión]: [precio por persona]\n- [excursión]: [precio por persona]\n\nNiños: [tarifa para niños]. Jubilados y estudiantes: [descuentos]. Los precios [si incluyen entradas e impuestos].',
    },
    {
      name: 'Reservar una salida',
      concept: 'booking',
      questions: [
        '¿Quedan lugares para mañana?',
        'Quiero reservar el tour para dos personas',
        '¿Salen todos los días?',
        '¿Con cuánta anticipación tengo que reservar?',
        '¿Puedo reservar para el sábado?',
        '¿Hay cupo para un grupo de 6?',
      ],
      description:
        'Reserva al [tu número de WhatsApp] o en [enlace de reservas], con la fecha, la excursión y cuántas personas son. Las salidas son [días de salida]. En temporada alta te recomendamos reservar con [anticipación recomendada].',
    },
    {
      name: 'Seña y formas de pago',
      concept: 'deposit',
      questions: [
        '¿Hay que pagar algo para reservar?',
        '¿Cuánto es la seña?',
        '¿Aceptan tarjeta?',
        '¿Puedo pagar en cuotas el paquete?',
        '¿Se paga el resto el día de la excursión?',
        '¿Aceptan dólares o reales?',
      ],
      description:
        'Para confirmar tu lugar pedimos una seña de [monto o porcentaje de la seña] y el resto [cuándo se paga el saldo]. Aceptamos [medios de pago], y en los paquetes [cuotas disponibles]. Monedas: [monedas que aceptan].',
    },
    {
      name: 'Cancelaciones y clima',
      concept: 'cancel-booking',
      questions: [
        '¿Qué pasa si llueve?',
        '¿Puedo cancelar la excursión?',
        'Quiero cambiar el tour para otro día',
        '¿Me devuelven la plata si se suspende?',
        '¿Se hace igual con mal tiempo?',
      ],
      description:
        'Si la salida se suspende por clima o seguridad, [qué ofrecen: reprogramar o devolver]. Si cancelas tú, con más de [plazo para cancelar sin cargo] de anticipación [qué pasa con la seña]; después, [penalidad por cancelación tardía]. Los cambios de fecha dependen del cupo.',
    },
    {
      name: 'Qué incluye',
      questions: [
        '¿Qué incluye la excursión?',
        '¿Está incluido el almuerzo?',
        '¿El tour tiene guía?',
        '¿Las entradas al parque van aparte?',
        '¿Incluye seguro?',
      ],
      description:
        'La excursión incluye [qué incluye: transporte, guía, comidas, entradas, seguro]. No incluye [qué no incluye]. Te recomendamos llevar [dinero o extras para gastos no incluidos].',
    },
    {
      name: 'Duración e itinerario',
      concept: 'duration',
      questions: [
        '¿Cuánto dura la excursión?',
        '¿A qué hora salen y a qué hora vuelven?',
        '¿Es de día completo o medio día?',
        '¿Cuántas horas se camina?',
        '¿Cuál es el recorrido?',
      ],
      description:
        'La salida dura [duración de la excursión]: partimos a las [hora de salida] y volvemos a eso de las [hora de regreso]. Recorrido: [itinerario resumido].',
    },
    {
      name: 'Traslado desde el hotel',
      questions: [
        '¿Nos pasan a buscar por el hotel?',
        '¿Dónde es el punto de encuentro?',
        'Estoy en un Airbnb del centro, ¿me buscan?',
        '¿El traslado tiene costo extra?',
        '¿A qué hora nos buscan?',
      ],
      description:
        'Te buscamos en [zona donde buscan a los pasajeros] [costo del traslado]. Si estás fuera de esa zona, el punto de encuentro es [punto de encuentro]. Te confirmamos el horario de búsqueda el día anterior.',
    },
    {
      name: 'Grupos y empresas',
      concept: 'groups',
      questions: [
        'Somos un grupo de 20, ¿nos hacen precio?',
        '¿Hacen viajes de egresados?',
        '¿Organizan salidas para empresas?',
        '¿Tienen tarifa para contingentes?',
        '¿Pueden hacer el tour privado para nosotros?',
      ],
      description:
        'Sí, organizamos salidas para grupos, colegios y empresas, y tours privados. Desde [tamaño mínimo del grupo] personas hay [descuento o tarifa para grupos]. Escríbenos al [tu número de WhatsApp] con la fecha y la cantidad de personas y te armamos una propuesta.',
    },
    {
      name: 'Idiomas de los guías',
      concept: 'languages',
      questions: [
        '¿Tienen guías en inglés?',
        'Do you have tours in English?',
        '¿Hay excursiones en portugués?',
        'Vocês falam português?',
        '¿El guía habla francés?',
      ],
      description:
        'Nuestras salidas son en [idiomas de los guías]. Para [otros idiomas] podemos organizar un guía con reserva previa. Escríbenos en el idioma que prefieras al [tu número de WhatsApp].',
    },
    {
      name: 'Qué llevar y requisitos',
      concept: 'requirements',
      questions: [
        '¿Qué tengo que llevar?',
        '¿Necesito pasaporte para el cruce?',
        '¿Se necesita buen estado físico?',
        '¿Hay edad mínima para el rafting?',
        '¿Qué ropa me llevo?',
        '¿Pueden ir personas mayores?',
      ],
      description:
        'Lleva [qué llevar: ropa, calzado, protector solar, agua]. Documentación: [documentos necesarios]. Dificultad: [nivel de dificultad y restricciones de edad o salud]. Si tienes alguna duda sobre si la salida es para ti, consúltanos antes de reservar.',
    },
    {
      name: 'Horario de atención',
      concept: 'hours',
      questions: [
        '¿Qué horario tiene la agencia?',
        '¿Atienden los domingos?',
        '¿Hasta qué hora puedo reservar para mañana?',
        '¿Están abiertos en feriados?',
        'a que hora abren la oficina',
      ],
      description:
        'Atendemos de [días de atención], de [hora de apertura] a [hora de cierre]. Por WhatsApp respondemos [horario de respuesta por WhatsApp]. Las reservas para el día siguiente se toman hasta las [hora límite para reservar].',
    },
    {
      name: 'Ubicación de la agencia',
      concept: 'location',
      questions: [
        '¿Dónde queda la agencia?',
        '¿Cuál es la dirección de la oficina?',
        '¿Tienen local en el centro?',
        'Pasame la ubicación',
        '¿Puedo ir a pagar personalmente?',
      ],
      description:
        'Nuestra oficina está en [tu dirección], [tu ciudad]. [Referencias para llegar]. Puedes venir a reservar y pagar personalmente en nuestro horario de atención.',
    },
    {
      name: 'Contacto',
      concept: 'contact',
      questions: [
        '¿Tienen WhatsApp?',
        '¿Cuál es su número?',
        '¿Tienen Instagram para ver fotos de las excursiones?',
        '¿Tienen página web?',
        'Quiero hablar con un asesor de viajes',
      ],
      description:
        'Escríbenos por WhatsApp al [tu número de WhatsApp], llámanos al [tu teléfono] o escríbenos a [tu correo]. Fotos de nuestras salidas en Instagram: [tu Instagram]. Toda la información en [tu sitio web].',
    },
  ],
};
