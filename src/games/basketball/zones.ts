/**
 * NBA 2K's file zones, apart from the layout so the download's code (nba2k-file.ts) can read them
 * without pulling the basketball layout's chunk into every game's site: the layout reaches the
 * download through the registry (`gameLayout`), as every game's does.
 */
import type { Rect } from '../layout.ts';

/** 2K's file zones (x, y, w, h at 2048²), as the public templates give them. */
export const NBA2K_ZONES = {
  jersey: {
    trimBand: { x: 0, y: 0, w: 2048, h: 392 },
    armholeTrims: [
      { x: 363, y: 50, w: 1323, h: 66 },
      { x: 363, y: 177, w: 1323, h: 66 },
    ],
    collarTrim: { x: 349, y: 311, w: 1360, h: 66 },
    front: { x: 884, y: 392, w: 937, h: 1656 },
    wordmark: { x: 1039, y: 817, w: 632, h: 389 },
    backLeft: { x: 0, y: 392, w: 884, h: 1656 },
    backRight: { x: 1821, y: 392, w: 227, h: 1656 },
  },
  shorts: {
    waistbandLeft: { x: 0, y: 0, w: 1267, h: 119 },
    panelLeft: { x: 0, y: 119, w: 1309, h: 680 },
    waistbandRight: { x: 0, y: 1024, w: 1222, h: 117 },
    panelRight: { x: 0, y: 1141, w: 1309, h: 686 },
    beltBuckle: { x: 1398, y: 1459, w: 617, h: 319 },
  },
} as const satisfies Record<string, Record<string, Rect | readonly Rect[]>>;
