/**
 * The `shoulder_panels` layer kind: a yoke following the body panels' top outline, optionally
 * carried over the sleeve caps (`extend`). See shaders/layers/shoulder_panels.frag.
 */
import shoulderPanelsFrag from '../../../shaders/layers/shoulder_panels.frag';
import type { ShoulderPanelsLayer } from '../../kit/model/index.ts';
import { defineLayerPass } from './contract.ts';
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
    };
  },
  cost: 'cheap',
});
