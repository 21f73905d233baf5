import type { ErrorBody } from '../../shared/errors';
import { msg } from '../../shared/messages.es';

/** A non-2xx answer of the API; screens branch on `code`, never on the message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

let tokenProvider: () => string | undefined = () => undefined;
let unauthorizedHandler: (token: string, error: ApiError) => void = () => undefined;

/** The session module registers how to read the current token. */
export function setTokenProvider(provider: () => string | undefined): void {
  tokenProvider = provider;
}

/** The session module hears about calls whose token the server no longer accepts (code "unauthorized"). */
export function setUnauthorizedHandler(handler: (token: string, error: ApiError) => void): void {
  unauthorizedHandler = handler;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** JSON-encoded, except FormData, which is sent as multipart (file uploads). */
  body?: unknown;
  query?: Record<string, string | number | undefined | null>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
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
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const body = payload as Partial<ErrorBody> | undefined;
    const error = new ApiError(
      response.status,
      body?.code ?? 'internal_error',
      body?.message ?? msg.api.internal,
      body?.fields,
    );
    if (token && error.status === 401 && error.code === 'unauthorized') unauthorizedHandler(token, error);
    throw error;
  }
  return payload as T;
}
