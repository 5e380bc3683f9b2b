/**
 * The `pattern` layer kind: a catalogue tile (channel mask, recoloured by the layer's colours)
 * repeated over each region. Layout and tiling are #defines; see shaders/layers/pattern.frag.
 */
import patternFrag from '../../../shaders/layers/pattern.frag';
import { PATTERN_MODES, type PatternLayer } from '../../kit/model/index.ts';
import { channelPalette } from '../images/palette.ts';
import { defineLayerPass } from './contract.ts';
import { fillColors } from '../layer-common.ts';
import { patternDefines, patternUniforms, repeating } from './pattern-settings.ts';
import { findKindImage, kindImageColors, kindImageUrl } from './pattern-tiles.ts';

const patternName = (layer: PatternLayer): string => (typeof layer.p === 'string' ? layer.p : '');

export const patternPass = defineLayerPass<PatternLayer>({
  kind: 'pattern',
  fragment: patternFrag,
  defines: (layer) => ({ ...patternDefines(layer, PATTERN_MODES), PATTERN_RECOLOR: 1 }),
  uniforms: (layer) => ({
    ...patternUniforms(layer, 'pattern'),
    uTile: null,
    uPalette: channelPalette(fillColors(layer), kindImageColors('patterns', patternName(layer))),
  }),
  textures: async (layer, ctx) => {
    const entry = await findKindImage('patterns', patternName(layer));
    return { uTile: repeating(await ctx.loadTexture(kindImageUrl('patterns', entry))) };
  },
  textureKey: patternName,
  cost: 'heavy',
});
