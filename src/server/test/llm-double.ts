import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/**
 * A local server speaking the OpenAI chat-completions protocol the way the product calls it (`stream: true`:
 * server-sent `data:` chunks and `data: [DONE]`), told per test to be slow, fail or answer garbage. Used
 * by the API tests, the browser journey and the time-to-first-token benchmark.
 */
export interface LlmRequest {
  authorization: string | undefined;
  body: {
    model: string;
    stream?: boolean;
    messages: Array<{ role: string; content: string }>;
  };
}

export type LlmDoubleMode =
  /** Streams `reply` in chunks. */
  | 'stream'
  /** Answers one JSON completion, as a server that ignores `stream` does. */
  | 'json'
  /** 500 with an OpenAI error body. */
  | 'error'
  /** 200 with a body that is no completion at all. */
  | 'garbage'
  /** Server-sent events whose data are not completion chunks. */
  | 'garbage-chunks';

export interface LlmBehaviour {
  mode: LlmDoubleMode;
  /** Before the first chunk (or the whole answer). */
  firstDelayMs: number;
  /** Between two chunks. */
  chunkDelayMs: number;
  /** Characters per chunk. */
  chunkChars: number;
  /** The reply's text for a request (the label `[[I1]]` included when wanted). */
  reply: (request: LlmRequest) => string;
}

/** The engine's own suggestion, read back from the system prompt: what a model that agrees would say. */
export function engineSuggestion(request: LlmRequest): string {
  const system = request.body.messages[0]?.content ?? '';
  return (
    /Respuesta sugerida por el motor \(úsala si es correcta\): ([\s\S]*?)\n\nAl final/.exec(system)?.[1] ?? ''
  );
}

/** The label the system prompt gave the intent or passage called `name` (`[I2] Horarios: …` → `I2`). */
export function labelOf(request: LlmRequest, name: string): string | undefined {
  const system = request.body.messages[0]?.content ?? '';
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`\\[([IP]\\d+)\\] ${escaped}:`).exec(system)?.[1];
}

export const DEFAULT_BEHAVIOUR: LlmBehaviour = {
  mode: 'stream',
  firstDelayMs: 0,
  chunkDelayMs: 0,
  chunkChars: 12,
  reply: (request) => engineSuggestion(request),
};

export interface LlmDouble {
  server: Server;
  /** The base URL to give LLM_BASE_URL (`http://127.0.0.1:{port}/v1`). */
  url: string;
  received: LlmRequest[];
  behaviour: LlmBehaviour;
  /** When each answer's last byte was written (performance.now()), by request index. */
  finishedAt: number[];
  /** When each answer's first chunk was written (performance.now()), by request index. */
  firstChunkAt: number[];
  /** Requests whose caller hung up before the answer ended. */
  abandoned: number;
  reset(behaviour?: Partial<LlmBehaviour>): void;
  close(): Promise<void>;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function chunk(content: string): string {
  return `data: ${JSON.stringify({
    id: 'chatcmpl-double',
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model: 'double',
    choices: [{ index: 0, delta: { content }, finish_reason: null }],
  })}\n\n`;
}

export async function startLlmDouble(options: { port?: number } = {}): Promise<LlmDouble> {
  const double = {
    received: [] as LlmRequest[],
    behaviour: { ...DEFAULT_BEHAVIOUR },
    finishedAt: [] as number[],
    firstChunkAt: [] as number[],
    abandoned: 0,
  };

  const answer = async (index: number, request: LlmRequest, res: ServerResponse, closed: () => boolean) => {
    const b = double.behaviour;
    if (b.firstDelayMs) await wait(b.firstDelayMs);
    if (closed()) return;
    double.firstChunkAt[index] = performance.now();
    switch (b.mode) {
      case 'error':
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'The server had an error', type: 'server_error' } }));
        break;
      case 'garbage':
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.end('<html>Bad gateway</html>');
        break;
      case 'garbage-chunks':
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.end('data: {not json\n\ndata: [DONE]\n\n');
        break;
      case 'json':
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: b.reply(request) } }] }));
        break;
      case 'stream': {
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
        res.write(
          `data: ${JSON.stringify({ choices: [{ index: 0, delta: { role: 'assistant', content: '' } }] })}\n\n`,
        );
        const text = b.reply(request);
        for (let at = 0; at < text.length; at += b.chunkChars) {
          if (at > 0 && b.chunkDelayMs) await wait(b.chunkDelayMs);
          if (closed()) return;
          res.write(chunk(text.slice(at, at + b.chunkChars)));
        }
        res.end('data: [DONE]\n\n');
        break;
      }
    }
    double.finishedAt[index] = performance.now();
  };

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    let ended = false;
    req.on('data', (piece: Buffer) => (raw += piece.toString('utf8')));
    req.on('end', () => {
      let body: LlmRequest['body'];
      try {
        body = JSON.parse(raw) as LlmRequest['body'];
      } catch {
        res.writeHead(400).end();
        return;
      }
      const request = { authorization: req.headers.authorization, body };
      const index = double.received.push(request) - 1;
      res.on('close', () => {
        if (!ended && !res.writableFinished) double.abandoned += 1;
      });
      void answer(index, request, res, () => res.destroyed).finally(() => (ended = true));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return Object.assign(double, {
    server,
    url: `http://127.0.0.1:${port}/v1`,
    reset(behaviour: Partial<LlmBehaviour> = {}) {
      double.behaviour = { ...DEFAULT_BEHAVIOUR, ...behaviour };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
