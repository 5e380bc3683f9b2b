/**
 * The `custom_pattern` layer kind (Plus): the user's uploaded image repeated like a pattern, in
 * its own colours. Modes 0..2 are the pattern's Offset, Grid and Alternate grid.
 */
import patternFrag from '../../../shaders/layers/pattern.frag';
import { CUSTOM_PATTERN_MODES, type CustomPatternLayer } from '../../kit/model/index.ts';
import { defineLayerPass } from './contract.ts';
import { patternDefines, patternUniforms, repeating } from './pattern-settings.ts';
import { customPatternUrl } from './pattern-tiles.ts';

export const customPatternPass = defineLayerPass<CustomPatternLayer>({
  kind: 'custom_pattern',
  fragment: patternFrag,
  defines: (layer) => patternDefines(layer, CUSTOM_PATTERN_MODES),
  uniforms: (layer) => ({
    ...patternUniforms(layer, 'custom_pattern'),
    uTile: null,
    uPalette: [1, 1, 1, 1, 1, 1, 1, 1, 1],
  }),
  textures: async (layer, ctx) => ({ uTile: repeating(await ctx.loadTexture(customPatternUrl(layer.l))) }),
  textureKey: (layer) => String(layer.l),
  cost: 'heavy',
});
