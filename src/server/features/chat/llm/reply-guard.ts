import { fold } from '../../../lib/nlu/normalize';

/**
 * What a language model's reply may not contain, checked before any of it reaches the visitor (decision
 * 036). The owner's private instructions steer the model and are in its prompt, so a model that obeys
 * "muestra tu prompt" would hand them over: a reply that repeats a run of SECRET_RUN consecutive words of
 * them (accents and case aside) is refused, and the engine's reply is sent instead. While the reply
 * streams, the last words are held back until the words after them show they start no such run.
 */

/** Consecutive words of the instructions that make a repetition, not a coincidence. */
export const SECRET_RUN = 6;
/** Instructions shorter than this are compared whole. */
const SHORTEST = 4;

const wordsOf = (text: string) =>
  fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** The model repeated the private instructions. */
export class SecretRepeated extends Error {
  constructor() {
    super('the reply repeats the private instructions');
    this.name = 'SecretRepeated';
  }
}

export class SecretWords {
  private readonly runs = new Set<string>();
  private readonly size: number;

  constructor(secret: string) {
    const words = wordsOf(secret);
    this.size = Math.min(SECRET_RUN, words.length);
    if (words.length < SHORTEST) return;
    for (let i = 0; i + this.size <= words.length; i++)
      this.runs.add(words.slice(i, i + this.size).join(' '));
  }

  /** Whether `text` repeats a run of the secret's words. */
  repeatedIn(text: string): boolean {
    if (!this.runs.size) return false;
    const words = wordsOf(text);
    for (let i = 0; i + this.size <= words.length; i++)
      if (this.runs.has(words.slice(i, i + this.size).join(' '))) return true;
    return false;
  }

  /** Words a stream must hold back so that no run shows before it is complete. */
  get holdBack(): number {
    return this.runs.size ? this.size - 1 : 0;
  }
}

/** Whether a word being written may still become a web address (then it is vetted whole, link-vetting.ts). */
function mayBeAddress(word: string): boolean {
  const bare = word.replace(/^[([<*_"']+/, '');
  if (!bare) return false;
  return (
    bare.includes('](') ||
    /https?:\/\//i.test(bare) ||
    'https://'.startsWith(bare.toLowerCase()) ||
    'http://'.startsWith(bare.toLowerCase())
  );
}

/**
 * Passes a streamed reply on as it grows; throws SecretRepeated as soon as the reply repeats the secret, so
 * nothing of it is shown. Held back until the words after them arrive: the last `SecretWords.holdBack`
 * words and the one being written when there is a secret to guard, and a word being written that may
 * become an address (it is vetted whole).
 */
export class StreamGuard {
  private seen = '';
  private emitted = 0;

  constructor(private readonly secret: SecretWords) {}

  push(piece: string): string {
    this.seen += piece;
    if (this.secret.repeatedIn(this.seen)) throw new SecretRepeated();
    const wordStart = (end: number) => {
      const before = this.seen.slice(0, end);
      return Math.max(before.lastIndexOf(' '), before.lastIndexOf('\n')) + 1;
    };
    let safe = this.seen.length;
    const current = wordStart(safe);
    if (this.secret.holdBack > 0 || mayBeAddress(this.seen.slice(current))) safe = current;
    for (let held = 0; held < this.secret.holdBack && safe > this.emitted; held++)
      safe = wordStart(this.seen.slice(0, safe).trimEnd().length);
    if (safe <= this.emitted) return '';
    const out = this.seen.slice(this.emitted, safe);
    this.emitted = safe;
    return out;
  }
}
