import type { BusinessTemplate } from '../types';

/** Inmobiliaria: ventas, alquileres, requisitos, visitas, tasaciones, comisiones, administración y reservas. */
export const template: BusinessTemplate = {
  businessType: 'inmobiliaria',
  categoryKey: 'realstate',
  intents: [
    {
      name: 'Propiedades en venta',
      concept: 'catalog',
      questions: [
        '¿Qué casas tienen a la venta?',
        'Busco un departamento de 2 dormitorios para comprar',
        '¿Tienen terrenos en venta?',
        '¿Cuánto sale la casa del aviso?',
        'me pasás más fotos de la propiedad?',
        '¿La propiedad acepta permuta?',
      ],
      description:
        'Puedes ver todas nuestras propiedades en venta en [tu sitio web]. Para ayudarte a buscar, cuéntanos:\n\n- Qué tipo de propiedad buscas\n- Zona o barrio\n- Cantidad de dormitorios\n- Presupuesto\n\nSi te interesa una propiedad puntual, mándanos el enlace o el código del aviso y te pasamos toda la información.',
    },
    {
      name: 'Alquileres disponibles',
      concept: 'stock',
      questions: [
        '¿Tienen departamentos para alquilar?',
        '¿Sigue disponible el alquiler de la publicación?',
        'busco casa en alquiler con patio',
        '¿Cuánto sale el alquiler más las expensas?',
        '¿Aceptan mascotas en el departamento?',
        '¿Tienen locales comerciales en alquiler?',
        '¿Cada cuánto se actualiza el alquiler?',
      ],
      description:
        'Nuestros alquileres disponibles están en [tu sitio web]. Escríbenos con la zona, la cantidad de ambientes y tu presupuesto, y te avisamos de lo que tenemos y de lo que vaya entrando.\n\nEn cada aviso te indicamos el precio, los gastos comunes, si se aceptan mascotas y [otras condiciones del alquiler].',
    },
    {
      name: 'Requisitos para alquilar',
      concept: 'requirements',
      questions: [
        '¿Qué requisitos piden para alquilar?',
        '¿Piden garantía propietaria?',
        '¿Aceptan seguro de caución?',
        'no tengo garante, ¿puedo alquilar igual?',
        '¿Qué papeles tengo que presentar?',
        '¿Cuánto hay que poner para entrar?',
        '¿Aceptan monotributistas o trabajadores independientes?',
      ],
      description:
        'Para alquilar pedimos:\n\n- Documento de identidad\n- Comprobantes de ingresos: [ingresos mínimos y comprobantes]\n- Garantía: [tipos de garantía que aceptan]\n\nPara entrar se paga [qué se paga al ingresar: primer mes, depósito, comisión]. Si no tienes garante, te contamos las alternativas.',
    },
    {
      name: 'Visitar una propiedad',
      concept: 'booking',
      questions: [
        '¿Puedo ver la casa?',
        'Quiero coordinar una visita al departamento',
        '¿Cuándo se puede visitar?',
        '¿Pueden mostrarla el sábado?',
        'me interesa, ¿cuándo la puedo ver?',
        '¿Hacen recorridos virtuales?',
      ],
      description:
        'Con gusto. Escríbenos al [tu número de WhatsApp] con el código o la dirección de la propiedad, tu nombre y los días que te quedan bien, y coordinamos la visita. Mostramos propiedades [días y horarios de visitas]. Recorrido virtual: [si lo ofrecen].',
    },
    {
      name: 'Tasación',
      concept: 'quote',
      questions: [
        '¿Cuánto vale mi casa?',
        '¿Hacen tasaciones?',
        '¿La tasación tiene costo?',
        'quiero saber cuánto puedo pedir por mi departamento',
        '¿Hacen tasaciones para sucesiones?',
      ],
      description:
        'Sí, tasamos tu propiedad con una visita y un informe comparativo del mercado; la tasación cuesta [precio de la tasación]. Para tasaciones oficiales (sucesiones, divorcios, bancos) el informe cuesta [precio de la tasación oficial]. Escríbenos con la ubicación y las características de la propiedad para coordinar.',
    },
    {
      name: 'Vender o alquilar mi propiedad',
      questions: [
        'Quiero poner mi casa en venta',
        '¿Me alquilan mi departamento?',
        '¿Hay que firmar exclusividad?',
        '¿Cómo publican las propiedades?',
        'tengo un terreno para vender, ¿les interesa?',
        '¿Cuánto tardan en vender una casa?',
      ],
      description:
        'Con gusto. Visitamos la propiedad, la tasamos, sacamos fotos profesionales y la publicamos en [portales y canales donde publican]. Trabajamos con [exclusividad o sin exclusividad y por cuánto tiempo].\n\nTe mantenemos al tanto de cada consulta y visita. Escríbenos al [tu número de WhatsApp] para coordinar la tasación.',
    },
    {
      name: 'Comisión y honorarios',
      concept: 'prices',
      questions: [
        '¿Cuánto cobran de comisión?',
        '¿Qué porcentaje cobra la inmobiliaria en una venta?',
        '¿Cuánto es la comisión del alquiler?',
        '¿La comisión la paga el inquilino o el dueño?',
        'cuanto cobran por administrar',
      ],
      description:
        'Nuestros honorarios:\n\n- Venta: [comisión de venta] al comprador y [comisión de venta al vendedor] al vendedor\n- Alquiler: [comisión de alquiler]\n- Administración: [honorario de administración] del alquiler mensual',
    },
    {
      name: 'Administración de alquileres',
      questions: [
        '¿Administran alquileres?',
        '¿Se encargan de cobrar al inquilino?',
        'Si el inquilino no paga, ¿qué hacen?',
        '¿Quién se ocupa de los arreglos?',
        '¿Cuándo me depositan el alquiler?',
      ],
      description:
        'Sí, nos encargamos de todo: buscamos y evaluamos al inquilino, hacemos el contrato, cobramos el alquiler y te lo transferimos [cuándo transfieren al propietario], y coordinamos los arreglos. Si hay atrasos, [cómo gestionan la falta de pago].',
    },
    {
      name: 'Alquiler temporario',
      questions: [
        '¿Tienen alquileres por temporada?',
        'Busco algo para alquilar por un mes',
        '¿Alquilan por días para las vacaciones?',
        'necesito un depto amueblado por 3 meses',
        '¿Tienen algo cerca de la playa para enero?',
      ],
      description:
        'Sí, tenemos alquileres temporarios [tipos y zonas de alquiler temporario], por [estadía mínima] como mínimo. Escríbenos las fechas, la cantidad de personas y la zona, y te pasamos opciones. Se reserva con [seña del alquiler temporario].',
    },
    {
      name: 'Financiación y créditos',
      concept: 'installments',
      questions: [
        '¿La propiedad se puede comprar con crédito hipotecario?',
        '¿Hay financiación del dueño?',
        '¿Tienen lotes en cuotas?',
        'puedo pagar una parte y el resto en cuotas?',
        '¿Me ayudan con el trámite del crédito?',
      ],
      description:
        'Algunas propiedades aceptan crédito hipotecario o financiación del dueño: te lo indicamos en cada aviso. Lotes y pozos en cuotas: [opciones de financiación propias]. Te acompañamos en el trámite con el banco y la escribanía.',
    },
    {
      name: 'Reserva de una propiedad',
      concept: 'deposit',
      questions: [
        '¿Cómo reservo la propiedad?',
        '¿Cuánto hay que dejar de reserva?',
        'si me arrepiento, ¿me devuelven la reserva?',
        '¿La reserva se descuenta del precio?',
        '¿Cuál es el paso siguiente para comprarla?',
      ],
      description:
        'Para reservar una propiedad se entrega [monto o porcentaje de la reserva], que se descuenta del precio. Si el propietario no acepta la oferta, la reserva se devuelve completa; si te arrepientes después de aceptada, [qué pasa con la reserva].\n\nDespués siguen el boleto y la escritura: te acompañamos en cada paso.',
    },
    {
      name: 'Horario de atención',
      concept: 'hours',
      questions: [
        '¿Qué horario tiene la inmobiliaria?',
        '¿Abren los sábados?',
        'hasta que hora atienden',
        '¿Atienden al mediodía?',
        '¿Trabajan en feriados?',
      ],
      description:
        'La oficina atiende de [días de atención], de [hora de apertura] a [hora de cierre]. Sábados: [horario de los sábados]. Las visitas a propiedades se coordinan también fuera de ese horario.',
    },
    {
      name: 'Ubicación',
      concept: 'location',
      questions: [
        '¿Dónde está la oficina?',
        '¿Cuál es la dirección de la inmobiliaria?',
        'pasame la ubicación',
        '¿Tienen otras sucursales?',
        '¿En qué zonas trabajan?',
      ],
      description:
        'Nuestra oficina está en [tu dirección], [tu ciudad]. Trabajamos propiedades en [zonas donde trabajan].',
    },
    {
      name: 'Contacto',
      concept: 'contact',
      questions: [
        '¿Tienen WhatsApp?',
        'Quiero hablar con un asesor',
        '¿Me pueden llamar por una propiedad?',
        '¿A qué correo mando los papeles?',
        '¿Cómo me comunico con la inmobiliaria?',
      ],
      description:
        'Escríbenos por WhatsApp al [tu número de WhatsApp], llámanos al [tu teléfono] o envíanos un correo a [tu correo]. Todas las propiedades en [tu sitio web] y en [tu Instagram].',
    },
  ],
};
