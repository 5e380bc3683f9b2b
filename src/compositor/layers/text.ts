/**
 * Text layer: the user's text in a kit font at one of the area's placements (spec document 1,
 * sections 2 and 3). Layout happens here on the CPU (src/compositor/text/), the shader only reads
 * glyph distances, so size, arch, spacing, italic, rotation and border stay crisp at 4096.
 */
import textFrag from '../../../shaders/layers/text.frag';
import { LAYER_FIELD_RANGES, type TextLayer } from '../../kit/model/index.ts';
import { defineLayerPass } from './contract.ts';
import { glyphFootprint, glyphTableKey, glyphUniforms, loadAtlas, loadedAtlas } from '../text/glyph-pass.ts';
import { placeText } from '../text/place-text.ts';
import { placementSpots } from '../text/placements.ts';
import { readNumber, readString } from '../text/fields.ts';
import { fontOf, layerBorderPx, textStyle } from '../text/text-style.ts';

export const textPass = defineLayerPass<TextLayer>({
  kind: 'text',
  ownBorder: true,
  fragment: textFrag,
  defines: () => ({}),
  uniforms: (layer, ctx) => {
    const ranges = LAYER_FIELD_RANGES.text;
    const atlas = loadedAtlas(fontOf(layer));
    const style = textStyle(layer, ranges);
    const spots = placementSpots(ctx.area, readString(layer, 'placement', 'front'));
    const glyphs = atlas
      ? placeText(atlas, style, spots, readNumber(layer, 'x', ranges.x), readNumber(layer, 'y', ranges.y))
      : [];
    return glyphUniforms(glyphTableKey(layer, ctx.area), atlas, glyphs, layerBorderPx(layer, style));
  },
  textures: async (layer) => ({
    uAtlas: (await loadAtlas(fontOf(layer), readString(layer, 'text'))).texture,
  }),
  textureKey: (layer) => `${fontOf(layer)}\u0000${readString(layer, 'text')}`,
  footprint: glyphFootprint,
  cost: 'heavy',
});
