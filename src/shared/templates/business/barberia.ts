import type { BusinessTemplate } from '../types';

/** Barbería: turnos, cortes, barba, promociones y productos de barbería. */
export const template: BusinessTemplate = {
  businessType: 'barberia',
  categoryKey: 'plumbing',
  intents: [
    {
      name: 'Pedir turno',
      concept: 'booking',
      questions: [
        '¿Tenés turno hoy?',
        'Quiero reservar para cortarme el sábado',
        '¿Hay lugar ahora o tengo que sacar turno?',
        'Bro, ¿me agendás para mañana a las 6?',
        '¿Se puede ir sin cita?',
        '¿Puedo elegir con qué barbero me atiendo?',
        'Cómo reservo un turno',
      ],
      description:
        'Reserva tu turno en [enlace de reservas] o por WhatsApp al [tu número de WhatsApp]: dinos día, hora y con qué barbero quieres atenderte. Sin turno te atendemos por orden de llegada [cuándo atienden sin turno].',
    },
    {
      name: 'Cambiar o cancelar un turno',
      concept: 'cancel-booking',
      questions: [
        'No llego, ¿me cambiás el turno?',
        'Necesito cancelar la cita de las 7',
        '¿Puedo pasar mi turno para más tarde?',
        'Estoy llegando 10 minutos tarde',
        '¿Me puede mover la reserva para el viernes?',
        '¿Qué pasa si no voy al turno?',
      ],
      description:
        'Avísanos al [tu número de WhatsApp] y te buscamos otro horario. Pedimos cancelar con [anticipación para cancelar] de anticipación. Te esperamos hasta [minutos de tolerancia] minutos; después, [qué pasa con el turno].',
    },
    {
      name: 'Precios',
      concept: 'prices',
      questions: [
        '¿Cuánto sale el corte?',
        '¿Cuánto cuesta corte más barba?',
        'precio del degradé',
        '¿Cuánto cobran solo la barba?',
        '¿Qué valor tiene el corte con lavado?',
        '¿Me pasás la lista de precios?',
      ],
      description:
        'Nuestros precios:\n\n- Corte: [precio del corte]\n- Barba: [precio de la barba]\n- Corte y barba: [precio del combo]\n- [otro servicio]: [precio de otro servicio]',
    },
    {
      name: 'Cortes y estilos',
      concept: 'catalog',
      questions: [
        '¿Hacen fade o degradé?',
        '¿Hacen diseños o rayitas?',
        '¿Cortan con tijera o solo máquina?',
        '¿Hacen cortes de pelo largo?',
        '¿Tiñen o hacen platinado?',
        'Quiero un corte como el de la foto, ¿lo pueden hacer?',
        '¿Qué servicios tienen?',
      ],
      description:
        'Hacemos [estilos de corte], diseños, cortes a tijera y máquina, y [servicios de color o platinado]. Si tienes una foto del corte que quieres, tráela o mándala al [tu número de WhatsApp] y te decimos cómo queda con tu tipo de pelo.',
    },
    {
      name: 'Barba y afeitado',
      questions: [
        '¿Hacen perfilado de barba?',
        '¿Tienen afeitado con navaja y toalla caliente?',
        '¿Me pueden rebajar la barba?',
        '¿Hacen ritual de barba?',
        'Quiero arreglarme la barba nada más',
        '¿Hacen cejas?',
      ],
      description:
        'Sí: hacemos perfilado y arreglo de barba, afeitado clásico con navaja y [ritual o tratamiento de barba]. La barba sola cuesta [precio de la barba] y el afeitado con navaja [precio del afeitado]. Cejas: [si hacen cejas y su precio].',
    },
    {
      name: 'Cuánto demora',
      concept: 'duration',
      questions: [
        '¿Cuánto tardan con un corte?',
        '¿Cuánto dura el turno de corte y barba?',
        '¿Hay mucha espera ahora?',
        'Tengo media hora, ¿me da el tiempo?',
        'Cuanto demora el platinado',
      ],
      description:
        'Un corte lleva unos [duración del corte], corte y barba [duración del combo] y un platinado [duración del platinado]. Si vienes sin turno, la espera depende de cuánta gente haya: escríbenos al [tu número de WhatsApp] y te decimos cómo estamos.',
    },
    {
      name: 'Cortes para niños',
      concept: 'kids',
      questions: [
        '¿Le cortan a nenes?',
        '¿Cuánto sale el corte para niños?',
        'Mi hijo tiene 4 años, ¿lo atienden?',
        '¿Tienen promo padre e hijo?',
        '¿Atienden chamacos?',
      ],
      description:
        'Sí, cortamos a niños desde [edad mínima]. El corte infantil cuesta [precio del corte infantil]. Padre e hijo: [promoción padre e hijo].',
    },
    {
      name: 'Productos',
      concept: 'stock',
      questions: [
        '¿Venden cera o pomada?',
        '¿Tienen aceite para la barba?',
        '¿Qué productos venden?',
        '¿Les queda minoxidil?',
        'Busco una máquina de cortar, ¿venden?',
        '¿Qué me recomendás para peinarme el pelo?',
      ],
      description:
        'Vendemos [productos que venden], de [marcas que venden]. Pregúntanos por lo que buscas y te confirmamos si lo tenemos; tu barbero te recomienda qué usar según tu pelo y tu barba.',
    },
    {
      name: 'Promociones y membresías',
      concept: 'promotions',
      questions: [
        '¿Tienen alguna promo?',
        '¿Hay descuento para estudiantes?',
        '¿Tienen plan mensual?',
        '¿Qué días tienen descuento?',
        '¿Hacen precio si vamos varios amigos?',
        'Tienen tarjeta de cliente frecuente?',
      ],
      description:
        'Promociones vigentes: [promociones vigentes]. Plan mensual: [plan o membresía y su precio]. Los precios de la lista no incluyen descuento salvo que lo indiquemos.',
    },
    {
      name: 'Comodidades del local',
      concept: 'wifi',
      questions: [
        '¿Tienen wifi?',
        '¿Se puede ver el partido ahí?',
        '¿Tienen aire acondicionado?',
        '¿Invitan algo para tomar mientras espero?',
        '¿Tienen sala de espera?',
      ],
      description:
        'Mientras esperas tienes [comodidades del local]. La clave del wifi te la damos en el local.',
    },
    {
      name: 'Horario de atención',
      concept: 'hours',
      questions: [
        '¿Qué horario tienen?',
        '¿Abren los domingos?',
        '¿Hasta qué hora cortan?',
        '¿Atienden los lunes?',
        'A qué hora abrís mañana',
        '¿Trabajan el feriado?',
      ],
      description:
        'Atendemos de [días de atención], de [hora de apertura] a [hora de cierre]. Último turno: [hora del último turno]. Feriados: [atención en feriados].',
    },
    {
      name: 'Ubicación',
      concept: 'location',
      questions: [
        '¿Dónde queda la barbería?',
        '¿Cuál es la dirección?',
        'Mandame la ubicación',
        '¿Están cerca de la estación?',
        '¿Tienen otra sucursal?',
      ],
      description: 'Estamos en [tu dirección], [tu ciudad]. [Referencias para llegar].',
    },
    {
      name: 'Medios de pago',
      concept: 'payment-methods',
      questions: [
        '¿Aceptan tarjeta?',
        '¿Puedo pagar con transferencia?',
        '¿Tienen QR?',
        '¿Solo efectivo?',
        '¿Aceptan Mercado Pago?',
      ],
      description: 'Aceptamos [medios de pago]. [Descuentos según el medio de pago].',
    },
    {
      name: 'Contacto',
      concept: 'contact',
      questions: [
        '¿Tienen WhatsApp?',
        '¿Cuál es su número?',
        '¿Cuál es el Instagram de la barbería?',
        'Quiero hablar con el barbero',
        '¿Cómo me comunico con ustedes?',
      ],
      description:
        'Escríbenos por WhatsApp al [tu número de WhatsApp] o llámanos al [tu teléfono]. Nuestros cortes están en Instagram: [tu Instagram].',
    },
  ],
};
