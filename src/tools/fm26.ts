/**
 * Football Manager 26 kit pack (shared/reference/game-formats.md §2, §6): the 2D kit (414x414
 * PNG, the shirt from the front on transparency), the 3D kit texture (1024x1024, fully opaque, in
 * FM26's own layout) and `config.xml` mapping both to the team's Unique ID and kit type.
 *
 * The 3D texture is remapped from our fm canvas (src/games/fm/layout.ts: FM26's layout at 2x,
 * with the changes an editing canvas needs) by one GPU transfer pass per region:
 * - front body: its painted rectangle as is, hem strip and shoulders included; back body: its
 *   painted rectangle (FM26's back and back hem, upright) rotated 180 degrees. Both are exact
 *   halvings, so front and back keep one vertical scale (the canvas decides it; see the layout);
 * - long sleeves: as is; short-sleeve strips (and the cuffs inside them): the sleeve's short part,
 *   turned a quarter (FM26's sleeve orientation is its least certain part: unverified);
 * - shorts: FM26 splits them by leg; each leg is the front's half and the back's half on that
 *   side (wearer's right = front's left half + back's right half), our reading, unverified;
 * - socks: our sock is FM26's right sock and is copied to the left one;
 * - collar: our straight strip is unrolled into FM26's ring around (513, 597), radius 29-43,
 *   starting at the back centre and going round through the wearer's right.
 * Texels no region reaches are mid grey, opaque (the file must be opaque; the model never shows
 * them). Transparent texels inside a panel are laid on the same grey.
 */
import type { Rect } from '../games/index.ts';
import { gameLayout, paintedRect } from '../games/index.ts';
import { ExportCanvas, rectMap, type Transfer } from './gl/export-canvas.ts';
import type { ExportJob } from './export-job.ts';
import { renderMinikit, type MinikitSource } from './minikit.ts';
import type { RgbaImage } from './png.ts';
import { fmConfigXml, fmFileBases, type FmPackOptions } from './fm26-config.ts';

export * from './fm26-config.ts';

export const FM_2D_SIZE = 414;
export const FM_3D_SIZE = 1024;

/** FM26 rectangles (x0, y0, x1, y1 in the 1024 file). */
const r = (x0: number, y0: number, x1: number, y1: number): Rect => ({
  x: x0,
  y: y0,
  w: x1 - x0,
  h: y1 - y0,
});
export const FM26_RECTS = {
  front: r(357, 598, 668, 1004),
  back: r(357, 134, 668, 598),
  /** The hem strips under the front and over the (upside-down) back: the body's design. */
  frontHem: r(357, 1004, 668, 1018),
  backHem: r(357, 118, 668, 134),
  shortSleeveRight: r(240, 405, 357, 725),
  shortSleeveLeft: r(668, 405, 785, 725),
  longSleeveRight: r(0, 0, 357, 326),
  longSleeveLeft: r(668, 0, 1024, 326),
  sockRight: r(3, 430, 237, 716),
  sockLeft: r(786, 430, 1020, 716),
  shortsRight: r(4, 774, 351, 1018),
  shortsLeft: r(676, 774, 1024, 1018),
} as const;
export const FM26_COLLAR_RING = { cx: 513, cy: 597, inner: 29, outer: 43 } as const;

/** Opaque fill under everything: texels no panel reaches (never seen on the model). */
const BACKGROUND = [0.5, 0.5, 0.5, 1] as const;

/**
 * FM26's rectangles and the canvas rectangles they are copied from, with the quarter turns on
 * the way to the file. The 3D texture is these passes; an uploaded FM26 texture is laid into the
 * canvas by the unturned ones backwards (fm26-texture-source.ts), so both read one table.
 */
export function fm26Pieces(): { file: Rect; canvas: Rect; turns: number }[] {
  const layout = gameLayout('fm').areas.shirt!;
  const found = (name: string) => layout.regions.find((x) => x.name === name)!;
  const region = (name: string) => found(name).rect;
  /** A body panel with its hem: FM26's body rectangle and hem strip as one. */
  const withHem = (body: Rect, hem: Rect): Rect =>
    r(body.x, Math.min(body.y, hem.y), body.x + body.w, Math.max(body.y + body.h, hem.y + hem.h));
  const half = (rect: Rect, side: 'left' | 'right'): Rect => ({
    ...rect,
    x: side === 'left' ? rect.x : rect.x + rect.w / 2,
    w: rect.w / 2,
  });
  const sleeveShort = (rect: Rect, shortSleeveY: number): Rect => ({ ...rect, h: rect.h / 2 - shortSleeveY });
  const sleeveRight = found('sleeve_right');
  const sleeveLeft = found('sleeve_left');
  const F = FM26_RECTS;
  const plan: [Rect, Rect, number][] = [
    [withHem(F.front, F.frontHem), paintedRect(found('front')), 0],
    [withHem(F.back, F.backHem), paintedRect(found('back')), 2],
    [F.longSleeveRight, region('sleeve_right'), 0],
    [F.longSleeveLeft, region('sleeve_left'), 0],
    [F.shortSleeveRight, sleeveShort(sleeveRight.rect, sleeveRight.shortSleeveY ?? 0), 1],
    [F.shortSleeveLeft, sleeveShort(sleeveLeft.rect, sleeveLeft.shortSleeveY ?? 0), 3],
    [F.sockRight, region('sock'), 0],
    [F.sockLeft, region('sock'), 0],
    [half(F.shortsRight, 'left'), half(region('shorts_front'), 'left'), 0],
    [half(F.shortsRight, 'right'), half(region('shorts_back'), 'right'), 0],
    [half(F.shortsLeft, 'left'), half(region('shorts_back'), 'left'), 0],
    [half(F.shortsLeft, 'right'), half(region('shorts_front'), 'right'), 0],
  ];
  return plan.map(([file, canvas, turns]) => ({ file, canvas, turns }));
}

/**
 * What the 3D texture is drawn from: the renderer and the fm canvas's albedo (a kit's compositor,
 * or the PES -> FM converter's canvas, pes-to-fm.ts).
 */
export interface FmCanvasJob {
  renderer: ExportJob['renderer'];
  compositor: MinikitSource;
}

/** The passes of the 3D texture: each piece, then the collar ring. */
function regionTransfers(job: FmCanvasJob): Transfer[] {
  const layout = gameLayout('fm').areas.shirt!;
  const source = job.compositor.texture('shirt', 'albedo');
  if (!source) throw new Error('the fm kit has no shirt texture');
  const region = (name: string) => layout.regions.find((x) => x.name === name)!.rect;
  const sourceSize = { width: layout.width, height: layout.height };
  const transfers: Transfer[] = fm26Pieces().map(({ file: dest, canvas: src, turns }) => ({
    source,
    sourceSize,
    clip: src,
    dest,
    map: rectMap(dest, src, turns),
    mode: 'opaque',
    fill: [BACKGROUND[0], BACKGROUND[1], BACKGROUND[2]],
  }));
  const collar = region('collar');
  const ring = FM26_COLLAR_RING;
  transfers.push({
    source,
    sourceSize,
    clip: collar,
    dest: r(ring.cx - ring.outer, ring.cy - ring.outer, ring.cx + ring.outer, ring.cy + ring.outer),
    map: [0, 0, 0, 0, 0, 0],
    mode: 'opaque',
    fill: [BACKGROUND[0], BACKGROUND[1], BACKGROUND[2]],
    ring: { ...ring },
  });
  return transfers;
}

/** The 3D kit texture: 1024x1024, alpha 255 everywhere, FM26's layout. */
export function fm3dTexture(job: FmCanvasJob): RgbaImage {
  const canvas = new ExportCanvas(job.renderer, FM_3D_SIZE, FM_3D_SIZE);
  try {
    canvas.clear(BACKGROUND);
    for (const transfer of regionTransfers(job)) canvas.draw(transfer);
    return canvas.read();
  } finally {
    canvas.dispose();
  }
}

/**
 * The FM minikit style setting (document 2 §9 `minikitStyle`): the shirt alone, as FM's own kit
 * pictures show it (the default), or the whole kit (shirt, shorts, socks) from the front.
 */
export const MINIKIT_STYLES = ['shirt', 'kit'] as const;
export type MinikitStyle = (typeof MINIKIT_STYLES)[number];

/** The 2D kit: 414x414, from the front on transparency, in the minikit style. */
export function fm2dKit(job: FmCanvasJob, style: MinikitStyle = 'shirt'): RgbaImage {
  return renderMinikit(job.renderer, job.compositor, 'fm', FM_2D_SIZE, style === 'shirt');
}

export function fmFiles(job: ExportJob, options: FmPackOptions) {
  const { kit2d, kit3d } = fmFileBases(options);
  return {
    images: new Map([
      [`${kit2d}.png`, fm2dKit(job)],
      [`${kit3d}.png`, fm3dTexture(job)],
    ]),
    texts: new Map([['config.xml', fmConfigXml(options)]]),
  };
}
