/**
 * Basketball text layer (spec document 1, section 3): a front number, back number or name, each
 * type once per kit. Text sliders as for text, with the basketball ranges (spacing -4..8, arch
 * -100..100) and the §9 positions (src/compositor/text/basketball.ts): x/y are NBA units, y down.
 * font_type 1 (numbers) keeps only the digits of the text, as a numbers font has nothing else.
 */
import nbaTextFrag from '../../../shaders/layers/nba_text.frag';
import type { NbaTextLayer } from '../../kit/model/index.ts';
import { defineLayerPass } from './contract.ts';
import { glyphTableKey, glyphUniforms, loadAtlas, loadedAtlas } from '../text/glyph-pass.ts';
import { placeRun, layoutRun } from '../text/layout.ts';
import { nbaText, nbaTextLayout } from '../text/basketball.ts';
import { fontOf, layerBorderPx } from '../text/text-style.ts';

export const nbaTextPass = defineLayerPass<NbaTextLayer>({
  kind: 'nba_text',
  ownBorder: true,
  fragment: nbaTextFrag,
  defines: () => ({}),
  uniforms: (layer, ctx) => {
    const { style, region, offsetPx } = nbaTextLayout(layer);
    const atlas = loadedAtlas(fontOf(layer));
    const glyphs = atlas ? placeRun(layoutRun(atlas, style), { region, anchor: [0, 0], offsetPx }) : [];
    return glyphUniforms(glyphTableKey(layer, ctx.area), atlas, glyphs, layerBorderPx(layer, style));
  },
  textures: async (layer) => ({ uAtlas: (await loadAtlas(fontOf(layer), nbaText(layer))).texture }),
  textureKey: (layer) => `${fontOf(layer)}\u0000${nbaText(layer)}`,
  cost: 'heavy',
});
