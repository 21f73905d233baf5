/**
 * The model ends each reply with the labels of the knowledge it used, `[[I3]]`, `[[I3, P1]]` or
 * `[[ninguna]]` (prompt.ts). The label never reaches the visitor: `CitationFilter` holds back what may be
 * its start while the reply streams, and `readCitation` splits the finished reply into words and labels.
 */

/** What a reply said it came from: labels of the knowledge sent, nothing ("ninguna"), or no label at all. */
export type Citation = { kind: 'labels'; labels: string[] } | { kind: 'none' } | { kind: 'missing' };

const NONE = /^(ninguna|ninguno|none|-)$/i;
/** The label at the end of the reply, and a "Fuente:" the model may put before it. */
const TRAILING = /\s*(?:\(?\s*(?:fuentes?|source)\s*:?\s*)?\[\[([^[\]]{0,200})\]\]\s*\)?\s*\.?\s*$/i;

export function readCitation(raw: string): { text: string; citation: Citation } {
  const match = TRAILING.exec(raw);
  if (!match) return { text: stripStrayLabels(raw).trim(), citation: { kind: 'missing' } };
  const text = stripStrayLabels(raw.slice(0, match.index)).trim();
  const labels = match[1]!
    .split(/[,;\s]+/)
    .map((label) => label.trim())
    .filter(Boolean);
  if (labels.length === 0 || labels.every((label) => NONE.test(label))) {
    return { text, citation: { kind: 'none' } };
  }
  return { text, citation: { kind: 'labels', labels: labels.filter((label) => !NONE.test(label)) } };
}

/** A label the model put mid-reply ("…de 9 a 19 h [[I2]]."): kept out of the visitor's text. */
function stripStrayLabels(text: string): string {
  return text.replace(/\s*\[\[[^[\]]{0,200}\]\]/g, '');
}

/**
 * Passes a streamed reply on as it grows, holding back from the first `[[` (or a trailing `[`) on, and
 * trailing spaces: the text after it is most likely the label, and the finished reply is sent whole anyway.
 */
export class CitationFilter {
  private seen = '';
  private emitted = 0;

  /** The new visible text once `piece` is added ('' when all of it is held back). */
  push(piece: string): string {
    this.seen += piece;
    let safe = this.seen.indexOf('[[');
    if (safe < 0) safe = this.seen.endsWith('[') ? this.seen.length - 1 : this.seen.length;
    // Spaces wait for the words after them: those before the label never show.
    while (safe > this.emitted && /\s/.test(this.seen[safe - 1]!)) safe -= 1;
    if (safe <= this.emitted) return '';
    const out = this.seen.slice(this.emitted, safe);
    this.emitted = safe;
    return out;
  }
}
