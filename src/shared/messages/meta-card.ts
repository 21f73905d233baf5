/** The bot editor's Messenger and Instagram cards, and the inbox's words for those channels (issue 41). */
export const metaCard = {
  messenger: {
    title: 'Messenger',
    subtitle:
      'Tu bot responde los mensajes de la página de Facebook de tu negocio, con el mismo entrenamiento, y las conversaciones llegan a tu bandeja.',
    steps: [
      'En Meta for Developers, abre tu app (o crea una de tipo Negocio) y agrega el producto Messenger.',
      'En Messenger → Configuración de la API, conecta la página de tu negocio y genera su token de acceso. El identificador de la página está junto a su nombre (también en la sección «Información» de la página).',
      'En la misma pantalla, en Webhooks, pega la dirección de abajo y el token de verificación que te dio la plataforma, y suscribe los campos messages y messaging_postbacks.',
      'Pega aquí el identificador y el token. Antes de guardarlos revisamos con Facebook que sean correctos y suscribimos la página; el token queda cifrado y no se vuelve a mostrar.',
    ],
    accountId: 'Identificador de la página',
    accountIdHint: 'Solo dígitos, por ejemplo 104857600000001.',
    accessTokenHint: 'El token de acceso de la página; empieza con «EAA». Lo guardamos cifrado.',
    connect: 'Conectar Messenger',
    connectedToast: '¡Listo! Tu bot ya responde en Messenger.',
    account: 'Página',
    disconnectTitle: '¿Desconectar Messenger?',
    disconnectMessage:
      'Tu bot deja de responder los mensajes de esa página. Puedes volver a conectarla cuando quieras.',
    disconnectedToast: 'Desconectamos Messenger de tu bot.',
    loading: 'Revisando la conexión con Messenger...',
  },
  instagram: {
    title: 'Instagram',
    subtitle:
      'Tu bot responde los mensajes directos de la cuenta profesional de Instagram de tu negocio, y las conversaciones llegan a tu bandeja.',
    steps: [
      'Tu cuenta de Instagram tiene que ser profesional (de empresa o de creador). En la app de Instagram, en Configuración → Mensajes, activa «Permitir el acceso a los mensajes».',
      'En Meta for Developers, abre tu app y agrega el producto Instagram. En Configuración de la API, agrega tu cuenta y genera su token de acceso; ahí también ves el identificador de la cuenta.',
      'En Webhooks, pega la dirección de abajo y el token de verificación que te dio la plataforma, y suscribe el campo messages.',
      'Pega aquí el identificador y el token. Antes de guardarlos revisamos con Instagram que sean correctos; el token queda cifrado y no se vuelve a mostrar.',
    ],
    accountId: 'Identificador de la cuenta de Instagram',
    accountIdHint: 'Solo dígitos, por ejemplo 17841400000000001.',
    accessTokenHint: 'El token de acceso de la cuenta. Lo guardamos cifrado.',
    connect: 'Conectar Instagram',
    connectedToast: '¡Listo! Tu bot ya responde en Instagram.',
    account: 'Cuenta',
    disconnectTitle: '¿Desconectar Instagram?',
    disconnectMessage:
      'Tu bot deja de responder los mensajes directos de esa cuenta. Puedes volver a conectarla cuando quieras.',
    disconnectedToast: 'Desconectamos Instagram de tu bot.',
    loading: 'Revisando la conexión con Instagram...',
  },
  disabled:
    'La plataforma todavía no habilitó Messenger ni Instagram. Cuando lo haga, vas a poder conectar aquí tu página y tu cuenta.',
  stepsTitle: 'Cómo conectarlo',
  accessToken: 'Token de acceso',
  webhookUrl: 'Dirección del webhook',
  copy: 'Copiar',
  copied: 'Copiada',
  connected: 'Conectado',
  since: (date: string) => `Conectado el ${date}`,
  lastError: (date: string) => `Último envío fallido (${date}):`,
  disconnect: 'Desconectar',
  disconnectYes: 'Sí, desconectar',
  disconnectNo: 'Cancelar',
  // The inbox
  windowOpen: (channel: string, time: string) =>
    `Puedes responder por ${channel} hasta el ${time}; después, durante 7 días, como respuesta de una persona del equipo.`,
  humanAgentUntil: (time: string) => `Hasta el ${time}.`,
} as const;
