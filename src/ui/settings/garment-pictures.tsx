/**
 * Thumbnails of the collar and shorts choices, drawn as small SVGs from the same numbers the 3D
 * garments are built from (the neckline curves, the shorts cuts), so a picture cannot show a
 * shape the 3D kit does not wear. No GPU, no image files: a few hundred bytes of markup each.
 * Coordinates are the garments' metres, x to the viewer's right, y up (flipped by the viewBox).
 */
import { BODY, legCentreX } from '../../scene/garments/body.ts';
import { collarShape, necklinePoint, type CollarShape } from '../../scene/garments/neckline.ts';
import { SHORTS_LEG_FLARE, shortsCut, WAISTBAND_DEPTH } from '../../scene/garments/shorts.ts';

type Point = readonly [number, number];

const path = (points: readonly Point[], close = true) =>
  `M${points.map(([x, y]) => `${x.toFixed(4)} ${(-y).toFixed(4)}`).join('L')}${close ? 'Z' : ''}`;

/** The neckline seen from the front, from the wearer's right side to the left. */
function neckline(shape: CollarShape, front: boolean): Point[] {
  return Array.from({ length: 25 }, (_, i) => {
    const [x, y] = necklinePoint(shape, front, -1 + i / 12);
    return [x, y] as const;
  });
}

/** Half the shirt's outline (the viewer's left), from the neck side to the hem's centre. */
const SHIRT_SIDE: readonly Point[] = [
  [BODY.shoulderPoint.x, BODY.shoulderPoint.y],
  [0.315, 1.29],
  [0.24, 1.235],
  [0.19, 1.32],
  [0.185, 0.99],
];

export interface GarmentColours {
  body: string;
  trim: string;
}

/** A shirt front whose neckline and collar band are the collar value's shape. */
export function CollarPicture({
  collar,
  shapes,
  colours,
}: {
  collar: number;
  shapes?: readonly string[];
  colours: GarmentColours;
}) {
  const shape = collarShape(collar, shapes);
  const back = neckline(shape, false);
  const front = neckline(shape, true);
  const right = SHIRT_SIDE.map(([x, y]) => [-x, y] as const);
  const outline = [...back.slice().reverse(), ...SHIRT_SIDE, ...right.slice().reverse()];
  const band = 0.016;
  const placket = shape === 'polo' || shape === 'henley';
  const placketTop = front[12]![1];
  return (
    <svg viewBox="-0.34 -1.58 0.68 0.68" role="presentation">
      <path d={path(outline)} fill={colours.body} stroke="rgb(0 0 0 / 0.35)" strokeWidth={0.006} />
      {/* The inside of the back shows above the front's neckline. */}
      <path d={path([...back, ...front.slice().reverse()])} fill={colours.body} />
      <path d={path([...back, ...front.slice().reverse()])} fill="rgb(0 0 0 / 0.38)" />
      <path
        d={path(front, false)}
        fill="none"
        stroke={colours.trim}
        strokeWidth={band}
        strokeLinejoin="round"
      />
      {placket ? (
        <g>
          <rect x={-0.012} y={-placketTop} width={0.024} height={0.085} fill={colours.trim} />
          {[0.025, 0.055].map((d) => (
            <circle key={d} cx={0} cy={-(placketTop - d)} r={0.006} fill={colours.body} />
          ))}
        </g>
      ) : null}
      {shape === 'polo' ? (
        <path
          d={path([
            [-0.075, 1.5],
            [-0.012, placketTop],
            [-0.06, placketTop - 0.01],
            [-0.1, 1.47],
          ])}
          fill={colours.trim}
        />
      ) : null}
      {shape === 'polo' ? (
        <path
          d={path([
            [0.075, 1.5],
            [0.012, placketTop],
            [0.06, placketTop - 0.01],
            [0.1, 1.47],
          ])}
          fill={colours.trim}
        />
      ) : null}
    </svg>
  );
}

/** Shorts from the front in a model's cut: length, leg opening and split hem. */
export function ShortsPicture({ model, colours }: { model: number; colours: GarmentColours }) {
  const cut = shortsCut(model);
  const hemY = cut.waistY - cut.length;
  const outerHemY = hemY + cut.sideSplit;
  const centre = legCentreX(hemY);
  const open = cut.hemRadius * SHORTS_LEG_FLARE;
  const waist = cut.hip[0] * 0.88;
  const half: Point[] = [
    [waist, cut.waistY],
    [cut.hip[0], cut.waistY - 0.1],
    [centre + open, outerHemY],
    [centre + open * 0.5, hemY - 0.004],
    [centre - open, hemY],
    [0, BODY.crotchY + 0.015],
  ];
  const left = half
    .slice(0, -1)
    .map(([x, y]) => [-x, y] as const)
    .reverse();
  return (
    <svg viewBox="-0.29 -1.1 0.58 0.58" role="presentation">
      <path d={path([...half, ...left])} fill={colours.body} stroke="rgb(0 0 0 / 0.35)" strokeWidth={0.006} />
      <rect
        x={-waist}
        y={-cut.waistY}
        width={waist * 2}
        height={WAISTBAND_DEPTH}
        fill={colours.trim}
        stroke="rgb(0 0 0 / 0.35)"
        strokeWidth={0.004}
      />
    </svg>
  );
}
