/**
 * How the basketball canvas lands in NBA 2K's own files (layout.ts says why the canvas differs):
 * pieces of the canvas, each copied onto a rectangle of the file at 2048² (scaled with the file).
 * Pure data; the export draws one GPU transfer pass per piece (src/tools/nba-maps.ts).
 */
import { gameLayout } from '../index.ts';
import type { Rect } from '../layout.ts';

/** One copy: the canvas rectangle `canvas` drawn over the file rectangle `file` (2048² pixels). */
export interface FilePiece {
  file: Rect;
  canvas: Rect;
}

/** 2K's files are 2048² at full size, as the canvas areas are. */
export const NBA_FILE_SIZE = 2048;

const regionRect = (area: 'shirt' | 'shorts', name: string): Rect =>
  gameLayout('basketball').areas[area]!.regions.find((r) => r.name === name)!.rect;

const half = (r: Rect, side: 'left' | 'right'): Rect => ({
  ...r,
  x: side === 'left' ? r.x : r.x + r.w / 2,
  w: r.w / 2,
});

/**
 * Jersey: the rolled canvas shifted back (its right part, x 227-2048, to the file's left; its
 * first 227 columns, the back's part, to the file's right edge). The arm-hole trims travel with
 * it: the canvas paints them where the 3D jersey's bindings read them (layout.ts).
 */
function jerseyPieces(): FilePiece[] {
  const size = NBA_FILE_SIZE;
  const roll = gameLayout('basketball').areas.shirt!.fileRollX ?? 0;
  return [
    { file: { x: 0, y: 0, w: size - roll, h: size }, canvas: { x: roll, y: 0, w: size - roll, h: size } },
    { file: { x: size - roll, y: 0, w: roll, h: size }, canvas: { x: 0, y: 0, w: roll, h: size } },
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
