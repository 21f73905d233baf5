import type { BusinessTemplate } from '../types';

/** Arquitectura y diseño de interiores: proyectos, honorarios, obra, planos y permisos, interiores y reformas. */
export const template: BusinessTemplate = {
  businessType: 'arquitectura',
  categoryKey: 'architecture',
  intents: [
    {
      name: 'Servicios',
      concept: 'catalog',
      questions: [
        '¿Qué servicios ofrecen?',
        '¿Hacen proyectos de casas?',
        '¿Solo hacen planos o también construyen?',
        '¿Hacen renders?',
        'Quiero construir mi casa, ¿por dónde empiezo?',
        '¿Trabajan locales comerciales?',
      ],
      description:
        'Te acompañamos en cada etapa:\n\n- Proyecto de arquitectura y planos\n- Renders y visualización 3D\n- Trámites y permisos de obra\n- Conducción y seguimiento de obra\n- Diseño de interiores\n- [Otros servicios]\n\nSi estás empezando, agenda una primera reunión y te orientamos sobre los pasos, los tiempos y los costos.',
    },
    {
      name: 'Honorarios',
      concept: 'prices',
      questions: [
        '¿Cuánto cobran por un proyecto?',
        '¿Cuánto salen los planos de una casa?',
        'cuánto cobra un arquitecto por metro cuadrado',
        '¿Cobran un porcentaje de la obra?',
        '¿Cuánto sale un render?',
        '¿Los honorarios incluyen los trámites?',
      ],
      description:
        'Nuestros honorarios se calculan [por metro cuadrado, porcentaje de obra o precio cerrado]:\n\n- Anteproyecto: [honorario del anteproyecto]\n- Proyecto completo con planos: [honorario del proyecto completo]\n- Conducción de obra: [honorario de la conducción de obra]\n\nLos trámites y tasas municipales [si están incluidos]. Te pasamos una propuesta por escrito después de la primera reunión.',
    },
    {
      name: 'Costo de construir',
      concept: 'quote',
      questions: [
        '¿Cuánto sale construir el metro cuadrado?',
        'Tengo un terreno de 10 x 30, ¿cuánto me sale hacer una casa?',
        '¿Me pasan un presupuesto de obra?',
        '¿Cuánto cuesta ampliar un dormitorio?',
        'Qué me conviene, construcción tradicional o en seco?',
      ],
      description:
        'Hoy, construir cuesta aproximadamente [costo estimado por metro cuadrado] por metro cuadrado, según las terminaciones. Con el proyecto definido armamos un presupuesto detallado de obra y te ayudamos a comparar constructoras y sistemas.\n\nPara una primera estimación, mándanos las medidas del terreno, los ambientes que quieres y en qué zona está.',
    },
    {
      name: 'Planos y permisos',
      concept: 'requirements',
      questions: [
        '¿Hacen los planos para la municipalidad?',
        'Necesito regularizar una construcción sin planos',
        '¿Qué papeles necesito para pedir el permiso de obra?',
        '¿Firman como profesional responsable?',
        '¿Hacen planos de relevamiento?',
        'me pidieron los planos aprobados para vender la casa',
      ],
      description:
        'Sí, hacemos planos municipales, relevamientos y regularización de construcciones existentes, y firmamos como profesionales matriculados. Para empezar necesitamos [documentos para el trámite municipal].\n\nEl trámite demora en general [plazo de aprobación municipal], según el municipio.',
    },
    {
      name: 'Diseño de interiores',
      questions: [
        '¿Hacen diseño de interiores?',
        'Quiero redecorar el living, ¿me asesoran?',
        '¿Diseñan muebles a medida?',
        '¿Cuánto sale una asesoría de interiorismo?',
        '¿Eligen los colores y la iluminación?',
        '¿Diseñan oficinas y consultorios?',
      ],
      description:
        'Sí, diseñamos interiores de casas, departamentos, oficinas y comercios: distribución, colores, iluminación, muebles a medida y [otros servicios de interiorismo]. Una asesoría puntual cuesta [precio de la asesoría de interiorismo] y el proyecto completo de un ambiente [precio del proyecto de un ambiente].',
    },
    {
      name: 'Reformas de cocina y baño',
      questions: [
        'Quiero remodelar la cocina',
        '¿Hacen reformas de baño?',
        '¿Cuánto sale renovar un departamento?',
        '¿Se encargan de todo o solo del diseño?',
        'quiero tirar una pared, ¿se puede?',
      ],
      description:
        'Sí, proyectamos reformas de cocinas, baños y departamentos completos. Podemos [si hacen solo el diseño o también la obra con su equipo]. Antes de tirar una pared hay que verificar que no sea estructural: lo revisamos en la visita.\n\nComo referencia, una reforma de baño va de [rango de costo de una reforma de baño].',
    },
    {
      name: 'Seguimiento de obra',
      questions: [
        '¿Controlan la obra?',
        '¿Cada cuánto van a la obra?',
        '¿Me ayudan a elegir la constructora?',
        '¿Trabajan con su propio equipo de albañiles?',
        'quién se encarga si algo sale mal en la obra',
      ],
      description:
        'Sí, hacemos la conducción de la obra: visitamos la obra [frecuencia de las visitas de obra], controlamos calidad, plazos y certificados, y coordinamos a los gremios. Trabajamos con [constructoras o equipo propio], o con quien tú elijas.',
    },
    {
      name: 'Visita al terreno o la obra',
      concept: 'home-service',
      questions: [
        '¿Pueden venir a ver el terreno?',
        '¿La visita tiene costo?',
        'Quiero que vean mi casa para una ampliación',
        '¿Van a otras localidades?',
        '¿Hacen visitas los sábados?',
      ],
      description:
        'Sí, visitamos el terreno o la obra en [zonas donde trabajan]. La visita cuesta [precio de la visita]; [si se descuenta del proyecto]. Coordinamos día y horario por WhatsApp al [tu número de WhatsApp].',
    },
    {
      name: 'Plazos',
      concept: 'duration',
      questions: [
        '¿Cuánto tardan en hacer el proyecto?',
        '¿En cuánto tiempo tengo los planos?',
        '¿Cuánto dura una obra de una casa de 100 metros?',
        'quiero empezar a construir en marzo, ¿llegamos?',
        '¿Cuándo podrían empezar?',
      ],
      description:
        'Como referencia: el anteproyecto lleva [plazo del anteproyecto], el proyecto completo [plazo del proyecto completo] y la aprobación municipal [plazo de aprobación]. Una casa de [superficie de referencia] se construye en [plazo de obra de referencia]. Podemos empezar [cuándo pueden empezar].',
    },
    {
      name: 'Trabajos y experiencia',
      concept: 'experience',
      questions: [
        '¿Tienen obras hechas para ver?',
        '¿Dónde veo sus proyectos?',
        '¿Hace cuánto que trabajan?',
        '¿Están matriculados?',
        '¿Quiénes forman el estudio?',
      ],
      description:
        'Somos [quiénes son], [matrícula o título profesional], y proyectamos desde [año de inicio]. Mira nuestras obras en [tu Instagram] y en [tu sitio web].',
    },
    {
      name: 'Primera reunión',
      concept: 'booking',
      questions: [
        'Quiero agendar una reunión',
        '¿La primera consulta se cobra?',
        '¿Nos podemos juntar esta semana?',
        '¿Atienden por videollamada?',
        'me das una cita para contarte el proyecto?',
      ],
      description:
        'Con gusto. La primera reunión cuesta [precio de la primera reunión] y sirve para conocer tu idea, tu presupuesto y tus tiempos. Puede ser en el estudio, en el terreno o por videollamada. Escríbenos al [tu número de WhatsApp] con los días que te quedan bien.',
    },
    {
      name: 'Horario de atención',
      concept: 'hours',
      questions: [
        '¿Qué horario tiene el estudio?',
        'atienden los sábados?',
        '¿Hasta qué hora puedo llamar?',
        '¿Trabajan en vacaciones de verano?',
        '¿A qué hora abren?',
      ],
      description:
        'Atendemos de [días de atención], de [hora de apertura] a [hora de cierre], con cita previa. Vacaciones: [período de vacaciones].',
    },
    {
      name: 'Ubicación',
      concept: 'location',
      questions: [
        '¿Dónde queda el estudio?',
        '¿Cuál es la dirección?',
        'pasame la ubicación del estudio',
        '¿Trabajan en otras ciudades?',
        '¿En qué zona hacen proyectos?',
      ],
      description:
        'El estudio está en [tu dirección], [tu ciudad]. Hacemos proyectos en [zonas donde trabajan] y, a distancia, en otras ciudades.',
    },
    {
      name: 'Contacto',
      concept: 'contact',
      questions: [
        '¿Tienen WhatsApp?',
        'Quiero hablar con la arquitecta',
        '¿A qué correo mando los planos?',
        '¿Me puede llamar el arquitecto?',
        '¿Cómo los contacto?',
      ],
      description:
        'Escríbenos por WhatsApp al [tu número de WhatsApp], llámanos al [tu teléfono] o envía tus planos y fotos a [tu correo].',
    },
  ],
};
