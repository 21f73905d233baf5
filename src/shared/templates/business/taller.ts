/** Talleres mecánicos, de motos y de chapa y pintura: turnos, service, presupuestos, repuestos y estado del arreglo. */
import type { BusinessTemplate } from '../types';

export const template: BusinessTemplate = {
  businessType: 'taller',
  categoryKey: 'plumbing',
  intents: [
    {
      name: 'Qué trabajos hacemos',
      concept: 'catalog',
      questions: [
        '¿Qué trabajos hacen?',
        '¿Hacen frenos y tren delantero?',
        '¿Arreglan motos?',
        '¿Hacen embrague?',
        '¿Trabajan autos diésel?',
        '¿Hacen aire acondicionado del auto?',
        '¿Preparan el auto para la verificación técnica?',
      ],
      description:
        'Hacemos:\n\n- [mecánica general, service, frenos, embrague, suspensión…]\n- [electricidad, inyección o aire acondicionado]\n- [chapa y pintura u otros trabajos]\n\nTrabajamos [marcas o tipos de vehículos que atiendes].',
    },
    {
      name: 'Turnos',
      concept: 'booking',
      questions: [
        '¿Tenés turno para el martes?',
        '¿Hay que sacar turno para el service?',
        '¿Puedo llevar el auto mañana temprano?',
        'Quiero un turno para revisar los frenos',
        '¿Me puede atender hoy?',
        '¿Para cuándo tienen lugar?',
      ],
      description:
        'Escríbenos con la marca, el modelo y el año del vehículo y qué necesitas, y te damos el primer turno disponible. Hoy estamos dando turnos para [demora habitual para conseguir turno]. Los autos se reciben de [horario de recepción].',
    },
    {
      name: 'Service y cambio de aceite',
      concept: 'prices',
      questions: [
        '¿Cuánto sale el service?',
        '¿Cuánto cobran el cambio de aceite y filtro?',
        'precio del service de los 10.000 km?',
        '¿Qué incluye el service completo?',
        '¿Cuánto sale cambiar las pastillas de freno?',
        '¿Cuánto cobran la mano de obra?',
      ],
      description:
        'El service [qué incluye el service] cuesta desde [precio del service], según el vehículo y el aceite. Otros precios de referencia:\n\n- [trabajo y precio]\n- [trabajo y precio]\n\nPásanos marca, modelo y año para darte el precio exacto.',
    },
    {
      name: 'Presupuesto y diagnóstico',
      concept: 'quote',
      questions: [
        '¿Me pasás presupuesto por el arreglo?',
        'El auto hace un ruido raro, ¿cuánto me cobrás por revisarlo?',
        'Se me prendió la luz del motor',
        '¿Tienen escáner?',
        '¿Cobran el diagnóstico?',
        '¿Me pueden cotizar por foto o por audio?',
      ],
      description:
        'Para darte un presupuesto tenemos que ver el vehículo. La revisión, con escáner si hace falta, cuesta [precio del diagnóstico] y [si se descuenta del arreglo]. Antes de hacer cualquier trabajo te pasamos el presupuesto y esperamos tu aprobación.',
    },
    {
      name: 'Cuánto tarda',
      concept: 'duration',
      questions: [
        '¿Cuánto tardan en hacer el service?',
        '¿Me lo entregan en el día?',
        '¿Cuántos días va a estar el auto en el taller?',
        '¿Puedo esperar mientras lo hacen?',
        'cuanto demora el cambio de embrague?',
      ],
      description:
        'Un service lleva [tiempo del service] y puedes [si se puede esperar en el taller]. Los arreglos más grandes llevan [tiempo de arreglos grandes]; si hay que pedir repuestos, te avisamos la demora.',
    },
    {
      name: '¿Está listo mi auto?',
      concept: 'order-status',
      questions: [
        '¿Ya está listo mi auto?',
        '¿Cómo va el arreglo?',
        '¿Ya llegó el repuesto?',
        '¿A qué hora lo puedo pasar a buscar?',
        '¿Me avisás cuando esté?',
      ],
      description:
        'Pásanos la patente o tu nombre y te decimos cómo va. Te avisamos por WhatsApp apenas está listo. Puedes retirarlo de [horario de entrega de vehículos].',
    },
    {
      name: 'Repuestos',
      questions: [
        '¿Los repuestos los compro yo o los consiguen ustedes?',
        '¿Usan repuestos originales?',
        '¿Puedo llevar mis propios repuestos?',
        '¿El presupuesto incluye los repuestos?',
        '¿Me devuelven las piezas viejas?',
      ],
      description:
        '[Si consigues los repuestos o los trae el cliente]. Trabajamos con [repuestos originales o alternativos de calidad]. [Si la garantía cubre repuestos que trae el cliente]. Si quieres, te devolvemos las piezas cambiadas.',
    },
    {
      name: 'Chapa y pintura',
      questions: [
        '¿Hacen chapa y pintura?',
        'Me chocaron, ¿cuánto me sale arreglar el paragolpes?',
        '¿Trabajan con seguros?',
        '¿Sacan abolladuras?',
        '¿Pintan el auto entero?',
      ],
      description:
        'Sí, hacemos [trabajos de chapa y pintura]. Para presupuestar mándanos fotos del daño o trae el auto. Trabajamos con [compañías de seguro con las que trabajas] y te ayudamos con [trámite con el seguro].',
    },
    {
      name: 'Auxilio y grúa',
      concept: 'emergency',
      questions: [
        'Se me quedó el auto, ¿tienen grúa?',
        'El auto no arranca, ¿pueden venir?',
        '¿Hacen auxilio mecánico?',
        'Me quedé en la ruta, ¿me ayudan?',
        'se recalentó el motor y largó humo',
      ],
      description:
        '[Si haces auxilio o tienes grúa, y en qué zonas]. Llámanos al [tu teléfono]. El auxilio cuesta [precio del auxilio]. Mientras tanto, deja el vehículo en un lugar seguro, con las balizas puestas, y si el motor recalentó no abras el radiador en caliente.',
    },
    {
      name: 'Garantía',
      concept: 'warranty',
      questions: [
        '¿El arreglo tiene garantía?',
        'Me lo arreglaron y volvió a fallar',
        '¿Cuántos kilómetros de garantía dan?',
        '¿La garantía cubre la mano de obra?',
        '¿Me dan una orden de trabajo por escrito?',
      ],
      description:
        'Nuestros trabajos tienen [duración o kilometraje de la garantía] de garantía, que cubre [qué cubre la garantía]. Si algo vuelve a fallar, escríbenos con la orden de trabajo y lo revisamos.',
    },
    {
      name: 'Horario',
      concept: 'hours',
      questions: [
        '¿A qué hora abre el taller?',
        '¿Trabajan los sábados?',
        '¿Hasta qué hora puedo retirar el auto?',
        '¿Cierran al mediodía?',
        '¿Abren en feriados?',
      ],
      description:
        'El taller trabaja [días de atención], de [hora de apertura] a [hora de cierre]. [Horario de los sábados y si cierras al mediodía].',
    },
    {
      name: 'Ubicación',
      concept: 'location',
      questions: [
        '¿Dónde queda el taller?',
        '¿Cuál es la dirección?',
        '¿Me pasás la ubicación?',
        '¿Cerca de qué avenida están?',
        '¿Dejo el auto en la calle o tienen lugar adentro?',
      ],
      description:
        'Estamos en [tu dirección], [tu ciudad], [referencia para llegar]. [Dónde se dejan los vehículos].',
    },
    {
      name: 'Medios de pago',
      concept: 'payment-methods',
      questions: [
        '¿Aceptan tarjeta de crédito?',
        '¿Se puede pagar en cuotas?',
        '¿Puedo transferir?',
        '¿Hay que dejar una seña para los repuestos?',
        '¿Hacen factura?',
      ],
      description:
        'Aceptamos [medios de pago]. [Cuotas disponibles]. [Si pides anticipo para repuestos]. [Si emites factura].',
    },
    {
      name: 'Contacto',
      concept: 'contact',
      questions: [
        '¿A qué número llamo?',
        '¿Tienen WhatsApp?',
        'Quiero hablar con el mecánico',
        '¿Me pasás tu teléfono?',
        '¿Tienen Instagram para ver trabajos?',
      ],
      description:
        'Escríbenos por WhatsApp al [tu número de WhatsApp] o llámanos al [tu teléfono]. Trabajos terminados en [tu Instagram].',
    },
  ],
};
