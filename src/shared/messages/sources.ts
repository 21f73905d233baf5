/** The bot's knowledge: files, websites and pasted text it answers from, and the errors of reading them. */
export const sources = {
  titleRequired: 'Escribe un título',
  titleLong: 'El título es demasiado largo (max: 120)',
  textRequired: 'Pega el texto que tu bot debe conocer',
  textLong: 'El texto es demasiado largo (max: 100.000 caracteres)',
  urlInvalid: 'Escribe una dirección web completa, por ejemplo https://tunegocio.com',
  bodyInvalid: 'Envía un archivo, una dirección web o un texto con su título',
  fileMissing: 'Elige un archivo',
  fileTooLarge: (mb: number) => `El archivo es demasiado grande (máximo ${mb} MB)`,
  formatUnsupported: 'Formato no admitido: sube un PDF, un DOCX, un TXT o Markdown, o un CSV',
  notFound: 'No encontramos esa fuente',
  tooMany: 'Un bot puede tener hasta 50 fuentes',
  // Why a source could not be read (shown beside it)
  unreadable: 'No pudimos leer el archivo: puede estar dañado o protegido con contraseña',
  empty: 'No encontramos texto en esta fuente (si es un PDF escaneado, súbelo como texto)',
  privateHost: 'Esa dirección no es pública: solo podemos leer sitios web accesibles desde internet',
  unreachable: 'No pudimos abrir esa dirección: revisa que el sitio esté en línea',
  badStatus: (status: number) => `El sitio respondió con un error (${status})`,
  notHtml: 'La dirección no es una página web',
  robotsDenied: 'El sitio no permite que lo leamos (robots.txt)',
  tooSlow: 'El sitio tardó demasiado en responder',
  tooBig: 'La página es demasiado grande',
  tooManyRedirects: 'La dirección redirige demasiadas veces',
  failed: 'No pudimos procesar esta fuente; vuelve a intentarlo',
  // The chat's answer from a passage
  according: (title: string) => `Según ${title}:`,
} as const;
