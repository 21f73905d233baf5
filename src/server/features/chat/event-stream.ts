import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ChatResponse } from '../../../shared/schemas/chat';

/** The caller asked for the reply as server-sent events (`Accept: text/event-stream`). */
export function wantsEventStream(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').toLowerCase().includes('text/event-stream');
}

/**
 * A chat reply as server-sent events: `delta` events (`{"text": …}`, the reply's words as the model writes
 * them) and one final `done` whose data is the usual JSON reply. The response is taken from Fastify
 * (hijacked) when the first event is written, so what goes wrong before that (a rate limit, a missing bot)
 * still answers as the usual JSON error; and it bypasses compression, whose buffering would hold the first
 * words back. `signal` aborts when the visitor closes the connection before the end.
 */
export class ChatEventStream {
  private started = false;
  private ended = false;
  private readonly controller = new AbortController();
  readonly signal = this.controller.signal;

  constructor(
    private readonly reply: FastifyReply,
    /** The headers every answer carries that the skipped onSend hooks would have added (HSTS on https). */
    private readonly extraHeaders: Record<string, string> = {},
  ) {
    reply.raw.on('close', () => {
      if (!this.ended) this.controller.abort();
    });
  }

  private start(): void {
    if (this.started) return;
    this.started = true;
    this.reply.hijack();
    this.reply.raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      // Never stored, never transformed (a proxy's compression would buffer the events).
      'cache-control': 'no-cache, no-store, no-transform',
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
      connection: 'keep-alive',
      ...this.extraHeaders,
    });
  }

  private write(event: string, data: unknown): void {
    if (this.ended || this.signal.aborted) return;
    this.start();
    this.reply.raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  delta(text: string): void {
    if (text) this.write('delta', { text });
  }

  /** The final reply; ends the stream. */
  done(reply: ChatResponse): void {
    this.write('done', reply);
    this.end();
  }

  /** A failure after the stream started (a bug): the usual error body as an `error` event; ends the stream. */
  fail(body: { statusCode: number; error: string; code: string; message: string }): void {
    this.write('error', body);
    this.end();
  }

  get isStarted(): boolean {
    return this.started;
  }

  private end(): void {
    if (this.ended) return;
    this.ended = true;
    if (this.started) this.reply.raw.end();
  }
}
