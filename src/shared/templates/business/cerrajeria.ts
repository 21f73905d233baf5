/** Cerrajerías: aperturas de urgencia, copias de llaves, llaves de auto y cambio de cerraduras. */
import type { BusinessTemplate } from '../types';

export const template: BusinessTemplate = {
  businessType: 'cerrajeria',
  categoryKey: 'plumbing',
  intents: [
    {
      name: 'Me quedé afuera',
      concept: 'emergency',
      questions: [
        'Me quedé afuera de mi casa, ¿pueden venir?',
        'Se me cerró la puerta con las llaves adentro',
        'Perdí las llaves, necesito un cerrajero urgente',
        '¿Atienden las 24 horas?',
        '¿En cuánto tiempo llegan?',
        'Me dejé las llaves dentro del auto',
        'se rompió la llave adentro de la cerradura',
      ],
      description:
        'Te ayudamos. Llámanos al [tu teléfono] y dinos dónde estás. Llegamos en [tiempo aproximado de llegada] en [zonas de urgencia]. Atendemos urgencias [días y horario de urgencias]; la apertura cuesta desde [precio de la apertura] ([recargo nocturno o de feriado]).',
    },
    {
      name: 'Qué hacemos',
      concept: 'catalog',
      questions: [
        '¿Qué servicios tienen?',
        '¿Abren cajas fuertes?',
        '¿Arreglan cerraduras de puertas blindadas?',
        '¿Hacen trabajos en portones y rejas?',
        '¿Instalan cerraduras de seguridad?',
      ],
      description:
        'Hacemos:\n\n- [aperturas de puertas, autos y cajas fuertes]\n- [copias de llaves comunes, de seguridad y de auto]\n- [cambio e instalación de cerraduras]\n\nSi necesitas otra cosa, cuéntanos.',
    },
    {
      name: 'Copias de llaves',
      questions: [
        '¿Hacen copias de llaves?',
        '¿Cuánto sale la copia de una llave?',
        '¿Copian llaves de seguridad o doble paleta?',
        '¿Cuánto tarda una copia?',
        'necesito 3 copias de la llave del depto',
        '¿Hacen copias de llaves magnéticas del edificio?',
      ],
      description:
        'Sí, copiamos [tipos de llaves que copias]. Una copia común cuesta [precio de la copia común] y una de seguridad [precio de la copia de seguridad]. Las comunes las hacemos en el momento; [demora de las llaves especiales].',
    },
    {
      name: 'Llaves de auto',
      questions: [
        '¿Hacen llaves de auto con chip?',
        'Perdí la llave del auto y no tengo copia',
        '¿Programan llaves codificadas?',
        '¿Cuánto sale una llave con control para el auto?',
        '¿Cambian la carcasa de la llave?',
      ],
      description:
        'Hacemos [llaves de auto: comunes, con chip, con control o navaja] para [marcas con las que trabajas]. Cuestan desde [precio de la llave de auto]. Si no tienes ninguna copia, [qué necesitas para hacerla desde cero].',
    },
    {
      name: 'Cambio de cerradura',
      questions: [
        '¿Cambian cerraduras?',
        'Me robaron las llaves, quiero cambiar la cerradura',
        '¿Cambian la combinación sin cambiar toda la cerradura?',
        'Me mudé y quiero otra cerradura',
        '¿Qué cerradura me recomiendan para más seguridad?',
      ],
      description:
        'Sí. Podemos [cambiar el cilindro o la combinación] por [precio del cambio de combinación], o poner una cerradura nueva desde [precio de la cerradura con colocación]. Te recomendamos [cerraduras que recomiendas].',
    },
    {
      name: 'Precios',
      concept: 'prices',
      questions: [
        '¿Cuánto cobran por abrir una puerta?',
        '¿Cuánto sale la visita?',
        '¿Cobran más a la noche?',
        '¿Me pasás precios?',
        '¿Cuánto me saldría más o menos?',
      ],
      description:
        'Algunos precios:\n\n- Apertura de puerta: [precio de la apertura]\n- Visita a domicilio: [precio de la visita]\n- [otro trabajo y precio]\n\nDe noche y en feriados hay un recargo de [recargo nocturno]. Te confirmamos el precio antes de empezar.',
    },
    {
      name: 'Qué pedimos para abrir',
      concept: 'requirements',
      questions: [
        '¿Qué tengo que mostrar para que me abran?',
        '¿Piden documento para abrir la puerta?',
        'No tengo el DNI conmigo, está adentro',
        '¿Abren aunque la casa no esté a mi nombre?',
        'Soy inquilino, ¿me pueden abrir?',
      ],
      description:
        'Por seguridad, antes de abrir pedimos que demuestres que vives ahí: [documentos o pruebas que pides]. Si tus documentos están adentro, los revisamos apenas se abre la puerta.',
    },
    {
      name: 'Servicio a domicilio',
      concept: 'home-service',
      questions: [
        '¿Vienen a domicilio?',
        '¿Llegan hasta mi barrio?',
        '¿En qué zonas trabajan?',
        '¿Cobran la movilidad?',
        '¿Van a oficinas y comercios?',
      ],
      description:
        'Vamos a domicilio en [zonas de trabajo], a casas, autos, oficinas y comercios. La visita cuesta [precio de la visita]. Fuera de esa zona cobramos un adicional de [adicional por distancia].',
    },
    {
      name: 'Garantía',
      concept: 'warranty',
      questions: [
        '¿La cerradura tiene garantía?',
        'La copia que me hicieron no anda',
        '¿Qué pasa si la llave no abre bien?',
        '¿Cuánto dura la garantía del trabajo?',
        'la llave nueva traba, ¿me la arreglan?',
      ],
      description:
        'Si una copia no anda bien, tráela con la original y te la rehacemos sin costo. Las cerraduras colocadas tienen [duración de la garantía] de garantía, que cubre [qué cubre la garantía].',
    },
    {
      name: 'Horario',
      concept: 'hours',
      questions: [
        '¿A qué hora abre el local?',
        '¿Abren los sábados?',
        '¿Están ahora en el local?',
        '¿Hasta qué hora puedo ir a hacer copias?',
        '¿Atienden los domingos?',
      ],
      description:
        'El local atiende [días de atención], de [hora de apertura] a [hora de cierre]. Las urgencias a domicilio se atienden [horario de urgencias].',
    },
    {
      name: 'Ubicación',
      concept: 'location',
      questions: [
        '¿Dónde queda la cerrajería?',
        '¿Cuál es la dirección?',
        '¿Me pasás la ubicación del local?',
        '¿Tienen otra sucursal?',
        '¿En qué zona están?',
      ],
      description: 'El local está en [tu dirección], [tu ciudad], [referencia para llegar].',
    },
    {
      name: 'Medios de pago',
      concept: 'payment-methods',
      questions: [
        '¿Aceptan tarjeta?',
        '¿Puedo pagar por transferencia?',
        '¿El cerrajero lleva posnet?',
        '¿Se paga en efectivo?',
        '¿Dan factura?',
      ],
      description: 'Aceptamos [medios de pago], también a domicilio. [Si emites factura].',
    },
    {
      name: 'Contacto',
      concept: 'contact',
      questions: [
        '¿A qué número llamo?',
        '¿Tienen WhatsApp?',
        'Necesito hablar con el cerrajero',
        '¿Me pasás tu número?',
        '¿Tienen Instagram?',
      ],
      description:
        'Para urgencias llámanos al [tu teléfono]. Para consultas y presupuestos, escríbenos por WhatsApp al [tu número de WhatsApp].',
    },
  ],
};
