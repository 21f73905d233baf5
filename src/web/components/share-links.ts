/** The share link of spec section 2: {host}/{alias or id}. */
export function shareUrlOf(publicUrl: string, ref: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/${encodeURIComponent(ref)}`;
}

export function facebookShareUrl(url: string): string {
  return `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`;
}

/** WhatsApp opens with the text and the link already written. */
export function whatsappShareUrl(url: string, text?: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text ? `${text} ${url}` : url)}`;
}

/** A file name for the downloaded QR code: the reference, kept to safe characters. */
export function qrFileName(ref: string): string {
  const safe = ref.replace(/[^a-z0-9_-]+/gi, '-').replace(/^-+|-+$/g, '') || 'bot';
  return `${safe}-qr.png`;
}
