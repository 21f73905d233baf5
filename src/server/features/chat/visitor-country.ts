/**
 * The country of the visitor's browser language ("es-AR,es;q=0.9" → "AR"): the inbox shows it beside
 * "Visitante". It is what the browser says, not a location, and good enough to tell visitors apart.
 */
export function countryOfLanguage(header: string | undefined): string | null {
  for (const part of (header ?? '').split(',').slice(0, 10)) {
    const region = /^\s*[a-z]{2,3}-([a-z]{2})\s*(;|$)/i.exec(part)?.[1];
    if (region) return region.toUpperCase();
  }
  return null;
}
