import { parse as parseCsv } from 'csv-parse/sync';
import { parseHTML } from 'linkedom';
import mammoth from 'mammoth';
import { csvPairs } from './drafts';

/**
 * Each format of a source reduced to plain text with its headings kept as Markdown headings ("## Precios"),
 * which the passage splitter and the FAQ drafts read. Every format is read by a maintained library; this
 * module only joins what they return.
 */
export type SourceFormat = 'pdf' | 'docx' | 'txt' | 'md' | 'csv' | 'html' | 'text';

export interface ReadContent {
  text: string;
  /** A CSV's rows, header first: drafts are read from its columns. */
  rows?: string[][];
}

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

const clean = (text: string) => text.replace(/[ \t\u00a0]+/g, ' ').trim();

const BLOCKS = 'h1,h2,h3,h4,h5,h6,p,li,dt,dd,pre,blockquote,caption,figcaption,tr';

/** HTML to text: one line per block, headings as Markdown headings, a table row's cells on one line. */
export function htmlToText(html: string): string {
  const { document } = parseHTML(`<!doctype html><html><body>${html}</body></html>`);
  const lines: string[] = [];
  for (const element of document.querySelectorAll(BLOCKS)) {
    // The innermost blocks only: a list item holding a paragraph is read once, through the paragraph.
    if (element.querySelector(BLOCKS)) continue;
    const tag = element.tagName.toLowerCase();
    const text =
      tag === 'tr'
        ? [...element.querySelectorAll('td,th')].map((cell) => clean(cell.textContent ?? '')).join(' — ')
        : clean(element.textContent ?? '');
    if (!text) continue;
    const level = /^h([1-6])$/.exec(tag)?.[1];
    lines.push(level ? `${'#'.repeat(Number(level))} ${text}` : tag === 'li' ? `- ${text}` : text);
  }
  if (lines.length === 0) return clean(document.body?.textContent ?? '');
  return lines.join('\n\n');
}

interface PdfTextItem {
  str: string;
  hasEOL: boolean;
  height: number;
}

/** Most pages read from one PDF: a catalogue longer than this is rarely what a visitor asks about. */
const PDF_MAX_PAGES = 300;

/** A PDF's text, line by line; lines set clearly larger than the body text become headings. */
export async function readPdf(bytes: Buffer): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = pdfjs.getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  });
  const document = await task.promise;
  try {
    const lines: Array<{ text: string; height: number }> = [];
    for (let number = 1; number <= Math.min(document.numPages, PDF_MAX_PAGES); number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      let text = '';
      let height = 0;
      for (const item of content.items as PdfTextItem[]) {
        if (typeof item.str !== 'string') continue;
        text += item.str;
        height = Math.max(height, item.height ?? 0);
        if (item.hasEOL) {
          lines.push({ text: clean(text), height });
          text = '';
          height = 0;
        }
      }
      if (text.trim()) lines.push({ text: clean(text), height });
      lines.push({ text: '', height: 0 });
      page.cleanup();
    }
    const heights = lines
      .filter((l) => l.text)
      .map((l) => l.height)
      .sort((a, b) => a - b);
    const body = heights[Math.floor(heights.length / 2)] ?? 0;
    return lines
      .map(({ text, height }) =>
        text && body > 0 && height >= body * 1.3 && text.length <= 80 && !/[.:]$/.test(text)
          ? `\n## ${text}\n`
          : text,
      )
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim();
  } finally {
    await document.destroy();
  }
}

/** A DOCX through mammoth's HTML, so that its headings and lists survive. */
export async function readDocx(bytes: Buffer): Promise<string> {
  const { value } = await mammoth.convertToHtml({ buffer: bytes });
  return htmlToText(value);
}

/** A CSV's rows (the delimiter guessed among comma, semicolon and tab) and one line of text per row. */
export function readCsv(bytes: Buffer): ReadContent {
  const source = decodeText(bytes);
  const firstLine = source.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = [',', ';', '\t'].sort(
    (a, b) => firstLine.split(b).length - firstLine.split(a).length,
  )[0]!;
  const rows = (
    parseCsv(source, {
      delimiter,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
    }) as string[][]
  ).filter((row) => row.some((cell) => cell));
  // A list of questions and answers reads as an FAQ: each answer under its question.
  const pairs = csvPairs(rows);
  if (pairs.length) return { text: pairs.map((p) => `## ${p.question}\n\n${p.answer}`).join('\n\n'), rows };
  const [header, ...body] = rows;
  // Each row as a sentence that names its columns ("Producto: Pizza napolitana. Precio: $9.000."): a
  // visitor's words meet the column names as much as the values.
  const text = body
    .map((row) =>
      row
        .map((cell, i) => (cell ? (header?.[i] ? `${header[i]}: ${cell}` : cell) : ''))
        .filter(Boolean)
        .map((part) => (/[.!?]$/.test(part) ? part : `${part}.`))
        .join(' '),
    )
    .join('\n\n');
  return { text, rows };
}

/** A file's content as text, by its format. */
export async function readFile(format: SourceFormat, bytes: Buffer): Promise<ReadContent> {
  switch (format) {
    case 'pdf':
      return { text: await readPdf(bytes) };
    case 'docx':
      return { text: await readDocx(bytes) };
    case 'csv':
      return readCsv(bytes);
    case 'html':
      return { text: htmlToText(decodeText(bytes)) };
    case 'txt':
    case 'md':
    case 'text':
      return { text: decodeText(bytes).replace(/\r\n?/g, '\n') };
  }
}
