import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { DataFieldInput, FieldsResponseSchema } from '../../../../shared/schemas/training';
import { api } from '../../../lib/api-client';
import { forgetOtherBotCopies, patchCachedBot } from '../../../lib/bot-cache';
import { useViewerId } from '../../../lib/session-store';

/** PUT /bot/{id}/fields: the whole list replaces the stored one. */
export function saveFields(
  botId: string,
  fields: DataFieldInput[],
): Promise<z.infer<typeof FieldsResponseSchema>> {
  return api(`/bot/${encodeURIComponent(botId)}/fields`, { method: 'PUT', body: { fields } });
}

/** Saves a bot's data fields and updates the cached bot with what the server stored. */
export function useSaveFields() {
  const client = useQueryClient();
  const viewerId = useViewerId();
  return useMutation({
    mutationFn: ({ botId, fields }: { botId: string; fields: DataFieldInput[] }) => saveFields(botId, fields),
    onSuccess: (saved, { botId }) => {
      patchCachedBot(client, botId, viewerId, { fields: saved.fields });
      // The bot page caches the bot by alias: it reloads with the new fields.
      forgetOtherBotCopies(client, botId);
    },
  });
}
