import { afterEach, describe, expect, it, vi } from 'vitest';
import { botEventOf, listenLive } from './live-events';

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

  it('passes the headers of the moment to each connection, and stops when told', async () => {
    let token = 'first';
    const calls: Array<Record<string, string>> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        calls.push(init.headers as Record<string, string>);
        return streamOf(['id: 1\nevent: message\ndata: {}\n\n']);
      }),
    );
    vi.useFakeTimers();
    const stop = listenLive('/api/bot/b/events', {
      headers: () => ({ Authorization: `Bearer ${token}` }),
      onEvent: () => undefined,
    });
    await vi.advanceTimersByTimeAsync(0);
    token = 'renewed';
    await vi.advanceTimersByTimeAsync(1_000);
    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    vi.useRealTimers();
    expect(calls.map((headers) => headers.Authorization)).toEqual(['Bearer first', 'Bearer renewed']);
  });
});

describe('botEventOf', () => {
  it("reads a bot's events and ignores what it does not know", () => {
    expect(
      botEventOf({
        event: 'message',
        id: '5',
        data: '{"conversationId":"c1","from":"user","at":"2026-01-01T00:00:00.000Z"}',
      }),
    ).toEqual({ kind: 'message', conversationId: 'c1', from: 'user', at: '2026-01-01T00:00:00.000Z' });
    expect(botEventOf({ event: 'conversation', data: '{"conversationId":"c2","at":"x"}' })).toEqual({
      kind: 'conversation',
      conversationId: 'c2',
      at: 'x',
    });
    expect(botEventOf({ event: 'reply', data: '{"at":"x"}' })).toBeNull();
    expect(botEventOf({ event: 'message', data: 'not json' })).toBeNull();
    expect(botEventOf({ event: 'message', data: '{"at":"x"}' })).toBeNull();
  });
});
