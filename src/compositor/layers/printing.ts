/**
 * Basketball player printing (spec document 1, sections 3 and 9; document 2, section 5): the
 * back number, the player's name arched above it (or below with `belowNumber`) and an optional
 * front number, in one font and colour with an optional border.
 *
 * The settings live on the kit (Kit.playerPrinting); the compositor's kit feeder merges them into
 * the stack's printing layer (see src/compositor/text/kit-printing.ts), so this pass reads them
 * flat from the layer. Every game has it (the editor's "Name & number" step): sizes are
 * percentages of the game's real-kit sizes; offsets are region pixels, downwards like §9's.
 */
import printingFrag from '../../../shaders/layers/printing.frag';
import type { PlayerPrinting, PrintingLayer } from '../../kit/model/index.ts';
import { defineLayerPass } from './contract.ts';
import { glyphTableKey, glyphUniforms, loadAtlas, loadedAtlas } from '../text/glyph-pass.ts';
import { borderPx } from '../text/place-text.ts';
import { readBool, readNumber } from '../text/fields.ts';
import { playerPrintPlaces } from '../../games/player-print.ts';
import { emFor, printedText, printingFont, printingGlyphs, RANGES } from './printing-lines.ts';

type PrintingData = PrintingLayer & Partial<PlayerPrinting>;

export const printingPass = defineLayerPass<PrintingData>({
  kind: 'printing',
  fragment: printingFrag,
  defines: () => ({}),
  uniforms: (layer, ctx) => {
    const atlas = loadedAtlas(printingFont(layer));
    const glyphs = atlas && !readBool(layer, 'disabled') ? printingGlyphs(atlas, layer, ctx.game) : [];
    // The border is as thick as on the back number (the largest text), a printed outline's look.
    const numberInk = playerPrintPlaces(ctx.game).backNumber.ink;
    const numberEm =
      ((atlas ? emFor(atlas, numberInk) : numberInk) * readNumber(layer, 'numberSize', RANGES.numberSize)) /
      100;
    const border = borderPx(
      { size: numberEm, sizeX: 100, sizeY: 100 },
      readBool(layer, 'border'),
      readNumber(layer, 'borderWidth', RANGES.borderWidth),
    );
    return glyphUniforms(glyphTableKey(layer, ctx.area), atlas, glyphs, border);
  },
  textures: async (layer) => ({ uAtlas: (await loadAtlas(printingFont(layer), printedText(layer))).texture }),
  textureKey: (layer) => `${printingFont(layer)}\u0000${printedText(layer)}`,
  cost: 'heavy',
});
