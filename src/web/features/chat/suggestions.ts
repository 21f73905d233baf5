import { PLATFORM_BOT_QUESTIONS } from '../../../shared/platform';
import { suggestedQuestions } from './suggested-questions';

/** The chips of a chat: the six platform questions with no bot, else one random question per intent. */
export function chatSuggestions(
  intents: readonly { questions: readonly string[] }[] | undefined,
  random: () => number = Math.random,
): string[] {
  return intents ? suggestedQuestions(intents, random) : [...PLATFORM_BOT_QUESTIONS];
}
