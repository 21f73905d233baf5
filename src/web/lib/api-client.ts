import type { ErrorBody } from '../../shared/errors';
import { msg } from '../../shared/messages.es';
import { readEventStream } from './event-stream';

/** A non-2xx answer of the API; screens branch on `code`, never on the message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    /** `slot_taken`: the nearest free times the server offers instead. */
    readonly alternatives?: Array<{ start: string; end: string }>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

let tokenProvider: () => string | undefined = () => undefined;
let unauthorizedHandler: (token: string, error: ApiError) => void = () => undefined;

/** The session's Authorization header, for the calls that do not go through `api` (event streams). */
export function authHeaders(): Record<string, string> {
  const token = tokenProvider();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/** The session module registers how to read the current token. */
export function setTokenProvider(provider: () => string | undefined): void {
  tokenProvider = provider;
}

/** The session module hears about calls whose token the server no longer accepts (code "unauthorized"). */
export function setUnauthorizedHandler(handler: (token: string, error: ApiError) => void): void {
  unauthorizedHandler = handler;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON-encoded, except FormData, which is sent as multipart (file uploads). */
  body?: unknown;
  query?: Record<string, string | number | undefined | null>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /**
   * Asks for server-sent events: each event but the last goes to this callback as it arrives, and the
   * `done` event's data is the call's result (an `error` event throws ApiError). A JSON answer still works.
   */
  onEvent?: (event: string, data: unknown) => void;
  /** `blob`: the answer's bytes (a customer's voice note, a photo), not JSON. */
  as?: 'json' | 'blob';
}

export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  const headers: Record<string, string> = {
    Accept: options.onEvent ? 'text/event-stream, application/json' : 'application/json',
    ...options.headers,
  };
  const token = tokenProvider();
  if (token) headers.Authorization = `Bearer ${token}`;
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(`/api${path}${search ? `?${search}` : ''}`, {
      method: options.method ?? 'GET',
      headers,
      body: isForm
        ? (options.body as FormData)
        : options.body === undefined
          ? undefined
          : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'network_error', msg.api.internal);
  }
  if (response.status === 204) return undefined as T;
  if (options.onEvent && response.ok && response.body && isEventStream(response)) {
    return readEvents<T>(response.body, options.onEvent);
  }
  if (options.as === 'blob' && response.ok) return (await response.blob()) as T;
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const body = payload as Partial<ErrorBody> | undefined;
    const error = new ApiError(
      response.status,
      body?.code ?? 'internal_error',
      body?.message ?? msg.api.internal,
      body?.fields,
      body?.alternatives,
    );
    if (token && error.status === 401 && error.code === 'unauthorized') unauthorizedHandler(token, error);
    throw error;
  }
  return payload as T;
}

function isEventStream(response: Response): boolean {
  return (response.headers.get('content-type') ?? '').includes('text/event-stream');
}

/** The `done` event's data of a streamed answer; the other events go to `onEvent` as they come. */
async function readEvents<T>(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: string, data: unknown) => void,
): Promise<T> {
  let result: { data: unknown } | undefined;
  let failure: ApiError | undefined;
  try {
    await readEventStream(body, ({ event, data }) => {
      const parsed: unknown = JSON.parse(data);
      if (event === 'done') result = { data: parsed };
      else if (event === 'error') {
        const error = parsed as Partial<ErrorBody>;
        failure = new ApiError(
          error.statusCode ?? 500,
          error.code ?? 'internal_error',
          error.message ?? msg.api.internal,
        );
      } else onEvent(event, parsed);
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'network_error', msg.api.internal);
  }
  if (failure) throw failure;
  if (!result) throw new ApiError(0, 'network_error', msg.api.internal);
  return result.data as T;
}
