/**
 * Rasterises a catalogue SVG at the size it is drawn, so logos and graphics stay crisp from
 * 512 to 4096 textures instead of magnifying one fixed bitmap. Sizes are bucketed to powers of two
 * (a size slider drag re-rasterises only when it crosses one) and capped: past 2048 texels a
 * channel mask's straight edges gain nothing visible while the texture's memory quadruples.
 */
import * as THREE from 'three';
import { ImageLoadError } from './failures.ts';

export const MIN_RASTER_PX = 64;
export const MAX_RASTER_PX = 2048;

/** The raster size for an image drawn `texels` wide: the next power of two, within the caps. */
export function rasterSize(texels: number): number {
  const wanted = Number.isFinite(texels) ? Math.max(texels, 1) : MIN_RASTER_PX;
  return Math.min(MAX_RASTER_PX, Math.max(MIN_RASTER_PX, 2 ** Math.ceil(Math.log2(wanted))));
}

const rasters = new Map<string, Promise<THREE.Texture>>();

/** The SVG at `url` drawn into a `px`-wide texture (height by the SVG's aspect), cached. */
export function rasteriseSvg(url: string, px: number): Promise<THREE.Texture> {
  const key = `${url}@${px}`;
  let texture = rasters.get(key);
  if (!texture) {
    texture = drawSvg(url, px);
    texture.catch(() => rasters.delete(key));
    rasters.set(key, texture);
  }
  return texture;
}

async function drawSvg(url: string, px: number): Promise<THREE.Texture> {
  const image = new Image();
  image.src = url;
  try {
    await image.decode();
  } catch (cause) {
    throw new ImageLoadError(url, { cause });
  }
  const aspect =
    image.naturalWidth > 0 && image.naturalHeight > 0 ? image.naturalHeight / image.naturalWidth : 1;
  const canvas = new OffscreenCanvas(px, Math.max(1, Math.round(px * aspect)));
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new ImageLoadError(url);
  ctx.drawImage(image, 0, 0, canvas.width, canvas.height);
  const texture = new THREE.CanvasTexture(canvas);
  // Channel masks are data, not colours: no colour-space conversion.
  texture.colorSpace = THREE.NoColorSpace;
  texture.minFilter = THREE.LinearMipmapLinearFilter;
  texture.generateMipmaps = true;
  texture.needsUpdate = true;
  return texture;
}
