/** Starter templates by category and the blanks ("[tu horario]") their answers leave for the owner. */
const listed = (names: readonly string[]) =>
  names.length > 4 ? `${names.slice(0, 4).join(', ')} y ${names.length - 4} más` : names.join(', ');

export const templates = {
  // The publish rule (server and screens)
  publishBlocked: (names: readonly string[]) =>
    `Antes de publicar tu bot, completa los espacios entre corchetes de: ${listed(names)}`,
  saveBlocked: (names: readonly string[]) =>
    `Tu bot está publicado: completa los espacios entre corchetes de ${listed(names)} o ponlo en privado antes de guardar`,
  answerHasBlanks: 'Reemplaza los espacios entre corchetes por los datos de tu negocio',
  // The picker when creating a bot, and in the intent manager of a bot without intents
  title: 'Empezar con una plantilla',
  intro: (category: string) =>
    `Preguntas y respuestas que los negocios de ${category} suelen necesitar: horario, precios, ubicación, medios de pago y más. Solo completas los espacios entre corchetes.`,
  use: 'Usar la plantilla',
  skip: 'Empezar sin plantilla',
  intentsCount: (count: number) => `${count} preguntas y respuestas`,
  preview: 'Ver qué incluye',
  hidePreview: 'Ocultar',
  loading: 'Cargando la plantilla…',
  loadFailed: 'No pudimos cargar la plantilla. Revisa tu conexión e inténtalo de nuevo.',
  retry: 'Reintentar',
  privateNote:
    'Tu bot quedará en privado hasta que completes los espacios; después lo publicas desde Privacidad.',
  applying: 'Aplicando la plantilla…',
  applied: (count: number) =>
    `Agregamos ${count} preguntas y respuestas: completa los espacios entre corchetes`,
  applyFailed:
    'Tu bot fue creado, pero no pudimos aplicar la plantilla. Puedes aplicarla desde «Preguntas y respuestas».',
  offerTitle: 'Tu bot aún no tiene preguntas y respuestas',
  offer: (category: string) => `Empieza con la plantilla de ${category} y ajústala a tu negocio.`,
  // Blanks in the editor
  blankBadge: 'Por completar',
  blanksCount: (count: number) =>
    count === 1
      ? '1 respuesta tiene espacios por completar'
      : `${count} respuestas tienen espacios por completar`,
  goToBlanks: 'Completar ahora',
  // Every blank in one form (issue 38)
  fillTitle: 'Completa los datos de tu negocio',
  fillIntro:
    'Escribe cada dato una vez: lo ponemos en todas las respuestas que lo usan. Lo que dejes vacío queda para después.',
  usedIn: (names: readonly string[]) => `En: ${listed(names)}`,
  fromDocument: (item: string, matches: number) =>
    matches > 1
      ? `Sacado de tu documento («${item}» y ${matches - 1} más): revísalo.`
      : `Sacado de tu documento («${item}»): revísalo.`,
  publishOnSave: 'Publicar mi bot al guardar',
  publishWithout: 'Publicar ya, sin las frases que quedan por completar',
  publishWithoutHint: (names: readonly string[]) =>
    `Tu bot responderá sin esas frases en: ${listed(names)}. Los temas que se queden sin ninguna frase los guardamos para que los completes cuando tengas esos datos.`,
  fillSave: 'Guardar',
  fillCancel: 'Cancelar',
  fillSaved: (left: number) =>
    left === 0
      ? '¡Listo! Tu bot ya no tiene espacios por completar'
      : left === 1
        ? 'Guardamos tus datos: queda 1 espacio por completar'
        : `Guardamos tus datos: quedan ${left} espacios por completar`,
  // Topics set aside when publishing before their blanks were filled (issue 38)
  setAsideTitle: (count: number) =>
    count === 1
      ? '1 tema quedó guardado para completar después'
      : `${count} temas quedaron guardados para completar después`,
  setAsideText:
    'Tu bot todavía no los responde porque les faltan datos. Complétalos y empezará a responderlos.',
  setAsideComplete: 'Completarlos',
  setAsideFillTitle: 'Completa los temas guardados',
  setAsideDiscard: (name: string) => `Descartar «${name}»`,
  setAsideDiscarded: (name: string) => `Descartamos «${name}»`,
  setAsideSaved: (back: number, left: number) =>
    back === 0
      ? 'Guardamos tus datos: esos temas siguen esperando lo que falta'
      : left === 0
        ? back === 1
          ? '¡Listo! Tu bot ya responde el tema que faltaba'
          : `¡Listo! Tu bot ya responde los ${back} temas que faltaban`
        : `Tu bot ya responde ${back === 1 ? '1 tema más' : `${back} temas más`}; ${left === 1 ? 'queda 1 guardado' : `quedan ${left} guardados`}`,
  blanksHelp:
    'Reemplaza cada texto entre corchetes, como [tu horario], por el dato de tu negocio. Tu bot no se puede publicar mientras quede alguno.',
  blanksInAnswer: (labels: readonly string[]) => `Falta completar: ${labels.map((l) => `[${l}]`).join(', ')}`,
  publishNeedsBlanks: (count: number) =>
    count === 1
      ? 'Para publicar tu bot, completa los espacios de 1 respuesta en «Preguntas y respuestas».'
      : `Para publicar tu bot, completa los espacios de ${count} respuestas en «Preguntas y respuestas».`,
} as const;
