import { z } from 'zod';
import type { LlmSettings } from '../../../settings';

/**
 * A streaming client of an OpenAI-compatible chat-completions endpoint (`stream: true`): the server answers
 * server-sent events whose `data:` lines carry chunks (`choices[0].delta.content`) and end with `[DONE]`.
 * A server that ignores `stream` and answers one JSON completion is read too.
 */

export interface ChatTurnMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** Why a completion failed: every one makes the caller keep the engine's reply. */
export type LlmFailure =
  | 'first_token_timeout'
  | 'timeout'
  | 'http'
  | 'network'
  | 'garbage'
  | 'too_long'
  /** The reply was refused on its way to the visitor (it repeated the private instructions). */
  | 'refused'
  | 'aborted';

export class LlmError extends Error {
  constructor(
    readonly kind: LlmFailure,
    message: string,
  ) {
    super(message);
  }
}

export interface Completion {
  text: string;
  /** From the request to the first words. */
  firstTokenMs: number;
  totalMs: number;
}

const ChunkSchema = z.object({
  choices: z
    .array(
      z.object({
        delta: z.object({ content: z.string().nullish() }).partial().nullish(),
      }),
    )
    .optional(),
  error: z.unknown().optional(),
});

const WholeSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().min(1) }) })).min(1),
});

/** Most tokens a reply may have: a chat answer is a few sentences. */
const MAX_TOKENS = 500;
/**
 * Most characters read from the model, whatever it was asked: 500 tokens are about 2,500 characters, and an
 * endpoint that sends more is misbehaving (its reply is dropped and the engine's stands).
 */
export const MAX_REPLY_CHARS = 4_000;
/** Most bytes of one server-sent line or of a whole JSON answer. */
const MAX_LINE_BYTES = 64 * 1024;

/**
 * Streams one completion: `onText` receives the words as they arrive. Rejects with LlmError when the first
 * words take longer than `firstTokenMs`, the whole reply longer than `timeoutMs`, the server errs or answers
 * something that is not a completion, or `signal` (the visitor left) aborts.
 */
export async function streamCompletion(
  settings: Pick<LlmSettings, 'baseUrl' | 'model' | 'apiKey' | 'timeoutMs' | 'firstTokenMs'>,
  messages: ChatTurnMessage[],
  options: { onText: (text: string) => void; signal?: AbortSignal },
): Promise<Completion> {
  const started = performance.now();
  const controller = new AbortController();
  let reason: LlmFailure | null = null;
  const abort = (why: LlmFailure) => {
    reason ??= why;
    controller.abort();
  };
  const onAbort = () => abort('aborted');
  if (options.signal?.aborted) throw new LlmError('aborted', 'the visitor left');
  options.signal?.addEventListener('abort', onAbort, { once: true });
  const firstTimer = setTimeout(
    () => abort('first_token_timeout'),
    Math.min(settings.firstTokenMs, settings.timeoutMs),
  );
  const totalTimer = setTimeout(() => abort('timeout'), settings.timeoutMs);
  let firstTokenMs = -1;
  let text = '';
  const take = (piece: string) => {
    if (!piece) return;
    if (firstTokenMs < 0) {
      firstTokenMs = performance.now() - started;
      clearTimeout(firstTimer);
    }
    if (text.length + piece.length > MAX_REPLY_CHARS)
      throw new LlmError('too_long', 'the model wrote too much');
    text += piece;
    options.onText(piece);
  };
  try {
    const response = await fetch(`${settings.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: settings.model,
        stream: true,
        temperature: 0.2,
        max_tokens: MAX_TOKENS,
        messages,
      }),
      signal: controller.signal,
    });
    if (!response.ok || !response.body) {
      await response.body?.cancel().catch(() => undefined);
      throw new LlmError('http', `the model answered ${response.status}`);
    }
    if ((response.headers.get('content-type') ?? '').includes('application/json')) {
      const raw = await readBounded(response.body, MAX_LINE_BYTES);
      let json: unknown = null;
      try {
        json = raw === undefined ? null : JSON.parse(raw);
      } catch {
        json = null;
      }
      const parsed = WholeSchema.safeParse(json);
      if (!parsed.success) throw new LlmError('garbage', 'the model answered JSON that is not a completion');
      take(parsed.data.choices[0]!.message.content);
    } else {
      await readEvents(response.body, take);
    }
    if (!text.trim()) throw new LlmError('garbage', 'the model answered no words');
    return { text, firstTokenMs, totalMs: performance.now() - started };
  } catch (error) {
    if (reason) throw new LlmError(reason, `the model call stopped: ${reason}`);
    if (error instanceof LlmError) throw error;
    throw new LlmError('network', error instanceof Error ? error.message : 'the model could not be reached');
  } finally {
    clearTimeout(firstTimer);
    clearTimeout(totalTimer);
    options.signal?.removeEventListener('abort', onAbort);
    controller.abort();
  }
}

/** The whole body as text, or undefined past `max` bytes (then the rest is not read). */
async function readBounded(body: ReadableStream<Uint8Array>, max: number): Promise<string | undefined> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let size = 0;
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return text + decoder.decode();
      size += value.length;
      if (size > max) return undefined;
      text += decoder.decode(value, { stream: true });
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}

/** Reads the server-sent events of a streamed completion, handing each chunk's words to `take`. */
async function readEvents(body: ReadableStream<Uint8Array>, take: (text: string) => void): Promise<void> {
  const decoder = new TextDecoder();
  let pending = '';
  let sawData = false;
  const line = (raw: string): boolean => {
    const trimmed = raw.replace(/\r$/, '');
    if (!trimmed.startsWith('data:')) return false;
    const data = trimmed.slice(5).trim();
    if (!data) return false;
    if (data === '[DONE]') return true;
    let json: unknown;
    try {
      json = JSON.parse(data);
    } catch {
      throw new LlmError('garbage', 'the model sent a chunk that is not JSON');
    }
    const chunk = ChunkSchema.safeParse(json);
    if (!chunk.success)
      throw new LlmError('garbage', 'the model sent a chunk that is not a completion chunk');
    if (chunk.data.error !== undefined) throw new LlmError('http', 'the model sent an error in the stream');
    if (!chunk.data.choices) throw new LlmError('garbage', 'the model sent a chunk without choices');
    sawData = true;
    take(chunk.data.choices[0]?.delta?.content ?? '');
    return false;
  };
  const reader = body.getReader();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      pending += decoder.decode(value, { stream: true });
      let newline = pending.indexOf('\n');
      while (newline >= 0) {
        const raw = pending.slice(0, newline);
        pending = pending.slice(newline + 1);
        if (line(raw)) return;
        newline = pending.indexOf('\n');
      }
      if (pending.length > MAX_LINE_BYTES) throw new LlmError('garbage', 'the model sent an endless line');
    }
    if (pending && line(pending)) return;
    if (!sawData) throw new LlmError('garbage', 'the model did not answer server-sent events');
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}
