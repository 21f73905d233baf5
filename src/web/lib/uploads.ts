import type { UploadResult } from '../../shared/schemas/files';
import { api } from './api-client';

/** The spec's rule: the name must contain an extension, that is a "." that is not its first character. */
export function hasFileExtension(fileName: string): boolean {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 && dot < fileName.length - 1;
}

/** Images only, with a name that has an extension (spec section 5, File upload). */
export function isAcceptedImage(file: { name: string; type: string }): boolean {
  return file.type.startsWith('image/') && hasFileExtension(file.name);
}

export type UploadKind = 'user' | 'bot' | 'intent' | 'publication';

/** POST /uploads?kind=…: the server stores a WebP copy and answers its URL and a thumbnail URL. */
export function uploadImage(file: File, kind: UploadKind): Promise<UploadResult> {
  const body = new FormData();
  body.append('file', file, file.name);
  return api<UploadResult>('/uploads', { method: 'POST', query: { kind }, body });
}
