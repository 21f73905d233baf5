import type { BusinessTemplate } from '../types';

/** ONG y fundación: quiénes somos, donaciones de dinero y de cosas, voluntariado, ayuda, empresas y rendición. */
export const template: BusinessTemplate = {
  businessType: 'ong',
  categoryKey: 'general',
  intents: [
    {
      name: 'Quiénes somos',
      concept: 'experience',
      questions: [
        '¿Qué hace la fundación?',
        '¿Quiénes son?',
        '¿Desde cuándo trabajan?',
        '¿A quiénes ayudan?',
        'Son una ONG registrada?',
        '¿Tienen algún partido político o religión?',
      ],
      description:
        'Somos [nombre de la organización], [tipo de organización] que desde [año de inicio] trabaja para [misión]. Hoy acompañamos a [a quiénes ayudan y cuántas personas] con [programas principales].\n\nEstamos registrados como [registro o personería jurídica].',
    },
    {
      name: 'Donar dinero',
      concept: 'payment-methods',
      questions: [
        '¿Cómo puedo donar?',
        '¿Me pasan el alias o CBU para donar?',
        '¿Puedo donar con tarjeta?',
        'quiero hacer una donación por transferencia',
        '¿Aceptan donaciones desde el exterior?',
        '¿Cuál es el monto mínimo para donar?',
      ],
      description:
        '¡Gracias por querer ayudar! Puedes donar:\n\n- Por transferencia: [datos bancarios para donar]\n- Con tarjeta o en línea: [cómo donar en línea]\n- [Otros medios para donar]\n\nCualquier monto suma. Si nos avisas al [tu número de WhatsApp], te enviamos el comprobante de tu donación.',
    },
    {
      name: 'Ser socio o donante mensual',
      questions: [
        '¿Puedo donar todos los meses?',
        'Quiero hacerme socio de la fundación',
        '¿Cómo me doy de baja como socio?',
        '¿Puedo cambiar el monto de mi aporte mensual?',
        '¿Qué hacen con mi aporte?',
      ],
      description:
        'Sí: con un aporte mensual nos ayudas a sostener [qué sostienen los aportes mensuales]. Te sumas en [cómo hacerse socio] con el monto que elijas. Para cambiar el monto o darte de baja, escríbenos al [tu número de WhatsApp] y lo hacemos en el momento.',
    },
    {
      name: 'Donar ropa, alimentos u objetos',
      questions: [
        'Tengo ropa para donar, ¿la reciben?',
        '¿Dónde dejo las donaciones?',
        '¿Reciben alimentos no perecederos?',
        '¿Pasan a retirar donaciones?',
        '¿Aceptan muebles?',
        'qué es lo que más necesitan ahora',
        '¿Reciben juguetes usados?',
      ],
      description:
        'Sí, recibimos [qué donaciones reciben]. Hoy lo que más necesitamos es [necesidades actuales]. No podemos recibir [qué no reciben].\n\nPuedes traerlas a [tu dirección], [días y horario para recibir donaciones]. Retiro de donaciones grandes: [si retiran y en qué zona].',
    },
    {
      name: 'Ser voluntario',
      concept: 'jobs',
      questions: [
        '¿Cómo me sumo como voluntario?',
        'Quiero ayudar, ¿necesitan voluntarios?',
        '¿Puedo hacer voluntariado los fines de semana?',
        'soy psicóloga y quiero colaborar',
        '¿Tienen trabajo rentado?',
        '¿Puedo hacer mis prácticas con ustedes?',
      ],
      description:
        '¡Gracias por querer sumarte! Buscamos voluntarios para [áreas donde necesitan voluntarios]. Para empezar, completa [cómo inscribirse como voluntario] y te invitamos a [próxima reunión o capacitación de voluntarios].\n\nBúsquedas de personal rentado y prácticas: [dónde publican las búsquedas].',
    },
    {
      name: 'Recibo y deducción de impuestos',
      concept: 'invoice',
      questions: [
        '¿Me dan recibo de la donación?',
        '¿La donación se puede deducir de impuestos?',
        'necesito un comprobante para mi empresa',
        '¿Qué datos necesitan para el certificado de donación?',
        '¿Están exentos de impuestos?',
      ],
      description:
        'Sí, emitimos recibo por cada donación. [Si las donaciones son deducibles y en qué condiciones]. Para el comprobante necesitamos tu nombre o razón social, [identificación fiscal que piden] y el comprobante del pago; envíalos a [tu correo].',
    },
    {
      name: 'Pedir ayuda',
      concept: 'requirements',
      questions: [
        'Necesito ayuda, ¿cómo hago?',
        '¿Qué requisitos piden para recibir ayuda?',
        'Mi familia necesita alimentos',
        '¿Puedo anotar a mis hijos en el programa?',
        '¿Dónde tengo que ir para pedir asistencia?',
        '¿Ayudan a personas de otros barrios?',
      ],
      description:
        'Estamos para ayudarte. Trabajamos con [a quiénes pueden ayudar] en [zona que atienden]. Para empezar, acércate a [tu dirección], [días y horario de atención al público], o escríbenos al [tu número de WhatsApp]. Trae [documentos que piden].\n\nSi es una emergencia, llama a [número de emergencias local].',
    },
    {
      name: 'Empresas y alianzas',
      concept: 'groups',
      questions: [
        'Soy de una empresa y queremos colaborar',
        '¿Hacen alianzas con empresas?',
        'Queremos hacer un voluntariado corporativo con nuestro equipo',
        '¿Pueden dar una charla en mi colegio?',
        '¿Trabajan con otras organizaciones?',
      ],
      description:
        'Nos encanta sumar empresas, colegios y organizaciones. Podemos armar juntos donaciones, voluntariado corporativo, campañas o [otras formas de alianza]. Escríbenos a [tu correo] contando tu idea y coordinamos una reunión.',
    },
    {
      name: 'Transparencia',
      questions: [
        '¿En qué usan el dinero donado?',
        '¿Publican sus balances?',
        '¿Cómo sé que mi donación llega?',
        'donde veo las rendiciones de cuentas',
        '¿Quién controla a la fundación?',
      ],
      description:
        'Cada peso donado se usa en [destino de los fondos]. Publicamos nuestros balances y memorias en [dónde publican balances e informes], y contamos en redes lo que hacemos con cada campaña. Si quieres, te contamos en detalle a qué se destinó tu donación.',
    },
    {
      name: 'Campañas y eventos',
      questions: [
        '¿Cuándo es la próxima colecta?',
        '¿Tienen campañas abiertas?',
        '¿Hacen eventos solidarios?',
        'quiero organizar una colecta en mi trabajo para ustedes',
        '¿Venden algo para juntar fondos?',
      ],
      description:
        'Nuestras campañas actuales: [campañas en curso]. Próximo evento: [próximo evento solidario]. Si quieres organizar una colecta a beneficio, escríbenos al [tu número de WhatsApp] y te damos materiales y una mano.',
    },
    {
      name: 'Novedades y redes',
      concept: 'social-media',
      questions: [
        '¿Tienen Instagram?',
        '¿Dónde puedo seguir lo que hacen?',
        '¿Tienen Facebook?',
        '¿Me anotan para recibir novedades?',
        '¿Cómo compartir la campaña?',
      ],
      description:
        'Síguenos en [tu Instagram] y [otras redes] para ver lo que hacemos y las campañas abiertas. Novedades por correo: [cómo suscribirse]. Compartir nuestras publicaciones también es una gran ayuda.',
    },
    {
      name: 'Horario de atención',
      concept: 'hours',
      questions: [
        '¿En qué horario atienden?',
        '¿Abren los sábados?',
        '¿Hasta qué hora puedo llevar donaciones?',
        'atienden en vacaciones?',
        '¿Qué días funciona el comedor?',
      ],
      description:
        'Atendemos de [días de atención], de [hora de apertura] a [hora de cierre]. Recepción de donaciones: [días y horario para recibir donaciones]. [Horarios de actividades o del comedor].',
    },
    {
      name: 'Ubicación',
      concept: 'location',
      questions: [
        '¿Dónde están ubicados?',
        '¿Cuál es la dirección de la fundación?',
        'pasame la ubicación',
        '¿Tienen otras sedes?',
        '¿Cómo llego en colectivo?',
      ],
      description:
        'Estamos en [tu dirección], [tu ciudad]. [Referencias para llegar]. Otras sedes: [otras sedes].',
    },
    {
      name: 'Contacto',
      concept: 'contact',
      questions: [
        '¿Tienen WhatsApp?',
        'Quiero hablar con alguien de la organización',
        '¿A qué correo puedo escribir?',
        '¿Me pueden llamar?',
        '¿Cómo me comunico con ustedes?',
      ],
      description:
        'Escríbenos por WhatsApp al [tu número de WhatsApp], llámanos al [tu teléfono] o envíanos un correo a [tu correo]. Más información en [tu sitio web].',
    },
  ],
};
