/**
 * Image checks and re-encoding. The type is decided by the file's first bytes, never by its name or
 * declared MIME type, and every image is decoded and encoded again by sharp, which drops EXIF, ICC
 * and any bytes appended after the image data.
 *
 * Decoding is the expensive, attackable part: a 500 KB JPEG can claim 1000 x 65500 pixels and take
 * seconds of CPU and hundreds of MB to expand. So the header is read first (sharp's metadata does
 * not decode pixels) and anything larger than what we keep, or absurdly thin, is refused before a
 * single pixel is decoded; and image work runs in fair queues (uploads/imageQueue.ts) on one
 * libvips thread per job, so it can never take the libuv pool that argon2 (logins) and file
 * serving share.
 */
import sharp, { type Sharp } from 'sharp';
import { ImageBusyError, type ImageQueue, type ImageTicket } from './imageQueue.ts';

export { ImageBusyError };

/** Which queue a job waits in, and whose it is. */
export interface ImageJob {
  queue: ImageQueue;
  ticket: ImageTicket;
}

export type ImageFormat = 'jpeg' | 'png';

export const UPLOAD_MAX_BYTES = 1024 * 1024;
/** An 800 px JPEG preview at quality 0.95 stays far below this; the margin allows base64 growth. */
export const PREVIEW_DATA_URL_MAX_CHARS = 4 * 1024 * 1024;
/** The largest sides we keep: larger inputs are refused, not scaled down. */
export const PREVIEW_MAX_SIDE = 2000;
/** The longest side a stored preview keeps: what the save dialog sends (spec document 1 §7). */
export const PREVIEW_STORED_SIDE = 800;
export const UPLOAD_MAX_SIDE = 4096;
/** Longest side over shortest side: a logo banner is about 10:1, nothing real is 100:1. */
export const MAX_ASPECT_RATIO = 32;

// One libvips thread per job and a small operation cache: memory goes back after a burst of
// uploads instead of staying with the pool (the attack run saw 4.1 GB held idle).
sharp.concurrency(1);
sharp.cache({ memory: 16, files: 0, items: 20 });

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

export class ImageTooLargeError extends Error {}

/**
 * Reads only the header and refuses sides above `maxSide` or an aspect ratio above
 * MAX_ASPECT_RATIO. Throws ImageTooLargeError, or sharp's error for unreadable headers.
 */
export async function checkImageHeader(data: Buffer, maxSide: number): Promise<void> {
  const { width, height, pages } = await sharp(data).metadata();
  if (!width || !height) throw new ImageTooLargeError('no size in header');
  const long = Math.max(width, height);
  const short = Math.min(width, height);
  if (long > maxSide || long / short > MAX_ASPECT_RATIO || (pages ?? 1) > 1) {
    throw new ImageTooLargeError(`refused ${width}x${height}`);
  }
}

const decodeOptions = (maxSide: number) => ({
  limitInputPixels: maxSide * maxSide,
  failOn: 'error' as const,
  sequentialRead: true,
});

/**
 * THE way an untrusted image is decoded: the header check first (microseconds, so refused images
 * never wait), then the queue, then sharp with a pixel limit. Every route that takes an image
 * from a user goes through here; a direct `sharp(untrusted)` elsewhere would reopen the decode
 * bomb (the attack run found one in the profile picture route). Throws ImageTooLargeError,
 * ImageBusyError, or sharp's error for bytes that do not decode; callers answer 'Invalid file'.
 */
export async function decodeUntrustedImage(
  data: Buffer,
  maxSide: number,
  encode: (decoded: Sharp) => Sharp,
  job: ImageJob,
): Promise<Omit<EncodedImage, 'format'>> {
  await checkImageHeader(data, maxSide);
  return job.queue.run(job.ticket, async () => {
    const { data: out, info } = await encode(sharp(data, decodeOptions(maxSide))).toBuffer({
      resolveWithObject: true,
    });
    return { data: out, width: info.width, height: info.height };
  });
}

export async function reencodeUpload(
  data: Buffer,
  format: ImageFormat,
  job: ImageJob,
): Promise<EncodedImage> {
  const encoded = await decodeUntrustedImage(
    data,
    UPLOAD_MAX_SIDE,
    (image) =>
      format === 'png'
        ? image.rotate().png({ compressionLevel: 9 })
        : image.rotate().jpeg({ quality: 92, mozjpeg: true }),
    job,
  );
  return { ...encoded, format };
}

/** The save dialog sends its screenshot as a JPEG data URL (spec document 1 §7). */
export function decodeJpegDataUrl(value: string): Buffer | null {
  const match = /^data:image\/jpe?g;base64,([A-Za-z0-9+/=\s]+)$/.exec(value);
  if (!match?.[1]) return null;
  const data = Buffer.from(match[1], 'base64');
  return sniffImageFormat(data) === 'jpeg' ? data : null;
}

export async function reencodePreview(data: Buffer, job: ImageJob): Promise<EncodedImage> {
  const encoded = await decodeUntrustedImage(
    data,
    PREVIEW_MAX_SIDE,
    // Stored at the editor's own preview size: a 2000 px noisy JPEG at quality 90 was 2.3 MB,
    // and saved kits keep theirs (the attack run: 114 MB per free account).
    (image) =>
      image
        .resize(PREVIEW_STORED_SIDE, PREVIEW_STORED_SIDE, { fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality: 85 }),
    job,
  );
  return { ...encoded, format: 'jpeg' };
}
