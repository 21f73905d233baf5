/**
 * The site that embeds the chat panel. The browser's own word comes first (`location.ancestorOrigins` in
 * Chromium and Safari, then the referrer of the frame); the launcher's `origin` parameter is the last resort.
 * Whatever it says, the server checks it against the owner's list and the frame headers bound who may frame.
 */
export function hostOrigin(
  ancestorOrigins: ArrayLike<string> | undefined,
  search: string,
  referrer: string,
): string | null {
  const candidates = [ancestorOrigins?.[0], referrer, new URLSearchParams(search).get('origin')];
  for (const candidate of candidates) {
    if (!candidate) continue;
    try {
      const url = new URL(candidate);
      if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
    } catch {
      // Not a URL: try the next source.
    }
  }
  return null;
}
