import { fileTypeFromBuffer } from 'file-type';
import type { MediaKind, MessageAttachment } from '../../../shared/schemas/attachments';
import type { AppContext } from '../../app-context';

/**
 * Customers' photos, voice notes and documents (issue 41): judged by their bytes like uploads, kept in the
 * private file store (never served to the public; the owner reads them through the inbox's media route).
 */

/** The most a customer's file may weigh (WhatsApp's own limit for audio and video is 16 MB). */
export const CUSTOMER_MEDIA_MAX_BYTES = 16 * 1024 * 1024;

/** What each kind may be, by its bytes: anything else is not kept (the inbox shows the kind alone). */
const ACCEPTED: Record<MediaKind, readonly string[]> = {
  audio: [
    'audio/ogg',
    'audio/opus',
    'audio/mpeg',
    'audio/mp4',
    'audio/x-m4a',
    'audio/aac',
    'audio/amr',
    'audio/wav',
    'audio/webm',
  ],
  image: ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/heic', 'image/avif'],
  sticker: ['image/webp', 'image/png'],
  video: ['video/mp4', 'video/3gpp', 'video/quicktime', 'video/webm'],
  document: [
    'application/pdf',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    'application/x-cfb',
    'application/vnd.oasis.opendocument.text',
    'application/vnd.oasis.opendocument.spreadsheet',
    'image/jpeg',
    'image/png',
  ],
};

/** The type of a customer's file as its bytes say, when it is one this kind may be; null otherwise. */
export async function judgeMedia(bytes: Buffer, kind: MediaKind): Promise<string | null> {
  const found = await fileTypeFromBuffer(bytes);
  if (!found) return null;
  // A voice note is Ogg holding Opus ("audio/ogg; codecs=opus"): kept and served as audio/ogg.
  const base = found.mime.split(';')[0]!.trim();
  const mime = base === 'audio/opus' ? 'audio/ogg' : base;
  return ACCEPTED[kind].includes(mime) ? mime : null;
}

/** Where an attachment's bytes are kept in the private store. */
export function mediaKey(botId: string, conversationId: string, attachmentId: string): string {
  return `conversations/${botId}/${conversationId}/${attachmentId}`;
}

/**
 * Keeps a customer's file: judged, then stored under the attachment's id (the received message's, so a
 * retried job writes the same file again). Null when its bytes are not what it claims to be.
 */
export async function keepMedia(
  ctx: AppContext,
  where: { botId: string; conversationId: string; attachmentId: string },
  file: { kind: MediaKind; bytes: Buffer; fileName: string | null },
): Promise<Extract<MessageAttachment, { id: string }> | null> {
  const mimeType = await judgeMedia(file.bytes, file.kind);
  if (!mimeType) return null;
  await ctx.storage.putPrivate(mediaKey(where.botId, where.conversationId, where.attachmentId), file.bytes);
  return {
    kind: file.kind,
    id: where.attachmentId,
    mimeType,
    size: file.bytes.length,
    fileName: file.fileName,
    transcript: null,
  };
}
