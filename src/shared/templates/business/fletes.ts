/** Fletes, mudanzas, mensajería, cadetería y traslados: tarifas, cotizaciones, reservas, ayudantes y envíos. */
import type { BusinessTemplate } from '../types';

export const template: BusinessTemplate = {
  businessType: 'fletes',
  categoryKey: 'transport',
  intents: [
    {
      name: 'Servicios',
      concept: 'catalog',
      questions: [
        '¿Qué servicios tienen?',
        '¿Hacen mudanzas?',
        '¿Hacen fletes chicos, de un solo mueble?',
        '¿Tienen cadetería en moto?',
        '¿Hacen traslados al aeropuerto?',
        '¿Qué vehículos tienen?',
      ],
      description:
        'Hacemos:\n\n- [fletes y mudanzas]\n- [mensajería y envíos]\n- [traslados de personas u otros servicios]\n\nContamos con [vehículos y capacidad de carga].',
    },
    {
      name: 'Tarifas',
      concept: 'prices',
      questions: [
        '¿Cuánto cobran el flete?',
        '¿Cobran por hora o por viaje?',
        '¿Cuánto sale llevar una heladera?',
        '¿Cuánto cuesta un envío en moto?',
        'precio por kilómetro?',
        '¿Cuánto me cobrás por un viaje de 10 km?',
      ],
      description:
        'Nuestras tarifas:\n\n- [servicio y precio por hora, por viaje o por km]\n- [servicio y precio]\n\nEl precio final depende de la distancia, la carga y si necesitas ayudantes: te lo confirmamos antes de salir.',
    },
    {
      name: 'Cotizar una mudanza',
      concept: 'quote',
      questions: [
        'Necesito presupuesto para mudar un 2 ambientes',
        '¿Qué datos necesitás para cotizar?',
        '¿Me pasás precio por una mudanza de una casa a otra?',
        'Me mudo de provincia, ¿cuánto saldría?',
        '¿Pueden venir a ver las cosas antes de cotizar?',
      ],
      description:
        'Envíanos por WhatsApp al [tu número de WhatsApp]:\n\n1. Desde dónde y hasta dónde.\n2. La lista de muebles y cajas (o fotos).\n3. Pisos y si hay ascensor.\n4. La fecha.\n\nTe pasamos la cotización en [tiempo de respuesta de la cotización]. [Si haces visita previa para mudanzas grandes].',
    },
    {
      name: 'Reservar una fecha',
      concept: 'booking',
      questions: [
        '¿Tienen disponible el sábado?',
        '¿Con cuánta anticipación hay que reservar?',
        'Quiero reservar el flete para el 1 del mes',
        '¿Pueden hoy mismo?',
        '¿Tenés lugar mañana temprano?',
        'necesito un flete ya',
      ],
      description:
        'Escríbenos con el día y la hora que necesitas y te confirmamos si tenemos lugar. Para mudanzas, te recomendamos reservar con [anticipación recomendada], sobre todo a fin de mes. [Si pides seña para reservar]. Si es para hoy, consúltanos y vemos si llegamos.',
    },
    {
      name: 'Ayudantes, carga y embalaje',
      questions: [
        '¿Incluye ayudantes para cargar?',
        '¿Suben las cosas por escalera?',
        '¿Desarman y arman los muebles?',
        '¿Traen cajas y material de embalaje?',
        '¿Cuántos peones van?',
        '¿Suben muebles por balcón con soga?',
      ],
      description:
        '[Si el servicio incluye ayudantes y cuántos]. Un ayudante extra cuesta [precio del ayudante]. Ofrecemos [desarme y armado, embalaje, cajas o izaje por balcón] por [precio de esos servicios].',
    },
    {
      name: 'Cuidado de la carga',
      questions: [
        '¿La carga va asegurada?',
        '¿Qué pasa si se rompe algo?',
        '¿Cómo protegen los muebles?',
        '¿Llevan cosas frágiles como vidrios o televisores?',
        '¿Puedo viajar con el flete?',
      ],
      description:
        'Protegemos los muebles con [mantas, film o protecciones que uses]. [Si la carga tiene seguro y qué cubre]. [Si el cliente puede viajar en el vehículo].',
    },
    {
      name: 'Envíos y mensajería',
      concept: 'delivery',
      questions: [
        '¿Hacen envíos en el día?',
        '¿Cuánto sale mandar un paquete?',
        '¿Retiran el paquete en mi casa?',
        '¿Llevan documentos?',
        '¿Hacen envíos para tiendas online?',
      ],
      description:
        'Retiramos y entregamos en [zonas de envío]. Un envío cuesta desde [precio del envío] y llega [tiempo de entrega]. Para tiendas online tenemos [condiciones para envíos frecuentes].',
    },
    {
      name: 'Seguimiento',
      concept: 'order-status',
      questions: [
        '¿Dónde está mi envío?',
        '¿Ya salió el flete?',
        '¿A qué hora llegan?',
        '¿Ya entregaron mi paquete?',
        'El flete está demorado',
      ],
      description:
        'Pásanos tu nombre o [número de envío u orden] y te decimos por dónde va. Te avisamos cuando el vehículo sale y cuando el envío se entrega.',
    },
    {
      name: 'Viajes largos y zonas',
      questions: [
        '¿Hacen viajes al interior?',
        '¿Van a otra provincia?',
        '¿Hasta dónde llegan?',
        '¿Cobran la vuelta?',
        '¿Hacen viajes compartidos para abaratar?',
      ],
      description:
        'Trabajamos en [zonas habituales] y hacemos viajes a [destinos de larga distancia]. En viajes largos [cómo cobras: por km, con peajes o con vuelta]. [Si hacen viajes compartidos].',
    },
    {
      name: 'Empresas',
      concept: 'groups',
      questions: [
        '¿Trabajan con empresas?',
        '¿Hacen repartos fijos para comercios?',
        '¿Tienen cuenta corriente?',
        '¿Hacen mudanzas de oficinas?',
        '¿Hacen precio por cantidad de viajes?',
      ],
      description:
        'Sí, trabajamos con empresas y comercios: [servicios para empresas]. Tenemos [cuenta corriente o tarifas por volumen]. Escríbenos a [tu correo] y te armamos una propuesta.',
    },
    {
      name: 'Horario',
      concept: 'hours',
      questions: [
        '¿En qué horario trabajan?',
        '¿Trabajan los fines de semana?',
        '¿A qué hora es el último viaje?',
        '¿Hacen fletes de noche?',
        '¿Atienden feriados?',
      ],
      description:
        'Trabajamos [días de atención], de [hora de inicio] a [hora de fin]. [Servicios fuera de horario y su recargo].',
    },
    {
      name: 'Ubicación',
      concept: 'location',
      questions: [
        '¿Dónde están?',
        '¿De qué zona son?',
        '¿Tienen depósito?',
        '¿Puedo ir a dejar un paquete?',
        '¿Cuál es la dirección?',
      ],
      description: 'Estamos en [tu dirección], [tu ciudad]. [Si se pueden dejar paquetes y en qué horario].',
    },
    {
      name: 'Medios de pago',
      concept: 'payment-methods',
      questions: [
        '¿Cómo se paga?',
        '¿Aceptan tarjeta?',
        '¿Se paga antes o después del viaje?',
        '¿Puedo pagar por transferencia?',
        '¿Hacen factura?',
      ],
      description:
        'Aceptamos [medios de pago]. Se paga [cuándo se paga: al reservar, al cargar o al terminar]. [Si emites factura].',
    },
    {
      name: 'Contacto',
      concept: 'contact',
      questions: [
        '¿A qué número llamo?',
        '¿Tienen WhatsApp?',
        'Quiero hablar con el chofer',
        '¿Me pasás un teléfono?',
        '¿Tienen correo para empresas?',
      ],
      description:
        'Escríbenos por WhatsApp al [tu número de WhatsApp], llámanos al [tu teléfono] o envíanos un correo a [tu correo].',
    },
  ],
};
