/**
 * Graphic ("Extra", spec document 1, section 3): a catalogue channel-mask image stretched over each
 * region the layer is displayed on. Channel i takes the layer's colour i; a channel the layer has
 * no colour for keeps the graphic's own.
 */
import graphicFrag from '../../../shaders/layers/graphic.frag';
import type { GraphicLayer } from '../../kit/model/index.ts';
import { defineLayerPass } from './contract.ts';
import { fillColors } from '../layer-common.ts';
import { entryTexture, findImage, originalColors, rememberColors } from '../images/catalogue.ts';
import { canvasOf, gameLayout } from '../../games/index.ts';
import { IMAGE_MESSAGES } from '../images/messages.ts';
import { channelPalette } from '../images/palette.ts';
import { readString } from '../text/fields.ts';

export const graphicPass = defineLayerPass<GraphicLayer>({
  kind: 'graphic',
  fragment: graphicFrag,
  defines: () => ({}),
  uniforms: (layer) => ({
    uImage: null,
    uPalette: channelPalette(fillColors(layer), originalColors('graphics', readString(layer, 'g'))),
  }),
  textures: async (layer, ctx) => {
    const name = readString(layer, 'g');
    const entry = await findImage('graphics', name);
    if (!entry) throw new Error(IMAGE_MESSAGES.unknownImage(name));
    rememberColors('graphics', name, entry.colors);
    // Stretched over a region: rasterised for the largest region of the area at this scale.
    const regions = canvasOf(gameLayout(ctx.game), ctx.area)?.regions ?? [];
    const texels = Math.max(0, ...regions.map((r) => Math.max(r.rect.w, r.rect.h))) * ctx.scale;
    return { uImage: await entryTexture('graphics', entry, texels, ctx.loadTexture) };
  },
  textureKey: (layer) => readString(layer, 'g'),
  cost: 'heavy',
});
