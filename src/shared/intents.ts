/** An intent's `intention` is its name with every space replaced by "." (spec section 3). */
export function deriveIntention(name: string): string {
  return name.trim().replace(/ /g, '.');
}

/**
 * Built-in labels of a visitor message the bot did not answer: "no sé" (`fallback`) and "¿Te refieres a…?"
 * (`clarify`). Both count as unanswered for the owner ("Sin respuesta", the digest, the stats).
 */
export const UNANSWERED_INTENTS = ['fallback', 'clarify'] as const;

export function isUnansweredIntent(intent: string | null | undefined): boolean {
  return (UNANSWERED_INTENTS as readonly string[]).includes(intent ?? '');
}
