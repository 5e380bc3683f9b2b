/**
 * What one download works with: the renderer, the compositor holding the kit at the game's
 * export scale, the game and the kit. Game builders read maps through `readMap` (one transfer
 * pass into an export canvas, one readback) and hand images to `encodePng` (a worker).
 */
import type * as THREE from 'three';
import type { KitCompositor, TextureMap } from '../compositor/kit-compositor.ts';
import { gameLayout, type AreaId, type Rect } from '../games/index.ts';
import type { Kit } from '../kit/index.ts';
import { ExportCanvas, rectMap, type TransferMode } from './gl/export-canvas.ts';
import type { RgbaImage } from './png.ts';

export interface ExportJob {
  renderer: THREE.WebGLRenderer;
  compositor: KitCompositor;
  game: string;
  kit: Kit;
  /** Hears how far a long download is (0..1): the NBA 2K DDS encoding reports here. */
  onProgress?: (fraction: number) => void;
}

/**
 * One whole map of an area, at its target's size (or at `size`, resampled on the GPU), in PNG
 * order: one pass, one readback.
 */
export function readMap(
  job: ExportJob,
  area: AreaId,
  map: TextureMap,
  mode: TransferMode,
  size?: { width: number; height: number },
): RgbaImage {
  const layout = gameLayout(job.game).areas[area];
  const whole = { x: 0, y: 0, w: layout?.width ?? 0, h: layout?.height ?? 0 };
  return readPieces(job, area, map, mode, [{ file: whole, canvas: whole }], size);
}

/**
 * A game file laid out differently from the canvas: each piece copies a canvas rectangle onto a
 * file rectangle (both in the area's scale-1 pixels; the file is the area's size, scaled to the
 * output), one pass each, later pieces over earlier ones; one readback.
 */
export function readPieces(
  job: ExportJob,
  area: AreaId,
  map: TextureMap,
  mode: TransferMode,
  pieces: readonly { file: Rect; canvas: Rect }[],
  size?: { width: number; height: number },
): RgbaImage {
  const layout = gameLayout(job.game).areas[area];
  const source = job.compositor.texture(area, map);
  const target = job.compositor.areas[area];
  if (!layout || !source || !target) throw new Error(`the ${job.game} layout has no ${area} area`);
  const scale = map === 'albedo' ? 1 : 0.5; // ORM and normal maps are at half the albedo's size
  const canvas = new ExportCanvas(
    job.renderer,
    size?.width ?? Math.round(target.width * scale),
    size?.height ?? Math.round(target.height * scale),
  );
  try {
    const sx = canvas.width / layout.width;
    const sy = canvas.height / layout.height;
    for (const piece of pieces) {
      const f = piece.file;
      const dest = { x: f.x * sx, y: f.y * sy, w: f.w * sx, h: f.h * sy };
      canvas.draw({
        source,
        sourceSize: { width: layout.width, height: layout.height },
        clip: piece.canvas,
        dest,
        map: rectMap(dest, piece.canvas),
        mode,
      });
    }
    return canvas.read();
  } finally {
    canvas.dispose();
  }
}

/** A uniform image (neutral maps, the blank texture): no GPU work. */
export function solidImage(
  width: number,
  height: number,
  rgba: readonly [number, number, number, number],
): RgbaImage {
  const data = new Uint8Array(width * height * 4);
  const pixel = (rgba[0] | (rgba[1] << 8) | (rgba[2] << 16) | (rgba[3] << 24)) >>> 0;
  new Uint32Array(data.buffer).fill(pixel); // little-endian: R is the lowest byte
  return { width, height, data };
}
