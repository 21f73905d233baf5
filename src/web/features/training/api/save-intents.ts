import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BotStatus } from '../../../../shared/constants';
import { msg } from '../../../../shared/messages.es';
import type { z } from 'zod';
import type { IntentInput, IntentsResponseSchema, SetAsideIntent } from '../../../../shared/schemas/training';
import { api } from '../../../lib/api-client';
import { botKeys, cachedBot, forgetOtherBotCopies, patchCachedBot } from '../../../lib/bot-cache';
import { useViewerId } from '../../../lib/session-store';
import { toast } from '../../../lib/toast';
import { fieldsAfterIntents } from '../training-items';

/** What the server stored; its status after saving: the first intent publishes a bot that waited for it. */
export type SavedIntents = z.infer<typeof IntentsResponseSchema>;

/**
 * PUT /bot/{id}/intents: the whole list replaces the stored one (spec section 4, "Saving intents and
 * fields"); `setAside`, when given, replaces the topics kept to complete later.
 */
export function saveIntents(
  botId: string,
  intents: IntentInput[],
  setAside?: SetAsideIntent[],
): Promise<SavedIntents> {
  return api(`/bot/${encodeURIComponent(botId)}/intents`, {
    method: 'PUT',
    body: setAside ? { intents, setAside } : { intents },
  });
}

/**
 * Saves a bot's intents and updates the cached bot with what the server stored. Only the training changes:
 * the bot's updatedAt stays, so the bot form above keeps what is being typed.
 */
export function useSaveIntents() {
  const client = useQueryClient();
  const viewerId = useViewerId();
  return useMutation({
    mutationFn: ({
      botId,
      intents,
      setAside,
    }: {
      botId: string;
      intents: IntentInput[];
      setAside?: SetAsideIntent[];
    }) => saveIntents(botId, intents, setAside),
    onSuccess: (saved, { botId }) => {
      const before = cachedBot(client, botId, viewerId);
      if (
        before?.publishWhenTrained &&
        saved.publishWhenTrained === false &&
        saved.status === BotStatus.published
      ) {
        toast(msg.botForm.publishedWithTraining, { color: 'success' });
        // The directory lists it now.
        void client.invalidateQueries({ queryKey: botKeys.lists() });
      }
      patchCachedBot(client, botId, viewerId, {
        intents: saved.intents,
        // The server moves fields waiting for a removed intent to "any"; the copy follows without a refetch.
        ...(before && { fields: fieldsAfterIntents(before.fields, saved.intents) }),
        status: saved.status,
        publishWhenTrained: saved.publishWhenTrained,
        setAside: saved.setAside,
      });
      // The bot page caches the bot by alias: it reloads with the new intents.
      forgetOtherBotCopies(client, botId);
    },
  });
}
