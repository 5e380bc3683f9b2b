/**
 * How the basketball canvas lands in NBA 2K's own files (layout.ts says why the canvas differs):
 * pieces of the canvas, each copied onto a rectangle of the file at 2048² (scaled with the file).
 * Pure data; the export draws one GPU transfer pass per piece (src/tools/nba-maps.ts).
 */
import type { Rect } from '../layout.ts';
import { BASKETBALL_LAYOUT, NBA2K_ZONES } from './layout.ts';

/** One copy: the canvas rectangle `canvas` drawn over the file rectangle `file` (2048² pixels). */
export interface FilePiece {
  file: Rect;
  canvas: Rect;
}

/** 2K's files are 2048² at full size, as the canvas areas are. */
export const NBA_FILE_SIZE = 2048;

const regionRect = (area: 'shirt' | 'shorts', name: string): Rect =>
  BASKETBALL_LAYOUT.areas[area]!.regions.find((r) => r.name === name)!.rect;

const half = (r: Rect, side: 'left' | 'right'): Rect => ({
  ...r,
  x: side === 'left' ? r.x : r.x + r.w / 2,
  w: r.w / 2,
});

/**
 * Jersey: the rolled canvas shifted back (its right part, x 227-2048, to the file's left; its
 * first 227 columns, the back's part, to the file's right edge), then both arm-hole trims from
 * the collar trim.
 */
function jerseyPieces(): FilePiece[] {
  const size = NBA_FILE_SIZE;
  const roll = BASKETBALL_LAYOUT.areas.shirt!.fileRollX ?? 0;
  const collar = regionRect('shirt', 'collar');
  return [
    { file: { x: 0, y: 0, w: size - roll, h: size }, canvas: { x: roll, y: 0, w: size - roll, h: size } },
    { file: { x: size - roll, y: 0, w: roll, h: size }, canvas: { x: 0, y: 0, w: roll, h: size } },
    ...NBA2K_ZONES.jersey.armholeTrims.map((file) => ({ file, canvas: collar })),
  ];
}

/**
 * Shorts: the canvas as it is (the belt-buckle zone and anything outside the panels), then each
 * leg panel from the halves round that leg, side seam in the middle (layout.ts).
 */
function shortsPieces(): FilePiece[] {
  const size = NBA_FILE_SIZE;
  const front = regionRect('shorts', 'shorts_front');
  const back = regionRect('shorts', 'shorts_back');
  // The file's panels (with their waistbands) are where the canvas has the front and the back.
  const top = front; // the wearer's left leg
  const bottom = back; // the wearer's right leg
  return [
    { file: { x: 0, y: 0, w: size, h: size }, canvas: { x: 0, y: 0, w: size, h: size } },
    { file: half(top, 'left'), canvas: half(front, 'right') },
    { file: half(top, 'right'), canvas: half(back, 'left') },
    { file: half(bottom, 'left'), canvas: half(back, 'right') },
    { file: half(bottom, 'right'), canvas: half(front, 'left') },
  ];
}

export function nbaFilePieces(area: 'shirt' | 'shorts'): FilePiece[] {
  return area === 'shirt' ? jerseyPieces() : shortsPieces();
}

const inside = (r: Rect, x: number, y: number) => x >= r.x && x < r.x + r.w && y >= r.y && y < r.y + r.h;

/** Where a point of 2K's file (2048² pixels) is read from on the canvas: the last piece drawn there. */
export function fileToCanvas(area: 'shirt' | 'shorts', x: number, y: number): [number, number] | undefined {
  const piece = nbaFilePieces(area).findLast((p) => inside(p.file, x, y));
  if (!piece) return undefined;
  const { file, canvas } = piece;
  return [canvas.x + ((x - file.x) * canvas.w) / file.w, canvas.y + ((y - file.y) * canvas.h) / file.h];
}

/**
 * Where a canvas point lands in 2K's file (the first landing no later piece covers), or
 * undefined when the download drops it. Tests follow a painted texel through the export with it.
 */
export function canvasToFile(area: 'shirt' | 'shorts', x: number, y: number): [number, number] | undefined {
  for (const { file, canvas } of nbaFilePieces(area)) {
    if (!inside(canvas, x, y)) continue;
    const f: [number, number] = [
      file.x + ((x - canvas.x) * file.w) / canvas.w,
      file.y + ((y - canvas.y) * file.h) / canvas.h,
    ];
    const back = fileToCanvas(area, f[0], f[1]);
    if (back && Math.abs(back[0] - x) < 1e-6 && Math.abs(back[1] - y) < 1e-6) return f;
  }
  return undefined;
}
