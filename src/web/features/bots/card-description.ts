import { Truncation } from '../../../shared/constants';
import { truncateAtWord } from '../../../shared/truncate-words';

/**
 * The card's description: up to 75 characters, cut at a word, and "..." (the 2-line clamp is CSS). Apart
 * from bot-links, which the bot page's first download carries: only the cards need it.
 */
export function cardDescription(description: string): string {
  return truncateAtWord(description, Truncation.cardDescription);
}
