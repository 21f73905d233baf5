/** Plomeros, gasistas, fontaneros y gasfíteres: pérdidas, destapaciones, gas, termotanques y urgencias. */
import type { BusinessTemplate } from '../types';

export const template: BusinessTemplate = {
  businessType: 'plomeria',
  categoryKey: 'plumbing',
  intents: [
    {
      name: 'Trabajos que hacemos',
      concept: 'catalog',
      questions: [
        '¿Qué trabajos hacen?',
        '¿Arreglan pérdidas de agua?',
        '¿Cambian griferías y canillas?',
        '¿Hacen instalaciones de baño completas?',
        '¿Trabajan con gas?',
        '¿Arreglan el depósito del inodoro?',
      ],
      description:
        'Hacemos:\n\n- [trabajos de plomería: pérdidas, griferías, cañerías…]\n- [trabajos de gas]\n- [destapaciones u otros servicios]\n\nSi necesitas otra cosa, cuéntanos y te decimos si podemos hacerlo.',
    },
    {
      name: 'Urgencias y pérdidas de gas',
      concept: 'emergency',
      questions: [
        'Se me rompió un caño y se está inundando todo',
        'Tengo olor a gas, ¿pueden venir ya?',
        '¿Atienden urgencias?',
        '¿Trabajan de noche o el fin de semana?',
        'Es urgente, se me tapó el baño',
        '¿Cuánto cobran una urgencia?',
      ],
      description:
        'Atendemos urgencias [días y horario de urgencias], con un recargo de [recargo por urgencia]. Llámanos directamente al [tu teléfono].\n\nMientras llegamos: si es agua, cierra la llave de paso; si sientes olor a gas, cierra la llave del gas, abre las ventanas, no enciendas luces ni artefactos y sal de la casa. Si el olor es fuerte, llama también a [número de emergencias de gas].',
    },
    {
      name: 'Destapaciones',
      questions: [
        '¿Hacen destapaciones?',
        'Se me tapó la pileta de la cocina',
        '¿Destapan cloacas con máquina?',
        '¿Cuánto sale destapar un inodoro?',
        'el desagüe del patio no traga',
        '¿Limpian cámaras sépticas?',
      ],
      description:
        'Sí, destapamos [cocinas, baños, cloacas, desagües pluviales] con [equipo que usan]. La destapación cuesta desde [precio de la destapación]; te confirmamos el precio al ver el problema.',
    },
    {
      name: 'Termotanques y calefones',
      questions: [
        '¿Arreglan termotanques?',
        'El calefón no prende',
        '¿Instalan calefones?',
        'El termotanque pierde agua',
        '¿Hacen service de caldera?',
        'no sale agua caliente',
      ],
      description:
        'Instalamos y reparamos [termotanques, calefones, calderas y marcas con que trabajan]. La revisión cuesta [precio de la revisión]. Si hay que cambiar el equipo, te asesoramos sobre cuál conviene.',
    },
    {
      name: 'Gasista matriculado',
      concept: 'experience',
      questions: [
        '¿Son gasistas matriculados?',
        '¿Hacen la habilitación del gas?',
        '¿Me hacen los planos de gas para la distribuidora?',
        '¿Tienen matrícula?',
        '¿Cuántos años de experiencia tienen?',
      ],
      description:
        'Somos [gasistas o plomeros matriculados, con matrícula número …] con [años de experiencia] años de experiencia. [Trámites de habilitación de gas que hacen].',
    },
    {
      name: 'Precio de la visita',
      concept: 'prices',
      questions: [
        '¿Cuánto cobran la visita?',
        '¿Cuánto sale cambiar una canilla?',
        '¿Cobran por hora o por trabajo?',
        '¿Cuánto me saldría más o menos?',
        '¿La visita se descuenta del arreglo?',
      ],
      description:
        'La visita cuesta [precio de la visita] y [si se descuenta del trabajo]. Algunos trabajos tienen precio fijo: [trabajo y precio]. Para el resto te damos el precio antes de empezar.',
    },
    {
      name: 'Pedir un presupuesto',
      concept: 'quote',
      questions: [
        'Necesito un presupuesto',
        '¿Me pueden cotizar por foto?',
        '¿Cuánto me cobrás por rehacer la cañería del baño?',
        '¿Qué necesitan para pasarme un precio?',
        '¿El presupuesto es gratis?',
      ],
      description:
        'Envíanos por WhatsApp al [tu número de WhatsApp] fotos o un video del problema, tu zona y una franja en la que podamos ir. Para trabajos chicos te pasamos un precio por foto; para obras, vamos a ver y el presupuesto [si el presupuesto tiene costo].',
    },
    {
      name: 'Visitas a domicilio y zona',
      concept: 'home-service',
      questions: [
        '¿Vienen a domicilio?',
        '¿Llegan hasta mi barrio?',
        '¿En qué zonas trabajan?',
        '¿Cobran extra por la distancia?',
        '¿Van a countries o barrios cerrados?',
      ],
      description:
        'Trabajamos a domicilio en [zonas de trabajo]. Fuera de esa zona cobramos un adicional de [adicional por distancia].',
    },
    {
      name: 'Pedir un turno',
      concept: 'booking',
      questions: [
        '¿Cuándo pueden venir?',
        '¿Tenés lugar mañana a la mañana?',
        '¿Me puede atender hoy?',
        'Quiero coordinar una visita',
        '¿Pueden venir el sábado?',
      ],
      description:
        'Dinos tu zona y qué día y franja horaria te queda bien y te confirmamos la visita. Normalmente podemos ir en [tiempo habitual para conseguir visita].',
    },
    {
      name: 'Garantía',
      concept: 'warranty',
      questions: [
        '¿El trabajo tiene garantía?',
        'Volvió a perder después del arreglo',
        '¿Cuánto dura la garantía?',
        '¿La garantía cubre los materiales?',
        '¿Me dan una factura o comprobante del trabajo?',
      ],
      description:
        'Nuestros trabajos tienen [duración de la garantía] de garantía, que cubre [qué cubre la garantía]. Si algo vuelve a fallar, escríbenos al [tu número de WhatsApp] y vamos a revisarlo.',
    },
    {
      name: 'Horario',
      concept: 'hours',
      questions: [
        '¿En qué horario trabajan?',
        '¿Trabajan los sábados?',
        '¿Hasta qué hora pueden venir?',
        '¿Atienden los feriados?',
        '¿A qué hora empiezan?',
      ],
      description:
        'Trabajamos [días de atención], de [hora de inicio] a [hora de fin]. Las urgencias se atienden [horario de urgencias].',
    },
    {
      name: 'Ubicación',
      concept: 'location',
      questions: [
        '¿Dónde están?',
        '¿Tienen local?',
        '¿De qué zona son?',
        '¿Cuál es la dirección del local?',
        '¿Puedo pasar a ver materiales?',
      ],
      description:
        'Trabajamos a domicilio en [zonas de trabajo]. Nuestro taller está en [tu dirección], [tu ciudad]: [si se puede pasar y en qué horario].',
    },
    {
      name: 'Medios de pago',
      concept: 'payment-methods',
      questions: [
        '¿Cómo se paga?',
        '¿Aceptan tarjeta?',
        '¿Te puedo transferir?',
        '¿Se paga al terminar o hay que adelantar?',
        '¿Dan factura?',
      ],
      description:
        'Aceptamos [medios de pago]. Se paga [al terminar el trabajo o con anticipo para materiales]. [Si emites factura].',
    },
    {
      name: 'Contacto',
      concept: 'contact',
      questions: [
        '¿A qué número los llamo?',
        '¿Tienen WhatsApp?',
        'Quiero hablar con el plomero',
        '¿Me pasás tu celular?',
        '¿Tienen correo?',
      ],
      description:
        'Escríbenos por WhatsApp al [tu número de WhatsApp] o llámanos al [tu teléfono]. Para urgencias, mejor llamar. También puedes escribirnos a [tu correo].',
    },
  ],
};
