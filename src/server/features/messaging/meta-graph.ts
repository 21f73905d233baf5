import { graphRequest, type GraphOptions } from './graph-client';

/**
 * The Messenger Platform and Instagram Messaging calls (Graph API, issue 41): an account's details (proof
 * that the token reaches it), a customer's profile, the Send API and its sender actions.
 */

export interface MetaAccountDetails {
  id: string;
  /** The page's name, or "@username" of the Instagram account. */
  name: string;
}

const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** GET /{page-id}?fields=id,name with the page access token. */
export async function fetchPage(
  options: GraphOptions,
  pageId: string,
  token: string,
): Promise<MetaAccountDetails> {
  const json = await graphRequest(options, 'GET', `${encodeURIComponent(pageId)}?fields=id,name`, token);
  return { id: str(json.id) || pageId, name: str(json.name) || pageId };
}

/**
 * POST /{page-id}/subscribed_apps: the page's messages reach the app's webhook (Meta sends nothing for a
 * page that is not subscribed, whatever the app's settings say).
 */
export async function subscribePage(options: GraphOptions, pageId: string, token: string): Promise<void> {
  await graphRequest(
    options,
    'POST',
    `${encodeURIComponent(pageId)}/subscribed_apps?subscribed_fields=messages,messaging_postbacks`,
    token,
  );
}

/** GET /{ig-id}?fields=id,username,name with the account's token. */
export async function fetchInstagramAccount(
  options: GraphOptions,
  accountId: string,
  token: string,
): Promise<MetaAccountDetails> {
  const json = await graphRequest(
    options,
    'GET',
    `${encodeURIComponent(accountId)}?fields=id,username,name`,
    token,
  );
  const username = str(json.username);
  return { id: str(json.id) || accountId, name: username ? `@${username}` : str(json.name) || accountId };
}

/**
 * The customer's name as the platform gives it to the business: Messenger's User Profile API
 * (first_name, last_name) or Instagram's (name, username). One quick try.
 */
export async function fetchCustomerProfile(
  options: GraphOptions,
  platform: 'messenger' | 'instagram',
  senderId: string,
  token: string,
): Promise<string | null> {
  const fields = platform === 'messenger' ? 'first_name,last_name' : 'name,username';
  const json = await graphRequest(
    { timeoutMs: 3_000, ...options, tries: 1 },
    'GET',
    `${encodeURIComponent(senderId)}?fields=${fields}`,
    token,
  );
  const name =
    platform === 'messenger'
      ? [str(json.first_name), str(json.last_name)].filter(Boolean).join(' ')
      : str(json.name) || (str(json.username) ? `@${str(json.username)}` : '');
  return name ? name.slice(0, 200) : null;
}

/** POST /me/messages (the Send API); the id Meta gave the message. */
export async function sendMetaMessage(
  options: GraphOptions,
  token: string,
  body: Record<string, unknown>,
): Promise<string | null> {
  const json = await graphRequest(options, 'POST', 'me/messages', token, body);
  return typeof json.message_id === 'string' ? json.message_id : null;
}

/** A sender action (mark_seen, typing_on) through the Send API: one quick try, a courtesy. */
export async function senderAction(
  options: GraphOptions,
  token: string,
  recipientId: string,
  action: 'mark_seen' | 'typing_on',
): Promise<void> {
  await graphRequest({ timeoutMs: 3_000, ...options, tries: 1 }, 'POST', 'me/messages', token, {
    recipient: { id: recipientId },
    sender_action: action,
  });
}
