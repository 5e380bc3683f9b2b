/**
 * Basketball shorts number (spec document 1, section 3; document 2, section 5): the player's
 * number on the front of one leg. Settings live on the kit (Kit.playerPrintingShorts), the number
 * and font on Kit.playerPrinting; the kit feeder merges both into the layer
 * (src/compositor/text/kit-printing.ts). size is a percentage of SHORTS_NUMBER_EM; posX/posY move
 * the number by region pixels (posY downwards, like the other printing positions).
 */
import printingShortsFrag from '../../../shaders/layers/printing_shorts.frag';
import {
  PRINTING_RANGES,
  PRINTING_SHORTS_RANGES,
  type PlayerPrintingShorts,
  type PrintingShortsLayer,
} from '../../kit/model/index.ts';
import { defineLayerPass } from './contract.ts';
import { glyphTableKey, glyphUniforms, loadAtlas, loadedAtlas } from '../text/glyph-pass.ts';
import { layoutRun, placeRun } from '../text/layout.ts';
import { borderPx } from '../text/place-text.ts';
import { readBool, readNumber, readString } from '../text/fields.ts';
import { DEFAULT_FONT_ID } from '../text/fonts.ts';
import { printStyle, SHORTS_NUMBER_EM } from '../text/basketball.ts';
import { REGION_IDS } from '../../games/regions.ts';

type PrintingShortsData = PrintingShortsLayer &
  Partial<PlayerPrintingShorts> & { number?: number; font?: string };

/**
 * The number sits on the front of the leg, low, like a shorts crest: the wearer's left leg is the
 * viewer's right of the front panel (region space is seen from outside).
 */
const LEG_ANCHOR = { left: [0.5, -0.45], right: [-0.5, -0.45] } as const;

const fontOf = (layer: object) => readString(layer, 'font', DEFAULT_FONT_ID) || DEFAULT_FONT_ID;
const numberText = (layer: object) => String(Math.round(readNumber(layer, 'number', PRINTING_RANGES.number)));

export const printingShortsPass = defineLayerPass<PrintingShortsData>({
  kind: 'printing_shorts',
  fragment: printingShortsFrag,
  defines: () => ({}),
  uniforms: (layer, ctx) => {
    const atlas = loadedAtlas(fontOf(layer));
    const size = (SHORTS_NUMBER_EM * readNumber(layer, 'size', PRINTING_SHORTS_RANGES.size)) / 100;
    const style = printStyle(numberText(layer), size);
    const side = readString(layer, 'side', 'left') === 'right' ? 'right' : 'left';
    const offset: [number, number] = [
      readNumber(layer, 'posX', PRINTING_SHORTS_RANGES.posX),
      -readNumber(layer, 'posY', PRINTING_SHORTS_RANGES.posY),
    ];
    const enabled = readBool(layer, 'enabled', true);
    const glyphs =
      atlas && enabled
        ? placeRun(layoutRun(atlas, style), {
            region: REGION_IDS.shorts_front,
            anchor: LEG_ANCHOR[side],
            offsetPx: offset,
          })
        : [];
    const border = borderPx(
      style,
      readBool(layer, 'border'),
      readNumber(layer, 'borderWidth', PRINTING_SHORTS_RANGES.borderWidth),
    );
    return glyphUniforms(glyphTableKey(layer, ctx.area), atlas, glyphs, border);
  },
  textures: async (layer) => ({ uAtlas: (await loadAtlas(fontOf(layer), numberText(layer))).texture }),
  textureKey: (layer) => `${fontOf(layer)}\u0000${numberText(layer)}`,
  cost: 'heavy',
});
