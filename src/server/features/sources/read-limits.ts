/**
 * How much work reading one source may take, whatever its size on disk (decision 036): a small file can
 * expand into a great deal (a zip entry, a PDF stream, a page of nested elements), so the readers count what
 * they produce and stop at these, and the worker thread they run in has a heap ceiling and a clock besides.
 */
export const ReadLimits = {
  /** Plain text of one source, after reading: about a thousand pages. */
  textChars: 3_000_000,
  /** One web page's HTML. */
  htmlChars: 3_000_000,
  /** Nesting of a page's (or a DOCX's) elements; real pages stay well under 60. */
  domDepth: 200,
  /** Elements of one page. */
  domElements: 60_000,
  /** Same-site links taken from one page. */
  pageLinks: 1_000,
  /** Pages of a PDF read (a longer catalogue is cut there). */
  pdfPages: 300,
  /** Text pieces of a whole PDF: an honest page has a few hundred. */
  pdfItems: 400_000,
  /** Bytes of a DOCX's XML parts once decompressed. */
  docxXmlBytes: 40 * 1024 * 1024,
  /** Paragraphs of a DOCX. */
  docxParagraphs: 60_000,
  /** Rows of a CSV. */
  csvRows: 30_000,
  /** Page addresses taken from one sitemap. */
  sitemapUrls: 5_000,
  /** robots.txt read at most (what Google reads). */
  robotsBytes: 500 * 1024,
} as const;

export type ReadLimit = keyof typeof ReadLimits;

/** A source asks for more work than ReadLimits allow: a final failure, never retried. */
export class ReadLimitExceeded extends Error {
  constructor(readonly limit: ReadLimit) {
    super(`read limit exceeded: ${limit}`);
    this.name = 'ReadLimitExceeded';
  }
}

/** The text, or ReadLimitExceeded when it is longer than a source may be. */
export function boundedText(text: string): string {
  if (text.length > ReadLimits.textChars) throw new ReadLimitExceeded('textChars');
  return text;
}
