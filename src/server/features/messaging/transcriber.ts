/**
 * Voice notes heard (issue 41): an OpenAI-compatible transcriber, `POST {TRANSCRIBE_BASE_URL}/audio/
 * transcriptions` with a multipart `file` and `model` (Whisper's API; a local whisper server speaks it too),
 * answering `{ text }`. Spanish is asked for: a short note in a regional accent is otherwise often taken for
 * Portuguese or Italian.
 */

export interface TranscriberSettings {
  baseUrl: string;
  model: string;
  apiKey: string | undefined;
}

/** The longest transcript kept (a long dictated message is still one message). */
const TRANSCRIPT_MAX = 4096;
const TIMEOUT_MS = 60_000;

export class TranscribeError extends Error {
  override name = 'TranscribeError';
}

const EXTENSIONS: Record<string, string> = {
  'audio/ogg': 'ogg',
  'audio/opus': 'ogg',
  'audio/mpeg': 'mp3',
  'audio/mp4': 'm4a',
  'audio/x-m4a': 'm4a',
  'audio/aac': 'aac',
  'audio/amr': 'amr',
  'audio/wav': 'wav',
  'audio/webm': 'webm',
};

/** The words of an audio; empty when the transcriber heard none. Throws TranscribeError. */
export async function transcribe(
  settings: TranscriberSettings,
  audio: Buffer,
  mimeType: string,
): Promise<string> {
  const form = new FormData();
  const extension = EXTENSIONS[mimeType] ?? 'ogg';
  form.append('file', new Blob([new Uint8Array(audio)], { type: mimeType }), `nota-de-voz.${extension}`);
  form.append('model', settings.model);
  form.append('language', 'es');
  form.append('response_format', 'json');
  let response: Response;
  try {
    response = await fetch(`${settings.baseUrl}/audio/transcriptions`, {
      method: 'POST',
      headers: settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {},
      body: form,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new TranscribeError(`transcriber unreachable: ${String(error)}`);
  }
  const body = await response.text().catch(() => '');
  if (!response.ok) throw new TranscribeError(`transcriber ${response.status}: ${body.slice(0, 200)}`);
  let text: unknown;
  try {
    text = (JSON.parse(body) as { text?: unknown }).text;
  } catch {
    throw new TranscribeError('transcriber answered no JSON');
  }
  if (typeof text !== 'string') throw new TranscribeError('transcriber answered no text');
  return text.replace(/\s+/g, ' ').trim().slice(0, TRANSCRIPT_MAX);
}
