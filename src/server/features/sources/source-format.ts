/**
 * What the server itself knows of a source's file before any reader opens it: its format, from its first
 * bytes and its name, and its text encoding. Kept apart from readers.ts, whose parsing libraries load only
 * in the reader's worker thread (and so never slow a start, decision 061).
 */
export type SourceFormat = 'pdf' | 'docx' | 'txt' | 'md' | 'csv' | 'html' | 'text';

/** A file's format from its first bytes, then its name; undefined when it is none we read. */
export function detectFileFormat(bytes: Buffer, fileName: string): SourceFormat | undefined {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  // A DOCX is a ZIP archive; mammoth tells a real one from any other ZIP when it reads it.
  if (bytes.subarray(0, 4).toString('latin1') === 'PK\u0003\u0004')
    return extension === 'docx' ? 'docx' : undefined;
  if (bytes.includes(0)) return undefined;
  if (extension === 'csv') return 'csv';
  if (extension === 'md' || extension === 'markdown') return 'md';
  if (extension === 'txt' || extension === 'text' || extension === undefined) return 'txt';
  return undefined;
}

/** UTF-8 when the bytes are valid UTF-8, else Windows-1252 (what spreadsheets in Spanish often save). */
export function decodeText(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}
