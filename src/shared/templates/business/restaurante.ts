/** Restaurantes, parrillas, bodegones, cafeterías y bares: reservas, carta, menú del día y delivery. */
import type { BusinessTemplate } from '../types';

export const template: BusinessTemplate = {
  businessType: 'restaurante',
  categoryKey: 'general',
  intents: [
    {
      name: 'Reservar una mesa',
      concept: 'booking',
      questions: [
        '¿Puedo reservar una mesa para esta noche?',
        'Quiero reservar para 4 personas el sábado a las 21',
        '¿Hace falta reservar o se puede ir directo?',
        '¿Tienen mesa para hoy?',
        '¿Cómo hago una reservación?',
        'hola, reserva para dos mañana al mediodía',
        '¿Toman reservas por acá?',
      ],
      description:
        '¡Con gusto te guardamos una mesa! Escríbenos al [tu número de WhatsApp] con tu nombre, el día, la hora y cuántas personas son, y te confirmamos.\n\n[Hasta cuándo se guarda la mesa o si se pide seña]. Sin reserva también puedes venir: [cómo funciona sin reserva].',
    },
    {
      name: 'Cambiar o cancelar una reserva',
      concept: 'cancel-booking',
      questions: [
        'Necesito cancelar mi reserva',
        '¿Puedo cambiar la reserva para otro día?',
        'Al final somos 6 en vez de 4, ¿se puede?',
        'Vamos a llegar media hora tarde, ¿nos guardan la mesa?',
        'No voy a poder ir, ¿cómo cancelo?',
        '¿Puedo pasar mi reserva a las 22?',
      ],
      description:
        'Sin problema. Escríbenos al [tu número de WhatsApp] con el nombre de la reserva y el cambio que necesitas. Te pedimos avisar con [anticipación para cancelar o cambiar]. Guardamos la mesa hasta [tolerancia de espera] después de la hora reservada.',
    },
    {
      name: 'Carta y especialidades',
      concept: 'catalog',
      questions: [
        '¿Me pasás la carta?',
        '¿Tienen menú?',
        '¿Qué platos tienen?',
        '¿Cuál es la especialidad de la casa?',
        '¿Qué me recomienda?',
        '¿Tienen pastas o solo carnes?',
        'Quisiera ver el menú con precios',
      ],
      description:
        'Puedes ver nuestra carta completa en [enlace a la carta]. Nuestra especialidad es [especialidad de la casa], y lo más pedido: [platos más pedidos].',
    },
    {
      name: 'Menú del día y precios',
      concept: 'prices',
      questions: [
        '¿Qué hay de menú del día hoy?',
        '¿Cuánto sale el menú ejecutivo?',
        '¿Cuánto cuesta comer ahí más o menos?',
        '¿Cobran cubierto?',
        'precio por persona?',
        '¿El menú del día incluye bebida y postre?',
      ],
      description:
        'El menú del día cuesta [precio del menú del día] e incluye [qué incluye el menú del día]. Se sirve [días y horario del menú del día].\n\nA la carta, el gasto promedio es de [gasto promedio por persona] por persona. [Si se cobra cubierto o servicio de mesa].',
    },
    {
      name: 'Opciones vegetarianas y sin TACC',
      concept: 'dietary',
      questions: [
        '¿Tienen opciones vegetarianas?',
        '¿Hay platos sin TACC?',
        '¿Tienen algo vegano?',
        'Soy celíaca, ¿puedo comer ahí tranquila?',
        '¿Tienen comida sin gluten?',
        'Mi hijo es alérgico al maní, ¿lo tienen en cuenta?',
      ],
      description:
        'Tenemos [platos vegetarianos, veganos y sin gluten]. [Cuidados en la cocina para celíacos y alérgicos]. Avísanos al reservar o al pedir y te recomendamos qué comer.',
    },
    {
      name: 'Delivery y para llevar',
      concept: 'delivery',
      questions: [
        '¿Hacen delivery?',
        '¿Puedo pedir para llevar?',
        '¿Están en PedidosYa o Rappi?',
        '¿Hasta dónde hacen envíos?',
        '¿Cuánto sale el envío?',
        'quiero pedir comida a domicilio',
      ],
      description:
        'Hacemos delivery a [zonas de envío] por [costo del envío], de [horario de delivery]. Pide por WhatsApp al [tu número de WhatsApp] o en [apps de delivery]. También puedes pedir para llevar y retirarlo en el local.',
    },
    {
      name: 'Cumpleaños, eventos y grupos',
      concept: 'groups',
      questions: [
        '¿Hacen eventos privados?',
        'Quiero festejar mi cumpleaños ahí, somos 20',
        '¿Tienen salón para grupos grandes?',
        '¿Tienen menú para empresas o fin de año?',
        '¿Se puede llevar torta?',
        '¿Cuántas personas entran en el salón?',
      ],
      description:
        '¡Nos encanta recibir grupos! Tenemos [espacio y capacidad para grupos] y menús para eventos desde [precio del menú para eventos] por persona. [Si se puede llevar torta y si cobran descorche]. Escríbenos al [tu número de WhatsApp] con la fecha y la cantidad de personas para armarte una propuesta.',
    },
    {
      name: 'Niños',
      concept: 'kids',
      questions: [
        '¿Tienen menú infantil?',
        '¿Hay sillita para bebé?',
        '¿Tienen juegos para chicos?',
        '¿Es un lugar para ir con niños?',
        '¿Tienen cambiador en el baño?',
      ],
      description: 'Los chicos son bienvenidos. Tenemos [menú infantil, sillitas y espacio de juegos].',
    },
    {
      name: 'Mascotas',
      concept: 'pets',
      questions: [
        '¿Son pet friendly?',
        '¿Puedo ir con mi perro?',
        '¿Se aceptan mascotas?',
        '¿Dejan entrar perros en la terraza?',
        'voy con mi perrita, hay problema?',
      ],
      description: '[Si aceptan mascotas y en qué sector]. [Condiciones para venir con mascotas].',
    },
    {
      name: 'Horario',
      concept: 'hours',
      questions: [
        '¿A qué hora abren?',
        '¿Hasta qué hora está abierta la cocina?',
        '¿Abren los domingos al mediodía?',
        '¿Están abiertos ahora?',
        '¿Abren los feriados?',
        '¿Qué días cierran?',
        '¿Sirven desayunos?',
      ],
      description:
        'Abrimos [días de atención]: al mediodía de [horario del mediodía] y a la noche de [horario de la noche]. La cocina cierra a [hora de cierre de la cocina]. [Días que cerramos y feriados].',
    },
    {
      name: 'Ubicación',
      concept: 'location',
      questions: [
        '¿Dónde están ubicados?',
        '¿Cuál es la dirección del restaurante?',
        '¿Me mandás la ubicación?',
        '¿Tienen estacionamiento?',
        '¿Cómo llego en colectivo?',
        '¿En qué zona queda?',
      ],
      description: 'Estamos en [tu dirección], [tu ciudad], [referencia para llegar]. [Dónde estacionar].',
    },
    {
      name: 'Medios de pago',
      concept: 'payment-methods',
      questions: [
        '¿Aceptan tarjeta?',
        '¿Se puede pagar con Mercado Pago o QR?',
        '¿Puedo pagar con transferencia?',
        '¿Aceptan tarjeta de débito?',
        '¿Podemos dividir la cuenta?',
        '¿Tienen descuento pagando en efectivo?',
      ],
      description:
        'Aceptamos [medios de pago]. [Si se puede dividir la cuenta]. [Descuentos por medio de pago].',
    },
    {
      name: 'Contacto',
      concept: 'contact',
      questions: [
        '¿Cuál es su WhatsApp?',
        '¿A qué número llamo para reservar?',
        '¿Tienen Instagram?',
        'Quiero hablar con el encargado',
        '¿Tienen un teléfono fijo?',
      ],
      description:
        'Escríbenos por WhatsApp al [tu número de WhatsApp] o llámanos al [tu teléfono]. En nuestro Instagram [tu Instagram] publicamos el menú del día y las novedades.',
    },
  ],
};
