/** The moment a bot goes public (issue 38): what the owner sees instead of a silent save. */
export const published = {
  title: '¡Tu bot está en línea!',
  intro: (name: string) => `Desde ahora cualquiera puede conversar con ${name} en este enlace:`,
  copy: 'Copiar enlace',
  copied: '¡Enlace copiado!',
  copyFailed: 'No pudimos copiar el enlace: selecciónalo y cópialo a mano.',
  qrAlt: (name: string) => `Código QR para chatear con ${name}`,
  qrHint: 'Imprímelo y ponlo en tu mostrador, tu vidriera o tus tarjetas.',
  qrDownload: 'Descargar el QR para imprimir',
  posterCaption: 'Escanea y chatea con nosotros',
  whatsapp: 'Compartir por WhatsApp',
  whatsappText: (name: string) => `¡Ya puedes escribirle a ${name} a cualquier hora! Conversa aquí:`,
  tryIt: 'Probar como cliente',
  close: 'Listo',
} as const;
