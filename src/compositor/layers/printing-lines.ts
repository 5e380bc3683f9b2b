/**
 * Where the basketball player printing's lines go (the back number, the name, the front number),
 * apart from its pass so the on-kit handles (compositor/placement.ts) and the server-side editor
 * can use the layout without loading the pass's shader.
 */
import { PRINTING_RANGES } from '../../kit/model/index.ts';
import { layoutRun, placeRun, type FontMetrics, type GlyphInstance, type TextStyle } from '../text/layout.ts';
import { readBool, readNumber, readString } from '../text/fields.ts';
import { DEFAULT_FONT_ID } from '../text/fonts.ts';
import { NAME_ARCH, printStyle } from '../text/basketball.ts';
import { REGION_IDS } from '../../games/regions.ts';
import { playerPrintPlaces } from '../../games/player-print.ts';

/** §9 gives the name arch default (50); the other defaults are the range table's. */
export const RANGES = { ...PRINTING_RANGES, nameArch: { ...PRINTING_RANGES.nameArch, default: NAME_ARCH } };

export const printingFont = (layer: object) => readString(layer, 'font', DEFAULT_FONT_ID) || DEFAULT_FONT_ID;
const numberText = (layer: object) => String(Math.round(readNumber(layer, 'number', RANGES.number)));
/** Every character the printing draws, for the atlas. */
export const printedText = (layer: object) => `${readString(layer, 'name')}${numberText(layer)}`;

/** The em that gives a run of capitals and digits `ink` region pixels of height in this font. */
export const emFor = (font: FontMetrics, ink: number): number => (ink * font.fontSize) / font.capHeight;

/** One thing the printing draws: the back number, the name or the front number. */
export interface PrintingLine {
  element: 'number' | 'name' | 'frontNumber';
  region: number;
  style: TextStyle;
  /** The run's centre from the region's centre, region pixels (+y up). */
  offsetPx: [number, number];
}

/**
 * Sizes and places come from the game's real kits (games/player-print.ts): at 100 % the back
 * number's ink is a third of the back or so. The size sliders scale from there, the offsets move
 * in region pixels (downwards, like the §9 positions), and a bigger number or name pushes the name
 * away by its extra half height so the two never overlap. Shared by the pass and the on-kit
 * handles (compositor/placement.ts), so a handle frames what is drawn.
 */
export function printingLines(font: FontMetrics, layer: object, game: string): PrintingLine[] {
  const places = playerPrintPlaces(game);
  const numberScale = readNumber(layer, 'numberSize', RANGES.numberSize) / 100;
  const numberInk = places.backNumber.ink * numberScale;
  const numberY = places.backNumber.y - readNumber(layer, 'offset', RANGES.offset);
  const number = numberText(layer);
  const back = REGION_IDS.back;
  const lines: PrintingLine[] = [
    {
      element: 'number',
      region: back,
      style: printStyle(number, emFor(font, numberInk)),
      offsetPx: [0, numberY],
    },
  ];

  const name = readString(layer, 'name');
  if (name) {
    const below = readBool(layer, 'belowNumber');
    const nameScale = readNumber(layer, 'nameSize', RANGES.nameSize) / 100;
    const nameInk = places.name.ink * nameScale;
    const gap =
      places.name.y -
      places.backNumber.y +
      (numberInk - places.backNumber.ink) / 2 +
      (nameInk - places.name.ink) / 2 +
      readNumber(layer, 'nameOffset', RANGES.nameOffset);
    // Under the number the name curves the other way, hugging the number's foot.
    const arch = readNumber(layer, 'nameArch', RANGES.nameArch) * (below ? -1 : 1);
    lines.push({
      element: 'name',
      region: back,
      style: printStyle(name, emFor(font, nameInk), arch),
      offsetPx: [0, numberY + (below ? -gap : gap)],
    });
  }

  if (readBool(layer, 'frontNumber', true)) {
    const ink = (places.frontNumber.ink * readNumber(layer, 'frontNumberSize', RANGES.frontNumberSize)) / 100;
    const x = readNumber(layer, 'frontNumberPosX', RANGES.frontNumberPosX);
    const y = places.frontNumber.y - readNumber(layer, 'frontNumberPosY', RANGES.frontNumberPosY);
    lines.push({
      element: 'frontNumber',
      region: REGION_IDS.front,
      style: printStyle(number, emFor(font, ink)),
      offsetPx: [x, y],
    });
  }
  return lines;
}

export function printingGlyphs(font: FontMetrics, layer: object, game: string): GlyphInstance[] {
  return printingLines(font, layer, game).flatMap((line) =>
    placeRun(layoutRun(font, line.style), { region: line.region, anchor: [0, 0], offsetPx: line.offsetPx }),
  );
}
