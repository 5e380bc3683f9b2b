/**
 * Basketball text layer (spec document 1, section 3): a front number, back number or name, each
 * type once per kit. Text sliders as for text, with the basketball ranges (spacing -4..8, arch
 * -100..100) and the §9 positions (src/compositor/text/basketball.ts): x/y are NBA units, y down.
 * font_type 1 (numbers) keeps only the digits of the text, as a numbers font has nothing else.
 */
import nbaTextFrag from '../../../shaders/layers/nba_text.frag';
import {
  LAYER_FIELD_RANGES,
  NBA_TEXT_DEFAULTS,
  type NbaTextLayer,
  type NbaTextType,
} from '../../kit/model/index.ts';
import { defineLayerPass } from './contract.ts';
import { glyphTableKey, glyphUniforms, loadAtlas, loadedAtlas } from '../text/glyph-pass.ts';
import { placeRun, layoutRun } from '../text/layout.ts';
import { readNumber, readString } from '../text/fields.ts';
import { NBA_SPACING_PERCENT, NBA_UNIT_PX, nbaYToRegion } from '../text/basketball.ts';
import { REGION_IDS } from '../../games/regions.ts';
import { fontOf, layerBorderPx, textStyle } from '../text/text-style.ts';

const typeOf = (layer: object): NbaTextType => {
  const t = readString(layer, 'type', 'name');
  return t === 'front_num' || t === 'back_num' ? t : 'name';
};

/** The text to draw: digits only for a numbers font (font_type 1). */
export function nbaText(layer: object): string {
  const text = readString(layer, 'text');
  return readNumber(layer, 'font_type', { min: 0, max: 1, default: 0 }) === 1
    ? text.replace(/\D/g, '')
    : text;
}

export const nbaTextPass = defineLayerPass<NbaTextLayer>({
  kind: 'nba_text',
  fragment: nbaTextFrag,
  defines: () => ({}),
  uniforms: (layer, ctx) => {
    const type = typeOf(layer);
    const defaults: { y: number; size?: number; arch?: number } = NBA_TEXT_DEFAULTS[type];
    const base = LAYER_FIELD_RANGES.nba_text;
    const ranges = {
      ...base,
      y: { ...base.y, default: defaults.y },
      size: { ...base.size, default: defaults.size ?? base.size.default },
      arch: { ...base.arch, default: defaults.arch ?? base.arch.default },
    };
    const style = { ...textStyle(layer, ranges), text: nbaText(layer) };
    style.spacing *= NBA_SPACING_PERCENT;
    const atlas = loadedAtlas(fontOf(layer));
    const region = type === 'front_num' ? REGION_IDS.front : REGION_IDS.back;
    const x = readNumber(layer, 'x', ranges.x) * NBA_UNIT_PX;
    const y = nbaYToRegion(readNumber(layer, 'y', ranges.y));
    const glyphs = atlas
      ? placeRun(layoutRun(atlas, style), { region, anchor: [0, 0], offsetPx: [x, y] })
      : [];
    return glyphUniforms(glyphTableKey(layer, ctx.area), atlas, glyphs, layerBorderPx(layer, style));
  },
  textures: async (layer) => ({ uAtlas: (await loadAtlas(fontOf(layer), nbaText(layer))).texture }),
  textureKey: (layer) => `${fontOf(layer)}\u0000${nbaText(layer)}`,
  cost: 'heavy',
});
