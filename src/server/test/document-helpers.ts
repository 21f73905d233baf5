import { deflateSync } from 'node:zlib';
import JSZip from 'jszip';
import PDFDocument from 'pdfkit';

/** A real PDF made with pdfkit: a large title, then each paragraph in body size. */
export function makePdf(title: string, paragraphs: string[]): Promise<Buffer> {
  const doc = new PDFDocument({ info: { Title: title } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.fontSize(22).text(title);
  doc.moveDown();
  for (const paragraph of paragraphs) doc.fontSize(12).text(paragraph).moveDown();
  doc.end();
  return done;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A minimal valid DOCX (WordprocessingML in a ZIP, as Word writes the three required parts): a heading
 * (style Heading1) and body paragraphs.
 */
export function makeDocx(blocks: Array<{ heading?: string; text?: string }>): Promise<Buffer> {
  const paragraphs = blocks
    .map((block) =>
      block.heading !== undefined
        ? `<w:p><w:pPr><w:pStyle w:val="Heading1"/></w:pPr><w:r><w:t>${escapeXml(block.heading)}</w:t></w:r></w:p>`
        : `<w:p><w:r><w:t xml:space="preserve">${escapeXml(block.text ?? '')}</w:t></w:r></w:p>`,
    )
    .join('');
  return docxOf(paragraphs);
}

/** The three parts Word requires, around a document body of WordprocessingML paragraphs. */
function docxOf(paragraphs: string, compress = false): Promise<Buffer> {
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${paragraphs}</w:body></w:document>`,
  );
  return zip.generateAsync(
    compress
      ? { type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 9 } }
      : { type: 'nodebuffer' },
  );
}

/** A multipart/form-data body with one file in field `field`, as a browser sends it. */
export function multipartFile(
  bytes: Buffer,
  filename: string,
  contentType: string,
  field = 'file',
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----vocero${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * A small PDF whose one compressed content stream expands into `pieces` separate text pieces: the shape of a
 * PDF built to make a reader work far beyond its size (a few dozen kilobytes, millions of pieces).
 */
export function makePdfTextBomb(pieces: number): Buffer {
  const content = Buffer.from('BT /F1 12 Tf 72 700 Td (a) Tj ET '.repeat(pieces));
  const stream = deflateSync(content, { level: 9 });
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    null,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n')];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  objects.forEach((body, i) => {
    offsets.push(length);
    const object =
      body ??
      Buffer.concat([
        Buffer.from(`<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`),
        stream,
        Buffer.from('\nendstream'),
      ]);
    const chunk = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`),
      Buffer.isBuffer(object) ? object : Buffer.from(object),
      Buffer.from('\nendobj\n'),
    ]);
    parts.push(chunk);
    length += chunk.length;
  });
  const xref = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets
    .map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`)
    .join('')}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`;
  parts.push(Buffer.from(xref));
  return Buffer.concat(parts);
}

/** A DOCX of `paragraphs` empty paragraphs: a few hundred kilobytes that expand into a huge document. */
export function makeDocxParagraphBomb(paragraphs: number): Promise<Buffer> {
  return docxOf('<w:p><w:r><w:t>a</w:t></w:r></w:p>'.repeat(paragraphs), true);
}

/** A page of `depth` nested elements: eleven kilobytes that made a DOM reader work for minutes. */
export function nestedPage(depth: number, words = 'Atendemos de lunes a viernes.'): string {
  return `<!doctype html><html><head><title>Anidada</title></head><body>${'<div>'.repeat(depth)}<p>${words}</p>${'</div>'.repeat(depth)}</body></html>`;
}
