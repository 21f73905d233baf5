import type { BusinessTemplate } from '../types';

/** Seguros: cotizaciones de auto, hogar y vida, coberturas, siniestros, pagos, pólizas, empresas y bajas. */
export const template: BusinessTemplate = {
  businessType: 'seguros',
  categoryKey: 'insurance',
  intents: [
    {
      name: 'Cotizar seguro de auto',
      concept: 'quote',
      questions: [
        '¿Cuánto sale asegurar mi auto?',
        'Quiero cotizar un seguro para un Gol 2018',
        '¿Me pasás precio de todo riesgo?',
        '¿Qué datos necesitan para cotizar?',
        'cuanto sale el seguro contra terceros',
        '¿Aseguran motos?',
        '¿Me pueden mejorar lo que pago hoy?',
      ],
      description:
        'Con gusto te cotizamos. Envíanos al [tu número de WhatsApp]:\n\n- Marca, modelo, versión y año\n- Si tiene GNC u otros accesorios\n- Tu código postal o localidad\n- Uso particular o comercial\n\nTe enviamos opciones de [compañías con las que trabajan] para comparar. Si ya tienes seguro, mándanos tu póliza actual y vemos si podemos mejorarla.',
    },
    {
      name: 'Seguro de hogar',
      questions: [
        '¿Tienen seguro para la casa?',
        '¿El seguro de hogar cubre robo?',
        'Alquilo, ¿puedo asegurar mis cosas?',
        '¿Cuánto cuesta asegurar un departamento?',
        '¿Cubre daños por agua o incendio?',
        'me piden seguro contra incendio para alquilar',
      ],
      description:
        'Sí, aseguramos casas y departamentos, seas dueño o inquilino. Las coberturas más habituales son incendio, robo, daños por agua y responsabilidad civil, y [otras coberturas de hogar]. Un seguro de hogar cuesta desde [precio de referencia del seguro de hogar] por mes.\n\nSi te lo piden para alquilar, te emitimos el certificado en [plazo de emisión].',
    },
    {
      name: 'Seguro de vida y accidentes',
      questions: [
        '¿Tienen seguro de vida?',
        '¿Hacen seguro de accidentes personales?',
        'Necesito un seguro para trabajar como independiente',
        '¿Cuánto sale un seguro de vida?',
        '¿Tienen seguro de salud o gastos médicos?',
        '¿Hacen seguros de viaje?',
      ],
      description:
        'Sí, ofrecemos seguros de vida, accidentes personales y [otros seguros para personas]. El precio depende de tu edad, la suma asegurada y la actividad. Envíanos esos datos y te cotizamos. Seguro de viaje: [si lo ofrecen].',
    },
    {
      name: 'Seguros para comercios y empresas',
      concept: 'groups',
      questions: [
        '¿Aseguran comercios?',
        'Tengo una flota de camionetas, ¿me cotizan?',
        '¿Hacen seguro de ART para empleados?',
        '¿Tienen seguro de responsabilidad civil para mi consultorio?',
        'necesito seguro para un evento',
        '¿Trabajan con consorcios?',
      ],
      description:
        'Sí, aseguramos comercios, oficinas, flotas, responsabilidad civil profesional, riesgos del trabajo y [otros seguros para empresas]. Coordinamos una visita o una llamada para conocer tu actividad y te presentamos opciones de distintas compañías.',
    },
    {
      name: 'Qué cubre',
      concept: 'catalog',
      questions: [
        '¿Qué diferencia hay entre terceros completo y todo riesgo?',
        '¿El seguro cubre granizo?',
        '¿Tiene grúa incluida?',
        '¿Cubre si presto el auto?',
        '¿Qué es la franquicia?',
        '¿Me cubre si viajo a otro país?',
      ],
      description:
        'En resumen:\n\n- Responsabilidad civil: daños que causes a otros\n- Terceros completo: además, robo, incendio y [coberturas adicionales habituales]\n- Todo riesgo: también daños propios, con una franquicia (la parte que pagas tú en cada siniestro)\n\nGrúa y asistencia: [asistencia incluida]. Cobertura en el exterior: [países cubiertos]. Cada póliza tiene sus condiciones: escríbenos y revisamos la tuya.',
    },
    {
      name: 'Tuve un choque o un robo',
      concept: 'emergency',
      questions: [
        'Tuve un choque, ¿qué hago?',
        'Me robaron el auto',
        'urgente, choqué y necesito grúa',
        '¿A qué número llamo para la grúa?',
        'Me entraron a robar a la casa',
        'Un auto me chocó estacionado',
      ],
      description:
        'Lo primero es tu seguridad: si hay heridos, llama a emergencias. Después:\n\n1. Saca fotos de los vehículos, la patente del otro y el lugar\n2. Pide los datos del otro conductor y de su seguro\n3. Si te robaron, haz la denuncia policial\n4. Avísanos por WhatsApp al [tu número de WhatsApp]\n\nAuxilio y grúa las 24 horas: [número de asistencia de la compañía].',
    },
    {
      name: 'Denuncia del siniestro',
      concept: 'requirements',
      questions: [
        '¿Cómo hago la denuncia del siniestro?',
        '¿Qué papeles necesito para el reclamo?',
        '¿Cuánto tiempo tengo para denunciar?',
        '¿Cómo va mi reclamo?',
        'cuando me pagan el arreglo?',
        '¿A qué taller llevo el auto?',
      ],
      description:
        'Tienes [plazo para denunciar el siniestro] para hacer la denuncia. Necesitamos:\n\n- Licencia de conducir y cédula o tarjeta del vehículo\n- Fotos de los daños\n- Datos del otro vehículo y su seguro\n- Denuncia policial, si hubo robo o lesiones\n\nNosotros hacemos el trámite con la compañía y te avisamos cada avance. El pago o la reparación suele tardar [plazo habitual de resolución].',
    },
    {
      name: 'Pago de la cuota',
      concept: 'payment-methods',
      questions: [
        '¿Cómo pago la cuota del seguro?',
        '¿Puedo pagar con débito automático?',
        'se me venció la cuota, ¿sigo cubierto?',
        '¿Aceptan transferencia?',
        '¿Hay descuento si pago todo el año?',
        '¿Dónde veo cuánto debo?',
      ],
      description:
        'Puedes pagar con [medios de pago]. Te recomendamos el débito automático para no quedarte sin cobertura. Si se te venció una cuota, págala cuanto antes: [qué pasa con la cobertura si la cuota está vencida]. Pago anual: [descuento por pago anual].',
    },
    {
      name: 'Póliza y certificado',
      questions: [
        '¿Me mandan la póliza?',
        'Necesito el certificado de cobertura para circular',
        'perdí la tarjeta del seguro',
        '¿Me envían el comprobante para el control policial?',
        '¿Puedo tener la póliza en el celular?',
      ],
      description:
        'Te enviamos tu póliza y tu certificado de cobertura por WhatsApp o por correo; también los descargas en [app o sitio de la compañía]. El certificado digital en el celular es válido para circular [según la normativa local]. Pídelos al [tu número de WhatsApp].',
    },
    {
      name: 'Quiénes somos y compañías',
      concept: 'experience',
      questions: [
        '¿Con qué compañías trabajan?',
        '¿Son productores matriculados?',
        '¿Hace cuánto están en el rubro?',
        '¿Ustedes son la aseguradora o intermediarios?',
        '¿Qué ventaja tiene contratar con ustedes?',
      ],
      description:
        'Somos [quiénes son], [matrícula o registro profesional], y asesoramos desde [año de inicio]. Trabajamos con [compañías con las que trabajan]: comparamos por ti y te acompañamos en cada siniestro, sin costo extra para ti.',
    },
    {
      name: 'Dar de baja o cambiar la póliza',
      questions: [
        'Quiero dar de baja el seguro',
        'Vendí el auto, ¿qué hago con la póliza?',
        '¿Puedo cambiar de cobertura a mitad de año?',
        'quiero pasar mi seguro con ustedes',
        '¿Cómo agrego un conductor?',
      ],
      description:
        'Escríbenos al [tu número de WhatsApp] y lo gestionamos. Para una baja o un cambio de vehículo necesitamos [documentación para bajas y cambios]. Si traes tu seguro de otra compañía, revisamos tu póliza y tramitamos el pase para que no quedes sin cobertura ni un día.',
    },
    {
      name: 'Horario de atención',
      concept: 'hours',
      questions: [
        '¿Qué horario tiene la oficina?',
        '¿Atienden los sábados?',
        'a que hora cierran',
        '¿Hay atención fuera de horario para siniestros?',
        '¿Trabajan en feriados?',
      ],
      description:
        'La oficina atiende de [días de atención], de [hora de apertura] a [hora de cierre]. Para siniestros fuera de horario, llama a la asistencia de tu compañía: [número de asistencia de la compañía fuera de horario].',
    },
    {
      name: 'Ubicación',
      concept: 'location',
      questions: [
        '¿Dónde está la oficina?',
        '¿Cuál es la dirección?',
        'pasame la ubicación',
        '¿Atienden clientes de otras provincias?',
        '¿Se puede hacer todo online?',
      ],
      description:
        'Nuestra oficina está en [tu dirección], [tu ciudad]. Cotizamos, emitimos y gestionamos siniestros también a distancia, por WhatsApp y correo.',
    },
    {
      name: 'Contacto',
      concept: 'contact',
      questions: [
        '¿Tienen WhatsApp?',
        'Quiero hablar con mi productor',
        '¿Me pueden llamar?',
        '¿A qué correo mando los papeles?',
        '¿Cómo me comunico con ustedes?',
      ],
      description:
        'Escríbenos por WhatsApp al [tu número de WhatsApp], llámanos al [tu teléfono] o envíanos un correo a [tu correo].',
    },
  ],
};
