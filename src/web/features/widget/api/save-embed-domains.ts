import { api } from '../../lib/api-client';

/** PUT /bot/{id}/embed: the sites allowed to show the bot's widget (an empty list allows any site). */
export function saveEmbedDomains(botId: string, domains: string[]): Promise<{ domains: string[] }> {
  return api(`/bot/${encodeURIComponent(botId)}/embed`, { method: 'PUT', body: { domains } });
}
