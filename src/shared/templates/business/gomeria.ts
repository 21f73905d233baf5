/** Gomerías, llanteras y vulcanizadoras: venta de neumáticos por medida, pinchaduras, alineación y balanceo. */
import type { BusinessTemplate } from '../types';

export const template: BusinessTemplate = {
  businessType: 'gomeria',
  categoryKey: 'plumbing',
  intents: [
    {
      name: '¿Tienen esta medida?',
      concept: 'stock',
      questions: [
        '¿Tenés 175/65 R14?',
        '¿Hay stock de la 205/55 R16?',
        '¿Tienen cubiertas para camioneta?',
        'busco 4 gomas rodado 15',
        '¿Les quedan llantas de esa medida?',
        '¿Cuándo les entran?',
      ],
      description:
        'Pásanos la medida (la encuentras en el costado de la cubierta, por ejemplo 185/65 R15) y te confirmamos si la tenemos y en qué marcas. Si no hay, [cuánto tarda en conseguirse].',
    },
    {
      name: 'Precios de neumáticos',
      concept: 'prices',
      questions: [
        '¿Cuánto sale una cubierta rodado 14?',
        'precio de 4 llantas?',
        '¿Qué precio tiene el neumático de la foto?',
        '¿El precio incluye la colocación y el balanceo?',
        '¿Cuánto cuesta la más económica?',
      ],
      description:
        'El precio depende de la medida y la marca: pásanos la medida y te cotizamos. [Si el precio incluye colocación, válvula y balanceo]. [Descuento por llevar el juego de cuatro].',
    },
    {
      name: 'Marcas y tipos',
      concept: 'catalog',
      questions: [
        '¿Qué marcas manejan?',
        '¿Venden neumáticos usados?',
        '¿Tienen llantas de aleación?',
        '¿Tienen cubiertas para moto?',
        '¿Tienen neumáticos para barro o todo terreno?',
      ],
      description:
        'Trabajamos [marcas de neumáticos], para [autos, camionetas, motos, camiones]. También tenemos [usados, llantas de aleación u otros productos].',
    },
    {
      name: 'Qué medida lleva mi auto',
      concept: 'sizes',
      questions: [
        '¿Qué medida lleva mi auto?',
        '¿Cómo sé la medida de mi cubierta?',
        '¿Le puedo poner una medida más ancha?',
        'Tengo un Gol Trend 2015, ¿qué cubierta va?',
        '¿Puedo cambiar a rodado 16?',
      ],
      description:
        'La medida está escrita en el costado de la cubierta (por ejemplo 185/65 R15) y también en la etiqueta de la puerta del conductor. Si prefieres, pásanos marca, modelo y año y te decimos cuál va y qué alternativas hay.',
    },
    {
      name: 'Pinchaduras y reparaciones',
      questions: [
        '¿Arreglan pinchaduras?',
        '¿Cuánto sale parchar una llanta?',
        'Tengo una goma baja',
        '¿Ponen parche o tarugo?',
        '¿Vulcanizan cubiertas de camión?',
        '¿Arreglan llantas dobladas?',
      ],
      description:
        'Sí, reparamos pinchaduras en el momento: [precio de la reparación de pinchadura]. También hacemos [otras reparaciones: vulcanizado, enderezado de llantas, cambio de válvulas].',
    },
    {
      name: 'Alineación y balanceo',
      questions: [
        '¿Hacen alineación y balanceo?',
        '¿Cuánto sale alinear y balancear?',
        'El volante vibra en la ruta',
        'El auto se me va para un lado',
        '¿Cada cuánto hay que balancear?',
      ],
      description:
        'Sí. La alineación cuesta [precio de la alineación] y el balanceo [precio del balanceo por rueda]. Si el volante vibra o el auto tira para un lado, conviene revisarlo. Lleva unos [tiempo de alineación y balanceo].',
    },
    {
      name: 'Turnos y espera',
      concept: 'booking',
      questions: [
        '¿Hace falta turno para alinear?',
        '¿Tenés lugar ahora?',
        '¿Hay mucha espera hoy?',
        '¿Puedo ir sin turno a cambiar las cubiertas?',
        'Quiero reservar un turno para el sábado',
      ],
      description:
        '[Si se atiende por turno o por orden de llegada]. Para no esperar, escríbenos al [tu número de WhatsApp] con el día y el trabajo y te reservamos un lugar.',
    },
    {
      name: 'Auxilio',
      concept: 'emergency',
      questions: [
        'Pinché en la ruta, ¿pueden venir?',
        '¿Hacen auxilio a domicilio?',
        'No tengo rueda de auxilio, ¿me ayudan?',
        '¿Cuánto cobran por ir a cambiar la rueda?',
        'se me reventó una cubierta, estoy en la autopista',
      ],
      description:
        '[Si haces auxilio y en qué zonas]. Llámanos al [tu teléfono] y dinos dónde estás. El auxilio cuesta [precio del auxilio]. Mientras tanto, quédate en un lugar seguro con las balizas puestas.',
    },
    {
      name: 'Cuotas',
      concept: 'installments',
      questions: [
        '¿Las cubiertas se pueden pagar en cuotas?',
        '¿Tienen cuotas sin interés?',
        '¿En cuántas cuotas sale el juego de 4?',
        '¿Con qué tarjetas hay cuotas?',
        'financian?',
      ],
      description:
        'Sí, tienes [cantidad de cuotas sin interés] cuotas sin interés con [tarjetas o bancos]. [Otras opciones de financiación].',
    },
    {
      name: 'Garantía',
      concept: 'warranty',
      questions: [
        '¿Los neumáticos tienen garantía?',
        'Me salió un globo en la cubierta nueva',
        '¿Cuánto dura la garantía?',
        '¿Qué cubre la garantía de fábrica?',
        '¿Los usados tienen garantía?',
      ],
      description:
        'Los neumáticos nuevos tienen garantía de fábrica de [duración de la garantía] por [qué cubre la garantía]. Tráelo con la factura y lo gestionamos. [Garantía de los usados y de las reparaciones].',
    },
    {
      name: 'Horario',
      concept: 'hours',
      questions: [
        '¿A qué hora abre la gomería?',
        '¿Abren los domingos?',
        '¿Están abiertos ahora?',
        '¿Hasta qué hora atienden?',
        '¿Trabajan los feriados?',
      ],
      description:
        'Atendemos [días de atención], de [hora de apertura] a [hora de cierre]. [Horario de fines de semana y feriados].',
    },
    {
      name: 'Ubicación',
      concept: 'location',
      questions: [
        '¿Dónde queda la gomería?',
        '¿Cuál es la dirección?',
        '¿Me mandás la ubicación?',
        '¿Están sobre la ruta?',
        '¿Tienen otra sucursal?',
      ],
      description: 'Estamos en [tu dirección], [tu ciudad], [referencia para llegar].',
    },
    {
      name: 'Medios de pago',
      concept: 'payment-methods',
      questions: [
        '¿Aceptan tarjeta?',
        '¿Puedo pagar con transferencia?',
        '¿Tienen descuento en efectivo?',
        '¿Aceptan Mercado Pago?',
        '¿Hacen factura A?',
      ],
      description:
        'Aceptamos [medios de pago]. [Descuento por pago en efectivo o transferencia]. [Si emites factura].',
    },
    {
      name: 'Contacto',
      concept: 'contact',
      questions: [
        '¿A qué número llamo?',
        '¿Tienen WhatsApp?',
        '¿Me pasás un teléfono para pedir auxilio?',
        'Quiero hablar con el gomero',
        '¿Tienen Instagram?',
      ],
      description:
        'Escríbenos por WhatsApp al [tu número de WhatsApp] o llámanos al [tu teléfono]. Para un auxilio, mejor llamar.',
    },
  ],
};
