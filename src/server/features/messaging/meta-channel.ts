import { msg } from '../../../shared/messages.es';
import type { MetaPlatform } from '../../../shared/schemas/meta';
import type { AppContext } from '../../app-context';
import type { ChannelAdapter } from './channel-adapter';
import { metaReplyMessages, metaTextMessage, readMetaIncoming } from './meta-format';
import { fetchCustomerProfile, senderAction, sendMetaMessage } from './meta-graph';
import { clearMetaError, findMetaConnection, recordMetaError } from './meta.repo';

const m = msg.meta;

function graphOf(ctx: AppContext) {
  const settings = ctx.settings.meta;
  if (!settings) throw new Error('Messenger and Instagram are not enabled');
  return { graphUrl: settings.graphUrl };
}

/**
 * Messenger and Instagram as channels (issue 41): the same Send API (`POST /me/messages` with the page's or
 * account's token), quick replies for chips, sender actions for "visto" and "escribiendo…".
 */
function metaChannel(platform: MetaPlatform): ChannelAdapter {
  const name = m.names[platform];
  return {
    channel: platform,
    enabled: (ctx) => !!ctx.settings.meta,
    async connectionOf(db, botId) {
      const row = await findMetaConnection(db, botId, platform);
      return row && { accountId: row.accountId, accessTokenSealed: row.accessTokenSealed };
    },
    read: readMetaIncoming,
    // Neither platform gives the customer's number.
    phoneOf: () => null,
    profileOf: (ctx, _accountId, token, senderId) =>
      ctx.settings.meta
        ? fetchCustomerProfile(graphOf(ctx), platform, senderId, token)
        : Promise.resolve(null),
    async acknowledge(ctx, _accountId, token, row, typing) {
      if (!ctx.settings.meta) return;
      await senderAction(graphOf(ctx), token, row.senderId, 'mark_seen');
      if (typing) await senderAction(graphOf(ctx), token, row.senderId, 'typing_on');
    },
    replyMessages: (reply, to, publicUrl) => metaReplyMessages(platform, reply, to, publicUrl),
    textMessage: (to, text) => metaTextMessage(platform, to, text),
    send: (ctx, _accountId, token, body) => sendMetaMessage(graphOf(ctx), token, body),
    refusal: (error) =>
      error.tokenInvalid
        ? { reason: m.tokenExpired(name), notify: true }
        : error.outsideWindow
          ? { reason: m.windowExpired(name), notify: false }
          : { reason: m.sendFailed(name), notify: true },
    disconnected: m.disconnected(name),
    tokenExpired: m.tokenExpired(name),
    recordError: (db, botId, reason) => recordMetaError(db, botId, platform, reason),
    clearError: (db, botId) => clearMetaError(db, botId, platform),
    failedNotice: (botName, reason) => ({
      kind: `${platform}_failed`,
      title: m.failedTitle(name, botName),
      message: m.failedMessage(reason),
    }),
  };
}

export const messengerChannel = metaChannel('messenger');
export const instagramChannel = metaChannel('instagram');
