/**
 * The panel map of an area: one texel per scale-1 texture pixel holding the id of the region it
 * belongs to (0 = none). Built on the CPU by scanline fill of each region's rectangle or outline,
 * uploaded as an R8 texture sampled with NEAREST (ids must not blend). With the region rectangles
 * as uniforms, the host shader turns any texel into region space.
 *
 * A map depends only on the area's layout, so the compositors of one editor share theirs
 * (`PanelMaps`): the first-frame draft's successor and a texture-scale change reuse them.
 */
import * as THREE from 'three';
import { MAX_REGIONS, REGION_IDS, paintedRect, type AreaLayout, type RegionLayout } from '../games/index.ts';

export interface PanelMap {
  texture: THREE.DataTexture;
  /** Per region id: centre x, centre y (area pixels, y down), width, height. */
  rects: Float32Array;
  /** Per region id: flipX (0/1), shortSleeveY, turn (quarter turns, games/layout.ts), 0. */
  extras: Float32Array;
  layout: AreaLayout;
}

const scaled = ([x, y]: readonly [number, number], scale: number): [number, number] => [x * scale, y * scale];

/**
 * Fills the texels of one region row by row (even-odd rule for outlines; a `paint` rectangle
 * whole), at `scale` texels per layout pixel.
 */
function fillRegion(
  ids: Uint8Array,
  width: number,
  height: number,
  region: RegionLayout,
  id: number,
  scale: number,
): void {
  const painted = paintedRect(region);
  const x = painted.x * scale;
  const y = painted.y * scale;
  const w = painted.w * scale;
  const h = painted.h * scale;
  const y0 = Math.max(0, Math.floor(y));
  const y1 = Math.min(height, Math.ceil(y + h));
  // A painted rectangle is filled whole: the outline is the garment's, not the file's.
  const shape = region.paint ? undefined : region.shape;
  for (let row = y0; row < y1; row++) {
    // Data rows start at the bottom (v = 0); layout rows start at the top.
    const base = (height - 1 - row) * width;
    const spans: number[] = [];
    if (shape) {
      const cy = row + 0.5;
      for (let i = 0; i < shape.length; i++) {
        const [ax, ay] = scaled(shape[i]!, scale);
        const [bx, by] = scaled(shape[(i + 1) % shape.length]!, scale);
        if (ay <= cy !== by <= cy) spans.push(ax + ((cy - ay) / (by - ay)) * (bx - ax));
      }
      spans.sort((a, b) => a - b);
    } else {
      spans.push(x, x + w);
    }
    for (let s = 0; s + 1 < spans.length; s += 2) {
      const from = Math.max(Math.ceil(spans[s]! - 0.5), Math.floor(x), 0);
      const to = Math.min(Math.floor(spans[s + 1]! - 0.5), Math.ceil(x + w) - 1, width - 1);
      if (to >= from) ids.fill(id, base + from, base + to + 1);
    }
  }
}

/**
 * Builds one area's map; compositors get theirs through a `PanelMaps`, which builds each once.
 * `scale` below 1 gives a coarser map (a first-frame draft's, at the draft's own size): region
 * edges then fall on its texels' centres. The region rectangles stay in scale-1 pixels.
 */
export function buildPanelMap(layout: AreaLayout, scale = 1): PanelMap {
  const width = Math.max(1, Math.round(layout.width * scale));
  const height = Math.max(1, Math.round(layout.height * scale));
  const ids = new Uint8Array(width * height);
  const rects = new Float32Array(MAX_REGIONS * 4);
  const extras = new Float32Array(MAX_REGIONS * 4);
  for (const region of layout.regions) {
    const id = REGION_IDS[region.name];
    fillRegion(ids, width, height, region, id, width / layout.width);
    const { x, y, w, h } = region.rect;
    rects.set([x + w / 2, y + h / 2, w, h], id * 4);
    extras.set([region.flipX ? 1 : 0, region.shortSleeveY ?? -1e6, region.turn ?? 0, 0], id * 4);
  }
  const texture = new THREE.DataTexture(ids, width, height, THREE.RedFormat, THREE.UnsignedByteType);
  texture.magFilter = THREE.NearestFilter;
  texture.minFilter = THREE.NearestFilter;
  texture.unpackAlignment = 1;
  texture.generateMipmaps = false;
  texture.needsUpdate = true;
  return { texture, rects, extras, layout };
}

/**
 * The panel maps of one renderer's compositors, built once per area layout (2048² texels for a
 * shirt: tens of ms of main thread and 4 MB to upload, bench/README.md "issue 20, session 6").
 * The owner (the editor) disposes them; a compositor without one builds and owns its own.
 * `scale` 1 (default) for every compositor drawing at the user's scale: their pixels depend on
 * it; a first-frame draft's may be coarser (its own size) to keep their cost off the first frame.
 */
export class PanelMaps {
  private readonly maps = new Map<AreaLayout, PanelMap>();

  constructor(private readonly scale = 1) {}

  get(layout: AreaLayout): PanelMap {
    let map = this.maps.get(layout);
    if (!map) {
      map = buildPanelMap(layout, this.scale);
      this.maps.set(layout, map);
    }
    return map;
  }

  dispose(): void {
    for (const map of this.maps.values()) map.texture.dispose();
    this.maps.clear();
  }
}
