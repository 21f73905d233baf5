/**
 * Cuts a text to at most `max` characters at a word boundary and adds "..." (spec section 2 cuts card
 * descriptions at 75 characters; cutting inside a word left "servic..." on the cards). Punctuation and
 * spaces left dangling before the dots go. A single word longer than the room is cut where it must be.
 */
export function truncateAtWord(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const head = clean.slice(0, max + 1);
  const lastSpace = head.lastIndexOf(' ');
  // A break in the first half would throw away too much: cut the long word instead.
  const cut = lastSpace >= max / 2 ? head.slice(0, lastSpace) : clean.slice(0, max);
  return `${cut.replace(/[\s,;:.\-–—(¿¡]+$/u, '')}...`;
}
