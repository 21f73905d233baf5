/** Tiendas de ropa, boutiques, zapaterías, lencerías y showrooms: talles, stock, cambios y envíos. */
import type { BusinessTemplate } from '../types';

export const template: BusinessTemplate = {
  businessType: 'ropa',
  categoryKey: 'materials',
  intents: [
    {
      name: 'Productos y novedades',
      concept: 'catalog',
      questions: [
        '¿Qué tipo de ropa venden?',
        '¿Tienen catálogo?',
        '¿Ya llegó la nueva temporada?',
        '¿Venden ropa de hombre también?',
        '¿Tienen calzado?',
        '¿Dónde puedo ver todos los modelos?',
      ],
      description:
        'Vendemos [tipo de ropa, calzado y accesorios]. Puedes ver todos los modelos en [enlace al catálogo o tienda en línea] y en [tu Instagram], donde subimos las novedades.',
    },
    {
      name: '¿Lo tienen disponible?',
      concept: 'stock',
      questions: [
        '¿Tenés este modelo en negro?',
        '¿Les queda la campera de la foto?',
        '¿Todavía tienen el vestido que publicaron ayer?',
        '¿Hay stock de este jean?',
        'lo tenés en otro color?',
        '¿Cuándo vuelve a entrar?',
      ],
      description:
        'Mándanos una foto o el nombre del modelo, con tu talle y el color, y te confirmamos si lo tenemos. Si se agotó, te avisamos cuando vuelva a entrar: [cada cuánto reponen].',
    },
    {
      name: 'Talles y medidas',
      concept: 'sizes',
      questions: [
        '¿Hasta qué talle tienen?',
        '¿Tienen talles grandes?',
        '¿Las zapatillas vienen en 38?',
        '¿Tienen tabla de medidas?',
        '¿Este pantalón viene chico o normal?',
        'uso talla M, ¿cuál me queda bien?',
        '¿Qué talle me recomiendas si mido 1,70?',
      ],
      description:
        'Trabajamos talles del [talle más chico] al [talle más grande]. La tabla de medidas está en [enlace a la tabla de talles]. Si tienes dudas, dinos tus medidas (busto o pecho, cintura y cadera) y te recomendamos el talle.',
    },
    {
      name: 'Precios',
      concept: 'prices',
      questions: [
        '¿Cuánto sale este buzo?',
        '¿Qué precio tiene el vestido de la foto?',
        '¿Cuánto cuestan las zapatillas?',
        'precio?',
        '¿Los precios de Instagram están actualizados?',
      ],
      description:
        'Mándanos una foto o el nombre de la prenda y te pasamos el precio. Los precios de [dónde publicas los precios] están actualizados al [fecha de actualización de precios].',
    },
    {
      name: 'Promociones y liquidación',
      concept: 'promotions',
      questions: [
        '¿Tienen alguna promo?',
        '¿Hay descuento pagando en efectivo?',
        '¿Cuándo empieza la liquidación?',
        '¿Tienen 2x1 o segunda unidad al 50?',
        '¿Hay descuento para la primera compra?',
      ],
      description:
        'Nuestras promociones vigentes:\n\n- [promoción]\n- [promoción]\n\n[Descuento por pago en efectivo o transferencia]. [Fechas de liquidación].',
    },
    {
      name: 'Cambios y devoluciones',
      concept: 'returns',
      questions: [
        '¿Puedo cambiarlo si no me queda?',
        '¿Cuántos días tengo para hacer un cambio?',
        'Me quedó chico, ¿lo puedo cambiar por otro talle?',
        '¿Hacen devoluciones de dinero?',
        '¿Se puede cambiar una prenda en oferta?',
        '¿Tengo que tener el ticket para cambiar?',
      ],
      description:
        'Puedes cambiar tu compra dentro de [plazo para cambios], con la prenda sin uso, con etiqueta y [ticket u otro comprobante]. [Si se devuelve el dinero o se da un vale]. [Condiciones para prendas en oferta o de ropa interior].',
    },
    {
      name: 'Envíos y retiro',
      concept: 'delivery',
      questions: [
        '¿Hacen envíos al interior?',
        '¿Cuánto sale el envío?',
        '¿Envían por correo?',
        '¿En cuántos días llega?',
        '¿Puedo pasar a retirar por el local?',
        '¿El envío es gratis desde cierto monto?',
      ],
      description:
        'Enviamos a todo el país por [empresa de envíos] por [costo del envío] (gratis desde [monto para envío gratis]). Llega en [días de entrega]. También puedes retirar sin cargo en [tu dirección] o en [punto de retiro].',
    },
    {
      name: 'Cuotas',
      concept: 'installments',
      questions: [
        '¿Se puede pagar en cuotas?',
        '¿Tienen cuotas sin interés?',
        '¿En cuántas cuotas puedo pagar?',
        '¿Con qué tarjetas hay cuotas?',
        'se puede pagar en 3 pagos?',
      ],
      description:
        'Tienes [cantidad de cuotas sin interés] cuotas sin interés con [tarjetas o bancos]. [Cuotas con interés o con otras tarjetas].',
    },
    {
      name: 'Venta por mayor',
      concept: 'wholesale',
      questions: [
        '¿Venden por mayor?',
        '¿Cuál es la compra mínima para revendedoras?',
        '¿Tienen lista mayorista?',
        'Quiero revender tu ropa, ¿cómo hago?',
        '¿Hacen precio por curva?',
      ],
      description:
        'Sí, vendemos por mayor con una compra mínima de [compra mínima por mayor]. Pídenos la lista mayorista al [tu número de WhatsApp] y te contamos las condiciones.',
    },
    {
      name: 'Gift cards',
      concept: 'gift-cards',
      questions: [
        '¿Tienen gift card?',
        'Quiero regalar una tarjeta de regalo',
        '¿Hacen vales de regalo?',
        '¿Cuánto tiempo dura la gift card?',
        'Es para regalo, ¿si no le queda lo puede cambiar?',
      ],
      description:
        'Sí, tenemos gift cards desde [monto de las gift cards], válidas por [vigencia de la gift card]. Si compras un regalo, pídenos el ticket de cambio y la persona lo puede cambiar dentro de [plazo para cambios].',
    },
    {
      name: 'Horario',
      concept: 'hours',
      questions: [
        '¿A qué hora abre el local?',
        '¿Abren los sábados por la tarde?',
        '¿Hasta qué hora están hoy?',
        '¿Abren los domingos?',
        'el showroom atiende con cita?',
      ],
      description:
        'El local abre [días de atención], de [hora de apertura] a [hora de cierre]. [Si el showroom atiende con cita previa]. La tienda en línea está abierta siempre.',
    },
    {
      name: 'Ubicación',
      concept: 'location',
      questions: [
        '¿Dónde está el local?',
        '¿Tienen local físico o solo venta online?',
        '¿Cuál es la dirección?',
        '¿En qué shopping están?',
        '¿Tienen otras sucursales?',
      ],
      description: 'Estamos en [tu dirección], [tu ciudad], [referencia o galería]. [Otras sucursales].',
    },
    {
      name: 'Medios de pago',
      concept: 'payment-methods',
      questions: [
        '¿Qué medios de pago tienen?',
        '¿Puedo pagar con transferencia?',
        '¿Aceptan Mercado Pago?',
        '¿Se puede pagar con tarjeta de débito?',
        '¿Se puede pagar en efectivo al retirar?',
      ],
      description:
        'Aceptamos [medios de pago]. Si compras por WhatsApp, te pasamos [datos para transferir o enlace de pago] y reservamos la prenda por [tiempo de reserva sin pago].',
    },
    {
      name: 'Contacto',
      concept: 'contact',
      questions: [
        '¿Cuál es su Instagram?',
        '¿Tienen WhatsApp para hacer pedidos?',
        '¿Tienen página web?',
        'Necesito hablar con una vendedora',
        '¿A qué correo escribo por un pedido?',
      ],
      description:
        'Escríbenos por WhatsApp al [tu número de WhatsApp], por Instagram a [tu Instagram] o al correo [tu correo]. Nuestra tienda en línea es [tu sitio web].',
    },
  ],
};
