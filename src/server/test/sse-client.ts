/**
 * Reads a chat reply sent as server-sent events (`POST …/io` with `Accept: text/event-stream`), noting when
 * each event arrived: what the browser's chat does, for the API tests and the benchmark.
 */
export interface ReceivedEvent {
  event: string;
  data: unknown;
  /** performance.now() when the event was read. */
  at: number;
}

export interface StreamedReply {
  status: number;
  contentType: string;
  headers: Headers;
  events: ReceivedEvent[];
  /** The `done` event's data (or the JSON body when the server did not stream). */
  done: Record<string, unknown> | undefined;
  deltas: string[];
}

export async function postForEvents(
  url: string,
  body: unknown,
  options: {
    signal?: AbortSignal;
    onEvent?: (event: ReceivedEvent) => void;
    headers?: Record<string, string>;
  } = {},
): Promise<StreamedReply> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...options.headers },
    body: JSON.stringify(body),
    signal: options.signal,
  });
  const contentType = response.headers.get('content-type') ?? '';
  const events: ReceivedEvent[] = [];
  if (!contentType.includes('text/event-stream')) {
    const json = (await response.json()) as Record<string, unknown>;
    return {
      status: response.status,
      contentType,
      headers: response.headers,
      events,
      done: json,
      deltas: [],
    };
  }
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let pending = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    pending += decoder.decode(value, { stream: true });
    let split = pending.indexOf('\n\n');
    while (split >= 0) {
      const block = pending.slice(0, split);
      pending = pending.slice(split + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      const data = block
        .split('\n')
        .filter((line) => line.startsWith('data: '))
        .map((line) => line.slice(6))
        .join('\n');
      const received = { event, data: JSON.parse(data) as unknown, at: performance.now() };
      events.push(received);
      options.onEvent?.(received);
      split = pending.indexOf('\n\n');
    }
  }
  const done = events.find((e) => e.event === 'done')?.data as Record<string, unknown> | undefined;
  const deltas = events.filter((e) => e.event === 'delta').map((e) => (e.data as { text: string }).text);
  return { status: response.status, contentType, headers: response.headers, events, done, deltas };
}
