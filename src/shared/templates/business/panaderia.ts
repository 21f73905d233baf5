/** Panaderías, pastelerías, confiterías y reposterías: pan del día, tortas por encargo, señas y envíos. */
import type { BusinessTemplate } from '../types';

export const template: BusinessTemplate = {
  businessType: 'panaderia',
  categoryKey: 'general',
  intents: [
    {
      name: 'Qué elaboramos',
      concept: 'catalog',
      questions: [
        '¿Qué cosas venden?',
        '¿Hacen facturas y medialunas?',
        '¿Tienen pan casero?',
        '¿Qué tortas tienen?',
        '¿Hacen sándwiches de miga?',
        '¿Venden bizcochos y pastelitos?',
        '¿Tienen catálogo de tortas?',
      ],
      description:
        'Elaboramos todos los días:\n\n- [panes]\n- [facturas, bizcochos y masas]\n- [tortas y postres]\n\nMira nuestros productos en [enlace al catálogo] o en [tu Instagram].',
    },
    {
      name: 'Precios',
      concept: 'prices',
      questions: [
        '¿A cuánto está el kilo de pan?',
        '¿Cuánto sale la docena de medialunas?',
        '¿Qué precio tiene una torta para 20 personas?',
        '¿Cuánto cuestan los sándwiches de miga?',
        'precio de la chocotorta?',
        '¿Me pasás la lista de precios?',
      ],
      description:
        'Algunos precios:\n\n- [producto y precio]\n- [producto y precio]\n- [producto y precio]\n\nLas tortas van desde [precio de las tortas según tamaño].',
    },
    {
      name: 'Tortas por encargo',
      concept: 'custom-orders',
      questions: [
        '¿Hacen tortas personalizadas?',
        'Quiero encargar una torta para el sábado',
        '¿Con cuántos días de anticipación hay que encargar?',
        '¿Pueden hacer una torta temática de Frozen?',
        '¿Hacen tortas con foto comestible?',
        '¿Hacen mesas dulces para cumpleaños?',
        'Necesito una torta de casamiento, ¿me pasan opciones?',
      ],
      description:
        '¡Nos encanta hacer tortas para ocasiones especiales! Encárgala con [anticipación para encargos] de anticipación. Cuéntanos:\n\n1. Fecha y hora de retiro o entrega.\n2. Para cuántas personas.\n3. Sabor, relleno y la decoración o temática que te gusta (una foto de referencia ayuda mucho).\n\nTe pasamos el precio y la confirmamos con la seña.',
    },
    {
      name: 'Seña',
      concept: 'deposit',
      questions: [
        '¿Hay que dejar seña?',
        '¿Cuánto es el adelanto para la torta?',
        '¿La seña se devuelve si cancelo?',
        '¿Cómo pago la seña?',
        '¿Te puedo transferir la seña?',
      ],
      description:
        'Para confirmar un encargo pedimos una seña de [monto o porcentaje de la seña], que puedes pagar por [medios para pagar la seña]. El resto se paga al retirar. [Política si cancelas el encargo].',
    },
    {
      name: 'Sin TACC, diabéticos y veganos',
      concept: 'dietary',
      questions: [
        '¿Tienen productos sin TACC?',
        '¿Hacen tortas para diabéticos?',
        '¿Hay algo sin azúcar?',
        '¿Tienen pan integral o de salvado?',
        '¿Hacen cosas veganas, sin huevo ni leche?',
        'Mi hija es celíaca, ¿le pueden hacer la torta de cumple?',
      ],
      description:
        'Tenemos [productos sin TACC, sin azúcar, integrales o veganos]. [Si se elaboran aparte para evitar la contaminación cruzada]. Para algo especial, encárgalo con [anticipación para encargos especiales].',
    },
    {
      name: 'Disponibilidad del día',
      concept: 'stock',
      questions: [
        '¿Todavía les quedan medialunas?',
        '¿Hay pan a esta hora?',
        '¿Ya salió el pan calentito?',
        '¿Tienen tortas hechas para hoy?',
        'hay facturas todavía?',
        '¿Me pueden guardar una docena de bolas de fraile?',
      ],
      description:
        'El pan sale del horno a [horarios de horneado]. Si quieres asegurarte, escríbenos y te guardamos lo que necesites hasta [hasta qué hora guardas un pedido]. Tortas listas para llevar tenemos [tortas que suele haber sin encargo].',
    },
    {
      name: 'Retirar un encargo',
      concept: 'pickup',
      questions: [
        '¿A qué hora puedo pasar a buscar la torta?',
        '¿Mi encargo ya está listo?',
        '¿Puede retirarlo otra persona?',
        'Paso a retirar a las 5, ¿está bien?',
        '¿Tengo que llevar el comprobante de la seña?',
      ],
      description:
        'Puedes retirar tu encargo en [tu dirección] de [horario de retiro de encargos]. Di el nombre del encargo; si lo retira otra persona, avísanos antes. Si tu torta es grande, te recomendamos venir en auto.',
    },
    {
      name: 'Envíos',
      concept: 'delivery',
      questions: [
        '¿Hacen envíos?',
        '¿Me pueden llevar la torta al salón?',
        '¿Cuánto sale el envío a domicilio?',
        '¿Llevan desayunos a domicilio?',
        '¿Mandan a otra localidad?',
      ],
      description:
        'Enviamos a [zonas de envío] por [costo del envío]. Para tortas decoradas, [cómo se envían las tortas]. Coordinemos el día y la franja horaria al hacer el pedido.',
    },
    {
      name: 'Desayunos y regalos',
      questions: [
        '¿Hacen desayunos sorpresa?',
        'Quiero mandar un desayuno para el día de la madre',
        '¿Tienen cajas de regalo?',
        '¿Qué trae el desayuno y cuánto sale?',
        '¿Se puede agregar una tarjeta con mensaje?',
      ],
      description:
        'Sí, armamos desayunos y cajas de regalo. El desayuno trae [qué incluye el desayuno] y cuesta [precio del desayuno]. Encárgalo con [anticipación para desayunos] y lo llevamos a [zonas de envío de desayunos] con la tarjeta que quieras.',
    },
    {
      name: 'Venta por mayor',
      concept: 'wholesale',
      questions: [
        '¿Venden por mayor?',
        'Tengo una cafetería, ¿me pueden proveer de medialunas?',
        '¿Hacen precio para revender?',
        '¿Cuál es el mínimo para comprar al por mayor?',
        '¿Proveen a comercios y kioscos?',
      ],
      description:
        'Sí, proveemos a cafeterías, kioscos y comercios. El pedido mínimo es de [pedido mínimo por mayor] y los precios por mayor son [precios o descuento por mayor]. [Días de entrega a comercios]. Escríbenos al [tu número de WhatsApp] con lo que necesitas.',
    },
    {
      name: 'Horario',
      concept: 'hours',
      questions: [
        '¿A qué hora abren a la mañana?',
        '¿Abren los domingos?',
        '¿Hasta qué hora están hoy?',
        '¿Cierran al mediodía?',
        '¿Abren el 25 de diciembre?',
      ],
      description:
        'Atendemos [días de atención], de [hora de apertura] a [hora de cierre]. [Si cierras al mediodía]. [Horario especial de feriados y fiestas].',
    },
    {
      name: 'Ubicación',
      concept: 'location',
      questions: [
        '¿Dónde queda la panadería?',
        '¿Cuál es la dirección?',
        '¿Tienen sucursales?',
        '¿Me pasás la ubicación?',
        '¿En qué barrio están?',
      ],
      description: 'Estamos en [tu dirección], [tu ciudad], [referencia para llegar].',
    },
    {
      name: 'Medios de pago',
      concept: 'payment-methods',
      questions: [
        '¿Aceptan tarjeta?',
        '¿Se puede pagar con QR?',
        '¿Puedo pagar por transferencia?',
        '¿Aceptan débito?',
        'solo efectivo?',
      ],
      description: 'Aceptamos [medios de pago]. [Descuento por pago en efectivo, si lo hay].',
    },
    {
      name: 'Contacto',
      concept: 'contact',
      questions: [
        '¿A qué número puedo encargar?',
        '¿Tienen Instagram?',
        '¿Me pasás el WhatsApp de la pastelería?',
        'Quiero hablar con alguien para un encargo',
        '¿Tienen teléfono fijo?',
      ],
      description:
        'Escríbenos por WhatsApp al [tu número de WhatsApp] o llámanos al [tu teléfono]. En [tu Instagram] subimos nuestras tortas y novedades.',
    },
  ],
};
