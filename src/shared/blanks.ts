/**
 * Blanks are the parts of a template's answer the owner still has to fill: a label in square brackets,
 * "[tu horario]". A markdown link "[texto](https://…)" is not one, nor an escaped "\[…]" or an empty "[]".
 */
const BLANK = /(?<!\\)\[([^[\]\n]*)\](?!\()/g;

/** The labels of the blanks left in a text, in order ("tu horario" for "[tu horario]"). */
export function findBlanks(text: string | null | undefined): string[] {
  if (!text) return [];
  const found: string[] = [];
  for (const match of text.matchAll(BLANK)) {
    const label = match[1]!.trim();
    // "[ ]" is empty; "[\]" escapes its own closing bracket.
    if (label && !match[1]!.endsWith('\\')) found.push(label);
  }
  return found;
}

export function hasBlanks(text: string | null | undefined): boolean {
  return findBlanks(text).length > 0;
}

/** What an intent says to a visitor: its response description and its alternative answers. */
export interface AnsweringIntent {
  name: string;
  description?: string | null;
  answers?: readonly string[] | null;
}

/** Whether any of an intent's answers still has a blank. */
export function intentHasBlanks(intent: AnsweringIntent): boolean {
  return hasBlanks(intent.description) || (intent.answers ?? []).some((answer) => hasBlanks(answer));
}

/** The names of the intents whose answers still have blanks, in the list's order. */
export function intentsWithBlanks(intents: readonly AnsweringIntent[]): string[] {
  return intents.filter(intentHasBlanks).map((intent) => intent.name);
}
