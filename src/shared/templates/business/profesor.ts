import type { BusinessTemplate } from '../types';

/** Profesor particular: materias, precio, reservas, cancelaciones, online o a domicilio, exámenes y niños. */
export const template: BusinessTemplate = {
  businessType: 'profesor',
  categoryKey: 'architecture',
  intents: [
    {
      name: 'Materias y niveles',
      concept: 'catalog',
      questions: [
        '¿Qué materias das?',
        '¿Das clases de matemática para secundaria?',
        '¿Enseña física y química?',
        '¿Das clases para la universidad?',
        'necesito ayuda con contabilidad',
        '¿Dan clases de guitarra?',
      ],
      description:
        'Doy clases de [materias que enseñas] para [niveles: primaria, secundaria, universidad]. Si tu materia no está en la lista, escríbeme igual: si no la doy, te recomiendo a alguien de confianza.',
    },
    {
      name: 'Precio de la clase',
      concept: 'prices',
      questions: [
        '¿Cuánto cobrás la hora?',
        '¿Cuánto cuesta la clase particular?',
        'precio de la clase de matemática',
        '¿Cuánto sale una clase de una hora y media?',
        '¿Es más caro a domicilio?',
        '¿Cuánto vale la clase para universitarios?',
      ],
      description:
        'La clase de [duración de la clase] cuesta [precio de la clase]. Universidad: [precio para nivel universitario]. A domicilio se suma [recargo a domicilio].\n\nLa clase se paga [cuándo se paga la clase].',
    },
    {
      name: 'Reservar una clase',
      concept: 'booking',
      questions: [
        '¿Tenés lugar mañana?',
        'Quiero reservar una clase para el jueves',
        '¿Qué días tenés disponibles?',
        '¿Me puede dar clase hoy a la tarde?',
        'cómo hago para agendar',
        'Tengo examen el lunes, ¿podemos hacer varias clases esta semana?',
      ],
      description:
        'Escríbeme al [tu número de WhatsApp] con la materia, el tema y los días que te quedan bien, y te confirmo un horario. Tengo lugar [días y horarios disponibles]. Antes de un examen, reserva con tiempo: esas semanas se llenan rápido.',
    },
    {
      name: 'Cancelar o cambiar una clase',
      concept: 'cancel-booking',
      questions: [
        'Necesito cancelar la clase de hoy',
        '¿Podemos pasar la clase para otro día?',
        '¿Se cobra si falto?',
        'me enfermé, la dejamos para la semana que viene?',
        '¿Con cuánta anticipación hay que avisar?',
      ],
      description:
        'Sin problema: avísame con [anticipación para cancelar] y la pasamos a otro día. Si cancelas con menos tiempo, [qué pasa con la clase cancelada tarde].',
    },
    {
      name: 'Online o a domicilio',
      concept: 'home-service',
      questions: [
        '¿Das clases online?',
        '¿Vas a domicilio?',
        '¿Por qué plataforma son las clases virtuales?',
        '¿Las clases son en tu casa?',
        '¿Podés venir a mi casa en el centro?',
      ],
      description:
        'Doy clases [online, a domicilio o en mi espacio]. Las clases online son por [plataforma de videollamada], con pizarra compartida. A domicilio voy a [zonas donde das clases a domicilio].',
    },
    {
      name: 'Exámenes e ingresos',
      questions: [
        '¿Preparás para el examen de ingreso?',
        'Me llevé matemática a diciembre, ¿me ayudás?',
        '¿Preparan para la prueba de admisión a la universidad?',
        'tengo un final en dos semanas',
        '¿Hacés clases intensivas antes del examen?',
      ],
      description:
        'Sí, preparo exámenes finales, recuperatorios, materias previas e ingresos a [instituciones o exámenes de ingreso que preparas]. Te armo un plan según el tiempo que falta y los temas. Paquete intensivo: [precio del paquete intensivo].\n\nTrae el programa de la materia o los exámenes anteriores a la primera clase.',
    },
    {
      name: 'Duración de la clase',
      concept: 'duration',
      questions: [
        '¿Cuánto dura cada clase?',
        '¿Las clases son de una hora?',
        '¿Cuántas clases necesito para aprobar?',
        'se puede hacer una clase de dos horas?',
        '¿Cuántas veces por semana me recomendás?',
      ],
      description:
        'Las clases duran [duración de la clase]; también se pueden hacer de [otras duraciones posibles]. Cuántas necesitas depende del tema y del tiempo que falta para el examen: en la primera clase vemos dónde estás y te digo cuántas te recomiendo.',
    },
    {
      name: 'Apoyo escolar para niños',
      concept: 'kids',
      questions: [
        '¿Das apoyo escolar para primaria?',
        'Mi hijo tiene dificultades para leer',
        '¿Ayudás con las tareas?',
        '¿Trabajás con chicos con TDAH?',
        'tengo un nene de 8 años que va atrasado en mate',
      ],
      description:
        'Sí, doy apoyo escolar a niños de [edades o grados con que trabajas]: tareas, lectura, escritura, matemática y hábitos de estudio. [Experiencia con niños con dificultades de aprendizaje]. Te cuento cómo avanza tu hijo después de cada clase.',
    },
    {
      name: 'Paquetes y pago mensual',
      concept: 'promotions',
      questions: [
        '¿Tenés paquetes de clases?',
        '¿Hay descuento si tomo varias clases?',
        '¿Se puede pagar por mes?',
        '¿Aceptás transferencia?',
        '¿Hacés precio por hermanos?',
      ],
      description:
        'Sí: un paquete de [cantidad de clases del paquete] clases cuesta [precio del paquete]. Precio por hermanos o grupo: [descuento por hermanos o grupo]. Acepto [medios de pago].',
    },
    {
      name: 'Clases grupales',
      concept: 'groups',
      questions: [
        '¿Das clases en grupo?',
        'Somos tres compañeros, ¿nos podés dar clase juntos?',
        '¿Cuánto sale por persona si vamos de a dos?',
        '¿Tenés grupos armados?',
        'podemos dividir el precio entre varios?',
      ],
      description:
        'Sí, doy clases a grupos de hasta [cantidad máxima por grupo] personas, ideal para compañeros que preparan el mismo examen. El precio por persona es de [precio por persona en clase grupal].',
    },
    {
      name: 'Experiencia y forma de trabajo',
      concept: 'experience',
      questions: [
        '¿Sos profesor recibido?',
        '¿Hace cuánto das clases?',
        '¿Cómo son tus clases?',
        '¿Tenés referencias de otros alumnos?',
        '¿Quién da las clases?',
      ],
      description:
        'Soy [tu nombre y título] y doy clases desde [año de inicio]. Trabajo [cómo son tus clases]. Puedes ver opiniones de alumnos en [dónde ver referencias].',
    },
    {
      name: 'Horario de atención',
      concept: 'hours',
      questions: [
        '¿En qué horarios das clase?',
        '¿Das clases los fines de semana?',
        'hasta que hora das clases',
        '¿Trabajás en vacaciones?',
        '¿A qué hora respondés mensajes?',
      ],
      description:
        'Doy clases [días y horarios de clase]. Respondo mensajes [horario de respuesta]. En vacaciones: [disponibilidad en vacaciones].',
    },
    {
      name: 'Ubicación',
      concept: 'location',
      questions: [
        '¿Dónde das las clases?',
        '¿Cuál es la dirección?',
        '¿En qué barrio estás?',
        'pasame la ubicación',
        '¿Queda cerca de la universidad?',
      ],
      description: 'Las clases presenciales son en [tu dirección], [tu ciudad]. [Referencias para llegar].',
    },
    {
      name: 'Contacto',
      concept: 'contact',
      questions: [
        '¿Tenés WhatsApp?',
        '¿Me pasás tu número?',
        '¿Te puedo llamar?',
        '¿Cómo te contacto?',
        'quiero hablar con la profe',
      ],
      description:
        'Escríbeme por WhatsApp al [tu número de WhatsApp] o llámame al [tu teléfono]. Cuéntame la materia, el nivel y para cuándo lo necesitas.',
    },
  ],
};
