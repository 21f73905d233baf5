import type { EndpointCase } from './http';

/** The demo bot whose page and chat the hot paths load (issue 17). */
export const HOT_BOT_ALIAS = 'clinica-dental-sonrisas';
/** A visitor of the demo dental clinic: a greeting, four questions in their own words, thanks. */
export const VISITOR_MESSAGES = [
  'Hola, buenas tardes',
  '¿Atienden los sábados?',
  '¿Cuánto sale la consulta?',
  '¿Trabajan con mi prepaga?',
  '¿Dónde queda la clínica?',
  'Muchas gracias',
];

/**
 * The chat load: each connection is a visitor whose first message starts a conversation and whose next ones
 * continue it with the conversationId the server answered, as the chat panel does.
 */
export function visitorConversation(bot: { id: string; appToken: string }): EndpointCase {
  return {
    name: 'POST /api/bot/{id}/io',
    method: 'POST',
    path: `/api/bot/${bot.id}/io`,
    steps: VISITOR_MESSAGES.map((message) => (previous: unknown) => ({
      interaction: { message },
      appToken: bot.appToken,
      conversationId: conversationIdOf(previous),
    })),
  };
}

function conversationIdOf(answer: unknown): string | null {
  const id = (answer as { conversationId?: unknown } | undefined)?.conversationId;
  return typeof id === 'string' ? id : null;
}
