import type { ChatRequest, ChatResponse } from '../../../shared/schemas/chat';
import type { VisitorUpdates } from '../../../shared/schemas/widget';
import { api } from '../../lib/api-client';
import { appConfig } from '../../lib/app-config';

/** POST /bot/{botId}/io, or /io for the platform bot; the session's bearer goes along when signed in. */
export function sendChatMessage(
  botId: string | null,
  message: string,
  conversationId: string | null,
  /** The site that embeds the widget; the server checks it against the bot's allowed sites. */
  origin: string | null = null,
): Promise<ChatResponse> {
  const body: ChatRequest = {
    interaction: { from: 'user', message },
    botId,
    appToken: appConfig().appToken,
    conversationId,
    origin,
  };
  const path = botId ? `/bot/${encodeURIComponent(botId)}/io` : '/io';
  return api<ChatResponse>(path, { method: 'POST', body });
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
