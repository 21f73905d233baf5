import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { ImageLimits, processImage } from './images';

const red = { r: 200, g: 30, b: 30 };

function solid(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: red } });
}

function isWebp(bytes: Buffer): boolean {
  return (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  );
}

async function expectRefused(input: Buffer, code: string, statusCode: number): Promise<void> {
  const error: unknown = await processImage(input).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect(error).toMatchObject({ code, statusCode });
}

describe('processImage', () => {
  it('applies EXIF orientation, strips metadata and outputs WebP', async () => {
    const input = await solid(400, 200)
      .jpeg()
      .withExif({
        IFD0: { Make: 'Acme', Model: 'Phone 9', Copyright: 'Ana' },
        IFD3: {
          GPSLatitudeRef: 'S',
          GPSLatitude: '34/1 36/1 0/1',
          GPSLongitudeRef: 'W',
          GPSLongitude: '58/1 22/1 0/1',
        },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const before = await sharp(input).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif).toBeDefined();

    const out = await processImage(input);

    expect(out.contentType).toBe('image/webp');
    expect(isWebp(out.full)).toBe(true);
    expect(isWebp(out.thumb)).toBe(true);
    expect([out.width, out.height]).toEqual([200, 400]);
    const after = await sharp(out.full).metadata();
    expect(after.format).toBe('webp');
    expect([after.width, after.height]).toEqual([200, 400]);
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect((await sharp(out.thumb).metadata()).exif).toBeUndefined();
    expect(out.full.includes(Buffer.from('Acme'))).toBe(false);
  });

  it('never enlarges a small PNG', async () => {
    const out = await processImage(await solid(120, 80).png().toBuffer());
    expect(isWebp(out.full)).toBe(true);
    expect([out.width, out.height]).toEqual([120, 80]);
    const thumb = await sharp(out.thumb).metadata();
    expect([thumb.width, thumb.height]).toEqual([120, 80]);
  });

  it('fits a large image inside the maximum dimension and the thumb inside its own', async () => {
    const out = await processImage(await solid(3000, 2000).jpeg().toBuffer());
    expect(out.width).toBe(ImageLimits.maxDimension);
    expect(out.height).toBeLessThanOrEqual(ImageLimits.maxDimension);
    expect(out.height).toBe(1067);
    const thumb = await sharp(out.thumb).metadata();
    expect(Math.max(thumb.width, thumb.height)).toBe(ImageLimits.thumbDimension);
    expect(thumb.height).toBe(213);
  });

  it.each([
    ['webp', () => solid(64, 48).webp().toBuffer()],
    ['gif', () => solid(64, 48).gif().toBuffer()],
    ['avif', () => solid(64, 48).avif().toBuffer()],
  ])('accepts %s', async (_format, make) => {
    const out = await processImage(await make());
    expect(isWebp(out.full)).toBe(true);
    expect([out.width, out.height]).toEqual([64, 48]);
  });

  it('refuses SVG even though it decodes', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    expect((await sharp(svg).metadata()).format).toBe('svg');
    await expectRefused(svg, 'invalid_file', 400);
  });

  it('refuses other decodable formats such as TIFF', async () => {
    await expectRefused(await solid(10, 10).tiff().toBuffer(), 'invalid_file', 400);
  });

  it('refuses random bytes', async () => {
    await expectRefused(randomBytes(4096), 'invalid_file', 400);
  });

  it('judges only the bytes: a text file is refused whatever it was called', async () => {
    await expectRefused(Buffer.from('Esto es un archivo de texto llamado foto.jpg\n'), 'invalid_file', 400);
  });

  it('refuses a JPEG signature glued onto something else', async () => {
    await expectRefused(
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), randomBytes(2048)]),
      'invalid_file',
      400,
    );
  });

  it('refuses a truncated image', async () => {
    const png = await solid(200, 200).png().toBuffer();
    await expectRefused(png.subarray(0, Math.floor(png.length / 2)), 'invalid_file', 400);
  });

  it('refuses images above 40 megapixels', async () => {
    const bomb = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: red } })
      .toColourspace('b-w')
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(ImageLimits.maxBytes);
    await expectRefused(bomb, 'invalid_file', 400);
  });

  it('refuses an oversize buffer before decoding it', async () => {
    await expectRefused(Buffer.alloc(ImageLimits.maxBytes + 1), 'payload_too_large', 413);
  });
});
