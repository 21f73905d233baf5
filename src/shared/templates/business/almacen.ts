/** Almacenes, despensas, minimercados, kioscos, verdulerías y carnicerías: pedidos por WhatsApp y envíos. */
import type { BusinessTemplate } from '../types';

export const template: BusinessTemplate = {
  businessType: 'almacen',
  categoryKey: 'materials',
  intents: [
    {
      name: 'Hacer un pedido',
      questions: [
        '¿Puedo hacer el pedido por acá?',
        'Te paso la lista de lo que necesito',
        '¿Me arman el pedido y paso a buscarlo?',
        'Hola, quería pedir unas cosas',
        '¿Cómo hago un pedido?',
        '¿Toman pedidos por WhatsApp?',
      ],
      description:
        '¡Claro! Mándanos la lista por aquí o al [tu número de WhatsApp], con las cantidades y la marca si tienes preferencia. Te confirmamos qué hay y el total, y lo puedes retirar en el local o te lo enviamos. Si falta algo, te ofrecemos [cómo reemplazas lo que falta].',
    },
    {
      name: 'Productos y marcas',
      concept: 'catalog',
      questions: [
        '¿Qué venden?',
        '¿Tienen fiambrería?',
        '¿Venden productos de limpieza?',
        '¿Qué marcas de yerba tienen?',
        '¿Tienen bebidas frías?',
        '¿Venden pañales?',
      ],
      description:
        'Tenemos [tipos de productos: almacén, bebidas, limpieza, fiambrería…]. Trabajamos con [marcas principales]. Si buscas algo en especial, pregúntanos y te decimos si lo tenemos o lo podemos conseguir.',
    },
    {
      name: '¿Lo tienen?',
      concept: 'stock',
      questions: [
        '¿Tienen harina 000?',
        '¿Les queda leche?',
        '¿Hay pan lactal?',
        '¿Te entró la Coca de 2 litros?',
        'tenés hielo?',
        '¿Cuándo les vuelve a entrar el aceite?',
      ],
      description:
        'Dinos qué producto buscas y te confirmamos si hay. Reponemos mercadería [días en que llega la mercadería]; si algo se agotó, te lo podemos guardar cuando entre.',
    },
    {
      name: 'Carne, verdura y frescos',
      questions: [
        '¿Tienen carne picada?',
        '¿Llegó la verdura fresca?',
        '¿A cuánto está el kilo de tomate?',
        '¿Me cortás milanesas?',
        '¿Tienen pollo entero?',
        '¿Venden huevos por maple?',
      ],
      description:
        'Tenemos [carnes, verduras, frutas y fiambres que vendes]. La verdura llega [días en que llega la verdura]. Pídenos los cortes como los quieras y te los dejamos listos.',
    },
    {
      name: 'Precios',
      concept: 'prices',
      questions: [
        '¿Cuánto sale el aceite de girasol?',
        '¿A cuánto está la docena de huevos?',
        '¿Cuánto cuesta el paquete de fideos?',
        '¿Me pasás precios?',
        '¿Tienen lista de precios actualizada?',
      ],
      description:
        'Dinos qué productos te interesan y te pasamos el precio del día. [Dónde ver la lista de precios, si la tienes].',
    },
    {
      name: 'Ofertas de la semana',
      concept: 'promotions',
      questions: [
        '¿Qué ofertas tienen esta semana?',
        '¿Hay promo en bebidas?',
        '¿Tienen descuento con alguna tarjeta o billetera?',
        '¿Hacen descuento a jubilados?',
        '¿Hay 2x1 en algo?',
      ],
      description:
        'Esta semana tenemos:\n\n- [oferta]\n- [oferta]\n\n[Descuentos por día, medio de pago o para jubilados].',
    },
    {
      name: 'Envíos a domicilio',
      concept: 'delivery',
      questions: [
        '¿Hacen envíos?',
        '¿Me lo pueden traer a casa?',
        '¿Cuál es la compra mínima para el envío?',
        '¿Cuánto cobran el envío?',
        '¿Llegan hasta mi cuadra?',
        '¿A qué hora llega el pedido?',
      ],
      description:
        'Enviamos a [zonas de envío] con una compra mínima de [compra mínima para envío]. El envío cuesta [costo del envío]. Los pedidos llegan [tiempo o franja de entrega].',
    },
    {
      name: 'Venta por mayor',
      concept: 'wholesale',
      questions: [
        '¿Venden por bulto?',
        '¿Tienen precio por mayor?',
        'Tengo un kiosco, ¿me venden para revender?',
        '¿Cuánto sale el pack de gaseosas por cantidad?',
        '¿Hacen precio para eventos?',
      ],
      description:
        'Sí, vendemos por bulto o por cantidad a [precio o descuento por mayor], desde [compra mínima por mayor]. Escríbenos con la lista y te pasamos el presupuesto.',
    },
    {
      name: 'Sin TACC y productos especiales',
      concept: 'dietary',
      questions: [
        '¿Tienen productos sin TACC?',
        '¿Venden cosas sin azúcar para diabéticos?',
        '¿Tienen leche sin lactosa?',
        '¿Hay productos veganos?',
        '¿Tienen góndola de celíacos?',
      ],
      description:
        'Tenemos [productos sin TACC, sin azúcar, sin lactosa o veganos]. Si buscas algo que no tenemos, dinos y vemos si lo podemos traer.',
    },
    {
      name: 'Recargas y pago de servicios',
      questions: [
        '¿Hacen recargas de celular?',
        '¿Puedo pagar la luz ahí?',
        '¿Cargan la tarjeta del colectivo?',
        '¿Se pueden pagar facturas?',
        '¿Hacen extracciones de efectivo?',
      ],
      description:
        'En el local puedes [recargas, pagos de servicios u otros trámites que hagas]. [Costo o límite de esos servicios].',
    },
    {
      name: 'Horario',
      concept: 'hours',
      questions: [
        '¿Hasta qué hora están abiertos?',
        '¿Abren el domingo?',
        '¿Cierran al mediodía?',
        '¿Ya abrieron?',
        '¿Atienden hoy que es feriado?',
        '¿A qué hora abre el almacén?',
      ],
      description:
        'Abrimos [días de atención], de [hora de apertura] a [hora de cierre]. [Si cierras al mediodía o los feriados].',
    },
    {
      name: 'Ubicación',
      concept: 'location',
      questions: [
        '¿Dónde queda el local?',
        '¿Cuál es la dirección del almacén?',
        '¿En qué esquina están?',
        '¿Me mandás la ubicación?',
        '¿Hay lugar para estacionar?',
      ],
      description: 'Estamos en [tu dirección], [tu ciudad], [referencia para encontrarnos].',
    },
    {
      name: 'Medios de pago',
      concept: 'payment-methods',
      questions: [
        '¿Aceptan tarjeta de débito?',
        '¿Puedo pagar con Mercado Pago?',
        '¿Se puede transferir?',
        '¿Aceptan tarjeta de crédito?',
        'el envío lo pago al recibir?',
        '¿Hay un mínimo para pagar con tarjeta?',
      ],
      description:
        'Aceptamos [medios de pago]. [Monto mínimo para pagar con tarjeta, si lo hay]. Los pedidos con envío se pagan [cuándo y cómo se paga un envío].',
    },
    {
      name: 'Contacto',
      concept: 'contact',
      questions: [
        '¿A qué número mando el pedido?',
        '¿Tienen teléfono?',
        '¿Me pasás tu WhatsApp?',
        'Quiero hablar con el dueño',
        '¿Tienen Instagram o Facebook?',
      ],
      description:
        'Escríbenos por WhatsApp al [tu número de WhatsApp] o llámanos al [tu teléfono]. Las ofertas las publicamos en [tu Instagram].',
    },
  ],
};
