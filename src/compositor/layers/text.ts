/**
 * Text layer: the user's text in a kit font at one of the area's placements (spec document 1,
 * sections 2 and 3). Layout happens here on the CPU (src/compositor/text/), the shader only reads
 * glyph distances, so size, arch, spacing, italic, rotation and border stay crisp at 4096.
 */
import textFrag from '../../../shaders/layers/text.frag';
import { LAYER_FIELD_RANGES, type TextLayer } from '../../kit/model/index.ts';
import { defineLayerPass } from './contract.ts';
import { glyphFootprint, glyphTableKey, glyphUniforms, loadAtlas, loadedAtlas } from '../text/glyph-pass.ts';
import { borderPx, placeText } from '../text/place-text.ts';
import { placementSpots } from '../text/placements.ts';
import { readBool, readNumber, readString } from '../text/fields.ts';
import { DEFAULT_FONT_ID } from '../text/fonts.ts';
import type { TextStyle } from '../text/layout.ts';

type TextRanges = typeof LAYER_FIELD_RANGES.text;

/** The text sliders of a text or nba_text layer, read against that kind's ranges. */
export function textStyle(layer: object, ranges: TextRanges | typeof LAYER_FIELD_RANGES.nba_text): TextStyle {
  return {
    text: readString(layer, 'text'),
    size: readNumber(layer, 'size', ranges.size),
    sizeX: readNumber(layer, 'size_x', ranges.size_x),
    sizeY: readNumber(layer, 'size_y', ranges.size_y),
    arch: readNumber(layer, 'arch', ranges.arch),
    rotation: readNumber(layer, 'rotation', ranges.rotation),
    italic: readBool(layer, 'italic'),
    spacing: readNumber(layer, 'spacing', ranges.spacing),
  };
}

export const fontOf = (layer: object): string => readString(layer, 'f', DEFAULT_FONT_ID) || DEFAULT_FONT_ID;

export function layerBorderPx(layer: object, style: TextStyle): number {
  return borderPx(
    style,
    readBool(layer, 'border'),
    readNumber(layer, 'borderWidth', LAYER_FIELD_RANGES.common.borderWidth),
  );
}

export const textPass = defineLayerPass<TextLayer>({
  kind: 'text',
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
