/** The `custom_collar` layer kind: catalogue collar artwork over the collar strip. */
import collarFrag from '../../../shaders/layers/custom_collar.frag';
import type { CustomCollarLayer } from '../../kit/model/index.ts';
import { channelPalette } from '../images/palette.ts';
import { defineLayerPass } from './contract.ts';
import { layerNumber } from './layer-fields.ts';
import { findKindImage, kindImageColors, kindImageUrl } from './pattern-tiles.ts';

const collarName = (layer: CustomCollarLayer): string => (typeof layer.p === 'string' ? layer.p : '');

export const customCollarPass = defineLayerPass<CustomCollarLayer>({
  kind: 'custom_collar',
  fragment: collarFrag,
  defines: () => ({}),
  uniforms: (layer) => {
    // colorCount says how many of the layer's colours are in use; the rest keep the artwork's own.
    const used = (Array.isArray(layer.c) ? layer.c : []).slice(
      0,
      layerNumber(layer, 'custom_collar', 'colorCount'),
    );
    return { uCollar: null, uPalette: channelPalette(used, kindImageColors('collars', collarName(layer))) };
  },
  textures: async (layer, ctx) => ({
    uCollar: await ctx.loadTexture(
      kindImageUrl('collars', await findKindImage('collars', collarName(layer))),
    ),
  }),
  textureKey: collarName,
  cost: 'heavy',
});
