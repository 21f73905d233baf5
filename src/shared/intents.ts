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

/**
 * Every label the product itself gives a visitor's message, besides the owner's own intents: each has a name
 * for owners in the catalog (insightsText.systemIntents), so that a code like "handoff.owner" never shows in
 * the inbox or the stats. src/shared/intents.test.ts checks that the server emits no other.
 */
export const SYSTEM_INTENTS = [
  ...UNANSWERED_INTENTS,
  // Answered from the owner's documents (knowledge sources).
  'passage',
  // An hours question no intent answered, answered from the opening hours (issue 39).
  'hours.schedule',
  // Answered from the owner's publications, with their cards (issue 40).
  'catalog.products',
  // How an order is going, told to whoever the conversation proves bought it (issue 40).
  'order.status',
  // On the way to an order placed in the conversation, and the reply with its checkout (issue 40).
  'order.request',
  'order.checkout',
  // On the way to a booking made in the conversation, and the reply that confirmed it (issue 39).
  'booking.request',
  'booking.confirmed',
  // The reminder of a booking, sent by the bot in the conversation it was made in (WhatsApp, issue 41).
  'booking.reminder',
  // The visitor asked for a person.
  'handoff.request',
  // Said while the owner attended by hand: the bot stayed quiet.
  'handoff.owner',
  // A WhatsApp message the bot cannot read (a sticker, audio, an image).
  'whatsapp.unsupported',
] as const;
export type SystemIntent = (typeof SYSTEM_INTENTS)[number];

/** Families of built-in labels: `smalltalk.greeting`, `field.correo` (the field's name follows the dot). */
export const SYSTEM_INTENT_PREFIXES = ['smalltalk.', 'field.'] as const;

export function isSystemIntent(intent: string): intent is SystemIntent {
  return (SYSTEM_INTENTS as readonly string[]).includes(intent);
}
