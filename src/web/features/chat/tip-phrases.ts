import { Truncation } from '../../../shared/constants';
import { WELCOME_PHRASES } from '../../../shared/platform';

/** What the tip card shows: a phrase linked to a bot (spec section 3, "Bot phrase"). */
export interface TipPhrase {
  phrase: string;
  botId: string;
  alias: string;
  botName: string;
  botPictureUrl: string | null;
}

/** Cuts a phrase to the spec's 70 characters, ending in an ellipsis when cut. */
export function truncatePhrase(phrase: string, max: number = Truncation.tipPhrase): string {
  const chars = Array.from(phrase.trim());
  if (chars.length <= max) return chars.join('');
  return `${chars
    .slice(0, max - 1)
    .join('')
    .trimEnd()}…`;
}

/** The index `step` places away from `index` in a ring of `length` (previous = -1, next = +1). */
export function rotateIndex(index: number, step: number, length: number): number {
  if (length <= 0) return 0;
  return (((index + step) % length) + length) % length;
}

/** The 8 built-in welcome phrases, linked to the platform bot. */
export function welcomePhrases(platformBotId: string, platformName: string): TipPhrase[] {
  return WELCOME_PHRASES.map((phrase) => ({
    phrase,
    botId: platformBotId,
    alias: '',
    botName: platformName,
    botPictureUrl: null,
  }));
}

/** The phrases of a GET /bots-phrases answer, or undefined when it is not what the API promises. */
export function parsePhrases(body: unknown): TipPhrase[] | undefined {
  const phrases = (body as { phrases?: unknown } | null)?.phrases;
  if (!Array.isArray(phrases)) return undefined;
  const valid: TipPhrase[] = [];
  for (const p of phrases as Record<string, unknown>[]) {
    if (!p || typeof p.phrase !== 'string' || !p.phrase.trim() || typeof p.botId !== 'string') continue;
    const alias = typeof p.alias === 'string' && p.alias ? p.alias : String(p.botAlias ?? '');
    valid.push({
      phrase: p.phrase,
      botId: p.botId,
      alias,
      botName: typeof p.botName === 'string' ? p.botName : '',
      botPictureUrl: typeof p.botPictureUrl === 'string' ? p.botPictureUrl : null,
    });
  }
  return valid.length > 0 ? valid : undefined;
}
