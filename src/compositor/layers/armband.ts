/**
 * The `armband` layer kind: the captain's armband preset over the armband area. States (spec §3):
 * none draws nothing; a single-colour preset takes the layer's first colour for its band and
 * keeps the preset's own colours for the rest; a template armband takes all the layer's colours
 * (the template's colours plus one).
 */
import armbandFrag from '../../../shaders/layers/armband.frag';
import { ARMBAND_STATES, type ArmbandLayer } from '../../kit/model/index.ts';
import { channelPalette } from '../images/palette.ts';
import { defineLayerPass } from './contract.ts';
import { findKindImage, kindImageColors, kindImageUrl } from './pattern-tiles.ts';

type ArmbandState = (typeof ARMBAND_STATES)[number];

function armbandState(layer: ArmbandLayer): ArmbandState {
  const t = layer.preset?.t;
  return ARMBAND_STATES.includes(t) && typeof layer.preset?.n === 'string' && layer.preset.n !== ''
    ? t
    : 'none';
}

const presetName = (layer: ArmbandLayer): string =>
  typeof layer.preset?.n === 'string' ? layer.preset.n : '';

export const armbandPass = defineLayerPass<ArmbandLayer>({
  kind: 'armband',
  fragment: armbandFrag,
  defines: (layer) => (armbandState(layer) === 'none' ? { ARMBAND_NONE: 1 } : {}),
  uniforms: (layer) => {
    const colors = Array.isArray(layer.c) ? layer.c : [];
    const used = armbandState(layer) === 'preset' ? colors.slice(0, 1) : colors;
    return { uArmband: null, uPalette: channelPalette(used, kindImageColors('armbands', presetName(layer))) };
  },
  textures: async (layer, ctx) => {
    // "none" still binds a texture so the program is complete; any preset serves.
    const name = armbandState(layer) === 'none' ? 'Captain Classic' : presetName(layer);
    return {
      uArmband: await ctx.loadTexture(kindImageUrl('armbands', await findKindImage('armbands', name))),
    };
  },
  textureKey: (layer) => `${armbandState(layer)}/${presetName(layer)}`,
  cost: 'heavy',
});
