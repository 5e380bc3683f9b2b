/**
 * The `sleeve_cuffs` layer kind: a band at each sleeve's hem, plain, in stripes, half-half or with
 * a piping line. See shaders/layers/sleeve_cuffs.frag. The hem is the long sleeve's when the kit
 * shows long sleeves (Kit.ls, merged into the layer as `longSleeves` by src/compositor/kit-areas.ts),
 * else the short sleeve's.
 */
import cuffsFrag from '../../../shaders/layers/sleeve_cuffs.frag';
import { CUFF_MODES, PIPING_ALIGNMENTS, type SleeveCuffsLayer } from '../../kit/model/index.ts';
import { REGION_IDS } from '../../games/index.ts';
import { defineLayerPass, type LayerUniforms, type RegionBox } from './contract.ts';
import { layerChoice, layerNumber } from './layer-fields.ts';
import { readBool } from '../text/fields.ts';
import { sleeveHemY } from './region-geometry.ts';

export const sleeveCuffsPass = defineLayerPass<SleeveCuffsLayer>({
  kind: 'sleeve_cuffs',
  fragment: cuffsFrag,
  defines: (layer) => ({
    CUFF_MODE: layerChoice(layer, 'mode', CUFF_MODES),
    CUFF_PIPING_ALIGNMENT: layerChoice(layer, 'pipingAlignment', PIPING_ALIGNMENTS),
  }),
  uniforms: (layer, ctx) => {
    const width = layerNumber(layer, 'sleeve_cuffs', 'width', ctx.game);
    const colors = Array.isArray(layer.c) ? layer.c.length : 1;
    return {
      uWidth: width,
      // Piping is at most as wide as the cuff (spec §5).
      uPipingWidth: Math.min(width, layerNumber(layer, 'sleeve_cuffs', 'pipingWidth', ctx.game)),
      // One stripe per colour, never more stripes than colours the layer holds.
      uBands: Math.max(1, Math.min(layerNumber(layer, 'sleeve_cuffs', 'colorCount'), colors)),
      uHemY: sleeveHemY(ctx.game, readBool(layer, 'longSleeves')),
    };
  },
  footprint: cuffFootprint,
  cost: 'cheap',
});

/** Region pixels of slack around the band: its antialiased edge at texture scale 0.25. */
const SLACK = 8;

/** Where the cuffs can draw: each sleeve's band from the hem up, piping outside it included. */
function cuffFootprint(u: LayerUniforms): RegionBox[] {
  const num = (v: unknown) => (typeof v === 'number' ? v : 0);
  const hem = num(u.uHemY);
  const top = hem + num(u.uWidth) + num(u.uPipingWidth);
  const box = [-1e5, hem - SLACK, 1e5, top + SLACK] as const;
  return [REGION_IDS.sleeve_left, REGION_IDS.sleeve_right].map((region) => ({ region, box }));
}
