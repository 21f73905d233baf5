/** Carpinterías, mueblerías, herrerías, aberturas y tapicerías: muebles a medida, presupuestos, plazos, seña y colocación. */
import type { BusinessTemplate } from '../types';

export const template: BusinessTemplate = {
  businessType: 'carpinteria',
  categoryKey: 'electricity',
  intents: [
    {
      name: 'Qué hacemos',
      concept: 'catalog',
      questions: [
        '¿Qué trabajos hacen?',
        '¿Hacen placares y vestidores?',
        '¿Hacen muebles de cocina?',
        '¿Fabrican puertas y ventanas?',
        '¿Hacen rejas y portones?',
        '¿Retapizan sillones?',
      ],
      description:
        'Hacemos:\n\n- [muebles a medida: cocinas, placares, vestidores, escritorios…]\n- [aberturas, rejas o portones]\n- [reparaciones, restauración o tapicería]\n\nMira nuestros trabajos en [tu Instagram].',
    },
    {
      name: 'Muebles a medida',
      concept: 'custom-orders',
      questions: [
        '¿Hacen muebles a medida?',
        'Te mando una foto de Pinterest, ¿me lo podés hacer?',
        'Necesito un mueble para un hueco de 1,20 m',
        '¿Pueden copiar este diseño?',
        '¿Hacen el diseño o tengo que llevarlo yo?',
        '¿Hacen mesas de madera maciza por encargo?',
      ],
      description:
        'Sí, todo lo hacemos a medida. Envíanos una foto o dibujo de lo que quieres, las medidas del espacio y el material o color que te gusta. [Si haces el diseño o un render antes de fabricar].',
    },
    {
      name: 'Pedir un presupuesto',
      concept: 'quote',
      questions: [
        '¿Cuánto me sale un placard de 2 metros?',
        'Necesito presupuesto para una cocina completa',
        '¿Qué medidas necesitan para cotizar?',
        '¿Cuánto sale más o menos una mesa para 6?',
        '¿El presupuesto es gratis?',
        '¿En cuánto tiempo me pasan el presupuesto?',
      ],
      description:
        'Pásanos por WhatsApp al [tu número de WhatsApp] las medidas (ancho, alto y profundidad), una foto del lugar y el material que prefieres. Te enviamos el presupuesto en [tiempo de respuesta del presupuesto]. Como referencia, [trabajo y precio desde].',
    },
    {
      name: 'Muebles listos para entregar',
      concept: 'stock',
      questions: [
        '¿Tienen muebles hechos?',
        '¿Tienen algo para entrega inmediata?',
        '¿Les queda la mesa de la foto?',
        '¿Tienen el rack en stock?',
        '¿Puedo ir a ver los muebles en exposición?',
      ],
      description:
        'Tenemos [muebles listos para entregar] en exposición en [tu dirección]. Pregúntanos por el que te gusta y te confirmamos si está disponible y su precio.',
    },
    {
      name: 'Materiales y terminaciones',
      questions: [
        '¿Trabajan con madera maciza o melamina?',
        '¿Qué colores de melamina tienen?',
        '¿Qué madera usan?',
        '¿Qué diferencia hay entre MDF y madera?',
        '¿Hacen terminación laqueada?',
      ],
      description:
        'Trabajamos con [materiales: madera maciza, melamina, MDF, hierro…] y terminaciones [terminaciones disponibles]. Te mostramos muestras para que elijas. [Recomendación según el uso].',
    },
    {
      name: 'Plazo de entrega',
      concept: 'duration',
      questions: [
        '¿Cuánto tardan en hacerlo?',
        '¿Para cuándo lo tendría?',
        '¿Me lo pueden tener antes de fin de mes?',
        '¿Cuántos días lleva una cocina?',
        'cuanto demora un placard?',
      ],
      description:
        'Los trabajos a medida llevan [plazo habitual de fabricación] desde que se aprueba el diseño y se paga la seña. Te confirmamos la fecha exacta en el presupuesto.',
    },
    {
      name: 'Seña y formas de pago',
      concept: 'deposit',
      questions: [
        '¿Cuánto hay que dejar de seña?',
        '¿Cómo se paga?',
        '¿Aceptan tarjeta de crédito o cuotas?',
        '¿El resto lo pago al recibir el mueble?',
        '¿Puedo pagar por transferencia?',
      ],
      description:
        'Para empezar pedimos una seña de [porcentaje de la seña] y el resto [cuándo se paga el resto]. Aceptamos [medios de pago y cuotas]. [Si emites factura].',
    },
    {
      name: 'Envío y colocación',
      concept: 'delivery',
      questions: [
        '¿Lo traen a casa?',
        '¿Incluye la instalación?',
        '¿Lo arman ustedes?',
        '¿Cuánto cobran el flete?',
        'Vivo en un tercer piso sin ascensor, ¿lo suben?',
      ],
      description:
        'Entregamos en [zonas de entrega] por [costo del envío]. [Si la colocación está incluida o tiene costo]. Para pisos altos o accesos difíciles, avísanos antes así vamos preparados.',
    },
    {
      name: 'Medición a domicilio',
      concept: 'home-service',
      questions: [
        '¿Vienen a tomar las medidas?',
        '¿La medición tiene costo?',
        '¿Pueden venir a ver el espacio?',
        '¿Cuándo pueden pasar a medir?',
        '¿Trabajan en mi zona?',
      ],
      description:
        'Sí, vamos a medir a [zonas de trabajo]. La medición [costo de la medición o si se descuenta del trabajo]. Coordinemos un día por WhatsApp.',
    },
    {
      name: 'Reparaciones y restauración',
      questions: [
        '¿Arreglan muebles?',
        '¿Restauran muebles antiguos?',
        'Se me rompió la bisagra del placard',
        '¿Cambian la tela de las sillas?',
        '¿Arreglan puertas que no cierran bien?',
      ],
      description:
        'Sí, hacemos [reparaciones, restauración, cambio de herrajes o retapizado]. Mándanos una foto y te decimos el precio aproximado. [Si retiras el mueble o lo reparas en el lugar].',
    },
    {
      name: 'Garantía',
      concept: 'warranty',
      questions: [
        '¿Los muebles tienen garantía?',
        'Se despegó el canto del mueble',
        '¿Cuánto dura la garantía?',
        '¿La garantía cubre los herrajes?',
        'La puerta del mueble quedó torcida',
      ],
      description:
        'Nuestros trabajos tienen [duración de la garantía] de garantía, que cubre [qué cubre la garantía]. Si algo falla, escríbenos con fotos al [tu número de WhatsApp] y lo solucionamos.',
    },
    {
      name: 'Horario',
      concept: 'hours',
      questions: [
        '¿A qué hora abre el taller?',
        '¿Atienden los sábados?',
        '¿Hasta qué hora puedo pasar?',
        '¿Hay que pedir cita para ir al showroom?',
        '¿Abren los feriados?',
      ],
      description:
        'Atendemos [días de atención], de [hora de apertura] a [hora de cierre]. [Si hay que coordinar antes de visitar el taller o showroom].',
    },
    {
      name: 'Ubicación',
      concept: 'location',
      questions: [
        '¿Dónde queda el taller?',
        '¿Cuál es la dirección de la mueblería?',
        '¿Tienen showroom?',
        '¿Me mandás la ubicación?',
        '¿En qué zona están?',
      ],
      description: 'El taller está en [tu dirección], [tu ciudad], [referencia para llegar].',
    },
    {
      name: 'Contacto',
      concept: 'contact',
      questions: [
        '¿A qué número escribo?',
        '¿Tienen WhatsApp?',
        '¿Tienen Instagram con los trabajos?',
        'Quiero hablar con el carpintero',
        '¿Tienen un mail para mandar planos?',
      ],
      description:
        'Escríbenos por WhatsApp al [tu número de WhatsApp], llámanos al [tu teléfono] o envía planos y fotos a [tu correo]. Trabajos terminados en [tu Instagram].',
    },
  ],
};
