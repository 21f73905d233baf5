import type { FastifyReply } from 'fastify';

/** A comment line every this long keeps proxies and phones from closing an idle stream. */
const HEARTBEAT_MS = 25_000;
/** How long a browser waits before reconnecting after the stream dropped. */
const RETRY_MS = 3_000;

/**
 * A server-sent event stream on a hijacked reply: it bypasses Fastify's compression (whose buffering would
 * hold events back) and its serialisation. It ends when the client leaves or `end()` is called (the
 * instance stopping); `onClose` runs once either way.
 */
export class LiveStream {
  private ended = false;
  private readonly heartbeat: ReturnType<typeof setInterval>;
  private readonly closers: Array<() => void> = [];

  constructor(
    private readonly reply: FastifyReply,
    /** Headers the skipped onSend hooks would have added (HSTS on https). */
    extraHeaders: Record<string, string> = {},
  ) {
    reply.hijack();
    reply.raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-store, no-transform',
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
      connection: 'keep-alive',
      ...extraHeaders,
    });
    reply.raw.write(`retry: ${RETRY_MS}\n\n`);
    this.heartbeat = setInterval(() => this.reply.raw.write(': ping\n\n'), HEARTBEAT_MS);
    this.heartbeat.unref();
    reply.raw.on('close', () => this.end());
  }

  get open(): boolean {
    return !this.ended;
  }

  /** Runs `close` once the stream ends (unsubscribing from the bus, freeing its slot). */
  onClose(close: () => void): void {
    if (this.ended) close();
    else this.closers.push(close);
  }

  send(event: string, data: unknown, id?: string): void {
    if (this.ended) return;
    this.reply.raw.write(`${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  end(): void {
    if (this.ended) return;
    this.ended = true;
    clearInterval(this.heartbeat);
    for (const close of this.closers.splice(0)) close();
    this.reply.raw.end();
  }
}
