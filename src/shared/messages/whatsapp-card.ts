/** The bot editor's WhatsApp card, the bot page's link and the inbox's channel (issue 21). */
export const whatsappCard = {
  title: 'WhatsApp',
  subtitle:
    'Tu bot responde en el WhatsApp de tu negocio, con el mismo entrenamiento, y las conversaciones llegan a tu bandeja.',
  disabled:
    'La plataforma todavía no habilitó WhatsApp. Cuando lo haga, vas a poder conectar aquí el número de tu negocio.',
  loading: 'Revisando la conexión con WhatsApp...',
  stepsTitle: 'Cómo conectarlo',
  steps: [
    'Entra a WhatsApp Manager (business.facebook.com/wa/manage) y abre Teléfonos: copia el «Identificador del número de teléfono» del número de tu negocio. También lo ves en tu app de Meta for Developers, en WhatsApp → Configuración de la API.',
    'En la Configuración del negocio de Meta, entra a Usuarios → Usuarios del sistema, elige o crea uno con acceso a tu cuenta de WhatsApp y genera un token permanente con el permiso whatsapp_business_messaging.',
    'Pega los dos datos aquí. Antes de guardarlos revisamos con WhatsApp que sean correctos; el token queda cifrado y no se vuelve a mostrar.',
  ],
  phoneNumberId: 'Identificador del número de teléfono',
  phoneNumberIdHint: 'Solo dígitos, por ejemplo 106540352242922.',
  accessToken: 'Token de acceso permanente',
  accessTokenHint: 'Empieza con «EAA». Lo guardamos cifrado.',
  businessAccountId: 'Identificador de la cuenta de WhatsApp Business (opcional)',
  businessAccountIdHint:
    'Lo ves en WhatsApp Manager, en Configuración de la cuenta. Con él puedes responder con tus plantillas aprobadas cuando pasaron más de 24 horas.',
  businessAccount: 'Cuenta de WhatsApp Business',
  noBusinessAccount:
    'Sin cuenta de WhatsApp Business: no puedes responder con plantillas después de 24 horas.',
  displayPhoneNumber: 'Número como lo ven tus clientes (opcional)',
  displayPhoneNumberHint: 'Si lo dejas vacío, usamos el que informa WhatsApp.',
  displayPhoneNumberPlaceholder: '+54 9 11 2345 6789',
  connect: 'Conectar WhatsApp',
  connected: 'Conectado',
  number: 'Número',
  verifiedName: 'Nombre verificado',
  since: (date: string) => `Conectado el ${date}`,
  lastError: (date: string) => `Último envío fallido (${date}):`,
  connectedToast: '¡Listo! Tu bot ya responde en WhatsApp.',
  disconnect: 'Desconectar',
  disconnectTitle: '¿Desconectar WhatsApp?',
  disconnectMessage:
    'Tu bot deja de responder en ese número y su página ya no muestra el enlace. Puedes volver a conectarlo cuando quieras.',
  disconnectYes: 'Sí, desconectar',
  disconnectNo: 'Cancelar',
  disconnectedToast: 'Desconectamos WhatsApp de tu bot.',
  // The inbox
  channel: {
    web: 'Web',
    widget: 'Widget',
    whatsapp: 'WhatsApp',
    messenger: 'Messenger',
    instagram: 'Instagram',
  },
  windowClosesAt: (time: string) => `Puedes responder por WhatsApp hasta el ${time}.`,
  // A hand reply as a template, after the 24-hour window (issue 41)
  reminderTemplate: 'Plantilla para recordar turnos por WhatsApp',
  reminderTemplateHint:
    'A quien reservó por WhatsApp le llega el recordatorio con esta plantilla: {{1}} es su nombre, {{2}} el día y la hora, {{3}} el servicio. Sin plantilla, el recordatorio va solo por correo.',
  reminderTemplateNone: 'Ninguna: solo por correo',
  reminderTemplateSaved: 'Guardamos la plantilla de los recordatorios.',
  templateTitle: 'Responder con una plantilla aprobada',
  templateHint:
    'WhatsApp permite escribirle con una plantilla que Meta aprobó, aunque hayan pasado más de 24 horas.',
  templateLabel: 'Plantilla',
  templatePlaceholder: 'Elige una plantilla',
  templateParameter: (name: string) => `Dato {{${name}}}`,
  templatePreview: 'Así le llega:',
  templateSend: 'Enviar plantilla',
  templateSent: 'Enviamos la plantilla por WhatsApp.',
  templatesLoading: 'Buscando tus plantillas…',
  templatesEmpty: 'Este número todavía no tiene plantillas aprobadas. Créalas en WhatsApp Manager.',
  deliveryFailed: (date: string) => `No se pudo entregar una respuesta (${date}):`,
} as const;
