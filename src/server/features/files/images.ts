import type { FormatEnum, SharpOptions } from 'sharp';
import { msg } from '../../../shared/messages.es';
import { AppError } from '../../lib/app-error';

export const ImageLimits = { maxBytes: 5 * 1024 * 1024, maxDimension: 1600, thumbDimension: 320 } as const;

/** Far above any photo a phone takes, far below what a decompression bomb declares. */
const MAX_INPUT_PIXELS = 40_000_000;
const WEBP_QUALITY = 80;

export interface ProcessedImage {
  full: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
  contentType: 'image/webp';
}

type AcceptedFormat = keyof Pick<FormatEnum, 'jpeg' | 'png' | 'webp' | 'gif' | 'heif'>;

const ascii = (bytes: Buffer, start: number, end: number) => bytes.subarray(start, end).toString('latin1');

/**
 * Recognises the accepted formats by their signatures, so that anything else (SVG, PDF, TIFF…) is
 * refused before a decoder ever parses it. AVIF is an ISO-BMFF file that sharp reports as `heif`.
 */
function sniffFormat(bytes: Buffer): AcceptedFormat | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (/^GIF8[79]a$/.test(ascii(bytes, 0, 6))) return 'gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (bytes.length >= 16 && ascii(bytes, 4, 8) === 'ftyp') {
    const boxSize = Math.min(bytes.readUInt32BE(0), bytes.length);
    const brands = [ascii(bytes, 8, 12)];
    for (let offset = 16; offset + 4 <= boxSize; offset += 4) brands.push(ascii(bytes, offset, offset + 4));
    if (brands.includes('avif') || brands.includes('avis')) return 'heif';
  }
  return undefined;
}

const invalidFile = () => new AppError('invalid_file', 400, msg.files.invalid);

/** Judges the upload by its bytes, never by its name or declared type. */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  if (input.length > ImageLimits.maxBytes) {
    throw new AppError('payload_too_large', 413, msg.files.tooLarge);
  }
  const format = sniffFormat(input);
  if (!format) throw invalidFile();

  // Loaded on the first upload, not at every start (decision 061).
  const { default: sharp } = await import('sharp');
  // 'error' rather than 'warning': phone cameras often write JPEGs with harmless warnings (extra bytes).
  const options: SharpOptions = { limitInputPixels: MAX_INPUT_PIXELS, autoOrient: true, failOn: 'error' };
  try {
    const metadata = await sharp(input, options).metadata();
    // The decoder must agree with the signature: a JPEG header glued onto something else is not a JPEG.
    if (metadata.format !== format) throw invalidFile();
    // HEIC shares AVIF's container; its codec is patent-encumbered and not ours to decode.
    if (format === 'heif' && metadata.compression !== 'av1') throw invalidFile();
    if (metadata.width * metadata.height > MAX_INPUT_PIXELS) throw invalidFile();

    // Only the first frame of an animation is read (sharp's default), which is all an avatar or a photo needs.
    const base = sharp(input, options);
    const [full, thumb] = await Promise.all([
      base
        .clone()
        .resize(ImageLimits.maxDimension, ImageLimits.maxDimension, {
          fit: 'inside',
          withoutEnlargement: true,
        })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer({ resolveWithObject: true }),
      base
        .clone()
        .resize(ImageLimits.thumbDimension, ImageLimits.thumbDimension, {
          fit: 'inside',
          withoutEnlargement: true,
        })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer(),
    ]);
    return {
      full: full.data,
      thumb,
      width: full.info.width,
      height: full.info.height,
      contentType: 'image/webp',
    };
  } catch (error) {
    if (error instanceof AppError) throw error;
    // Whatever libvips could not decode is, for the user, simply a bad file.
    throw invalidFile();
  }
}
