import { afterEach, describe, expect, it, vi } from 'vitest';
import { listenLive } from './live-events';

/** A response whose body is these chunks of text, then the end. */
function streamOf(chunks: string[], status = 200): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { status, headers: { 'content-type': 'text/event-stream' } });
}

afterEach(() => vi.unstubAllGlobals());

describe('listenLive', () => {
  it('hands each event over, reconnects after a drop with Last-Event-ID, and stops on a 404', async () => {
    const calls: Array<Record<string, string>> = [];
    const answers = [
      streamOf(['retry: 3000\n\n', 'id: 100\nevent: message\ndata: {"conversationId":"c1"}\n\n']),
      streamOf(['id: 200\nevent: conver', 'sation\ndata: {"conversationId":"c2"}\n\n']),
      new Response('{}', { status: 404 }),
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        calls.push(init.headers as Record<string, string>);
        return answers.shift()!;
      }),
    );
    vi.useFakeTimers();
    const events: Array<{ event: string; data: string }> = [];
    const opened = vi.fn();
    const dropped = vi.fn();
    const refused = vi.fn();
    listenLive('/api/bot/b/events', {
      headers: () => ({ Authorization: 'Bearer t' }),
      onEvent: (event) => events.push({ event: event.event, data: event.data }),
      onOpen: opened,
      onDrop: dropped,
      onRefused: refused,
    });
    await vi.runAllTimersAsync();
    vi.useRealTimers();

    expect(events).toEqual([
      { event: 'message', data: '{"conversationId":"c1"}' },
      { event: 'conversation', data: '{"conversationId":"c2"}' },
    ]);
    expect(calls[0]).toMatchObject({ Authorization: 'Bearer t' });
    expect(calls[0]!['Last-Event-ID']).toBeUndefined();
    expect(calls[1]!['Last-Event-ID']).toBe('100');
    expect(calls[2]!['Last-Event-ID']).toBe('200');
    expect(opened).toHaveBeenCalledTimes(2);
    expect(dropped).toHaveBeenCalledTimes(2);
    expect(refused).toHaveBeenCalledWith(404);
  });
});
