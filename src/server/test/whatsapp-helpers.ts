import { createServer, type Server } from 'node:http';
import { signatureOf } from '../features/messaging/webhook';
import type { TestApp } from './test-app';

/**
 * A local WhatsApp Cloud API (Graph API) for tests and browser journeys: the two endpoints the product
 * calls, with the request checks and the answers of Meta's documentation, and a customer's message as
 * Meta delivers it to the webhook, signed with the app secret.
 */

export interface GraphNumber {
  token: string;
  displayPhoneNumber: string;
  verifiedName: string;
}

export interface SentMessage {
  phoneNumberId: string;
  /** The id the double gave an accepted message (wamid.…). */
  messageId?: string;
  authorization: string | undefined;
  body: Record<string, unknown> & { to: string; type: string };
}

/** A read receipt (with or without the typing indicator) the double received. */
export interface ReadReceipt {
  phoneNumberId: string;
  messageId: string;
  typing: boolean;
}

/** A Facebook page or Instagram professional account the double knows (issue 41). */
export interface GraphMetaAccount {
  platform: 'messenger' | 'instagram';
  token: string;
  /** The page's name, or the Instagram account's username (without @). */
  name: string;
}

/** A Send API request the double accepted, with the page or account its token belongs to. */
export interface MetaSent {
  accountId: string;
  platform: 'messenger' | 'instagram';
  body: Record<string, unknown> & { recipient: { id: string } };
}

export interface GraphDouble {
  /** The base URL to give as WHATSAPP_GRAPH_URL and META_GRAPH_URL (with its version, as Meta's). */
  url: string;
  /** Pages and Instagram accounts, by id, with the token that reaches each. */
  metaAccounts: Map<string, GraphMetaAccount>;
  /** Customers' profiles, by PSID or IGSID (Messenger: first_name, last_name; Instagram: name, username). */
  profiles: Map<string, Record<string, string>>;
  /** Pages subscribed to the app (POST /{page-id}/subscribed_apps). */
  subscribedPages: Set<string>;
  /** Send API messages accepted (POST /me/messages), oldest first; sender actions are apart. */
  metaSent: MetaSent[];
  /** Message templates by WhatsApp Business Account id, with the token that reads them (Meta's shape). */
  templates: Map<
    string,
    { token: string; templates: Array<{ name: string; language: string; status: string; body: string }> }
  >;
  /** Customers' media by media id (GET /{media-id} answers its URL; the URL answers the bytes). */
  media: Map<string, { bytes: Buffer; mimeType: string }>;
  /** Sender actions accepted (mark_seen, typing_on), by recipient. */
  senderActions: Array<{ accountId: string; recipient: string; action: string }>;
  /** Numbers the double knows, by phone number id, with the token that reaches each. */
  numbers: Map<string, GraphNumber>;
  /** Messages accepted (answered 200), oldest first. */
  sent: SentMessage[];
  /** Every POST of a message to /messages, accepted or not (read receipts are apart). */
  attempts: SentMessage[];
  /** Read receipts accepted, oldest first (Meta's `status: "read"`, with `typing_indicator` or not). */
  reads: ReadReceipt[];
  /** Answers to give the next POSTs to /messages instead of accepting them, first first. */
  failNext: Array<{ status: number; error: { message: string; type: string; code: number } }>;
  close(): Promise<void>;
}

const oauthError = {
  message: 'Invalid OAuth access token - Cannot parse access token',
  type: 'OAuthException',
  code: 190,
};

function graphError(status: number, error: { message: string; type: string; code: number }) {
  return { status, body: { error: { ...error, fbtrace_id: 'AbCdEfGh123' } } };
}

/** Meta's checks of a message body (https://developers.facebook.com/docs/whatsapp/cloud-api/reference/messages). */
function messageProblem(body: Record<string, unknown>): string | null {
  if (body.messaging_product !== 'whatsapp') return 'messaging_product must be whatsapp';
  if (typeof body.to !== 'string' || !body.to) return 'to is required';
  if (body.recipient_type !== undefined && body.recipient_type !== 'individual') return 'bad recipient_type';
  const record = (v: unknown) => (v && typeof v === 'object' ? (v as Record<string, unknown>) : {});
  switch (body.type) {
    case 'text': {
      const text = record(body.text).body;
      return typeof text === 'string' && text.length > 0 && text.length <= 4096 ? null : 'text.body';
    }
    case 'image':
      return typeof record(body.image).link === 'string' ? null : 'image.link';
    case 'interactive': {
      const interactive = record(body.interactive);
      const bodyText = record(interactive.body).text;
      if (typeof bodyText !== 'string' || !bodyText || bodyText.length > 1024) return 'interactive.body.text';
      const action = record(interactive.action);
      if (interactive.type === 'button') {
        const buttons = Array.isArray(action.buttons) ? action.buttons : [];
        if (!buttons.length || buttons.length > 3) return 'buttons: 1 to 3';
        for (const button of buttons) {
          const reply = record(record(button).reply);
          if (typeof reply.title !== 'string' || !reply.title || reply.title.length > 20)
            return 'button title';
          if (typeof reply.id !== 'string' || !reply.id || reply.id.length > 256) return 'button id';
        }
        return null;
      }
      if (interactive.type === 'list') {
        if (typeof action.button !== 'string' || !action.button || action.button.length > 20)
          return 'list button';
        const sections = Array.isArray(action.sections) ? action.sections : [];
        const rows = sections.flatMap((s) => {
          const r = record(s).rows;
          return Array.isArray(r) ? r : [];
        });
        if (!rows.length || rows.length > 10) return 'rows: 1 to 10';
        for (const row of rows) {
          const r = record(row);
          if (typeof r.title !== 'string' || !r.title || r.title.length > 24) return 'row title';
          if (typeof r.id !== 'string' || !r.id || r.id.length > 200) return 'row id';
          if (r.description !== undefined && (typeof r.description !== 'string' || r.description.length > 72))
            return 'row description';
        }
        return null;
      }
      if (interactive.type === 'cta_url') {
        // A button that opens an address: name "cta_url", a display text of at most 20 characters, a URL.
        const parameters = record(action.parameters);
        if (action.name !== 'cta_url') return 'action.name';
        const title = parameters.display_text;
        if (typeof title !== 'string' || !title || title.length > 20) return 'display_text';
        if (typeof parameters.url !== 'string' || !/^https?:\/\/\S+$/.test(parameters.url)) return 'url';
        return null;
      }
      return 'interactive.type';
    }
    case 'template': {
      const template = record(body.template);
      if (typeof template.name !== 'string' || !template.name) return 'template.name';
      if (typeof record(template.language).code !== 'string') return 'template.language.code';
      for (const component of Array.isArray(template.components) ? template.components : []) {
        const c = record(component);
        if (c.type !== 'body' && c.type !== 'header' && c.type !== 'button') return 'template component type';
        for (const parameter of Array.isArray(c.parameters) ? c.parameters : []) {
          const p = record(parameter);
          if (p.type !== 'text' || typeof p.text !== 'string' || !p.text) return 'template parameter';
        }
      }
      return null;
    }
    default:
      return 'type';
  }
}

/**
 * The Send API's checks (https://developers.facebook.com/docs/messenger-platform/reference/send-api and
 * Instagram's): a recipient, then a sender action or a message of text (2,000 characters on Messenger,
 * 1,000 bytes on Instagram) or an attachment, up to 13 quick replies of 20-character titles; the
 * messaging type, and the HUMAN_AGENT tag for a tagged message.
 */
function sendApiProblem(platform: 'messenger' | 'instagram', body: Record<string, unknown>): string | null {
  const record = (v: unknown) => (v && typeof v === 'object' ? (v as Record<string, unknown>) : {});
  if (typeof record(body.recipient).id !== 'string') return 'recipient.id is required';
  if (body.sender_action !== undefined) {
    return ['mark_seen', 'typing_on', 'typing_off'].includes(String(body.sender_action))
      ? null
      : 'sender_action';
  }
  if (!['RESPONSE', 'UPDATE', 'MESSAGE_TAG'].includes(String(body.messaging_type))) return 'messaging_type';
  if (body.messaging_type === 'MESSAGE_TAG' && body.tag !== 'HUMAN_AGENT') return 'tag';
  if (body.messaging_type !== 'MESSAGE_TAG' && body.tag !== undefined) return 'tag without MESSAGE_TAG';
  const message = record(body.message);
  if (typeof message.text === 'string') {
    const tooLong =
      platform === 'instagram' ? Buffer.byteLength(message.text) > 1000 : message.text.length > 2000;
    if (!message.text || tooLong) return 'message.text';
  } else {
    const attachment = record(message.attachment);
    if (attachment.type !== 'image' || typeof record(attachment.payload).url !== 'string') return 'message';
  }
  if (message.quick_replies !== undefined) {
    const replies = Array.isArray(message.quick_replies) ? message.quick_replies : [];
    if (!replies.length || replies.length > 13) return 'quick_replies: 1 to 13';
    for (const reply of replies) {
      const r = record(reply);
      if (r.content_type !== 'text') return 'quick_replies content_type';
      if (typeof r.title !== 'string' || !r.title || r.title.length > 20) return 'quick_replies title';
      if (typeof r.payload !== 'string' || !r.payload || r.payload.length > 1000)
        return 'quick_replies payload';
    }
  }
  return null;
}

/**
 * Starts the double on 127.0.0.1 (a free port unless `port` is given: a browser journey starts the server
 * with WHATSAPP_GRAPH_URL=http://127.0.0.1:{port}/v21.0 before the double exists).
 */
export function startGraphDouble(options: { port?: number } = {}): Promise<GraphDouble> {
  const numbers = new Map<string, GraphNumber>();
  const sent: SentMessage[] = [];
  const attempts: SentMessage[] = [];
  const reads: ReadReceipt[] = [];
  const failNext: GraphDouble['failNext'] = [];
  const metaAccounts = new Map<string, GraphMetaAccount>();
  const profiles = new Map<string, Record<string, string>>();
  const subscribedPages = new Set<string>();
  const metaSent: MetaSent[] = [];
  const senderActions: GraphDouble['senderActions'] = [];
  const media = new Map<string, { bytes: Buffer; mimeType: string }>();
  const templates: GraphDouble['templates'] = new Map();
  let counter = 0;
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const answer = (status: number, body: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      const url = new URL(req.url ?? '/', 'http://graph.local');
      const parts = url.pathname.split('/').filter(Boolean);
      // /v21.0/{phone-number-id} and /v21.0/{phone-number-id}/messages
      const [version, phoneNumberId, edge] = parts;
      if (version !== 'v21.0' || !phoneNumberId) return answer(404, graphError(404, oauthError).body);
      // WhatsApp's media (https://developers.facebook.com/docs/whatsapp/cloud-api/reference/media): the id
      // answers { url, mime_type, sha256, file_size, id, messaging_product }, the URL the bytes, both with a
      // number's token.
      const anyNumberToken = [...numbers.values()].some(
        (n) => req.headers.authorization === `Bearer ${n.token}`,
      );
      if (req.method === 'GET' && phoneNumberId === '_download' && edge) {
        const file = media.get(decodeURIComponent(edge));
        if (!anyNumberToken) return answer(401, graphError(401, oauthError).body);
        if (!file) return answer(404, graphError(404, oauthError).body);
        res
          .writeHead(200, { 'content-type': file.mimeType, 'content-length': file.bytes.length })
          .end(file.bytes);
        return;
      }
      // GET /{waba-id}/message_templates (https://developers.facebook.com/docs/graph-api/reference/whats-app-business-account/message_templates)
      const account = templates.get(phoneNumberId);
      if (req.method === 'GET' && edge === 'message_templates' && account) {
        if (req.headers.authorization !== `Bearer ${account.token}`)
          return answer(401, graphError(401, oauthError).body);
        return answer(200, {
          data: account.templates.map((template, index) => ({
            name: template.name,
            language: template.language,
            status: template.status,
            category: 'UTILITY',
            id: `${phoneNumberId}${index}`,
            components: [{ type: 'BODY', text: template.body }],
          })),
          paging: { cursors: { before: 'MAZDZD', after: 'MjQZD' } },
        });
      }
      const file = media.get(phoneNumberId);
      if (req.method === 'GET' && !edge && file) {
        if (!anyNumberToken) return answer(401, graphError(401, oauthError).body);
        const { port } = server.address() as { port: number };
        return answer(200, {
          messaging_product: 'whatsapp',
          url: `http://127.0.0.1:${port}/v21.0/_download/${encodeURIComponent(phoneNumberId)}`,
          mime_type: file.mimeType,
          sha256: 'c0ffee',
          file_size: file.bytes.length,
          id: phoneNumberId,
        });
      }
      // Messenger and Instagram (the Send API, pages, accounts and customers' profiles).
      const bearerOf = (token: string) => req.headers.authorization === `Bearer ${token}`;
      const caller = [...metaAccounts].find(([, account]) => bearerOf(account.token));
      if (phoneNumberId === 'me' && edge === 'messages' && req.method === 'POST') {
        let body: MetaSent['body'];
        try {
          body = JSON.parse(raw) as MetaSent['body'];
        } catch {
          return answer(
            400,
            graphError(400, { message: 'Invalid JSON', type: 'OAuthException', code: 100 }).body,
          );
        }
        // Scripted failures are for messages; sender actions are a courtesy apart.
        const scripted = typeof body.sender_action === 'string' ? undefined : failNext.shift();
        if (scripted) {
          const failure = graphError(scripted.status, scripted.error);
          return answer(failure.status, failure.body);
        }
        if (!caller) return answer(401, graphError(401, oauthError).body);
        const [accountId, account] = caller;
        const problem = sendApiProblem(account.platform, body);
        if (problem) {
          return answer(
            400,
            graphError(400, { message: `(#100) ${problem}`, type: 'OAuthException', code: 100 }).body,
          );
        }
        if (typeof body.sender_action === 'string') {
          senderActions.push({ accountId, recipient: body.recipient.id, action: body.sender_action });
          return answer(200, { recipient_id: body.recipient.id });
        }
        metaSent.push({ accountId, platform: account.platform, body });
        counter += 1;
        return answer(200, {
          recipient_id: body.recipient.id,
          message_id: `m_TEST${counter.toString().padStart(6, '0')}`,
        });
      }
      const metaAccount = metaAccounts.get(phoneNumberId);
      if (metaAccount) {
        if (!bearerOf(metaAccount.token)) return answer(401, graphError(401, oauthError).body);
        if (req.method === 'GET' && !edge) {
          return answer(
            200,
            metaAccount.platform === 'messenger'
              ? { id: phoneNumberId, name: metaAccount.name }
              : { id: phoneNumberId, username: metaAccount.name, name: metaAccount.name },
          );
        }
        if (req.method === 'POST' && edge === 'subscribed_apps' && metaAccount.platform === 'messenger') {
          subscribedPages.add(phoneNumberId);
          return answer(200, { success: true });
        }
      }
      const profile = profiles.get(phoneNumberId);
      if (profile && req.method === 'GET' && !edge) {
        if (!caller) return answer(401, graphError(401, oauthError).body);
        const fields = (url.searchParams.get('fields') ?? '').split(',');
        return answer(200, {
          id: phoneNumberId,
          ...Object.fromEntries(Object.entries(profile).filter(([key]) => fields.includes(key))),
        });
      }
      const number = numbers.get(phoneNumberId);
      const authorization = req.headers.authorization;
      const authorized = !!number && authorization === `Bearer ${number.token}`;
      if (req.method === 'GET' && !edge) {
        if (!authorized) return answer(401, graphError(401, oauthError).body);
        const fields = (url.searchParams.get('fields') ?? '').split(',');
        return answer(200, {
          ...(fields.includes('verified_name') ? { verified_name: number.verifiedName } : {}),
          ...(fields.includes('display_phone_number')
            ? { display_phone_number: number.displayPhoneNumber }
            : {}),
          id: phoneNumberId,
        });
      }
      if (req.method === 'POST' && edge === 'messages') {
        let body: SentMessage['body'];
        try {
          body = JSON.parse(raw) as SentMessage['body'];
        } catch {
          return answer(
            400,
            graphError(400, { message: 'Invalid JSON', type: 'OAuthException', code: 100 }).body,
          );
        }
        if (body.status !== undefined) {
          // A read receipt, as Meta documents it: { messaging_product, status: "read", message_id,
          // typing_indicator?: { type: "text" } }, answered { success: true }.
          if (!authorized) return answer(401, graphError(401, oauthError).body);
          const typing = body.typing_indicator as { type?: unknown } | undefined;
          const valid =
            body.messaging_product === 'whatsapp' &&
            body.status === 'read' &&
            typeof body.message_id === 'string' &&
            body.message_id.startsWith('wamid.') &&
            (typing === undefined || typing.type === 'text');
          if (!valid) {
            return answer(
              400,
              graphError(400, { message: '(#100) Invalid parameter', type: 'OAuthException', code: 100 })
                .body,
            );
          }
          reads.push({ phoneNumberId, messageId: body.message_id as string, typing: typing !== undefined });
          return answer(200, { success: true });
        }
        const attempt = { phoneNumberId, authorization, body };
        attempts.push(attempt);
        const scripted = failNext.shift();
        if (scripted) {
          const failure = graphError(scripted.status, scripted.error);
          return answer(failure.status, failure.body);
        }
        if (!authorized) return answer(401, graphError(401, oauthError).body);
        const problem = messageProblem(body);
        if (problem) {
          return answer(
            400,
            graphError(400, {
              message: `(#131009) Parameter value is not valid: ${problem}`,
              type: 'OAuthException',
              code: 131009,
            }).body,
          );
        }
        counter += 1;
        const messageId = `wamid.TEST${counter.toString().padStart(6, '0')}`;
        sent.push({ ...attempt, messageId });
        return answer(200, {
          messaging_product: 'whatsapp',
          contacts: [{ input: body.to, wa_id: body.to }],
          messages: [{ id: messageId }],
        });
      }
      return answer(
        400,
        graphError(400, { message: 'Unsupported request', type: 'GraphMethodException', code: 100 }).body,
      );
    });
  });
  return new Promise((resolve) =>
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve({
        url: `http://127.0.0.1:${port}/v21.0`,
        numbers,
        metaAccounts,
        profiles,
        subscribedPages,
        metaSent,
        senderActions,
        media,
        templates,
        sent,
        attempts,
        reads,
        failNext,
        close: () => new Promise((done) => server.close(() => done())),
      });
    }),
  );
}

let messageCounter = 0;

/** A customer's message as Meta delivers it (the `messages` webhook field), for one business number. */
export function customerMessagePayload(options: {
  phoneNumberId: string;
  displayPhoneNumber?: string;
  waId: string;
  name?: string;
  /** The message object's type-specific part; default a text message of `text`. */
  text?: string;
  message?: Record<string, unknown>;
  id?: string;
  timestamp?: number;
}): Record<string, unknown> {
  messageCounter += 1;
  const id = options.id ?? `wamid.CUSTOMER${Date.now().toString(36)}${messageCounter}`;
  const message = options.message ?? { type: 'text', text: { body: options.text ?? 'Hola' } };
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            value: {
              messaging_product: 'whatsapp',
              metadata: {
                display_phone_number: options.displayPhoneNumber ?? '15550783881',
                phone_number_id: options.phoneNumberId,
              },
              contacts: [{ profile: { name: options.name ?? 'Cliente' }, wa_id: options.waId }],
              messages: [
                {
                  from: options.waId,
                  id,
                  timestamp: String(options.timestamp ?? Math.floor(Date.now() / 1000)),
                  ...message,
                },
              ],
            },
            field: 'messages',
          },
        ],
      },
    ],
  };
}

let metaCounter = 0;

/**
 * A customer's Messenger (`object: "page"`) or Instagram (`object: "instagram"`) message as Meta delivers it:
 * one messaging event with a text, a quick reply's payload, or attachments.
 */
export function metaMessagePayload(options: {
  platform: 'messenger' | 'instagram';
  accountId: string;
  senderId: string;
  text?: string;
  quickReply?: string;
  attachments?: Array<{ type: string; payload: Record<string, unknown> }>;
  mid?: string;
  /** Milliseconds, as Meta sends them. */
  timestamp?: number;
  echo?: boolean;
}): Record<string, unknown> {
  metaCounter += 1;
  const timestamp = options.timestamp ?? Date.now();
  const from = options.echo ? options.accountId : options.senderId;
  const to = options.echo ? options.senderId : options.accountId;
  return {
    object: options.platform === 'messenger' ? 'page' : 'instagram',
    entry: [
      {
        id: options.accountId,
        time: timestamp,
        messaging: [
          {
            sender: { id: from },
            recipient: { id: to },
            timestamp,
            message: {
              mid: options.mid ?? `m_CUSTOMER${Date.now().toString(36)}${metaCounter}`,
              ...(options.text !== undefined ? { text: options.text } : {}),
              ...(options.quickReply ? { quick_reply: { payload: options.quickReply } } : {}),
              ...(options.attachments ? { attachments: options.attachments } : {}),
              ...(options.echo ? { is_echo: true, app_id: 1517776481860111 } : {}),
            },
          },
        ],
      },
    ],
  };
}

/** A delivery/read receipt for a message the business sent (the `statuses` part of the same field). */
export function statusPayload(options: { phoneNumberId: string; waId: string }): Record<string, unknown> {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550783881', phone_number_id: options.phoneNumberId },
              statuses: [
                {
                  id: 'wamid.HBgLMTY1MDM4Nzk0MzkVAgARGBJDQjZCMzlEQUE4OTJBMTE4RTUA',
                  status: 'delivered',
                  timestamp: String(Math.floor(Date.now() / 1000)),
                  recipient_id: options.waId,
                  pricing: { billable: true, pricing_model: 'PMP', category: 'service' },
                },
              ],
            },
            field: 'messages',
          },
        ],
      },
    ],
  };
}

/**
 * The request Meta makes to the webhook: the JSON bytes and their X-Hub-Signature-256. Send them as they
 * are (`fetch(url, {method: 'POST', headers, body})` or `app.inject({..., payload: body, headers})`).
 */
export function signedDelivery(
  payload: unknown,
  appSecret: string,
): { body: string; headers: Record<string, string> } {
  const body = JSON.stringify(payload);
  return {
    body,
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': signatureOf(body, appSecret) },
  };
}

/** Delivers `payload` to the app's webhook as Meta does: signed with the app secret. */
export function deliverToWebhook(
  t: TestApp,
  payload: unknown,
  appSecret: string,
  url: '/api/whatsapp/webhook' | '/api/meta/webhook' = '/api/whatsapp/webhook',
) {
  const signed = signedDelivery(payload, appSecret);
  return t.app.inject({
    method: 'POST',
    url,
    headers: signed.headers,
    payload: signed.body,
  });
}
