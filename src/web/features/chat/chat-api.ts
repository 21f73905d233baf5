import type { ChatRequest, ChatResponse } from '../../../shared/schemas/chat';
import type { VisitorUpdates } from '../../../shared/schemas/widget';
import { api } from '../../lib/api-client';
import { appConfig } from '../../lib/app-config';

/**
 * POST /bot/{botId}/io, or /io for the platform bot; the session's bearer goes along when signed in. The
 * reply comes as server-sent events: `onText` receives the reply's words as the language model writes them
 * (never when the engine answers alone), and the promise the whole reply.
 */
export function sendChatMessage(
  botId: string | null,
  message: string,
  conversationId: string | null,
  /** The site that embeds the widget; the server checks it against the bot's allowed sites. */
  origin: string | null = null,
  onText?: (text: string) => void,
): Promise<ChatResponse> {
  const body: ChatRequest = {
    interaction: { from: 'user', message },
    botId,
    appToken: appConfig().appToken,
    conversationId,
    origin,
  };
  const path = botId ? `/bot/${encodeURIComponent(botId)}/io` : '/io';
  return api<ChatResponse>(path, {
    method: 'POST',
    body,
    onEvent: (event, data) => {
      const text = (data as { text?: unknown } | null)?.text;
      if (event === 'delta' && typeof text === 'string') onText?.(text);
    },
  });
}

/** The owner's hand replies written after `after`, and whether the owner is attending now. */
export function fetchOwnerReplies(
  botId: string,
  conversationId: string,
  after: string | undefined,
  signal: AbortSignal,
): Promise<VisitorUpdates> {
  return api<VisitorUpdates>(`/bot/${encodeURIComponent(botId)}/io/${encodeURIComponent(conversationId)}`, {
    query: { after },
    headers: { 'x-app-token': appConfig().appToken },
    signal,
  });
}
