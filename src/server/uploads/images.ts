/**
 * Image checks and re-encoding. The type is decided by the file's first bytes, never by its name or
 * declared MIME type, and every image is decoded and encoded again by sharp, which drops EXIF, ICC
 * and any bytes appended after the image data.
 */
import sharp from 'sharp';

export type ImageFormat = 'jpeg' | 'png';

export const UPLOAD_MAX_BYTES = 1024 * 1024;
/** A 1600 px JPEG preview at quality 0.9 stays far below this; the margin allows base64 growth. */
export const PREVIEW_DATA_URL_MAX_CHARS = 4 * 1024 * 1024;
const PREVIEW_MAX_WIDTH = 2000;
const UPLOAD_MAX_SIDE = 4096;
/** Guards against decompression bombs: a small file that claims a gigantic canvas. */
const MAX_INPUT_PIXELS = 8192 * 8192;

export function sniffImageFormat(data: Buffer): ImageFormat | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (data.length >= png.length && png.every((byte, i) => data[i] === byte)) return 'png';
  return null;
}

export interface EncodedImage {
  data: Buffer;
  format: ImageFormat;
  width: number;
  height: number;
}

/** Throws when the bytes do not decode as an image; callers turn that into 'Invalid file'. */
export async function reencodeUpload(data: Buffer, format: ImageFormat): Promise<EncodedImage> {
  const pipeline = sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .resize({ width: UPLOAD_MAX_SIDE, height: UPLOAD_MAX_SIDE, fit: 'inside', withoutEnlargement: true });
  const encoded =
    format === 'png' ? pipeline.png({ compressionLevel: 9 }) : pipeline.jpeg({ quality: 92, mozjpeg: true });
  const { data: out, info } = await encoded.toBuffer({ resolveWithObject: true });
  return { data: out, format, width: info.width, height: info.height };
}

/** The save dialog sends its screenshot as a JPEG data URL (spec document 1 §7). */
export function decodeJpegDataUrl(value: string): Buffer | null {
  const match = /^data:image\/jpe?g;base64,([A-Za-z0-9+/=\s]+)$/.exec(value);
  if (!match?.[1]) return null;
  const data = Buffer.from(match[1], 'base64');
  return sniffImageFormat(data) === 'jpeg' ? data : null;
}

export async function reencodePreview(data: Buffer): Promise<EncodedImage> {
  const { data: out, info } = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .resize({ width: PREVIEW_MAX_WIDTH, withoutEnlargement: true })
    .jpeg({ quality: 90 })
    .toBuffer({ resolveWithObject: true });
  return { data: out, format: 'jpeg', width: info.width, height: info.height };
}
