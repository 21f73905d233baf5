import QRCode from 'qrcode';

/** The poster's size in pixels: an A6 card at 300 dpi prints sharp and fits a counter or a shop window. */
const WIDTH = 1240;
const HEIGHT = 1748;

/**
 * A print-ready PNG (issue 38): the bot's name, its QR code and its link on white, as a data URL. Drawn on a
 * canvas in the browser; the text is drawn, never parsed as markup.
 */
export async function qrPoster(url: string, name: string, caption: string): Promise<string> {
  const canvas = document.createElement('canvas');
  canvas.width = WIDTH;
  canvas.height = HEIGHT;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, WIDTH, HEIGHT);
  context.fillStyle = '#1a1b1e';
  context.textAlign = 'center';
  context.textBaseline = 'top';

  context.font = 'bold 84px system-ui, sans-serif';
  let y = 110;
  for (const line of wrap(context, name, WIDTH - 160).slice(0, 2)) {
    context.fillText(line, WIDTH / 2, y);
    y += 100;
  }
  context.font = '48px system-ui, sans-serif';
  context.fillText(caption, WIDTH / 2, y + 20);

  const qrSize = 900;
  const qr = document.createElement('canvas');
  await QRCode.toCanvas(qr, url, { width: qrSize, margin: 2, errorCorrectionLevel: 'M' });
  context.drawImage(qr, (WIDTH - qrSize) / 2, y + 110, qrSize, qrSize);

  context.font = '40px system-ui, sans-serif';
  context.fillStyle = '#373a40';
  context.fillText(url.replace(/^https?:\/\//, ''), WIDTH / 2, y + 110 + qrSize + 50, WIDTH - 120);
  return canvas.toDataURL('image/png');
}

/** The text's words in lines no wider than `max`. */
function wrap(context: CanvasRenderingContext2D, text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && context.measureText(next).width > max) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}
