import type { DataField, DataFieldInput, Intent, IntentInput } from '../../../shared/schemas/training';
import { api } from '../../lib/api-client';

/** PUT /bot/{id}/intents: the whole list replaces the stored one (spec section 4, "Saving intents and fields"). */
export function saveIntents(
  botId: string,
  intents: IntentInput[],
): Promise<{ intents: Intent[]; status: number; publishWhenTrained: boolean }> {
  return api(`/bot/${encodeURIComponent(botId)}/intents`, { method: 'PUT', body: { intents } });
}

/** PUT /bot/{id}/fields: the whole list replaces the stored one. */
export function saveFields(botId: string, fields: DataFieldInput[]): Promise<{ fields: DataField[] }> {
  return api(`/bot/${encodeURIComponent(botId)}/fields`, { method: 'PUT', body: { fields } });
}
