/**
 * Meta's Graph API as the messaging channels call it (WhatsApp Cloud API here; Messenger and Instagram in
 * meta-graph.ts): a phone number's details, and sending a message. Each call has a timeout; 5xx and 429 answers are retried with exponential backoff (and jitter),
 * nothing else is: a 4xx will not change by asking again, and a timeout may have been delivered already.
 */

export interface GraphOptions {
  /** WHATSAPP_GRAPH_URL, without a trailing slash. */
  graphUrl: string;
  timeoutMs?: number;
  /** Tries in all, for 5xx and 429 answers. */
  tries?: number;
  /** The first wait between tries; each next one doubles. */
  backoffMs?: number;
}

const DEFAULTS = { timeoutMs: 10_000, tries: 3, backoffMs: 400 };

/** Why a Graph call failed: refused (a 4xx, final), unavailable (5xx or 429 after the tries), unreachable. */
export class GraphError extends Error {
  constructor(
    readonly kind: 'refused' | 'unavailable' | 'unreachable',
    /** The HTTP status, when there was an answer. */
    readonly status: number | null,
    /** Meta's error.code (190: the access token expired or was revoked; 131047: outside the 24-hour window). */
    readonly code: number | null,
    message: string,
    /** Meta's error.error_subcode (Messenger's 2018278: sent outside the allowed window). */
    readonly subcode: number | null = null,
  ) {
    super(message);
    this.name = 'GraphError';
  }

  /** A later try may succeed (a 5xx, 429 or no answer at all). */
  get transient(): boolean {
    return this.kind !== 'refused';
  }

  /** The access token is no good any more: the owner must connect again. */
  get tokenInvalid(): boolean {
    return this.status === 401 || this.code === 190;
  }

  /** Meta refused a free-form message outside the customer-service window (WhatsApp's, or Messenger's). */
  get outsideWindow(): boolean {
    return this.code === 131047 || this.subcode === 2018278 || this.subcode === 2534022;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Seconds of a Retry-After header, bounded: a 429 asks for a pause, but a job must not hang on it. */
function retryAfterMs(header: string | null): number | null {
  const seconds = header ? Number(header) : NaN;
  return Number.isFinite(seconds) && seconds >= 0 ? Math.min(seconds * 1000, 5_000) : null;
}

export async function graphRequest(
  options: GraphOptions,
  method: 'GET' | 'POST',
  path: string,
  token: string,
  body?: unknown,
): Promise<Record<string, unknown>> {
  const { timeoutMs, tries, backoffMs } = { ...DEFAULTS, ...options };
  const url = `${options.graphUrl}/${path}`;
  for (let attempt = 1; ; attempt += 1) {
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new GraphError('unreachable', null, null, `Graph API unreachable: ${String(error)}`);
    }
    const text = await response.text().catch(() => '');
    let json: Record<string, unknown> = {};
    try {
      const parsed: unknown = text ? JSON.parse(text) : {};
      if (parsed && typeof parsed === 'object') json = parsed as Record<string, unknown>;
    } catch {
      // Not JSON (a proxy's error page): judged by its status alone.
    }
    if (response.ok) return json;
    const retryable = response.status >= 500 || response.status === 429;
    if (retryable && attempt < tries) {
      const wait =
        retryAfterMs(response.headers.get('retry-after')) ??
        backoffMs * 2 ** (attempt - 1) * (0.75 + Math.random() / 2);
      await sleep(wait);
      continue;
    }
    const error = (json.error ?? {}) as { code?: unknown; message?: unknown; error_subcode?: unknown };
    throw new GraphError(
      retryable ? 'unavailable' : 'refused',
      response.status,
      typeof error.code === 'number' ? error.code : null,
      `Graph API ${response.status}: ${typeof error.message === 'string' ? error.message : text.slice(0, 200)}`,
      typeof error.error_subcode === 'number' ? error.error_subcode : null,
    );
  }
}

export interface PhoneNumberDetails {
  id: string;
  displayPhoneNumber: string;
  verifiedName: string | null;
}

/** GET /{phone-number-id}?fields=display_phone_number,verified_name: proves the token reaches the number. */
export async function fetchPhoneNumber(
  options: GraphOptions,
  phoneNumberId: string,
  token: string,
): Promise<PhoneNumberDetails> {
  const json = await graphRequest(
    options,
    'GET',
    `${encodeURIComponent(phoneNumberId)}?fields=display_phone_number,verified_name`,
    token,
  );
  const display = typeof json.display_phone_number === 'string' ? json.display_phone_number : '';
  return {
    id: typeof json.id === 'string' ? json.id : phoneNumberId,
    displayPhoneNumber: display,
    verifiedName: typeof json.verified_name === 'string' ? json.verified_name : null,
  };
}

/** POST /{phone-number-id}/messages; the id Meta gave the message (wamid…). */
export async function sendMessage(
  options: GraphOptions,
  phoneNumberId: string,
  token: string,
  message: Record<string, unknown>,
): Promise<string | null> {
  const json = await graphRequest(
    options,
    'POST',
    `${encodeURIComponent(phoneNumberId)}/messages`,
    token,
    message,
  );
  const [first] = Array.isArray(json.messages) ? (json.messages as Array<{ id?: unknown }>) : [];
  return typeof first?.id === 'string' ? first.id : null;
}

/**
 * Marks a customer's message read (blue ticks) and, while the answer is prepared, shows them the typing
 * indicator: POST /{phone-number-id}/messages with `status: "read"` and `typing_indicator` (Meta dismisses
 * it when the reply is sent, or after 25 seconds). One quick try: a courtesy must never delay the answer.
 */
export async function markRead(
  options: GraphOptions,
  phoneNumberId: string,
  token: string,
  messageId: string,
  typing: boolean,
): Promise<void> {
  await graphRequest(
    { timeoutMs: 3_000, ...options, tries: 1 },
    'POST',
    `${encodeURIComponent(phoneNumberId)}/messages`,
    token,
    {
      messaging_product: 'whatsapp',
      status: 'read',
      message_id: messageId,
      ...(typing ? { typing_indicator: { type: 'text' } } : {}),
    },
  );
}

/**
 * A customer's media (a voice note, a photo, a document): `GET /{media-id}` answers a short-lived URL, its
 * type and size, then the URL is read with the same token. Refused (as a 413-like GraphError) above
 * `maxBytes`, by the size Meta states and by the bytes that arrive.
 */
export async function fetchMedia(
  options: GraphOptions,
  mediaId: string,
  token: string,
  maxBytes: number,
): Promise<{ bytes: Buffer; mimeType: string | null }> {
  const info = await graphRequest(options, 'GET', encodeURIComponent(mediaId), token);
  const url = typeof info.url === 'string' ? info.url : '';
  if (!/^https?:\/\//.test(url)) throw new GraphError('refused', null, null, 'media without a URL');
  const stated = Number(info.file_size);
  if (Number.isFinite(stated) && stated > maxBytes) {
    throw new GraphError('refused', 413, null, `media of ${stated} bytes`);
  }
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
    });
  } catch (error) {
    throw new GraphError('unreachable', null, null, `media unreachable: ${String(error)}`);
  }
  if (!response.ok || !response.body) {
    throw new GraphError(
      response.status >= 500 ? 'unavailable' : 'refused',
      response.status,
      null,
      'media refused',
    );
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.length;
    if (size > maxBytes) throw new GraphError('refused', 413, null, 'media larger than allowed');
    chunks.push(Buffer.from(chunk));
  }
  return {
    bytes: Buffer.concat(chunks),
    mimeType: typeof info.mime_type === 'string' ? info.mime_type : null,
  };
}

/** A message template as the Graph API lists it (name, language, status and its components' texts). */
export interface GraphTemplate {
  name: string;
  language: string;
  status: string;
  body: string;
}

/**
 * GET /{waba-id}/message_templates: the business account's templates, up to 200 (two pages of Meta's
 * 100), with their body texts.
 */
export async function fetchTemplates(
  options: GraphOptions,
  businessAccountId: string,
  token: string,
): Promise<GraphTemplate[]> {
  const found: GraphTemplate[] = [];
  let path = `${encodeURIComponent(businessAccountId)}/message_templates?fields=name,language,status,components&limit=100`;
  for (let page = 0; page < 2 && path; page += 1) {
    const json = await graphRequest(options, 'GET', path, token);
    for (const item of Array.isArray(json.data) ? (json.data as Array<Record<string, unknown>>) : []) {
      const components = Array.isArray(item.components)
        ? (item.components as Array<Record<string, unknown>>)
        : [];
      const body = components.find((c) => c.type === 'BODY')?.text;
      if (typeof item.name !== 'string' || typeof item.language !== 'string' || typeof body !== 'string')
        continue;
      found.push({ name: item.name, language: item.language, status: String(item.status ?? ''), body });
    }
    const after = (json.paging as { cursors?: { after?: unknown }; next?: unknown } | undefined)?.cursors
      ?.after;
    path =
      typeof after === 'string' && (json.paging as { next?: unknown }).next
        ? `${encodeURIComponent(businessAccountId)}/message_templates?fields=name,language,status,components&limit=100&after=${encodeURIComponent(after)}`
        : '';
  }
  return found;
}
