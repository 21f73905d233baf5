/** Lavaderos de autos, lavanderías y tintorerías: precios, turnos, demora, retiro y entrega (el dueño borra lo que no hace). */
import type { BusinessTemplate } from '../types';

export const template: BusinessTemplate = {
  businessType: 'lavadero',
  categoryKey: 'plumbing',
  intents: [
    {
      name: 'Servicios',
      concept: 'catalog',
      questions: [
        '¿Qué servicios tienen?',
        '¿Lavan acolchados y frazadas?',
        '¿Hacen lavado completo del auto, por dentro y por fuera?',
        '¿Hacen limpieza en seco?',
        '¿Lavan por kilo o por prenda?',
        '¿Lavan camionetas y motos?',
        '¿Planchan camisas?',
      ],
      description:
        'Ofrecemos:\n\n- [servicio principal]\n- [otro servicio]\n- [otro servicio]\n\nSi necesitas algo que no está en la lista, consúltanos.',
    },
    {
      name: 'Precios',
      concept: 'prices',
      questions: [
        '¿Cuánto sale el lavado?',
        '¿Cuánto cobran el canasto de ropa?',
        'precio del lavado completo de auto?',
        '¿Cuánto cuesta lavar una camioneta?',
        '¿Cuánto sale la limpieza en seco de un traje?',
        '¿Cuánto me cobrás por lavar un acolchado de dos plazas?',
      ],
      description: 'Nuestros precios:\n\n- [servicio y precio]\n- [servicio y precio]\n- [servicio y precio]',
    },
    {
      name: 'Turnos',
      concept: 'booking',
      questions: [
        '¿Hay que sacar turno para lavar el auto?',
        '¿Puedo llevar la ropa sin turno?',
        '¿Tenés lugar hoy a la tarde?',
        'Quiero reservar un lavado para el sábado',
        '¿Me das un turno para mañana temprano?',
      ],
      description:
        '[Si se trabaja con turno o por orden de llegada]. Para reservar, escríbenos al [tu número de WhatsApp] con el día, la hora y [qué traes: vehículo o tipo de prendas].',
    },
    {
      name: 'Demora',
      concept: 'duration',
      questions: [
        '¿Cuánto tarda el lavado?',
        '¿Para cuándo está la ropa?',
        '¿Me la tienen para mañana?',
        '¿Cuánto demoran en lavar el auto?',
        '¿Tienen servicio express?',
        '¿Lo espero o lo dejo?',
      ],
      description:
        'Tiempos habituales:\n\n- [servicio y demora]\n- [servicio y demora]\n\nSi lo necesitas antes, tenemos servicio express en [demora del servicio express] por [recargo del servicio express].',
    },
    {
      name: 'Retiro y entrega a domicilio',
      concept: 'delivery',
      questions: [
        '¿Pasan a buscar la ropa?',
        '¿Hacen retiro y entrega a domicilio?',
        '¿Cuánto cobran por buscar y llevar?',
        '¿Me llevan el auto lavado a casa?',
        '¿Hasta qué zona buscan?',
      ],
      description:
        'Buscamos y entregamos en [zonas de retiro y entrega] por [costo del retiro y entrega] (gratis desde [monto para que sea gratis]). Coordinemos el día y la franja horaria por aquí.',
    },
    {
      name: '¿Ya está listo?',
      concept: 'order-status',
      questions: [
        '¿Ya está lista mi ropa?',
        '¿Ya puedo pasar a buscar el auto?',
        '¿Cómo va mi pedido?',
        'Dejé ropa el lunes, ¿ya la puedo retirar?',
        '¿Me avisan cuando esté?',
      ],
      description:
        'Pásanos tu nombre o [número de ticket u orden] y te decimos cómo va. Te avisamos por WhatsApp apenas está listo. [Cuánto tiempo guardas lo que no se retira].',
    },
    {
      name: 'Prendas delicadas y manchas',
      questions: [
        '¿Lavan camperas de pluma?',
        '¿Sacan manchas de vino?',
        '¿Lavan zapatillas?',
        '¿Limpian vestidos de novia?',
        '¿Lavan cortinas y alfombras?',
        '¿Pueden sacar el olor a humedad?',
      ],
      description:
        'Lavamos [prendas especiales que trabajas]. Las manchas las tratamos con [cómo tratas las manchas], aunque no todas salen: te avisamos antes si hay riesgo para la prenda.',
    },
    {
      name: 'Tapizados, pulido y detailing',
      questions: [
        '¿Hacen limpieza de tapizados?',
        '¿Hacen pulido y encerado?',
        '¿Lavan el motor?',
        '¿Cuánto sale un detailing completo?',
        '¿Sacan el olor a cigarrillo del auto?',
      ],
      description:
        'Hacemos [servicios de tapizados, pulido, encerado y detailing]. Precios: [servicio y precio]. Estos trabajos llevan [demora de los trabajos especiales], así que conviene reservar.',
    },
    {
      name: 'Daños o prendas perdidas',
      concept: 'complaints',
      questions: [
        'Me devolvieron una prenda dañada',
        'Me falta una prenda de la bolsa',
        'El auto tiene un rayón que antes no tenía',
        'La ropa vino desteñida',
        'Quiero hacer un reclamo',
      ],
      description:
        'Lamentamos lo que pasó. Escríbenos al [tu número de WhatsApp] con tu nombre, la fecha y fotos, y lo revisamos enseguida. [Cómo respondes ante daños o pérdidas].',
    },
    {
      name: 'Empresas y abonos',
      concept: 'groups',
      questions: [
        '¿Trabajan con hoteles y restaurantes?',
        '¿Tienen abono mensual?',
        '¿Lavan flotas de empresas?',
        '¿Hacen precio por cantidad?',
        'Tengo un Airbnb, ¿me lavan la ropa de cama todas las semanas?',
      ],
      description:
        'Sí, trabajamos con [tipos de clientes: empresas, hoteles, flotas, alquileres temporarios]. Tenemos [abonos o precios por volumen]. Escríbenos con lo que necesitas y te armamos una propuesta.',
    },
    {
      name: 'Horario',
      concept: 'hours',
      questions: [
        '¿A qué hora abren?',
        '¿Abren los domingos?',
        '¿Hasta qué hora puedo dejar la ropa?',
        '¿Hasta qué hora reciben autos?',
        '¿Trabajan los feriados?',
      ],
      description:
        'Atendemos [días de atención], de [hora de apertura] a [hora de cierre]. [Hora límite para recibir trabajos del día].',
    },
    {
      name: 'Ubicación',
      concept: 'location',
      questions: [
        '¿Dónde están ubicados?',
        '¿Cuál es la dirección del lavadero?',
        '¿Me mandás la ubicación?',
        '¿Tienen lugar para esperar?',
        '¿Tienen otra sucursal?',
      ],
      description:
        'Estamos en [tu dirección], [tu ciudad], [referencia para llegar]. [Si hay lugar para esperar o estacionar].',
    },
    {
      name: 'Medios de pago',
      concept: 'payment-methods',
      questions: [
        '¿Aceptan tarjeta?',
        '¿Puedo pagar con QR?',
        '¿Se paga al dejar o al retirar?',
        '¿Aceptan transferencia?',
        '¿Hacen factura?',
      ],
      description: 'Aceptamos [medios de pago]. Se paga [al dejar o al retirar]. [Si emites factura].',
    },
    {
      name: 'Contacto',
      concept: 'contact',
      questions: [
        '¿Tienen WhatsApp?',
        '¿A qué número llamo?',
        '¿Cuál es el Instagram del lavadero?',
        'Quiero hablar con el encargado',
        '¿Me pasás un teléfono?',
      ],
      description:
        'Escríbenos por WhatsApp al [tu número de WhatsApp] o llámanos al [tu teléfono]. Promociones y novedades en [tu Instagram].',
    },
  ],
};
