/**
 * Custom logo: an uploaded image (or a catalogue logo) placed freely (spec document 1, sections 3
 * and 5): position -200..300 (+y up), position_x -200..200, rotation, size 1..800 % of a 100 px
 * box. Mirror and saturation are the host's common layer settings.
 */
import customLogoFrag from '../../../shaders/layers/custom_logo.frag';
import type { CustomLogoLayer } from '../../kit/model/index.ts';
import { customLogoGeometry } from '../images/logo-geometry.ts';
import { defineLayerPass, type LayerDefines } from './contract.ts';
import { fillColors } from '../layer-common.ts';
import { entryTexture, findImage, originalColors, rememberColors } from '../images/catalogue.ts';
import { IMAGE_MESSAGES } from '../images/messages.ts';
import { channelPalette } from '../images/palette.ts';
import { readString } from '../text/fields.ts';

const DEG = Math.PI / 180;

/** An uploaded image is addressed by URL; anything else names a catalogue logo. */
const isUrl = (l: string): boolean => /^(\/|https?:|data:|blob:)/.test(l);

export const customLogoPass = defineLayerPass<CustomLogoLayer>({
  kind: 'custom_logo',
  fragment: customLogoFrag,
  defines: (layer): LayerDefines => (isUrl(readString(layer, 'l')) ? {} : { LOGO_CHANNELS: 1 }),
  uniforms: (layer) => {
    const name = readString(layer, 'l');
    const geometry = customLogoGeometry(layer);
    return {
      uImage: null,
      uOffset: geometry.offset,
      uBoxPx: geometry.boxPx,
      uAngle: geometry.rotation * DEG,
      uPalette: channelPalette(fillColors(layer), originalColors('logos', name)),
    };
  },
  textures: async (layer, ctx) => {
    const name = readString(layer, 'l');
    if (isUrl(name)) return { uImage: await ctx.loadTexture(name) };
    const entry = await findImage('logos', name);
    if (!entry) throw new Error(IMAGE_MESSAGES.unknownImage(name));
    rememberColors('logos', name, entry.colors);
    return {
      uImage: await entryTexture(
        'logos',
        entry,
        customLogoGeometry(layer).boxPx * ctx.scale,
        ctx.loadTexture,
      ),
    };
  },
  // The size is in the key so a catalogue logo is re-rasterised for its drawn size.
  textureKey: (layer) => `${readString(layer, 'l')}@${readString(layer, 'size')}`,
  cost: 'heavy',
});
