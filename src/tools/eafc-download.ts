/**
 * FIFA / EA Sports FC: the ZIP that the Frostbite Modding Tool's "Kit Creator Import" reads
 * (shared/reference/game-formats.md §0.1, §1). One flat, unencrypted ZIP; the importer matches
 * exact, case-sensitive names at the root and silently ignores any other name, so the list below
 * is pinned by a test. FMT resizes each texture to the game's own size, so only the aspect ratio
 * matters (jersey 1:1, shorts and socks 2:1); the minikit is NOT resized, so it is written at 256.
 *
 * What each map holds (see src/tools/CONTEXT.md for the evidence):
 * - `*_color.png`: the albedo, opaque (alpha 255; texels outside every panel are black).
 * - `*_normal.png`: tangent space, R = X, G = Y with the DirectX convention (G flipped from our
 *   OpenGL maps: +Y points down the image), B = Z; flat = (127, 128, 255).
 * - `*_coeff.png`: our material map as is: R = occlusion (255), G = roughness, B = metalness.
 * - `*_taa.png`: meaning unknown; a neutral map, opaque white.
 * - `blank.png`: 256x256 fully transparent (written over brand and crest textures by FMT).
 * - `minikit.png`: 256x256 RGBA, the kit from the front on transparency.
 * - `hotspots.json`: the hotspots file (document 1 §3); FMT ignores it, kit tools read it.
 */
import type { AreaId } from '../games/index.ts';
import { hotspotsJson, HOTSPOTS_FILE_NAME } from './hotspots-file.ts';
import { readMap, solidImage, type ExportJob } from './export-job.ts';
import { renderMinikit } from './minikit.ts';
import type { RgbaImage } from './png.ts';
import { EAFC_BLANK_SIZE, EAFC_MINIKIT_SIZE, EAFC_TAA_NEUTRAL } from './eafc-entries.ts';

export * from './eafc-entries.ts';

const PARTS: readonly { prefix: string; area: AreaId }[] = [
  { prefix: 'jersey', area: 'shirt' },
  { prefix: 'shorts', area: 'shorts' },
  { prefix: 'socks', area: 'socks' },
];

/** Every image of the ZIP (name -> pixels) plus the hotspots text. */
export function eafcFiles(job: ExportJob): { images: Map<string, RgbaImage>; texts: Map<string, string> } {
  const images = new Map<string, RgbaImage>();
  for (const { prefix, area } of PARTS) {
    images.set(`${prefix}_color.png`, readMap(job, area, 'albedo', 'opaque'));
    const normal = readMap(job, area, 'normal', 'normal');
    images.set(`${prefix}_normal.png`, normal);
    images.set(`${prefix}_taa.png`, solidImage(normal.width, normal.height, EAFC_TAA_NEUTRAL));
    images.set(`${prefix}_coeff.png`, readMap(job, area, 'orm', 'raw'));
  }
  images.set('blank.png', solidImage(EAFC_BLANK_SIZE, EAFC_BLANK_SIZE, [0, 0, 0, 0]));
  images.set('minikit.png', renderMinikit(job.renderer, job.compositor, job.game, EAFC_MINIKIT_SIZE));
  return { images, texts: new Map([[HOTSPOTS_FILE_NAME, hotspotsJson(job.kit.hotspots)]]) };
}
