import type { BusinessTemplate } from '../types';

/** Escuela de idiomas: cursos, cuotas, inscripción, nivelación, clase de prueba, niños, exámenes y empresas. */
export const template: BusinessTemplate = {
  businessType: 'idiomas',
  categoryKey: 'architecture',
  intents: [
    {
      name: 'Idiomas y cursos',
      concept: 'catalog',
      questions: [
        '¿Qué idiomas enseñan?',
        '¿Tienen clases de inglés para adultos?',
        '¿Dan portugués?',
        '¿Tienen cursos de conversación?',
        'quiero aprender inglés desde cero',
        '¿Tienen inglés para negocios?',
      ],
      description:
        'Enseñamos [idiomas que enseñan]. Tenemos cursos para:\n\n- Niños y adolescentes\n- Adultos, desde principiante hasta avanzado\n- Conversación\n- Preparación de exámenes internacionales\n- [Otros cursos]\n\nCuéntanos tu nivel y para qué necesitas el idioma, y te recomendamos el curso.',
    },
    {
      name: 'Precio de la cuota',
      concept: 'prices',
      questions: [
        '¿Cuánto sale la cuota?',
        '¿Cuánto cuesta el curso de inglés?',
        'precio mensual del curso de portugués',
        '¿Cuánto es la matrícula?',
        '¿Los libros están incluidos?',
        '¿Hay descuento por hermanos?',
      ],
      description:
        'La cuota mensual es de [precio de la cuota mensual] y la matrícula de [precio de la matrícula]. El material de estudio [si está incluido o su precio].\n\nDescuentos: [descuentos por hermanos, pago anticipado u otros].',
    },
    {
      name: 'Inscripción',
      concept: 'requirements',
      questions: [
        '¿Cómo me inscribo?',
        '¿Cuándo empiezan las clases?',
        '¿Qué necesito para anotarme?',
        'todavía hay lugar para este cuatrimestre?',
        '¿Me puedo sumar con el curso empezado?',
        '¿Hasta cuándo hay inscripciones?',
      ],
      description:
        'Las inscripciones están abiertas [período de inscripción] y las clases empiezan el [fecha de inicio de clases]. Para inscribirte necesitamos [datos y documentos para la inscripción] y el pago de la matrícula.\n\nPuedes sumarte con el curso empezado si hay lugar en tu nivel: escríbenos al [tu número de WhatsApp] y lo vemos.',
    },
    {
      name: 'Prueba de nivel',
      questions: [
        '¿Toman examen de nivel?',
        'Ya sé algo de inglés, ¿en qué nivel entro?',
        '¿La prueba de nivel se paga?',
        'no sé qué nivel tengo',
        '¿Cómo es el test de nivelación?',
      ],
      description:
        'Sí, si ya sabes algo del idioma hacemos una prueba de nivel [si es escrita, oral o ambas] para ubicarte en el curso justo. Es [costo de la prueba de nivel] y la puedes hacer [cuándo y dónde se hace la prueba].',
    },
    {
      name: 'Clase de prueba',
      concept: 'booking',
      questions: [
        '¿Puedo tomar una clase de prueba?',
        '¿La primera clase es gratis?',
        'Quiero probar antes de inscribirme',
        '¿Puedo ir a ver una clase?',
        'me reservás una clase de prueba para el martes?',
      ],
      description:
        'Sí, puedes tomar una clase de prueba [costo de la clase de prueba] para conocer la dinámica y a los profesores. Escríbenos al [tu número de WhatsApp] con el idioma, tu nivel y los días que te quedan bien, y te reservamos un lugar.',
    },
    {
      name: 'Horarios y modalidad',
      questions: [
        '¿Qué horarios de cursada tienen?',
        '¿Tienen clases a la noche?',
        '¿Las clases son presenciales u online?',
        '¿Cuántas veces por semana es el curso?',
        '¿Cuántos alumnos hay por grupo?',
        '¿Hay clases los sábados?',
      ],
      description:
        'Tenemos grupos [días y horarios de cursada], con clases [cantidad y duración de las clases por semana]. Modalidad: [presencial, online o ambas]. Los grupos son de hasta [cantidad máxima de alumnos] alumnos.',
    },
    {
      name: 'Duración del curso',
      concept: 'duration',
      questions: [
        '¿Cuánto dura el curso completo?',
        '¿En cuánto tiempo voy a poder hablar inglés?',
        '¿Cuántos niveles son?',
        'cuanto dura cada nivel',
        '¿Tienen cursos intensivos?',
      ],
      description:
        'El programa completo tiene [cantidad de niveles] niveles, de [duración de cada nivel] cada uno. Con cursada regular, en [tiempo para alcanzar un nivel intermedio] alcanzas un nivel para comunicarte con soltura. Cursos intensivos: [si los ofrecen y su duración].',
    },
    {
      name: 'Niños y adolescentes',
      concept: 'kids',
      questions: [
        '¿Tienen inglés para niños?',
        '¿Desde qué edad aceptan alumnos?',
        'Mi hija tiene 7 años, ¿hay curso para ella?',
        '¿Hacen apoyo de inglés para el colegio?',
        '¿Los chicos rinden exámenes?',
      ],
      description:
        'Sí, tenemos cursos para niños desde [edad mínima] años y para adolescentes, con clases dinámicas y grupos por edad. También damos apoyo para el colegio. Los alumnos pueden preparar exámenes internacionales desde [edad o nivel para exámenes].',
    },
    {
      name: 'Exámenes internacionales',
      questions: [
        '¿Preparan para el First Certificate?',
        '¿Tienen curso de TOEFL o IELTS?',
        '¿El certificado es oficial?',
        '¿Preparan el CELPE-Bras?',
        'necesito un certificado de inglés para una beca',
        '¿Se rinde en el instituto?',
      ],
      description:
        'Preparamos para [exámenes internacionales que preparan]. El curso dura [duración del curso de preparación] y cuesta [precio del curso de preparación]; el arancel del examen se paga aparte.\n\nNuestro certificado [validez del certificado del instituto]. Los exámenes se rinden en [dónde se rinden los exámenes].',
    },
    {
      name: 'Cursos para empresas',
      concept: 'groups',
      questions: [
        '¿Dan clases en empresas?',
        'Queremos capacitar al equipo en inglés',
        '¿Hacen cursos in company?',
        '¿Tienen precio para grupos cerrados?',
        '¿Dan clases particulares individuales?',
      ],
      description:
        'Sí, armamos cursos para empresas, en la oficina o por videollamada, con contenidos adaptados al trabajo del equipo. También damos clases particulares individuales a [precio de la clase particular] por clase. Para empresas, te pasamos una propuesta según la cantidad de personas y los horarios.',
    },
    {
      name: 'Horario de atención',
      concept: 'hours',
      questions: [
        '¿En qué horario atiende la secretaría?',
        '¿A qué hora abren?',
        '¿Atienden los sábados para inscribirse?',
        'hasta que hora puedo pasar',
        '¿Abren en vacaciones?',
      ],
      description:
        'La secretaría atiende de [días de atención], de [hora de apertura] a [hora de cierre]. En vacaciones: [atención en vacaciones].',
    },
    {
      name: 'Ubicación',
      concept: 'location',
      questions: [
        '¿Dónde queda el instituto?',
        '¿Cuál es la dirección?',
        '¿Tienen otras sedes?',
        'pasame la ubicación de la academia',
        '¿Qué colectivos me dejan cerca?',
      ],
      description:
        'Estamos en [tu dirección], [tu ciudad]. [Referencias para llegar]. Otras sedes: [otras sedes].',
    },
    {
      name: 'Medios de pago',
      concept: 'payment-methods',
      questions: [
        '¿Cómo se paga la cuota?',
        '¿Aceptan tarjeta?',
        '¿Puedo pagar por transferencia?',
        '¿Hasta qué día se paga sin recargo?',
        '¿Hay descuento si pago todo el año?',
      ],
      description:
        'Aceptamos [medios de pago]. La cuota se paga del [día de inicio del pago] al [día de vencimiento sin recargo] de cada mes; después tiene un recargo de [recargo por pago fuera de término]. Pagando [períodos de pago adelantado] por adelantado: [descuento por pago adelantado].',
    },
    {
      name: 'Contacto',
      concept: 'contact',
      questions: [
        '¿Tienen WhatsApp?',
        'Quiero hablar con la secretaría',
        '¿Me pueden llamar para darme info?',
        '¿A qué correo escribo?',
        '¿Cómo me comunico con el instituto?',
      ],
      description:
        'Escríbenos por WhatsApp al [tu número de WhatsApp], llámanos al [tu teléfono] o envíanos un correo a [tu correo]. Novedades en [tu Instagram].',
    },
  ],
};
