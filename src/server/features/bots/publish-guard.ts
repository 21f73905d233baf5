import { intentHasBlanks, intentsWithBlanks, type AnsweringIntent } from '../../../shared/blanks';
import { msg } from '../../../shared/messages.es';
import { AppError } from '../../lib/app-error';

/**
 * A bot is published only once no answer has a blank left to fill ("[tu horario]" from a starter
 * template): a visitor must never read one. 409 naming the intents that still have blanks.
 */
export function assertPublishable(intents: readonly AnsweringIntent[]): void {
  const names = intentsWithBlanks(intents);
  if (!names.length) return;
  const message = msg.templates.publishBlocked(names);
  throw new AppError('unfilled_blanks', 409, message, { status: message });
}

/**
 * The same rule for a new list of intents of a bot that is already published: the save would publish
 * the blanks. Each failing intent's answer is named (intents.3.description) for the intent dialog.
 */
export function assertPublishableIntents(intents: readonly AnsweringIntent[]): void {
  const names = intentsWithBlanks(intents);
  if (!names.length) return;
  const fields: Record<string, string> = {};
  intents.forEach((intent, index) => {
    if (intentHasBlanks(intent)) fields[`intents.${index}.description`] = msg.templates.answerHasBlanks;
  });
  throw new AppError('unfilled_blanks', 409, msg.templates.saveBlocked(names), fields);
}
