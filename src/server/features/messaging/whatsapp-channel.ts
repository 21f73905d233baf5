import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { msg } from '../../../shared/messages.es';
import type { AppContext } from '../../app-context';
import type { ChannelAdapter } from './channel-adapter';
import { fetchMedia, markRead, sendMessage } from './graph-client';
import { outgoingMessages, readIncoming, textMessage } from './whatsapp-format';
import { clearConnectionError, findConnectionOfBot, recordConnectionError } from './whatsapp.repo';

const m = msg.whatsapp;

function graphOf(ctx: AppContext) {
  const settings = ctx.settings.whatsapp;
  if (!settings) throw new Error('WhatsApp is not enabled');
  return { graphUrl: settings.graphUrl };
}

/** The customer's number in international format, as a lead's phone is stored ("+5491122334455"). */
export function phoneOfWaId(waId: string): string {
  return parsePhoneNumberFromString(`+${waId}`)?.number ?? `+${waId}`;
}

/** WhatsApp (Cloud API) as a channel: the sender's id is their number, which is the lead's phone. */
export const whatsappChannel: ChannelAdapter = {
  channel: 'whatsapp',
  enabled: (ctx) => !!ctx.settings.whatsapp,
  async connectionOf(db, botId) {
    const row = await findConnectionOfBot(db, botId);
    return row && { accountId: row.phoneNumberId, accessTokenSealed: row.accessTokenSealed };
  },
  read: readIncoming,
  phoneOf: phoneOfWaId,
  // The webhook gives the profile name with every message.
  profileOf: async () => null,
  async acknowledge(ctx, accountId, token, row, typing) {
    if (!ctx.settings.whatsapp) return;
    await markRead(graphOf(ctx), accountId, token, row.messageId, typing);
  },
  fetchMedia: async (ctx, token, fileId, maxBytes) =>
    (await fetchMedia(graphOf(ctx), fileId, token, maxBytes)).bytes,
  replyMessages: outgoingMessages,
  textMessage,
  send: (ctx, accountId, token, body) => sendMessage(graphOf(ctx), accountId, token, body),
  refusal: (error) =>
    error.tokenInvalid
      ? { reason: m.tokenExpired, notify: true }
      : error.outsideWindow
        ? { reason: m.windowExpired, notify: false }
        : { reason: m.sendFailed, notify: true },
  disconnected: m.disconnected,
  tokenExpired: m.tokenExpired,
  recordError: recordConnectionError,
  clearError: clearConnectionError,
  failedNotice: (botName, reason) => ({
    kind: 'whatsapp_failed',
    title: m.failedTitle(botName),
    message: m.failedMessage(reason),
  }),
};
