/**
 * Opening a downloaded archive in the test: entries, decoded PNGs (sharp) and the pixel checks
 * every game's test shares (colour at a point, opacity, transparency).
 */
import JSZip from 'jszip';
import sharp from 'sharp';

export interface DecodedPng {
  width: number;
  height: number;
  channels: number;
  /** RGBA, top row first. */
  data: Buffer;
}

export async function decodePng(bytes: Uint8Array): Promise<DecodedPng> {
  const image = sharp(Buffer.from(bytes));
  const meta = await image.metadata();
  if (meta.format !== 'png') throw new Error(`not a PNG: ${meta.format}`);
  const { data, info } = await image.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, channels: info.channels, data };
}

export async function openZip(bytes: Uint8Array): Promise<{
  names: string[];
  file(name: string): Promise<Uint8Array>;
  text(name: string): Promise<string>;
}> {
  const zip = await JSZip.loadAsync(bytes);
  const names = Object.keys(zip.files);
  return {
    names,
    file: (name) => zip.file(name)!.async('uint8array'),
    text: (name) => zip.file(name)!.async('string'),
  };
}

export function pixel(png: DecodedPng, x: number, y: number): [number, number, number, number] {
  const i = (Math.floor(y) * png.width + Math.floor(x)) * 4;
  return [png.data[i]!, png.data[i + 1]!, png.data[i + 2]!, png.data[i + 3]!];
}

/** Share of pixels whose alpha satisfies `test`. */
export function alphaShare(png: DecodedPng, test: (alpha: number) => boolean): number {
  let count = 0;
  for (let i = 3; i < png.data.length; i += 4) if (test(png.data[i]!)) count++;
  return count / (png.width * png.height);
}

export type Hue = 'red' | 'blue' | 'green' | 'yellow' | 'magenta' | 'cyan';
export function hueOf([r, g, b]: readonly number[]): Hue | 'other' {
  const hi = (v: number) => v > 180;
  const lo = (v: number) => v < 80;
  if (hi(r!) && lo(g!) && lo(b!)) return 'red';
  if (lo(r!) && lo(g!) && hi(b!)) return 'blue';
  if (lo(r!) && hi(g!) && lo(b!)) return 'green';
  if (hi(r!) && hi(g!) && lo(b!)) return 'yellow';
  if (hi(r!) && lo(g!) && hi(b!)) return 'magenta';
  if (lo(r!) && hi(g!) && hi(b!)) return 'cyan';
  return 'other';
}

/** The hue found on most of a rectangle's pixels (x0, y0, x1, y1), with its share. */
export function mainHue(
  png: DecodedPng,
  rect: readonly [number, number, number, number],
): { hue: string; share: number } {
  const counts = new Map<string, number>();
  let total = 0;
  for (let y = rect[1]; y < rect[3]; y += 2)
    for (let x = rect[0]; x < rect[2]; x += 2) {
      const hue = hueOf(pixel(png, x, y));
      counts.set(hue, (counts.get(hue) ?? 0) + 1);
      total++;
    }
  const [hue, count] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]!;
  return { hue, share: count / total };
}
