import { createServer, type Server } from 'node:http';

/**
 * A local OpenAI-compatible transcriber for tests: `POST /v1/audio/transcriptions` with a multipart `file`
 * and `model` (Whisper's API), answering `{ text }`; every request is kept with what it carried.
 */

export interface TranscriptionRequest {
  model: string | null;
  language: string | null;
  authorization: string | undefined;
  fileName: string | null;
  fileType: string | null;
  fileSize: number;
}

export interface TranscriberDouble {
  /** The base URL to give as TRANSCRIBE_BASE_URL. */
  url: string;
  requests: TranscriptionRequest[];
  /** What the next transcriptions say, first first; then `fallbackText`. */
  texts: string[];
  fallbackText: string;
  close(): Promise<void>;
}

export function startTranscriberDouble(options: { port?: number } = {}): Promise<TranscriberDouble> {
  const requests: TranscriptionRequest[] = [];
  const double = { texts: [] as string[], fallbackText: '' };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        const answer = (status: number, body: unknown) =>
          res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
        if (req.method !== 'POST' || req.url !== '/v1/audio/transcriptions') {
          return answer(404, { error: { message: 'Not found', type: 'invalid_request_error' } });
        }
        let form: FormData;
        try {
          form = await new Request('http://transcriber.local/', {
            method: 'POST',
            headers: { 'content-type': req.headers['content-type'] ?? '' },
            body: Buffer.concat(chunks),
          }).formData();
        } catch {
          return answer(400, {
            error: { message: 'Expected multipart/form-data', type: 'invalid_request_error' },
          });
        }
        const file = form.get('file');
        const model = form.get('model');
        if (!(file instanceof Blob) || typeof model !== 'string' || !model) {
          return answer(400, {
            error: { message: "'file' and 'model' are required", type: 'invalid_request_error' },
          });
        }
        requests.push({
          model,
          language: typeof form.get('language') === 'string' ? (form.get('language') as string) : null,
          authorization: req.headers.authorization,
          fileName: file instanceof File ? file.name : null,
          fileType: file.type || null,
          fileSize: file.size,
        });
        return answer(200, { text: double.texts.shift() ?? double.fallbackText });
      })();
    });
  });
  return new Promise((resolve) =>
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve({
        url: `http://127.0.0.1:${port}/v1`,
        requests,
        get texts() {
          return double.texts;
        },
        set texts(value) {
          double.texts = value;
        },
        get fallbackText() {
          return double.fallbackText;
        },
        set fallbackText(value) {
          double.fallbackText = value;
        },
        close: () => new Promise((done) => server.close(() => done())),
      });
    }),
  );
}
