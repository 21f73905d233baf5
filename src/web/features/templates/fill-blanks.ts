import { findBlanks } from '../../../shared/blanks';
import type { IntentInput, SetAsideIntent } from '../../../shared/schemas/training';

/** One blank to fill, once for every answer that has it ("[tu horario]" in Horarios and in Turnos). */
export interface BlankSlot {
  label: string;
  /** The names of the intents whose answers have it, in the list's order. */
  intents: string[];
}

const textsOf = (intent: Pick<IntentInput, 'description' | 'answers'>) => [
  intent.description ?? '',
  ...(intent.answers ?? []),
];

/** The blanks left in a bot's answers, each once, in the order the owner meets them. */
export function blankSlots(
  intents: readonly Pick<IntentInput, 'name' | 'description' | 'answers'>[],
): BlankSlot[] {
  const slots = new Map<string, BlankSlot>();
  for (const intent of intents) {
    for (const label of textsOf(intent).flatMap(findBlanks)) {
      const slot = slots.get(label) ?? { label, intents: [] };
      if (!slot.intents.includes(intent.name)) slot.intents.push(intent.name);
      slots.set(label, slot);
    }
  }
  return [...slots.values()];
}

/**
 * The intents with each blank that has a value replaced by it, in every answer; a blank left empty stays.
 * A value is the owner's text, never a new blank: its brackets are dropped.
 */
export function fillBlanks(
  intents: readonly IntentInput[],
  values: Readonly<Record<string, string>>,
): IntentInput[] {
  const filled = Object.entries(values)
    .map(([label, value]) => [label, value.replace(/[[\]]/g, '').trim()] as const)
    .filter(([, value]) => value);
  const fill = (text: string) =>
    filled.reduce((result, [label, value]) => result.replaceAll(`[${label}]`, value), text);
  return intents.map((intent) => ({
    ...intent,
    description: fill(intent.description ?? ''),
    answers: (intent.answers ?? []).map(fill),
  }));
}

/**
 * An answer without the sentences (and list items) that still have a blank: what can be published now when
 * the owner publishes before knowing every fact. Empty when nothing is left but blanks.
 */
export function withoutBlankSentences(text: string): string {
  const lines = text.split('\n').map((line) =>
    line
      .split(/(?<=[.!?])\s+/)
      .filter((sentence) => findBlanks(sentence).length === 0)
      .join(' '),
  );
  // A line that was all blanks goes, and so do the empty lines it leaves in a row.
  const kept = lines.filter((line, index) => line.trim() || (index > 0 && lines[index - 1]!.trim()));
  const result = kept.join('\n').trim();
  return /\p{L}/u.test(result) ? result : '';
}

/** An intent as the list of topics set aside keeps it: its words, without id or images. */
export function setAsideOf(intent: IntentInput): SetAsideIntent {
  return {
    name: intent.name,
    description: intent.description ?? '',
    questions: [...(intent.questions ?? [])],
    answers: [...(intent.answers ?? [])],
  };
}

/**
 * The intents publishing now leaves out entirely (nothing but blanks left in them), as they are: the topics
 * the bot keeps aside for the owner to complete later.
 */
export function leftOutNow(intents: readonly IntentInput[]): SetAsideIntent[] {
  const kept = new Set(publishableNow(intents).map((intent) => intent.name));
  return intents.filter((intent) => !kept.has(intent.name)).map(setAsideOf);
}

/** The intents as they can be published now: their filled sentences only, and none left without any. */
export function publishableNow(intents: readonly IntentInput[]): IntentInput[] {
  return intents.flatMap((intent) => {
    const description = withoutBlankSentences(intent.description ?? '');
    const answers = (intent.answers ?? []).map(withoutBlankSentences).filter(Boolean);
    return description || answers.length ? [{ ...intent, description, answers }] : [];
  });
}
