/**
 * The `shoulder_panels` layer kind: a yoke following the body panels' top outline, optionally
 * carried over the sleeve caps (`extend`). See shaders/layers/shoulder_panels.frag.
 */
import shoulderPanelsFrag from '../../../shaders/layers/shoulder_panels.frag';
import type { ShoulderPanelsLayer } from '../../kit/model/index.ts';
import { REGION_IDS } from '../../games/index.ts';
import { defineLayerPass, type LayerUniforms, type RegionBox } from './contract.ts';
import { layerNumber } from './layer-fields.ts';
import { shoulderLine } from './region-geometry.ts';

/** Length of uShoulderLine in the shader (SHOULDER_LINE_POINTS). */
const LINE_POINTS = 16;

export const shoulderPanelsPass = defineLayerPass<ShoulderPanelsLayer>({
  kind: 'shoulder_panels',
  fragment: shoulderPanelsFrag,
  defines: (layer) => (layer.extend === true ? { SHOULDER_EXTEND: 1 } : {}),
  uniforms: (layer, ctx) => {
    const line = shoulderLine(ctx.game, LINE_POINTS);
    const padded = Array.from(
      { length: LINE_POINTS },
      (_, i) => line[Math.min(i, line.length - 1)] ?? [0, 0],
    );
    return {
      uShoulderLine: padded.flat(),
      uShoulderPointCount: line.length,
      uWidth: layerNumber(layer, 'shoulder_panels', 'width'),
      uOffset: layerNumber(layer, 'shoulder_panels', 'offset'),
      // Read by the footprint only (the shader has SHOULDER_EXTEND).
      uExtend: layer.extend === true ? 1 : 0,
    };
  },
  footprint: shoulderFootprint,
  cost: 'cheap',
});

/** Region pixels of slack around the band: its antialiased edge at texture scale 0.25. */
const SLACK = 8;

/**
 * Where the yoke can draw: on the front and back, the band under the shoulder line; measured
 * across a segment of slope s, the band's vertical reach is its distance times sqrt(1 + s²), so
 * the box takes the steepest segment's. With `extend`, the band along each sleeve's top edge.
 */
function shoulderFootprint(u: LayerUniforms): RegionBox[] {
  const flat = Array.isArray(u.uShoulderLine) ? (u.uShoulderLine as number[]) : [];
  const count = typeof u.uShoulderPointCount === 'number' ? u.uShoulderPointCount : 0;
  const width = typeof u.uWidth === 'number' ? u.uWidth : 0;
  const offset = typeof u.uOffset === 'number' ? u.uOffset : 0;
  const points = Array.from({ length: count }, (_, i) => [flat[i * 2] ?? 0, flat[i * 2 + 1] ?? 0] as const);
  const boxes: RegionBox[] = [];
  if (points.length >= 2) {
    let steep = 1;
    for (let i = 1; i < points.length; i++) {
      const [ax, ay] = points[i - 1]!;
      const [bx, by] = points[i]!;
      if (bx > ax) steep = Math.max(steep, Math.sqrt(1 + ((by - ay) / (bx - ax)) ** 2));
    }
    const xs = points.map(([x]) => x);
    const ys = points.map(([, y]) => y);
    // The band is offset..offset+width below the line, either sign; reach scales by 1..steep.
    const deepest = Math.max(offset + width, (offset + width) * steep);
    const highest = Math.min(offset, offset * steep);
    const box = [
      Math.min(...xs) - SLACK,
      Math.min(...ys) - deepest - SLACK,
      Math.max(...xs) + SLACK,
      Math.max(...ys) - highest + SLACK,
    ] as const;
    boxes.push({ region: REGION_IDS.front, box }, { region: REGION_IDS.back, box });
  }
  if (u.uExtend === 1) {
    // Measured down from the sleeve's top edge (anchor y = 1: the region's top).
    const box = [-1e5, -(offset + width) - SLACK, 1e5, -offset + SLACK] as const;
    for (const region of [REGION_IDS.sleeve_left, REGION_IDS.sleeve_right])
      boxes.push({ region, box, anchor: [0, 1] });
  }
  return boxes;
}
