import { z } from 'zod';
import { meta as m } from '../messages/meta';
import { WhatsAppLimits } from './whatsapp';

/** The Meta platforms besides WhatsApp a bot answers on (issue 41). */
export const MetaPlatformSchema = z.enum(['messenger', 'instagram']);
export type MetaPlatform = z.infer<typeof MetaPlatformSchema>;

const accountId = (required: string, invalid: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(WhatsAppLimits.phoneNumberIdMax, invalid)
    .regex(/^\d+$/, invalid);

/** A page or Instagram access token (never returned). */
const accessToken = z
  .string({ error: m.accessTokenRequired })
  .trim()
  .min(1, m.accessTokenRequired)
  .min(WhatsAppLimits.accessTokenMin, m.accessTokenInvalid)
  .max(WhatsAppLimits.accessTokenMax, m.accessTokenInvalid)
  .regex(/^[\w.|-]+$/, m.accessTokenInvalid);

/** PUT /api/bot/{id}/messenger: the Facebook page and its page access token. */
export const MessengerConnectSchema = z.object({
  pageId: accountId(m.pageIdRequired, m.pageIdInvalid),
  accessToken,
});
export type MessengerConnect = z.input<typeof MessengerConnectSchema>;

/** PUT /api/bot/{id}/instagram: the Instagram professional account and its access token. */
export const InstagramConnectSchema = z.object({
  accountId: accountId(m.accountIdRequired, m.accountIdInvalid),
  accessToken,
});
export type InstagramConnect = z.input<typeof InstagramConnectSchema>;

/** A bot's Messenger or Instagram connection as its owner sees it: never the token. */
export const MetaConnectionSchema = z
  .object({
    connection: z.union([
      z.object({
        connected: z.literal(true),
        platform: MetaPlatformSchema,
        /** The page id or the Instagram account id. */
        accountId: z.string(),
        /** The page's name, or the account's @username. */
        name: z.string(),
        /** The webhook address to paste in the Meta app (one for Messenger and Instagram). */
        webhookUrl: z.string(),
        lastError: z.string().nullable(),
        lastErrorAt: z.string().nullable(),
        connectedAt: z.string(),
      }),
      z.object({ connected: z.literal(false), platform: MetaPlatformSchema }),
    ]),
  })
  .meta({ id: 'MetaConnection' });
export type MetaConnection = z.infer<typeof MetaConnectionSchema>;
