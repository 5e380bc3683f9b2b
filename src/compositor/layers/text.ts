/**
 * Text layer: the user's text in a kit font at one of the area's placements (spec document 1,
 * sections 2 and 3). Layout happens here on the CPU (src/compositor/text/), the shader only reads
 * glyph distances, so size, arch, spacing, italic, rotation and border stay crisp at 4096.
 */
import textFrag from '../../../shaders/layers/text.frag';
import type { TextLayer } from '../../kit/model/index.ts';
import { defineLayerPass } from './contract.ts';
import { glyphUniforms, loadAtlas, loadedAtlas } from '../text/glyph-pass.ts';
import { borderPx, placeText } from '../text/place-text.ts';
import { placementSpots } from '../text/placements.ts';
import type { TextStyle } from '../text/layout.ts';

export function textStyle(layer: TextLayer): TextStyle {
  return {
    text: layer.text,
    size: layer.size,
    sizeX: layer.size_x,
    sizeY: layer.size_y,
    arch: layer.arch,
    rotation: layer.rotation,
    italic: layer.italic,
    spacing: layer.spacing,
  };
}

export const textPass = defineLayerPass<TextLayer>({
  kind: 'text',
  fragment: textFrag,
  defines: () => ({}),
  uniforms: (layer, ctx) => {
    const atlas = loadedAtlas(layer.f);
    const style = textStyle(layer);
    const glyphs = atlas
      ? placeText(atlas, style, placementSpots(ctx.area, layer.placement), layer.x, layer.y)
      : [];
    return glyphUniforms(layer.uuid, atlas, glyphs, borderPx(style, layer.border, layer.borderWidth));
  },
  textures: async (layer) => ({ uAtlas: (await loadAtlas(layer.f, layer.text)).texture }),
  textureKey: (layer) => `${layer.f}\u0000${layer.text}`,
  cost: 'heavy',
});
