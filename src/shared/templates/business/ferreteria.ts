/** Ferreterías, corralones, pinturerías y casas de sanitarios: stock, presupuestos de materiales y envíos a obra. */
import type { BusinessTemplate } from '../types';

export const template: BusinessTemplate = {
  businessType: 'ferreteria',
  categoryKey: 'materials',
  intents: [
    {
      name: 'Qué vendemos',
      concept: 'catalog',
      questions: [
        '¿Qué venden?',
        '¿Tienen materiales de construcción?',
        '¿Venden pintura?',
        '¿Tienen cosas de electricidad y plomería?',
        '¿Qué marcas de herramientas trabajan?',
        '¿Venden sanitarios y grifería?',
      ],
      description:
        'Tenemos [rubros: ferretería, herramientas, pinturas, electricidad, sanitarios, materiales…]. Trabajamos con [marcas principales]. Si no lo tenemos, te lo podemos pedir.',
    },
    {
      name: '¿Lo tienen?',
      concept: 'stock',
      questions: [
        '¿Tienen tornillos autoperforantes?',
        '¿Hay cemento?',
        '¿Tenés una mecha de 8 para concreto?',
        'tienen caño de 1/2 pulgada?',
        '¿Les queda látex blanco de 20 litros?',
        'Busco este repuesto, te mando foto',
        '¿Cuándo les entra más?',
      ],
      description:
        'Mándanos el nombre, la medida o una foto de lo que buscas y te confirmamos si lo tenemos. Si no hay, te decimos cuándo entra: [cada cuánto reponen].',
    },
    {
      name: 'Precios',
      concept: 'prices',
      questions: [
        '¿Cuánto sale la bolsa de cemento?',
        '¿A cuánto está el metro de arena?',
        '¿Cuánto cuesta el taladro?',
        '¿Precio del lavatorio de la foto?',
        '¿Cuánto vale el rollo de cable de 2,5?',
      ],
      description:
        'Dinos qué producto y qué medida necesitas y te pasamos el precio del día. [Si los precios cambian seguido o hasta cuándo valen].',
    },
    {
      name: 'Presupuesto de materiales',
      concept: 'quote',
      questions: [
        'Te paso la lista de materiales, ¿me cotizás?',
        'Necesito presupuesto para una obra',
        '¿Me pueden pasar precio por todo esto?',
        '¿Cuánto me sale todo lo de la lista?',
        '¿Cuántas bolsas de cemento necesito para una losa de 20 m2?',
      ],
      description:
        'Mándanos la lista con cantidades y medidas por aquí o al [tu número de WhatsApp] y te pasamos el presupuesto en [tiempo de respuesta del presupuesto]. Si no sabes cuánto material necesitas, dinos las medidas del trabajo y te ayudamos a calcularlo. El presupuesto vale [vigencia del presupuesto].',
    },
    {
      name: 'Envíos a domicilio y a obra',
      concept: 'delivery',
      questions: [
        '¿Hacen envíos?',
        '¿Me llevan la arena y el cemento a la obra?',
        '¿Cuánto sale el flete?',
        '¿Envían en el día?',
        '¿Descargan el material?',
        '¿Tienen camión con hidrogrúa?',
      ],
      description:
        'Enviamos a [zonas de envío] por [costo del envío] ([compra desde la que el envío es gratis]). Los pedidos hechos antes de [hora de corte] salen [cuándo salen los pedidos]. [Cómo se descarga el material].',
    },
    {
      name: 'Cortes a medida y pintura a color',
      concept: 'custom-orders',
      questions: [
        '¿Preparan pintura al color que yo quiero?',
        '¿Cortan caños a medida?',
        '¿Hacen copias de llaves?',
        '¿Cortan vidrio o placas de melamina?',
        '¿Me pueden igualar este color de pared?',
      ],
      description:
        'En el local hacemos [servicios: preparación de pintura a color, cortes a medida, copias de llaves…]. [Tiempo y costo de esos servicios].',
    },
    {
      name: 'Cuenta para profesionales y por mayor',
      concept: 'wholesale',
      questions: [
        '¿Tienen precio para constructores?',
        'Soy plomero, ¿me hacen descuento?',
        '¿Venden por mayor?',
        '¿Se puede abrir una cuenta corriente?',
        '¿Hacen descuento por cantidad?',
      ],
      description:
        'Sí, tenemos [descuento o lista para profesionales y por cantidad]. Para abrir una cuenta corriente necesitamos [requisitos para cuenta corriente]. Escríbenos y te contamos.',
    },
    {
      name: 'Cambios y devoluciones',
      concept: 'returns',
      questions: [
        '¿Puedo devolver lo que me sobró?',
        'Compré la medida equivocada, ¿lo cambio?',
        '¿Cuántos días tengo para hacer un cambio?',
        '¿Aceptan devoluciones de material sobrante de obra?',
        '¿Me devuelven la plata si no lo uso?',
      ],
      description:
        'Puedes cambiar o devolver productos sin uso y en su empaque dentro de [plazo para cambios], con el ticket o la factura. [Qué no se puede devolver, como pintura preparada o cortes a medida]. [Si se devuelve el dinero o queda a favor].',
    },
    {
      name: 'Garantía de herramientas',
      concept: 'warranty',
      questions: [
        '¿La amoladora tiene garantía?',
        'Se me rompió el taladro que compré acá',
        '¿Cuánto dura la garantía?',
        '¿Tienen servicio técnico?',
        '¿Dónde hago valer la garantía?',
      ],
      description:
        'Las herramientas tienen la garantía del fabricante: [duración de la garantía]. Tráela con la factura o el ticket a [tu dirección] y nosotros [cómo gestionas la garantía o servicio técnico].',
    },
    {
      name: 'Factura',
      concept: 'invoice',
      questions: [
        '¿Hacen factura A?',
        '¿Me pueden facturar a nombre de mi empresa?',
        'Necesito la factura de la compra de ayer',
        '¿Qué datos necesitan para la factura?',
        '¿Dan factura electrónica?',
      ],
      description:
        'Sí, hacemos [tipos de factura]. Pásanos [datos fiscales que necesitas] al momento de comprar. Si necesitas la factura de una compra anterior, escríbenos a [tu correo] con la fecha y el monto.',
    },
    {
      name: 'Horario',
      concept: 'hours',
      questions: [
        '¿Hasta qué hora están abiertos?',
        '¿Abren los sábados a la tarde?',
        '¿Cierran al mediodía?',
        '¿A qué hora abre el corralón?',
        '¿Abren los domingos?',
      ],
      description:
        'Atendemos [días de atención], de [hora de apertura] a [hora de cierre]. [Horario de los sábados y si cierras al mediodía].',
    },
    {
      name: 'Ubicación',
      concept: 'location',
      questions: [
        '¿Dónde queda la ferretería?',
        '¿Cuál es la dirección?',
        '¿Se puede entrar con camioneta a cargar?',
        '¿Tienen sucursales?',
        '¿Me pasás la ubicación?',
      ],
      description:
        'Estamos en [tu dirección], [tu ciudad], [referencia para llegar]. [Dónde estacionar o cargar con camioneta].',
    },
    {
      name: 'Medios de pago',
      concept: 'payment-methods',
      questions: [
        '¿Aceptan tarjeta de crédito?',
        '¿Hay cuotas sin interés?',
        '¿Puedo pagar por transferencia?',
        '¿Aceptan cheques?',
        '¿Tienen descuento en efectivo?',
        '¿Se puede pagar con QR?',
      ],
      description:
        'Aceptamos [medios de pago]. [Cuotas disponibles]. [Descuento por pago en efectivo o transferencia].',
    },
    {
      name: 'Contacto',
      concept: 'contact',
      questions: [
        '¿A qué número mando la lista?',
        '¿Tienen teléfono fijo?',
        '¿Cuál es el mail para pedir presupuestos?',
        'Quiero hablar con un vendedor',
        '¿Tienen WhatsApp?',
      ],
      description:
        'Escríbenos por WhatsApp al [tu número de WhatsApp], llámanos al [tu teléfono] o envíanos un correo a [tu correo].',
    },
  ],
};
