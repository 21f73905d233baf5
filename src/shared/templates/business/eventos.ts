import type { BusinessTemplate } from '../types';

/** Eventos y fiestas: fechas libres, paquetes, capacidad, menú, cumpleaños infantiles, bodas, seña y cambios. */
export const template: BusinessTemplate = {
  businessType: 'eventos',
  categoryKey: 'vr',
  intents: [
    {
      name: 'Fechas disponibles',
      concept: 'booking',
      questions: [
        '¿Tienen libre el sábado 20?',
        '¿Qué fechas les quedan en diciembre?',
        'Quiero reservar para un cumpleaños en agosto',
        'hay disponibilidad para el 14 de febrero?',
        '¿Con cuánta anticipación hay que reservar?',
        '¿Trabajan los domingos?',
      ],
      description:
        'Escríbenos al [tu número de WhatsApp] con la fecha, el tipo de evento y la cantidad de invitados, y te confirmamos si está libre. Los sábados de [meses de más demanda] se ocupan primero: te recomendamos reservar con [anticipación recomendada].\n\nLa fecha queda reservada recién con la seña.',
    },
    {
      name: 'Precios y paquetes',
      concept: 'prices',
      questions: [
        '¿Cuánto sale alquilar el salón?',
        '¿Qué precio tiene el paquete por persona?',
        'precios para un cumple de 50 personas',
        '¿Cuánto cobran por el DJ?',
        '¿Tienen paquetes cerrados?',
        '¿Es más barato un día de semana?',
      ],
      description:
        'Nuestros paquetes:\n\n- [Paquete 1]: [qué incluye el paquete 1], [precio del paquete 1]\n- [Paquete 2]: [qué incluye el paquete 2], [precio del paquete 2]\n\nDe [días con precio especial] tenemos precio especial: [precio o descuento de esos días]. El precio final depende de la cantidad de invitados y de lo que sumes.',
    },
    {
      name: 'Presupuesto para mi evento',
      concept: 'quote',
      questions: [
        '¿Me pasan un presupuesto?',
        'Quiero cotizar una fiesta de 15 para 120 invitados',
        '¿Qué datos necesitan para cotizar?',
        'cuanto me sale todo con comida y bebida',
        '¿Me arman un presupuesto a medida?',
      ],
      description:
        'Con gusto. Para cotizar necesitamos:\n\n- Fecha y horario\n- Tipo de evento\n- Cantidad de adultos y de niños\n- Qué te interesa: salón, comida, bebida, música, decoración\n\nEnvíanos esos datos al [tu número de WhatsApp] y te respondemos en [tiempo de respuesta del presupuesto].',
    },
    {
      name: 'Qué incluye',
      concept: 'catalog',
      questions: [
        '¿Qué incluye el alquiler del salón?',
        '¿Hay DJ y luces?',
        '¿La decoración está incluida?',
        '¿Tienen mozos?',
        '¿Hacen animación?',
        '¿Tienen pantalla para pasar videos?',
        '¿Se puede traer un DJ propio?',
      ],
      description:
        'El salón incluye [qué incluye el alquiler]. Además ofrecemos: música y DJ [precio o si está incluido], animación [precio o si está incluida], decoración [precio o si está incluida] y [otros servicios].\n\nProveedores externos, como un DJ propio: [política sobre proveedores externos].',
    },
    {
      name: 'Capacidad y eventos de empresa',
      concept: 'groups',
      questions: [
        '¿Cuántas personas entran en el salón?',
        'Somos 200, ¿hay lugar?',
        '¿Hacen eventos corporativos?',
        '¿Organizan la fiesta de fin de año de una empresa?',
        '¿Cuál es el mínimo de invitados?',
      ],
      description:
        'El salón tiene capacidad para [capacidad sentados] personas sentadas y [capacidad de pie] de pie. El mínimo para reservar es de [mínimo de invitados].\n\nTambién organizamos eventos de empresas: fiestas de fin de año, lanzamientos y [otros eventos corporativos], con [factura o condiciones para empresas].',
    },
    {
      name: 'Menú y catering',
      concept: 'dietary',
      questions: [
        '¿Qué menú tienen?',
        '¿Hay opciones para celíacos?',
        '¿Tienen menú vegetariano?',
        '¿Podemos llevar nuestra propia comida?',
        '¿La bebida está incluida?',
        '¿Hacen degustación antes del evento?',
      ],
      description:
        'Nuestros menús: [opciones de menú]. Tenemos opciones para celíacos, vegetarianos y veganos [costo o condiciones]; avísanos cuántos invitados las necesitan.\n\nBebidas: [qué bebida incluye y si se puede llevar]. Comida propia: [si se permite y el costo]. Degustación: [si ofrecen degustación].',
    },
    {
      name: 'Cumpleaños infantiles',
      concept: 'kids',
      questions: [
        '¿Hacen cumpleaños infantiles?',
        'Mi hijo cumple 5, ¿qué incluye la fiesta?',
        '¿Tienen inflables o pelotero?',
        '¿Hay animadora para los chicos?',
        '¿Cuánto sale un cumple para 30 nenes?',
        '¿Los adultos pagan aparte?',
      ],
      description:
        'Sí, hacemos cumpleaños infantiles con [juegos y animación que incluye] durante [duración del cumpleaños infantil]. El precio es [precio por niño o del paquete infantil] y los adultos [cómo se cobran los adultos].\n\nIncluye [comida y torta incluidas]. Los chicos están siempre acompañados por nuestro equipo de animación.',
    },
    {
      name: 'Bodas y quinceañeras',
      questions: [
        '¿Hacen casamientos?',
        'Estamos organizando una boda, ¿nos ayudan con todo?',
        '¿Organizan fiestas de quince?',
        '¿Tienen lugar para la ceremonia?',
        '¿Incluyen ambientación y mesa dulce?',
        '¿Tienen wedding planner?',
      ],
      description:
        'Sí, organizamos bodas, quinceañeras y fiestas de gala. Podemos encargarnos de [servicios para bodas y quince]. Ceremonia en el lugar: [si se puede hacer la ceremonia].\n\nPara estos eventos hacemos una reunión para conocer la idea y armar una propuesta a medida. Escríbenos al [tu número de WhatsApp] para coordinarla.',
    },
    {
      name: 'Seña y formas de pago',
      concept: 'deposit',
      questions: [
        '¿Cuánto hay que dejar de seña?',
        '¿Se puede pagar en cuotas?',
        '¿Cuándo se paga el resto?',
        '¿Aceptan transferencia?',
        '¿El precio queda congelado con la seña?',
        'aceptan tarjeta de crédito?',
      ],
      description:
        'Para reservar la fecha pedimos una seña de [monto o porcentaje de la seña]. El resto se paga [cuándo y cómo se paga el resto]. Aceptamos [medios de pago] y [cuotas disponibles].\n\nCon la seña, el precio [si queda congelado o se actualiza].',
    },
    {
      name: 'Cancelar o cambiar la fecha',
      concept: 'cancel-booking',
      questions: [
        'Necesito cambiar la fecha del evento',
        '¿Qué pasa con la seña si cancelo?',
        '¿Se puede pasar la fiesta a otro mes?',
        'tenemos que suspender, ¿pierdo lo pagado?',
        '¿Puedo cambiar la cantidad de invitados?',
      ],
      description:
        'Puedes cambiar la fecha avisando con [anticipación para cambiar la fecha], sujeto a disponibilidad. Si cancelas, [política de devolución de la seña]. La cantidad final de invitados se confirma hasta [plazo para confirmar invitados] antes del evento.',
    },
    {
      name: 'Horario de atención',
      concept: 'hours',
      questions: [
        '¿En qué horario atienden?',
        '¿Puedo pasar a ver el salón?',
        '¿Hasta qué hora puede durar la fiesta?',
        'a que hora responden los mensajes',
        '¿Abren para visitas el sábado?',
      ],
      description:
        'Atendemos consultas de [días de atención], de [hora de apertura] a [hora de cierre]. Para conocer el salón, coordinamos una visita [días y horarios de visita]. Los eventos pueden durar hasta [horario de finalización de los eventos].',
    },
    {
      name: 'Ubicación',
      concept: 'location',
      questions: [
        '¿Dónde queda el salón?',
        '¿Cuál es la dirección exacta?',
        '¿Tienen estacionamiento para los invitados?',
        'me pasás la ubicación para mandar en la invitación?',
        '¿Van a otros lugares o solo en el salón?',
      ],
      description:
        'Estamos en [tu dirección], [tu ciudad]. [Referencias para llegar]. Estacionamiento: [dónde estacionar]. Eventos en otros lugares: [si trabajan fuera del salón].',
    },
    {
      name: 'Contacto',
      concept: 'contact',
      questions: [
        '¿Tienen WhatsApp?',
        '¿Dónde veo fotos de otros eventos?',
        'Quiero hablar con la organizadora',
        '¿Me pueden llamar?',
        '¿Cómo me comunico con ustedes?',
      ],
      description:
        'Escríbenos por WhatsApp al [tu número de WhatsApp] o llámanos al [tu teléfono]. Fotos de nuestros eventos en [tu Instagram].',
    },
  ],
};
