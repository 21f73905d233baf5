import type { ConversationState, OfferedChips } from '../../../shared/conversation-state';
import { TrainingLimits } from '../../../shared/schemas/training';
import { foldText } from '../../lib/nlu/normalize';
import type { TurnIntent, TurnReply } from './turn';

/**
 * The bot learns from its customers, with the owner's consent (issue 37): when a reply could not answer
 * and offered chips ("¿Te refieres a…?") and the visitor's next message picks one, the message the bot
 * did not answer becomes a proposed question of the picked intent, which the owner approves or dismisses
 * in the inbox. A pure function of the turn, like the turn itself: chat.service keeps the chips offered in
 * the conversation's stored state (so any instance answering the next message knows them) and writes the
 * proposal in the transaction that stores the turn.
 */

/** What a turn teaches: the chips to remember for the next message, and the proposal a pick makes. */
export interface TurnLearning {
  offered: OfferedChips | null;
  proposal: { intentId: string; text: string } | null;
}

/** "la primera", "opción 2", "el tercero", "3": a chip named by its place in the list. */
const ORDINALS: Record<string, number> = {
  '1': 0,
  uno: 0,
  una: 0,
  primera: 0,
  primero: 0,
  primer: 0,
  '2': 1,
  dos: 1,
  segunda: 1,
  segundo: 1,
  '3': 2,
  tres: 2,
  tercera: 2,
  tercero: 2,
  tercer: 2,
};
const ORDINAL =
  /^(?:(?:la|el|lo|opcion|la opcion|el numero|numero)\s+)?([a-z0-9]+)(?:\s+(?:opcion|pregunta))?$/;
/** "sí", "esa", "eso": the one chip offered, agreed to. */
const AGREE = /^(?:si|sii|esa|eso|esa misma|eso mismo|si esa|si eso|exacto|correcto|asi es)$/;

/** The chip the visitor's message picks among those offered, if it clearly picks one. */
export function pickedChip(
  offered: OfferedChips,
  message: string,
): OfferedChips['suggestions'][number] | null {
  const said = foldText(message);
  if (!said) return null;
  const chips = offered.suggestions;
  // A chip sends its own text; a visitor may also type it, or wrap it ("sí, ¿hacen envíos?").
  const byText = chips.find((chip) => foldText(chip.text) === said);
  if (byText) return byText;
  const within = chips.filter((chip) => {
    const text = foldText(chip.text);
    return text.length >= 8 && ` ${said} `.includes(` ${text} `);
  });
  if (within.length === 1) return within[0]!;
  const ordinal = ORDINAL.exec(said)?.[1];
  const place = ordinal === undefined ? undefined : ORDINALS[ordinal];
  if (place !== undefined) return chips[place] ?? null;
  return chips.length === 1 && AGREE.test(said) ? chips[0]! : null;
}

/**
 * What the turn that answered `message` teaches, given the chips the previous reply offered: the chips
 * this reply offers (remembered for the next message), and a proposal when this message picks one of the
 * previous chips. No proposal when the words are already a question of the intent, too long to be one, or
 * the intent is gone.
 */
export function learnFromTurn(input: {
  previous: ConversationState['offered'];
  message: string;
  reply: Pick<TurnReply, 'kind' | 'suggestions'>;
  intents: ReadonlyArray<Pick<TurnIntent, 'id' | 'intention' | 'questions'>>;
}): TurnLearning {
  const { previous, message, reply } = input;
  const offered =
    reply.kind === 'clarify' && reply.suggestions.length
      ? { question: message.trim(), suggestions: reply.suggestions.map((s) => ({ ...s })) }
      : null;
  if (!previous?.question) return { offered, proposal: null };
  const chip = pickedChip(previous, message);
  const intent = chip ? input.intents.find((candidate) => candidate.intention === chip.intent) : undefined;
  const text = previous.question.trim();
  if (!intent || !text || text.length > TrainingLimits.questionMax) return { offered, proposal: null };
  const folded = foldText(text);
  if (!folded || intent.questions.some((question) => foldText(question) === folded)) {
    return { offered, proposal: null };
  }
  return { offered, proposal: { intentId: intent.id, text } };
}
