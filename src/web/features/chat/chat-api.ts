import type { ChatRequest, ChatResponse } from '../../../shared/schemas/chat';
import { api } from '../../lib/api-client';
import { appConfig } from '../../lib/app-config';

/** POST /bot/{botId}/io, or /io for the platform bot; the session's bearer goes along when signed in. */
export function sendChatMessage(
  botId: string | null,
  message: string,
  conversationId: string | null,
): Promise<ChatResponse> {
  const body: ChatRequest = {
    interaction: { from: 'user', message },
    botId,
    appToken: appConfig().appToken,
    conversationId,
  };
  const path = botId ? `/bot/${encodeURIComponent(botId)}/io` : '/io';
  return api<ChatResponse>(path, { method: 'POST', body });
}
