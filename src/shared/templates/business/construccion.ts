/** Constructoras, albañiles, pintores y durlock: presupuestos, visita de obra, plazos, materiales y anticipos. */
import type { BusinessTemplate } from '../types';

export const template: BusinessTemplate = {
  businessType: 'construccion',
  categoryKey: 'electricity',
  intents: [
    {
      name: 'Trabajos que hacemos',
      concept: 'catalog',
      questions: [
        '¿Qué trabajos hacen?',
        '¿Hacen reformas de baño y cocina?',
        '¿Construyen casas desde cero?',
        '¿Hacen trabajos de pintura?',
        '¿Trabajan con durlock o steel frame?',
        '¿Hacen impermeabilización de techos?',
        '¿Hacen trabajos chicos, como revocar una pared?',
      ],
      description:
        'Hacemos:\n\n- [obra nueva, ampliaciones y remodelaciones]\n- [baños, cocinas, pisos y revestimientos]\n- [pintura, durlock, techos u otros trabajos]\n\nTomamos [tamaño de trabajos que tomas: desde arreglos chicos hasta obras completas].',
    },
    {
      name: 'Pedir un presupuesto',
      concept: 'quote',
      questions: [
        'Necesito presupuesto para hacer un baño nuevo',
        '¿Cuánto me cobrarías por pintar 3 ambientes?',
        '¿Me pueden cotizar con fotos y medidas?',
        '¿El presupuesto es sin cargo?',
        'Quiero ampliar la casa, ¿me pasan un precio?',
        '¿Qué datos necesitan para presupuestar?',
      ],
      description:
        'Con gusto. Envíanos por WhatsApp al [tu número de WhatsApp]:\n\n1. Qué quieres hacer.\n2. Fotos y medidas aproximadas.\n3. Tu zona.\n\nPara trabajos chicos te pasamos un precio estimado por foto; para obras, coordinamos una visita. El presupuesto [si tiene costo] y lo entregamos en [tiempo de entrega del presupuesto].',
    },
    {
      name: 'Precio por metro cuadrado',
      concept: 'prices',
      questions: [
        '¿Cuánto cobran el metro cuadrado?',
        '¿Cuál es el precio por m2 de pintura?',
        '¿Cobran por día o por trabajo terminado?',
        '¿Cuánto sale el m2 de construcción?',
        'a cuanto el metro de cerámico colocado?',
      ],
      description:
        'Precios de referencia de mano de obra:\n\n- [trabajo y precio por m2 o por día]\n- [trabajo y precio por m2 o por día]\n\nEl precio final depende del estado del lugar y las terminaciones: te lo confirmamos en el presupuesto.',
    },
    {
      name: 'Visita a la obra',
      concept: 'home-service',
      questions: [
        '¿Pueden venir a ver la obra?',
        '¿La visita tiene costo?',
        '¿Vienen a medir?',
        '¿Cuándo pueden pasar a ver el trabajo?',
        '¿Trabajan en mi zona?',
      ],
      description:
        'Sí, visitamos la obra para medir y ver el estado antes de presupuestar. La visita [costo de la visita o si es sin cargo]. Trabajamos en [zonas de trabajo].',
    },
    {
      name: 'Cuándo pueden empezar',
      concept: 'booking',
      questions: [
        '¿Cuándo podrían empezar?',
        '¿Tienen disponibilidad para marzo?',
        '¿Pueden arrancar la semana que viene?',
        '¿Tienen la agenda llena?',
        'necesito que empiecen ya, ¿se puede?',
      ],
      description:
        'Hoy estamos tomando obras para empezar [desde cuándo tienes disponibilidad]. Una vez aprobado el presupuesto y con el anticipo, fijamos la fecha de inicio.',
    },
    {
      name: 'Plazo de obra',
      concept: 'duration',
      questions: [
        '¿Cuánto tardarían en hacer el baño?',
        '¿En cuánto tiempo terminan?',
        '¿Cuántos días lleva pintar una casa?',
        '¿Me lo ponen por escrito el plazo?',
        '¿Trabajan todos los días en la obra?',
      ],
      description:
        'Como referencia, [trabajo y plazo habitual]. El plazo de cada obra queda escrito en el presupuesto. Trabajamos [días y horario en obra].',
    },
    {
      name: 'Materiales',
      questions: [
        '¿Los materiales los ponen ustedes?',
        '¿El precio incluye los materiales?',
        '¿Compro yo el material o lo compran ustedes?',
        '¿Me pasan la lista de materiales?',
        '¿Qué marcas de pintura usan?',
      ],
      description:
        '[Si presupuestas solo mano de obra o con materiales incluidos]. Si compras los materiales tú, te pasamos la lista con las cantidades. Trabajamos con [marcas o calidades de materiales].',
    },
    {
      name: 'Anticipo y forma de pago',
      concept: 'deposit',
      questions: [
        '¿Cuánto hay que adelantar?',
        '¿Se paga por avance de obra?',
        '¿Cómo se paga el trabajo?',
        '¿Aceptan transferencia o tarjeta?',
        '¿Hacen contrato?',
        '¿Dan factura?',
      ],
      description:
        'Pedimos un anticipo de [porcentaje de anticipo] para arrancar y el resto [cómo se paga el resto: por avance de obra, por semana o al terminar]. Aceptamos [medios de pago]. [Si haces contrato y emites factura].',
    },
    {
      name: 'Garantía',
      concept: 'warranty',
      questions: [
        '¿Dan garantía del trabajo?',
        'Se está descascarando la pintura que hicieron',
        'Apareció humedad después de la obra',
        '¿Cuánto dura la garantía?',
        '¿Qué cubre la garantía?',
      ],
      description:
        'Nuestros trabajos tienen [duración de la garantía] de garantía, que cubre [qué cubre la garantía]. Si aparece un problema, escríbenos con fotos al [tu número de WhatsApp] y vamos a verlo.',
    },
    {
      name: 'Trabajos anteriores y referencias',
      concept: 'experience',
      questions: [
        '¿Tienen fotos de trabajos anteriores?',
        '¿Me pueden dar referencias de clientes?',
        '¿Hace cuánto trabajan en esto?',
        '¿Tienen seguro para los trabajadores?',
        '¿Quién dirige la obra?',
      ],
      description:
        'Trabajamos desde [año de inicio] y hemos hecho [tipo y cantidad de obras]. Mira nuestros trabajos en [tu Instagram]. [Seguros del personal y quién está a cargo de la obra]. Si quieres, te pasamos referencias de clientes.',
    },
    {
      name: 'Planos y permisos',
      concept: 'requirements',
      questions: [
        '¿Se encargan de los permisos municipales?',
        '¿Hacen planos?',
        '¿Necesito permiso para ampliar?',
        '¿Trabajan con arquitecto o maestro mayor de obras?',
        '¿Qué papeles necesito para construir?',
      ],
      description:
        '[Si te encargas de planos y permisos o trabajas con un profesional]. Para obras nuevas o ampliaciones suele hacer falta [permisos o documentos habituales en tu zona]. Te orientamos en la primera visita.',
    },
    {
      name: 'Horario',
      concept: 'hours',
      questions: [
        '¿En qué horario atienden consultas?',
        '¿Trabajan los sábados en la obra?',
        '¿A qué hora empiezan a trabajar?',
        '¿Trabajan los feriados?',
        '¿Hasta qué hora hacen ruido en la obra?',
      ],
      description:
        'Atendemos consultas [días y horario de atención]. En obra trabajamos [días y horario en obra], respetando [reglas del edificio o barrio].',
    },
    {
      name: 'Zona y oficina',
      concept: 'location',
      questions: [
        '¿Dónde están?',
        '¿En qué zonas trabajan?',
        '¿Tienen oficina?',
        '¿Trabajan fuera de la ciudad?',
        '¿Van al interior?',
      ],
      description:
        'Trabajamos en [zonas de trabajo]. Nuestra oficina está en [tu dirección], [tu ciudad]. [Si viajas a obras más lejos y con qué condiciones].',
    },
    {
      name: 'Contacto',
      concept: 'contact',
      questions: [
        '¿A qué número los llamo?',
        '¿Tienen WhatsApp?',
        '¿Tienen mail para mandar planos?',
        'Quiero hablar con el encargado de obra',
        '¿Tienen Instagram con trabajos?',
      ],
      description:
        'Escríbenos por WhatsApp al [tu número de WhatsApp], llámanos al [tu teléfono] o envía planos y fotos a [tu correo].',
    },
  ],
};
