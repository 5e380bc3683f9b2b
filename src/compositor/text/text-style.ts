/**
 * How a text or nba_text layer's fields read as a text style, its font and its border: shared by
 * the layer passes and by the on-kit handles (src/compositor/placement.ts), which must measure
 * text exactly as it is drawn. Kept apart from the passes so that measuring loads no shader
 * (the editor's headless core and the server's tests import the handles' arithmetic).
 */
import { LAYER_FIELD_RANGES } from '../../kit/model/index.ts';
import { borderPx } from './place-text.ts';
import { readBool, readNumber, readString } from './fields.ts';
import { DEFAULT_FONT_ID } from './fonts.ts';
import type { TextStyle } from './layout.ts';

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
