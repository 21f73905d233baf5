import { createRequire } from 'node:module';
import path from 'node:path';
import { parse as parseCsv } from 'csv-parse/sync';
import JSZip from 'jszip';
import { parseHTML } from 'linkedom';
import mammoth from 'mammoth';
import { csvPairs } from './drafts';
import { boundedText, ReadLimitExceeded, ReadLimits } from './read-limits';
import { decodeText, type SourceFormat } from './source-format';

/**
 * Each format of a source reduced to plain text with its headings kept as Markdown headings ("## Precios"),
 * which the passage splitter and the FAQ drafts read. Every format is read by a maintained library; this
 * module only joins what they return, and counts the work against ReadLimits. It runs inside the reader's
 * worker thread (reader.worker.ts), never on the server's event loop.
 */
export interface ReadContent {
  text: string;
  /** A CSV's rows, header first: drafts are read from its columns. */
  rows?: string[][];
}

const clean = (text: string) => text.replace(/[ \t\u00a0]+/g, ' ').trim();

const BLOCK_TAGS = new Set([
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'P',
  'LI',
  'DT',
  'DD',
  'PRE',
  'BLOCKQUOTE',
  'CAPTION',
  'FIGCAPTION',
  'TR',
]);

type DomElement = ReturnType<typeof parseHTML>['document']['documentElement'];

/**
 * The elements under `root` in document order, each with its parent's position in the list, walked without
 * recursion; ReadLimitExceeded past the nesting or element limits. Everything reading a page goes through
 * this first, so the libraries after it (Readability) never see a tree deeper or larger than the limits.
 */
export function walkElements(root: DomElement): Array<{ element: DomElement; parent: number }> {
  const list: Array<{ element: DomElement; parent: number }> = [];
  const stack: Array<{ element: DomElement; parent: number; depth: number }> = [
    { element: root, parent: -1, depth: 0 },
  ];
  while (stack.length) {
    const { element, parent, depth } = stack.pop()!;
    if (depth > ReadLimits.domDepth) throw new ReadLimitExceeded('domDepth');
    if (list.length >= ReadLimits.domElements) throw new ReadLimitExceeded('domElements');
    const index = list.push({ element, parent }) - 1;
    const children = element.children;
    for (let i = children.length - 1; i >= 0; i--)
      stack.push({ element: children[i] as DomElement, parent: index, depth: depth + 1 });
  }
  return list;
}

/** HTML to text: one line per block, headings as Markdown headings, a table row's cells on one line. */
export function htmlToText(html: string): string {
  if (html.length > ReadLimits.htmlChars) throw new ReadLimitExceeded('htmlChars');
  const { document } = parseHTML(`<!doctype html><html><body>${html}</body></html>`);
  const body = document.body as DomElement | null;
  if (!body) return '';
  const elements = walkElements(body);
  // The innermost blocks only (a list item holding a paragraph is read once, through the paragraph): a block
  // is innermost when no block sits below it, found in one pass from the leaves up.
  const holdsBlock = new Uint8Array(elements.length);
  for (let i = elements.length - 1; i > 0; i--) {
    const { element, parent } = elements[i]!;
    if (holdsBlock[i] || BLOCK_TAGS.has(element.tagName)) holdsBlock[parent] = 1;
  }
  const lines: string[] = [];
  elements.forEach(({ element }, i) => {
    if (holdsBlock[i] || !BLOCK_TAGS.has(element.tagName)) return;
    const tag = element.tagName.toLowerCase();
    const text =
      tag === 'tr'
        ? [...element.querySelectorAll('td,th')].map((cell) => clean(cell.textContent ?? '')).join(' — ')
        : clean(element.textContent ?? '');
    if (!text) return;
    const level = /^h([1-6])$/.exec(tag)?.[1];
    lines.push(level ? `${'#'.repeat(Number(level))} ${text}` : tag === 'li' ? `- ${text}` : text);
  });
  if (lines.length === 0) return clean(body.textContent ?? '');
  return lines.join('\n\n');
}

interface PdfTextItem {
  str: string;
  hasEOL: boolean;
  height: number;
}

const pdfjsRoot = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
const STANDARD_FONTS = `${path.join(pdfjsRoot, 'standard_fonts')}${path.sep}`;
const CMAPS = `${path.join(pdfjsRoot, 'cmaps')}${path.sep}`;

/** A PDF's text, line by line; lines set clearly larger than the body text become headings. */
export async function readPdf(bytes: Buffer): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = pdfjs.getDocument({
    data: new Uint8Array(bytes),
    // The 14 standard fonts (Helvetica, Times…) that PDFs name without embedding: without their data
    // pdf.js reads no text set in them. Read from the package's own folder, never downloaded.
    standardFontDataUrl: STANDARD_FONTS,
    cMapUrl: CMAPS,
    cMapPacked: true,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  });
  const document = await task.promise;
  try {
    const lines: Array<{ text: string; height: number }> = [];
    let items = 0;
    let chars = 0;
    for (let number = 1; number <= Math.min(document.numPages, ReadLimits.pdfPages); number++) {
      const page = await document.getPage(number);
      let text = '';
      let height = 0;
      // Streamed, so that a page whose content expands into millions of pieces is stopped at the limit
      // instead of being collected whole first (getTextContent).
      const reader = page.streamTextContent().getReader();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        for (const item of value.items as PdfTextItem[]) {
          if ((items += 1) > ReadLimits.pdfItems || chars > ReadLimits.textChars) {
            const exceeded = new ReadLimitExceeded(items > ReadLimits.pdfItems ? 'pdfItems' : 'textChars');
            // pdf.js asserts that a cancelled stream is given its reason.
            await reader.cancel(exceeded);
            throw exceeded;
          }
          if (typeof item.str !== 'string') continue;
          text += item.str;
          chars += item.str.length;
          height = Math.max(height, item.height ?? 0);
          if (item.hasEOL) {
            lines.push({ text: clean(text), height });
            text = '';
            height = 0;
          }
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

/** A paragraph of WordprocessingML: `<w:p>`, `<w:p …>` or `<w:p/>` (not `<w:pPr>`). */
const DOCX_PARAGRAPH = /<w:p[\s>/]/g;

/**
 * Decompresses the DOCX's XML parts as a stream, counting bytes and the document's paragraphs, and stops at
 * the limits: a few hundred kilobytes of ZIP can hold gigabytes of XML, which mammoth would build whole.
 */
async function checkDocxBounds(bytes: Buffer): Promise<void> {
  const zip = await JSZip.loadAsync(bytes);
  let total = 0;
  for (const entry of Object.values(zip.files)) {
    if (entry.dir || !/\.(xml|rels)$/i.test(entry.name)) continue;
    const isDocument = entry.name === 'word/document.xml';
    await new Promise<void>((resolve, reject) => {
      const decoder = new TextDecoder();
      let carry = '';
      let paragraphs = 0;
      const stream = entry.nodeStream('nodebuffer');
      const stop = (limit: 'docxXmlBytes' | 'docxParagraphs') => {
        stream.pause();
        reject(new ReadLimitExceeded(limit));
      };
      stream
        .on('data', (chunk: Buffer) => {
          total += chunk.length;
          if (total > ReadLimits.docxXmlBytes) return stop('docxXmlBytes');
          if (!isDocument) return;
          const text = carry + decoder.decode(chunk, { stream: true });
          paragraphs += text.match(DOCX_PARAGRAPH)?.length ?? 0;
          // A tag cut by the chunk's end is found with the next chunk; four characters cannot hold a whole
          // one (five), so nothing is counted twice.
          carry = text.slice(-4);
          if (paragraphs > ReadLimits.docxParagraphs) stop('docxParagraphs');
        })
        .on('error', reject)
        .on('end', () => resolve());
    });
  }
}

/** A DOCX through mammoth's HTML, so that its headings and lists survive. */
export async function readDocx(bytes: Buffer): Promise<string> {
  await checkDocxBounds(bytes);
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
      // One more than the limit, to tell a CSV at the limit from a longer one.
      to: ReadLimits.csvRows + 1,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
    }) as string[][]
  ).filter((row) => row.some((cell) => cell));
  if (rows.length > ReadLimits.csvRows) throw new ReadLimitExceeded('csvRows');
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

/** A file's content as text, by its format; ReadLimitExceeded when it asks for too much work. */
export async function readFile(format: SourceFormat, bytes: Buffer): Promise<ReadContent> {
  const content = await readFormat(format, bytes);
  return { ...content, text: boundedText(content.text) };
}

async function readFormat(format: SourceFormat, bytes: Buffer): Promise<ReadContent> {
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
