/**
 * The five textures of an NBA 2K uniform that Kitsmith writes, at 2K's sizes as the public tool
 * carrnate85-stack/nba2k-jersey-modder makes them (game-formats.md §4.1; single source):
 * jersey_color 2048², jersey_normal 1024², jersey_region 1024², shorts_color 2048²,
 * shorts_normal 1024² (its shorts normal template is 1024²). Any other size is resampled on
 * the GPU when a player's IFF holds the texture at that size.
 *
 * - colour maps: opaque albedo in 2K's template zones (src/games/basketball/layout.ts): the
 *   canvas is laid into 2K's file by one GPU pass per piece (nba2k-file.ts: the jersey rolled
 *   back, arm-hole trims and all, the shorts' halves moved to 2K's leg panels).
 *   The normal maps go through the same pieces, so folds and 3D detail stay under their colour.
 * - normals: two channels as the tool's templates hold them (flat = 128, 128, 0): R = X,
 *   G = Y in the DirectX convention (+Y down; inferred from 2K being a Direct3D game,
 *   unverified), blue 0.
 * - jersey_region: the tool's template as it is, #cb0066 with a #c00066 band over the top 192
 *   of 1024 rows. What its channels mean in game is unknown; it is not painted from the kit.
 */
import { nbaFilePieces } from '../games/basketball/nba2k-file.ts';
import { readPieces, type ExportJob } from './export-job.ts';
import type { RgbaImage } from './png.ts';

export const NBA_MAPS = [
  'jersey_color',
  'jersey_normal',
  'jersey_region',
  'shorts_color',
  'shorts_normal',
] as const;
export type NbaMap = (typeof NBA_MAPS)[number];

/** Square size in pixels each map is written at in the ZIPs. */
export const NBA_MAP_SIZE: Readonly<Record<NbaMap, number>> = {
  jersey_color: 2048,
  jersey_normal: 1024,
  jersey_region: 1024,
  shorts_color: 2048,
  shorts_normal: 1024,
};

const REGION_MAIN = [0xcb, 0x00, 0x66, 255] as const;
const REGION_BAND = [0xc0, 0x00, 0x66, 255] as const;
const REGION_BAND_ROWS = 192 / 1024;

function regionTemplate(width: number, height: number): RgbaImage {
  const data = new Uint8Array(width * height * 4);
  const pixels = new Uint32Array(data.buffer);
  const word = (c: readonly number[]) => (c[0]! | (c[1]! << 8) | (c[2]! << 16) | (c[3]! << 24)) >>> 0;
  const band = Math.round(height * REGION_BAND_ROWS) * width;
  pixels.fill(word(REGION_BAND), 0, band);
  pixels.fill(word(REGION_MAIN), band);
  return { width, height, data };
}

/** One map at the given size, in PNG order (one GPU pass and readback, or the region template). */
export function nbaMapImage(job: ExportJob, map: NbaMap, width: number, height: number): RgbaImage {
  const size = { width, height };
  switch (map) {
    case 'jersey_color':
      return readPieces(job, 'shirt', 'albedo', 'opaque', nbaFilePieces('shirt'), size);
    case 'jersey_normal':
      return readPieces(job, 'shirt', 'normal', 'normal-rg', nbaFilePieces('shirt'), size);
    case 'jersey_region':
      return regionTemplate(width, height);
    case 'shorts_color':
      return readPieces(job, 'shorts', 'albedo', 'opaque', nbaFilePieces('shorts'), size);
    case 'shorts_normal':
      return readPieces(job, 'shorts', 'normal', 'normal-rg', nbaFilePieces('shorts'), size);
  }
}

/**
 * Which map an IFF entry is: `jersey_color.0123456789abcdef.dds` -> jersey_color (the name
 * before a hash of 8+ hex digits, as the public tool's scanner pairs them), or null.
 */
export function nbaMapOfEntry(path: string): NbaMap | null {
  const name = path.replace(/\\/g, '/').split('/').pop()!.toLowerCase();
  if (!name.endsWith('.dds')) return null;
  const stem = name.slice(0, -4).replace(/\.[0-9a-f]{8,}$/, '');
  return (NBA_MAPS as readonly string[]).includes(stem) ? (stem as NbaMap) : null;
}
