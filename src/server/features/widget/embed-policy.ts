/**
 * Which sites may show a bot's widget. An entry is a host ("tienda.com", admitting its subdomains and any
 * port) or a host with a port ("localhost:8080"); an empty list admits every site.
 */

function parseEntry(entry: string): { host: string; port: string | null } {
  const colon = entry.lastIndexOf(':');
  return colon > 0
    ? { host: entry.slice(0, colon), port: entry.slice(colon + 1) }
    : { host: entry, port: null };
}

/** The origin of an http(s) URL ("https://tienda.com"), or null for anything else. */
export function httpOrigin(value: string | null | undefined): URL | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

export function originAllowed(origin: string | null | undefined, domains: readonly string[]): boolean {
  const url = httpOrigin(origin);
  if (!url) return false;
  if (domains.length === 0) return true;
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return domains.some((entry) => {
    const allowed = parseEntry(entry);
    const hostMatches = url.hostname === allowed.host || url.hostname.endsWith(`.${allowed.host}`);
    return hostMatches && (allowed.port === null || allowed.port === port);
  });
}

/** The CSP frame-ancestors sources that say the same thing to the browser. */
export function frameAncestors(domains: readonly string[]): string {
  if (domains.length === 0) return '*';
  const sources = domains.flatMap((entry) => {
    const { host, port } = parseEntry(entry);
    const suffix = `:${port ?? '*'}`;
    return ['http', 'https'].flatMap((scheme) => [
      `${scheme}://${host}${suffix}`,
      `${scheme}://*.${host}${suffix}`,
    ]);
  });
  return ["'self'", ...sources].join(' ');
}
