/** The WhatsApp chat with a number in international format (wa.me wants the digits only). */
export function whatsappUrl(phone: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}`;
}
