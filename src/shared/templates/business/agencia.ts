import type { BusinessTemplate } from '../types';

/** Marketing y diseño: redes sociales, logo y marca, publicidad paga, piezas, presupuestos y portfolio. */
export const template: BusinessTemplate = {
  businessType: 'agencia',
  categoryKey: 'vr',
  intents: [
    {
      name: 'Servicios',
      concept: 'catalog',
      questions: [
        '¿Qué servicios ofrecen?',
        '¿Qué hacen exactamente?',
        '¿Hacen diseño y también manejo de redes?',
        '¿Hacen videos para reels?',
        '¿Sacan fotos de producto también?',
        'Necesito ayuda con el marketing de mi negocio, ¿por dónde empiezo?',
      ],
      description:
        'Te ayudamos a que tu negocio se vea bien y venda más:\n\n- Manejo de redes sociales\n- Logo e identidad de marca\n- Publicidad paga en redes y Google\n- Diseño de piezas: [piezas que diseñan]\n- [Otros servicios]\n\nSi no sabes por dónde empezar, agendamos una charla y te recomendamos qué te conviene según tu negocio y tu presupuesto.',
    },
    {
      name: 'Manejo de redes',
      concept: 'prices',
      questions: [
        '¿Cuánto cobran por manejar las redes?',
        '¿Cuánto sale un community manager por mes?',
        'precio gestión de Instagram y Facebook',
        '¿Cuántas publicaciones por semana incluye el plan?',
        '¿Ustedes responden los mensajes de los clientes?',
        '¿También hacen TikTok?',
        '¿Tienen planes mensuales?',
      ],
      description:
        'Tenemos planes mensuales de manejo de redes:\n\n- [Plan básico]: [qué incluye el plan básico], [precio del plan básico] por mes\n- [Plan completo]: [qué incluye el plan completo], [precio del plan completo] por mes\n\nTrabajamos en [redes que manejan]. Cada mes te mostramos el calendario de publicaciones para aprobar y un informe de resultados. Respuesta de mensajes: [si responden mensajes y comentarios].',
    },
    {
      name: 'Logo y marca',
      questions: [
        '¿Cuánto sale un logo?',
        'Necesito un logo para mi emprendimiento',
        '¿Hacen branding completo?',
        '¿Cuántas propuestas de logo me muestran?',
        'me rediseñan el logo que ya tengo?',
        '¿Me entregan el logo en todos los formatos?',
      ],
      description:
        'Diseñamos tu logo desde [precio del logo], con [cantidad de propuestas] propuestas y [cantidad de cambios] rondas de cambios. La identidad de marca completa (logo, colores, tipografías y manual de uso) cuesta [precio de la identidad de marca].\n\nTe entregamos los archivos en todos los formatos que vas a necesitar, para imprimir y para redes, y son tuyos.',
    },
    {
      name: 'Publicidad paga',
      questions: [
        '¿Hacen campañas en Facebook Ads?',
        '¿Manejan publicidad en Google?',
        '¿Cuánto tengo que invertir en publicidad?',
        'quiero que me lleguen más clientes por anuncios',
        '¿El presupuesto de los anuncios está incluido?',
        '¿Cómo sé si la publicidad funciona?',
      ],
      description:
        'Sí, armamos y gestionamos campañas en [plataformas de publicidad que manejan]. Nuestra gestión cuesta [precio de la gestión de campañas], y la inversión en anuncios la pagas aparte directamente a la plataforma; recomendamos empezar con al menos [inversión mínima recomendada] por mes.\n\nTe enviamos un informe [frecuencia de los informes] con resultados: alcance, mensajes y ventas.',
    },
    {
      name: 'Diseño de piezas',
      concept: 'custom-orders',
      questions: [
        '¿Me diseñan un flyer?',
        '¿Hacen diseño de menú para restaurante?',
        'Necesito tarjetas personales y un catálogo',
        '¿Hacen diseños sueltos o solo por mes?',
        '¿Diseñan el cartel del local?',
        'cuanto sale un flyer para historias',
      ],
      description:
        'Sí, diseñamos piezas sueltas: flyers, menús, tarjetas, catálogos, cartelería y [otras piezas]. Como referencia, un flyer cuesta [precio de un flyer] y un catálogo [precio de un catálogo].\n\nMándanos el texto, tu logo y una idea de lo que buscas. Si necesitas la impresión, [si la gestionan].',
    },
    {
      name: 'Presupuesto',
      concept: 'quote',
      questions: [
        '¿Me pasan un presupuesto?',
        'Quiero cotizar un plan para mi negocio',
        '¿Qué datos necesitan para cotizar?',
        'cuanto me saldría todo junto',
        '¿Hacen descuento si contrato varios servicios?',
      ],
      description:
        'Con gusto. Cuéntanos a qué se dedica tu negocio, qué servicios te interesan, tus redes actuales y qué quieres lograr. Te enviamos la propuesta en [tiempo de respuesta del presupuesto]. Contratando varios servicios juntos: [descuento por paquete].',
    },
    {
      name: 'Plazos y cambios',
      concept: 'duration',
      questions: [
        '¿En cuánto tiempo tienen el logo?',
        '¿Cuántos cambios puedo pedir?',
        'Lo necesito para el viernes, ¿llegan?',
        '¿Cuándo empiezan a publicar?',
        'cuanto tardan en hacer un diseño',
      ],
      description:
        'Un diseño suelto está en [plazo de un diseño suelto], un logo en [plazo del logo] y las redes empiezan a publicarse [cuándo empiezan a publicar] desde que firmamos. Incluimos [cantidad de cambios] rondas de cambios; los cambios extra cuestan [precio de cambios extra]. Trabajos urgentes: [recargo por urgencia].',
    },
    {
      name: 'Portfolio y clientes',
      concept: 'experience',
      questions: [
        '¿Tienen portfolio?',
        '¿Con qué marcas trabajaron?',
        '¿Me muestran trabajos anteriores?',
        '¿Hace cuánto están en el rubro?',
        '¿Quiénes forman el equipo?',
      ],
      description:
        'Somos [quiénes son] y trabajamos desde [año de inicio] con [rubros o tipos de clientes]. Mira nuestros trabajos en [tu Instagram] y en [dónde ver el portfolio].',
    },
    {
      name: 'Formas de pago y contrato',
      concept: 'payment-methods',
      questions: [
        '¿Cómo se paga el plan mensual?',
        '¿Hay que firmar contrato?',
        '¿Tiene permanencia mínima?',
        '¿Puedo dar de baja cuando quiera?',
        '¿Aceptan tarjeta o transferencia?',
        '¿Emiten factura?',
      ],
      description:
        'Aceptamos [medios de pago]. Los planes mensuales se pagan [cuándo se paga el plan]; los trabajos sueltos, con [anticipo de los trabajos sueltos] de anticipo. Permanencia mínima: [permanencia mínima y aviso para dar de baja]. Emitimos [tipo de factura].',
    },
    {
      name: 'Reunión inicial',
      concept: 'booking',
      questions: [
        '¿Podemos tener una reunión?',
        'Quiero agendar una llamada para conocerlos',
        '¿La primera asesoría es gratis?',
        '¿Se juntan en persona o por videollamada?',
        'tenés disponibilidad esta semana para hablar?',
      ],
      description:
        'Sí, la primera reunión es [costo de la primera reunión] y dura unos [duración de la reunión]. La hacemos por videollamada o en persona en [tu ciudad]. Escríbenos al [tu número de WhatsApp] con dos o tres horarios que te queden bien.',
    },
    {
      name: 'Horario de atención',
      concept: 'hours',
      questions: [
        '¿En qué horario trabajan?',
        '¿Responden los sábados?',
        'Hasta qué hora atienden',
        '¿Publican también los fines de semana?',
        '¿Cuánto tardan en responder?',
      ],
      description:
        'Trabajamos de [días de atención], de [hora de inicio] a [hora de cierre], y respondemos los mensajes en [tiempo de respuesta]. Las publicaciones programadas salen también [si publican fines de semana].',
    },
    {
      name: 'Ubicación',
      concept: 'location',
      questions: [
        '¿Dónde están ubicados?',
        '¿Tienen oficina para ir?',
        '¿Trabajan con clientes de otras ciudades?',
        'son de acá?',
        '¿Todo se hace online?',
      ],
      description:
        'Estamos en [tu dirección], [tu ciudad], y trabajamos online con clientes de [lugares donde trabajan]. Para reunirnos en persona, coordinamos antes por WhatsApp.',
    },
    {
      name: 'Contacto',
      concept: 'contact',
      questions: [
        '¿Tienen WhatsApp?',
        '¿Cuál es su Instagram?',
        'Quiero hablar con alguien de la agencia',
        '¿Me pasás un mail para mandar info?',
        '¿Cómo los contacto?',
      ],
      description:
        'Escríbenos por WhatsApp al [tu número de WhatsApp] o por correo a [tu correo]. Mira nuestro trabajo en [tu Instagram] y en [tu sitio web].',
    },
  ],
};
