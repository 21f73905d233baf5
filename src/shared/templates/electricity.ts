import { contactIntent, hoursIntent, locationIntent, paymentIntent } from './common';
import type { BotTemplate } from './types';

/** Industria: fábricas, talleres metalmecánicos, textiles e instaladores industriales. */
export const template: BotTemplate = {
  categoryKey: 'electricity',
  intents: [
    {
      name: 'Productos y capacidades',
      concept: 'catalog',
      questions: [
        '¿Qué fabrican?',
        '¿Fabrican piezas a pedido?',
        '¿Con qué materiales trabajan?',
        '¿Cuál es su capacidad de producción?',
        '¿Qué maquinaria tienen?',
      ],
      description:
        'Fabricamos [productos principales] en [materiales]. Nuestra capacidad es de [capacidad de producción] y contamos con [maquinaria o procesos destacados].',
    },
    {
      name: 'Cotizaciones',
      concept: 'quote',
      questions: [
        '¿Cómo pido una cotización?',
        '¿Cuánto cuesta fabricar un lote?',
        '¿Qué información necesitan para cotizar?',
        '¿En cuánto tiempo envían la cotización?',
        '¿Tienen lista de precios para distribuidores?',
      ],
      description:
        'Para cotizar envíanos a [correo de ventas] los planos o especificaciones, la cantidad y la fecha que necesitas. Te respondemos en [plazo de cotización].',
    },
    {
      name: 'Pedido mínimo',
      concept: 'wholesale',
      questions: [
        '¿Cuál es el pedido mínimo?',
        '¿Venden por unidad?',
        '¿Puedo pedir una muestra?',
        '¿Hacen lotes pequeños?',
        '¿Cuántas unidades debo comprar como mínimo?',
      ],
      description:
        'El pedido mínimo es de [pedido mínimo]. Las muestras cuestan [precio de las muestras] y tardan [plazo de las muestras].',
    },
    {
      name: 'Plazos de producción',
      concept: 'duration',
      questions: [
        '¿Cuánto demora la producción?',
        '¿Cuándo estaría listo mi pedido?',
        '¿Pueden entregar en menos tiempo?',
        '¿Cumplen con las fechas acordadas?',
        '¿Cuánto tardan en fabricar un lote?',
      ],
      description:
        'Un lote estándar toma [plazo de producción] desde la aprobación. Los pedidos urgentes se evalúan según [condiciones para urgencias].',
    },
    {
      name: 'Certificaciones',
      questions: [
        '¿Tienen certificaciones de calidad?',
        '¿Cumplen normas ISO?',
        '¿Entregan certificado de los materiales?',
        '¿Hacen control de calidad?',
        '¿Pueden pasar una auditoría de proveedores?',
      ],
      description:
        'Contamos con [certificaciones vigentes]. Cada lote pasa por [controles de calidad] y entregamos [documentación de calidad].',
    },
    {
      name: 'Despacho y transporte',
      concept: 'delivery',
      questions: [
        '¿Envían a otras ciudades?',
        '¿Exportan?',
        '¿Quién paga el flete?',
        '¿Puedo retirar en la planta?',
        '¿Cómo envían los pedidos?',
      ],
      description:
        'Despachamos a [zonas de despacho] por [medio de transporte]. El flete corre por cuenta de [quién paga el flete]. También puedes retirar en [dirección de la planta].',
    },
    {
      name: 'Instalaciones industriales',
      questions: [
        '¿Hacen instalaciones eléctricas en plantas?',
        '¿Hacen mantenimiento de maquinaria?',
        '¿Ofrecen servicio técnico?',
        '¿Instalan los equipos que venden?',
        '¿Tienen contratos de mantenimiento?',
      ],
      description:
        'Ofrecemos [servicios de instalación y mantenimiento] en [zonas de servicio]. Los contratos de mantenimiento incluyen [qué incluye el contrato].',
    },
    hoursIntent(
      'La oficina comercial atiende de [días de atención], de [hora de apertura] a [hora de cierre]. La planta recibe y despacha [horario de la planta].',
    ),
    locationIntent('Nuestra planta está en [dirección de la planta], [tu ciudad].'),
    paymentIntent(
      'Aceptamos [medios de pago]. Trabajamos con [anticipo y plazos de pago] y emitimos [tipo de factura].',
    ),
    contactIntent(
      'Para ventas escribe a [correo de ventas] o al [tu número de WhatsApp]. También puedes llamarnos al [tu teléfono].',
    ),
  ],
};
