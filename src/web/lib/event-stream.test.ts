import { describe, expect, it } from 'vitest';
import { EventParser, type ServerEvent } from './event-stream';

describe('EventParser', () => {
  it('reads named events split anywhere across chunks, with CRLF or LF line ends', () => {
    const events: ServerEvent[] = [];
    const parser = new EventParser((event) => events.push(event));
    for (const piece of [
      'event: del',
      'ta\ndata: {"text":"Ho"}\n',
      '\nevent: delta\r\ndata: {"text":"la"}\r\n\r',
      '\n: ping\n\n',
    ]) {
      parser.push(piece);
    }
    parser.push('event: done\ndata: {"message":"Hola"}');
    parser.end();
    expect(events).toEqual([
      { event: 'delta', data: '{"text":"Ho"}' },
      { event: 'delta', data: '{"text":"la"}' },
      { event: 'done', data: '{"message":"Hola"}' },
    ]);
  });
  it('joins several data lines and names unnamed events "message"', () => {
    const events: ServerEvent[] = [];
    const parser = new EventParser((event) => events.push(event));
    parser.push('data: uno\ndata: dos\n\n');
    expect(events).toEqual([{ event: 'message', data: 'uno\ndos' }]);
  });
});
