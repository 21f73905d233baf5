/** One server-sent event: its name (`message` when unnamed), its data lines joined, and its id if any. */
export interface ServerEvent {
  event: string;
  data: string;
  id?: string;
}

/**
 * Reads server-sent events from a response body as they arrive (the chat's `delta` and `done`), handing
 * each to `onEvent` at once. Tolerates CRLF line ends and events split across network chunks.
 */
export async function readEventStream(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: ServerEvent) => void,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parser = new EventParser(onEvent);
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    parser.push(decoder.decode(value, { stream: true }));
  }
  parser.push(decoder.decode());
  parser.end();
}

/** The event-stream format's line parser, fed text as it comes. */
export class EventParser {
  private pending = '';
  private event = '';
  private data: string[] = [];
  private id: string | undefined;

  constructor(private readonly onEvent: (event: ServerEvent) => void) {}

  push(text: string): void {
    this.pending += text;
    let newline = this.pending.search(/\r?\n|\r/);
    while (newline >= 0) {
      const line = this.pending.slice(0, newline);
      const width = this.pending.startsWith('\r\n', newline) ? 2 : 1;
      this.pending = this.pending.slice(newline + width);
      this.line(line);
      newline = this.pending.search(/\r?\n|\r/);
    }
  }

  end(): void {
    if (this.pending) this.line(this.pending);
    this.pending = '';
    this.line('');
  }

  private line(line: string): void {
    if (line === '') {
      if (this.data.length) {
        this.onEvent({
          event: this.event || 'message',
          data: this.data.join('\n'),
          ...(this.id !== undefined ? { id: this.id } : {}),
        });
      }
      this.event = '';
      this.data = [];
      this.id = undefined;
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') this.event = value;
    else if (field === 'data') this.data.push(value);
    else if (field === 'id' && !value.includes('\0')) this.id = value;
  }
}
