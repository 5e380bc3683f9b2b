/**
 * The minikit: the kit seen from the front (shirt with its sleeves, shorts, two socks) on a
 * transparent square, drawn by transfer passes straight from the compositor's albedo textures:
 * a flat front projection of our own, independent of the 3D garments. FIFA / EA FC's
 * minikit.png (256) and FM26's 2D kit (414) are this picture at their sizes.
 *
 * Figure units: the torso is the front region's shape at 1 unit wide; the figure is then fitted
 * into the square with a margin. Seen from the front, the wearer's right sleeve is on the left.
 */
import type * as THREE from 'three';
import {
  applyAffine,
  gameLayout,
  uprightRect,
  uprightToArea,
  type Affine,
  type AreaId,
  type Rect,
  type RegionName,
} from '../games/index.ts';
import { ExportCanvas, rotatedMap } from './gl/export-canvas.ts';
import type { RgbaImage } from './png.ts';

interface Found {
  area: AreaId;
  /** The region's upright rectangle (games/layout.ts `uprightRect`). */
  rect: Rect;
  /** Upright pixels to texture pixels (a turned region, EA's sleeves). */
  toArea: Affine;
  areaSize: { width: number; height: number };
  shortSleeveY?: number;
}

function findRegion(game: string, name: RegionName): Found | null {
  for (const [area, layout] of Object.entries(gameLayout(game).areas)) {
    const region = layout?.regions.find((r) => r.name === name);
    if (layout && region)
      return {
        area: area as AreaId,
        rect: uprightRect(region),
        toArea: uprightToArea(region),
        areaSize: { width: layout.width, height: layout.height },
        shortSleeveY: region.shortSleeveY,
      };
  }
  return null;
}

/** A piece of the figure: which part of a region, where (figure units) and how turned. */
interface Piece {
  region: RegionName;
  /** Part of the region's rectangle, as fractions (x, y, w, h). */
  part: readonly [number, number, number, number];
  centre: { x: number; y: number };
  width: number;
  /** Drawn height (figure units); the part's own aspect when absent. */
  height?: number;
  radians: number;
}

/** The front view: torso 1 unit wide at the origin's top; sleeves hang out from the shoulders. */
function figure(game: string, shirtOnly: boolean): { pieces: Piece[]; bounds: Rect } {
  const front = findRegion(game, 'front');
  const torsoH = front ? front.rect.h / front.rect.w : 1.3;
  const pieces: Piece[] = [];
  const sleeve = findRegion(game, 'sleeve_right');
  if (sleeve) {
    // The sleeve's short part: above shortSleeveY (region y up from its centre).
    const shortFraction = sleeve.shortSleeveY !== undefined ? 0.5 - sleeve.shortSleeveY / sleeve.rect.h : 0.5;
    const part = [0.25, 0, 0.5, Math.max(0.15, shortFraction)] as const;
    const w = 0.36;
    const aspect = (part[3] * sleeve.rect.h) / (part[2] * sleeve.rect.w);
    const h = Math.min(0.6, w * aspect);
    pieces.push(
      // The outer end hangs lower: the arm is away from the body, as on a hanger.
      { region: 'sleeve_right', part, centre: { x: -0.06, y: 0.12 + h / 2 }, width: w, radians: -0.6 },
      { region: 'sleeve_left', part, centre: { x: 1.06, y: 0.12 + h / 2 }, width: w, radians: 0.6 },
    );
  }
  pieces.push({
    region: 'front',
    part: [0, 0, 1, 1],
    centre: { x: 0.5, y: torsoH / 2 },
    width: 1,
    radians: 0,
  });
  let y = torsoH - 0.02;
  const shorts = shirtOnly ? null : findRegion(game, 'shorts_front');
  if (shorts) {
    const h = (0.95 * shorts.rect.h) / shorts.rect.w;
    pieces.push({
      region: 'shorts_front',
      part: [0, 0, 1, 1],
      centre: { x: 0.5, y: y + h / 2 },
      width: 0.95,
      radians: 0,
    });
    y += h + 0.04;
  }
  const sock = shirtOnly ? null : findRegion(game, 'sock');
  if (sock) {
    // Half the sock's circumference faces the viewer.
    const w = 0.26;
    const h = 0.62; // socks are drawn taller than their texture's strip: a calf, not a band
    for (const x of [0.3, 0.7])
      pieces.push({
        region: 'sock',
        part: [0.25, 0, 0.5, 1],
        centre: { x, y: y + h / 2 },
        width: w,
        height: h,
        radians: 0,
      });
    y += h;
  }
  const left = sleeve ? -0.45 : 0;
  const right = sleeve ? 1.45 : 1;
  return { pieces, bounds: { x: left, y: 0, w: right - left, h: y } };
}

/**
 * A transfer read from upright pixels, taken to the texture: the map composed with the region's
 * turn, the clip the source rectangle's bounds there.
 */
function inTexture(placed: { map: Affine; dest: Rect }, src: Rect, toArea: Affine) {
  const [a, b, c, d, e, f] = toArea;
  const [p, q, r, s, t, u] = placed.map;
  const map: Affine = [
    a * p + b * s,
    a * q + b * t,
    a * r + b * u + c,
    d * p + e * s,
    d * q + e * t,
    d * r + e * u + f,
  ];
  const corners = [applyAffine(toArea, src.x, src.y), applyAffine(toArea, src.x + src.w, src.y + src.h)];
  const x0 = Math.min(corners[0]![0], corners[1]![0]);
  const y0 = Math.min(corners[0]![1], corners[1]![1]);
  const clip: Rect = {
    x: x0,
    y: y0,
    w: Math.max(corners[0]![0], corners[1]![0]) - x0,
    h: Math.max(corners[0]![1], corners[1]![1]) - y0,
  };
  return { dest: placed.dest, map, clip };
}

/**
 * What the minikit reads: each area's albedo in the game's canvas layout, mip chain built. A
 * KitCompositor is one; an FM 3D texture a player uploads is laid into the canvas layout as one
 * too (fm26-texture-source.ts), so both are drawn by this one figure.
 */
export interface MinikitSource {
  texture(area: AreaId, map: 'albedo'): THREE.Texture | null;
  mipmaps: { flush(): void };
}

/** Draws the minikit into a `size` square (transparent background) and reads it back once. */
export function renderMinikit(
  renderer: THREE.WebGLRenderer,
  compositor: MinikitSource,
  game: string,
  size: number,
  /** Only the shirt (FM's 2D kit pictures show the shirt), centred and larger. */
  shirtOnly = false,
): RgbaImage {
  compositor.mipmaps.flush(); // the figure minifies the textures several times
  const canvas = new ExportCanvas(renderer, size, size);
  try {
    const { pieces, bounds } = figure(game, shirtOnly);
    const margin = size * 0.04;
    const scale = (size - 2 * margin) / Math.max(bounds.w, bounds.h);
    const offsetX = (size - bounds.w * scale) / 2 - bounds.x * scale;
    const offsetY = (size - bounds.h * scale) / 2 - bounds.y * scale;
    for (const piece of pieces) {
      const found = findRegion(game, piece.region);
      const source = found && compositor.texture(found.area, 'albedo');
      if (!found || !source) continue;
      const [fx, fy, fw, fh] = piece.part;
      const src: Rect = {
        x: found.rect.x + fx * found.rect.w,
        y: found.rect.y + fy * found.rect.h,
        w: fw * found.rect.w,
        h: fh * found.rect.h,
      };
      const w = piece.width * scale;
      const h = piece.height !== undefined ? piece.height * scale : (w * src.h) / src.w;
      const placed = rotatedMap(
        { x: offsetX + piece.centre.x * scale, y: offsetY + piece.centre.y * scale },
        { w, h },
        piece.radians,
        src,
      );
      canvas.draw({
        source,
        sourceSize: found.areaSize,
        mode: 'color',
        ...inTexture(placed, src, found.toArea),
      });
    }
    return canvas.read();
  } finally {
    canvas.dispose();
  }
}
