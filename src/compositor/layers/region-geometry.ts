/**
 * Garment geometry some kinds need beyond a region's rectangle, read from the game layout and
 * turned into region space (origin at the region centre, +y up, seen from outside): where a
 * sleeve's hem is, and the top outline (neckline and shoulder seams) of the body panels.
 */
import {
  gameLayout,
  regionFrame,
  uprightRect,
  type RegionLayout,
  type RegionName,
} from '../../games/index.ts';

function region(game: string, name: RegionName): RegionLayout | undefined {
  return gameLayout(game).areas.shirt?.regions.find((r) => r.name === name);
}

/**
 * Region y of the sleeve hem. Sleeve regions hold the long sleeve down to their bottom edge;
 * short sleeves end at `shortSleeveY` (a layout without it has only the one length).
 */
export function sleeveHemY(game: string, longSleeves: boolean): number {
  const sleeve = region(game, 'sleeve_left');
  if (!sleeve) return 0;
  const longHem = -uprightRect(sleeve).h / 2;
  return longSleeves ? longHem : (sleeve.shortSleeveY ?? longHem);
}

/**
 * The front panel's top outline as region-space points from left to right: the polygon's points
 * above its bottom edge, or the rectangle's top edge when the panel is a plain rectangle.
 * Front and back are cut alike, so the back uses it too.
 */
export function shoulderLine(game: string, maxPoints: number): [number, number][] {
  const front = region(game, 'front');
  if (!front) return [];
  const { x, y, w, h } = uprightRect(front);
  const frame = regionFrame(front);
  const toRegion = ([px, py]: readonly [number, number]): [number, number] => [
    (front.flipX ? -1 : 1) * (px - (x + w / 2)),
    y + h / 2 - py,
  ];
  const top = (frame.shape ?? [])
    .filter(([, py]) => py < y + h - 0.5)
    .map(toRegion)
    .sort((a, b) => a[0] - b[0]);
  const line: [number, number][] = top.length >= 2 ? top : [toRegion([x, y]), toRegion([x + w, y])];
  return line.slice(0, maxPoints);
}
