import type { BusinessTemplate } from '../types';

/** Desarrollo web y software: sitios, tiendas online, apps a medida, plazos, pagos, dominio y mantenimiento. */
export const template: BusinessTemplate = {
  businessType: 'software',
  categoryKey: 'domo',
  intents: [
    {
      name: 'Precio de una página web',
      concept: 'prices',
      questions: [
        '¿Cuánto sale una página web?',
        '¿Cuánto cuesta hacer una web para mi negocio?',
        'precio de una landing page',
        '¿Cuánto cobran por una página sencilla de 5 secciones?',
        '¿Tienen planes o paquetes?',
        'Quiero una web barata para mi emprendimiento',
      ],
      description:
        'Depende de lo que necesites; como referencia:\n\n- Página de una sección (landing): desde [precio de la landing]\n- Sitio institucional de varias secciones: desde [precio del sitio institucional]\n- Tienda online: desde [precio de la tienda online]\n\nEl precio incluye [qué incluye el precio]. Cuéntanos tu proyecto y te pasamos un presupuesto exacto.',
    },
    {
      name: 'Tienda online',
      questions: [
        '¿Hacen tiendas online?',
        'Quiero vender por internet, ¿qué me recomiendan?',
        '¿Trabajan con Tiendanube o Shopify?',
        '¿La tienda puede cobrar con Mercado Pago?',
        '¿Puedo cargar los productos yo mismo?',
        'Necesito un e-commerce conectado con mi stock',
      ],
      description:
        'Sí, armamos tiendas online con [plataformas con las que trabajan]. Conectamos los cobros con [medios de cobro que integran] y los envíos con [empresas de envío que integran].\n\nTe dejamos la tienda lista para que cargues y edites tus productos, y te enseñamos a usarla.',
    },
    {
      name: 'Apps y software a medida',
      concept: 'custom-orders',
      questions: [
        '¿Desarrollan aplicaciones para celular?',
        'Necesito un sistema de turnos para mi consultorio',
        '¿Hacen software a medida?',
        'Tengo una idea de app, ¿me ayudan a hacerla?',
        '¿Hacen sistemas de gestión para comercios?',
        '¿Pueden conectar mi sistema con WhatsApp?',
      ],
      description:
        'Sí, desarrollamos [tipos de software que hacen] a medida. Empezamos con una reunión para entender tu necesidad, después te pasamos una propuesta con alcance, plazos y precio, y trabajamos por etapas con entregas que puedes probar.\n\nTrabajamos con [tecnologías que usan].',
    },
    {
      name: 'Presupuesto',
      concept: 'quote',
      questions: [
        '¿Me pueden pasar un presupuesto?',
        'Quiero cotizar una web para mi empresa',
        '¿Qué necesitan saber para presupuestar?',
        '¿El presupuesto tiene costo?',
        'me cotizás una app?',
      ],
      description:
        'El presupuesto es [costo del presupuesto]. Para armarlo, cuéntanos:\n\n- A qué se dedica tu negocio\n- Qué quieres lograr con la web o el sistema\n- Qué secciones o funciones imaginas\n- Ejemplos que te gusten\n- Para cuándo lo necesitas\n\nTe respondemos en [tiempo de respuesta del presupuesto].',
    },
    {
      name: 'Plazos de entrega',
      concept: 'duration',
      questions: [
        '¿Cuánto tardan en hacer la página?',
        '¿En cuánto tiempo está lista la tienda?',
        'La necesito para el mes que viene, ¿llegan?',
        'cuanto demora una app',
        '¿Cuándo empezarían?',
      ],
      description:
        'Como referencia, una landing lleva [plazo de una landing], un sitio institucional [plazo de un sitio institucional] y una tienda online [plazo de una tienda online]. Los sistemas a medida se planifican por etapas.\n\nEl plazo corre desde que tenemos los textos, fotos y logo. Podemos empezar [cuándo pueden empezar].',
    },
    {
      name: 'Anticipo y forma de pago',
      concept: 'deposit',
      questions: [
        '¿Cómo se paga?',
        '¿Hay que pagar todo por adelantado?',
        '¿Cuánto es el anticipo?',
        '¿Se puede pagar en cuotas?',
        '¿Aceptan pagos desde el exterior?',
        '¿Hacen factura?',
      ],
      description:
        'Trabajamos con [porcentaje del anticipo] de anticipo para empezar y el resto [cómo se paga el resto]. Aceptamos [medios de pago]. Cuotas: [cuotas o pagos por etapas].\n\nFacturación: [tipo de factura que emiten].',
    },
    {
      name: 'Dominio, hosting y correos',
      questions: [
        '¿El dominio está incluido?',
        '¿Quién paga el hosting?',
        'Quiero correos con el nombre de mi empresa',
        '¿Cuánto sale el hosting por año?',
        'Ya tengo dominio, ¿lo puedo usar?',
        '¿La web queda a mi nombre?',
      ],
      description:
        'El dominio y el hosting [si están incluidos y por cuánto tiempo]; después cuestan [costo anual de dominio y hosting]. Siempre registramos el dominio a tu nombre: la web es tuya.\n\nCuentas de correo con tu dominio: [si las ofrecen y su precio]. Si ya tienes dominio, lo usamos.',
    },
    {
      name: 'Mantenimiento y soporte',
      concept: 'warranty',
      questions: [
        '¿Qué pasa si algo falla después de entregada?',
        '¿Tienen mantenimiento mensual?',
        '¿Puedo hacer cambios yo después?',
        'Mi página no carga, ¿la pueden revisar?',
        '¿Cuánto sale actualizar una web que ya tengo?',
        '¿Tiene garantía el desarrollo?',
      ],
      description:
        'Cada proyecto tiene [tiempo de garantía] de garantía para corregir errores sin costo. Después ofrecemos mantenimiento mensual desde [precio del mantenimiento mensual]: actualizaciones, copias de seguridad y [qué incluye el mantenimiento].\n\nTambién tomamos webs hechas por otros para arreglarlas o actualizarlas; primero las revisamos y te pasamos presupuesto.',
    },
    {
      name: 'Google y posicionamiento',
      questions: [
        '¿La página va a aparecer en Google?',
        '¿Hacen SEO?',
        'Quiero salir primero en Google',
        '¿Me dan de alta en Google Maps?',
        '¿La web se va a ver bien en el celu?',
      ],
      description:
        'Todas nuestras webs son adaptables al celular, rápidas y con una base de SEO: títulos, descripciones y registro en Google Search Console. Alta en Google Maps: [si lo hacen y su precio].\n\nEl posicionamiento continuo cuesta [precio del servicio de SEO]. Nadie puede garantizar el primer lugar en Google; sí trabajamos para que te encuentren.',
    },
    {
      name: 'Trabajos anteriores',
      concept: 'experience',
      questions: [
        '¿Tienen portfolio?',
        '¿Me muestran webs que hayan hecho?',
        '¿Hace cuánto trabajan en esto?',
        '¿Quiénes son? ¿Es una empresa o un freelancer?',
        'Tienen clientes en mi rubro?',
      ],
      description:
        'Somos [quiénes son] y desarrollamos desde [año de inicio]. Puedes ver trabajos que hicimos en [dónde ver el portfolio]. Trabajamos con [tipos de clientes o rubros]; si quieres, te pasamos el contacto de algún cliente como referencia.',
    },
    {
      name: 'Agendar una reunión',
      concept: 'booking',
      questions: [
        '¿Podemos hacer una videollamada?',
        'Quiero agendar una reunión para contarles mi proyecto',
        '¿La primera reunión se cobra?',
        '¿Se pueden juntar en persona?',
        'tenés un rato esta semana para hablar?',
      ],
      description:
        'Sí, la primera reunión es [costo de la primera reunión] y dura unos [duración de la reunión]. La hacemos por [plataforma de videollamada] o en persona en [tu ciudad]. Agenda tu horario en [cómo se agenda la reunión] o escríbenos al [tu número de WhatsApp].',
    },
    {
      name: 'Horario de atención',
      concept: 'hours',
      questions: [
        '¿En qué horario trabajan?',
        '¿Responden los fines de semana?',
        'Hasta qué hora los puedo llamar',
        '¿Atienden urgencias fuera de horario?',
        '¿En cuánto responden un mensaje?',
      ],
      description:
        'Trabajamos de [días de atención], de [hora de inicio] a [hora de cierre]. Respondemos los mensajes en [tiempo de respuesta]. Clientes con mantenimiento: [atención de urgencias fuera de horario].',
    },
    {
      name: 'Ubicación',
      concept: 'location',
      questions: [
        '¿Dónde están?',
        '¿Tienen oficina?',
        '¿Trabajan con clientes de otros países?',
        '¿Es todo online?',
        'de dónde son?',
      ],
      description:
        'Estamos en [tu ciudad] y trabajamos a distancia con clientes de [países o regiones donde trabajan]. Oficina: [tu dirección], con [cómo atienden en persona].',
    },
    {
      name: 'Contacto',
      concept: 'contact',
      questions: [
        '¿Tienen WhatsApp?',
        '¿A qué correo mando la propuesta?',
        'Quiero hablar con alguien',
        '¿Cómo me comunico con ustedes?',
        '¿Me pasan su web?',
      ],
      description:
        'Escríbenos por WhatsApp al [tu número de WhatsApp] o por correo a [tu correo]. Conoce más en [tu sitio web].',
    },
  ],
};
