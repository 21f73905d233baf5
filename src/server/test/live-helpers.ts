import { expect } from 'vitest';

/** One server-sent event as read off the wire. */
export interface LiveReceived {
  event: string;
  id: string | undefined;
  data: Record<string, unknown>;
}

/**
 * An open event stream (GET) read as a browser would, with the events kept as they come: `next` waits for
 * the next one matching, `close` hangs up. `status` and `headers` are the answer's.
 */
export async function openEvents(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  const events: LiveReceived[] = [];
  const waiters: Array<() => void> = [];
  if (response.ok && response.body) {
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let pending = '';
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          pending += decoder.decode(value, { stream: true });
          let split = pending.indexOf('\n\n');
          while (split >= 0) {
            const block = pending.slice(0, split);
            pending = pending.slice(split + 2);
            const fields = Object.fromEntries(
              block
                .split('\n')
                .filter((line) => line && !line.startsWith(':'))
                .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]),
            );
            if (fields.data !== undefined) {
              events.push({
                event: fields.event ?? 'message',
                id: fields.id,
                data: JSON.parse(fields.data) as Record<string, unknown>,
              });
              for (const wake of waiters.splice(0)) wake();
            }
            split = pending.indexOf('\n\n');
          }
        }
      } catch {
        // Aborted by close().
      }
    })();
  }
  return {
    status: response.status,
    headers: response.headers,
    events,
    async json() {
      return (await response.json()) as Record<string, unknown>;
    },
    /** The first event (after those already taken by `seen`) that matches, within `ms`. */
    async next(match: (event: LiveReceived) => boolean, ms = 1_000): Promise<LiveReceived> {
      const deadline = Date.now() + ms;
      for (;;) {
        const found = events.find(match);
        if (found) return found;
        const left = deadline - Date.now();
        expect(left, `no matching event within ${ms} ms; got ${JSON.stringify(events)}`).toBeGreaterThan(0);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    close: () => controller.abort(),
  };
}
