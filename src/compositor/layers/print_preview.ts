/**
 * Hotspot print preview (spec document 1, section 3): while the hotspots editor is open, the
 * preview number and a sample name are drawn fitted into the hotspot boxes, so the user sees
 * where a game will print them. Boxes are in normalised texture coordinates of the area (0..1,
 * origin top-left, x/y the box centre), the way hotspots are exported; they are turned into
 * region space with the game's layout. The boxes live on the kit (Kit.hotspots), merged into the
 * layer by the kit feeder (src/compositor/text/kit-printing.ts).
 */
import printPreviewFrag from '../../../shaders/layers/print_preview.frag';
import { PRINT_PREVIEW_RANGES, type PrintPreview, type PrintPreviewLayer } from '../../kit/model/index.ts';
import { defineLayerPass, type PassContext } from './contract.ts';
import { glyphTableKey, glyphUniforms, loadAtlas, loadedAtlas } from '../text/glyph-pass.ts';
import { layoutRun, placeRun, type FontMetrics, type GlyphInstance } from '../text/layout.ts';
import { readBool, readNumber, readString } from '../text/fields.ts';
import { DEFAULT_FONT_ID } from '../text/fonts.ts';
import { NAME_ARCH, printStyle } from '../text/basketball.ts';
import { areaToRegionPoint, canvasOf, gameLayout, REGION_IDS, type AreaLayout } from '../../games/index.ts';

type PrintPreviewData = PrintPreviewLayer & Partial<PrintPreview>;
type BoxKey = 'Num' | 'Name' | 'NumFront' | 'NumShorts';

/** The name shown in the name box: a neutral sample, the preview has no player. */
export const PREVIEW_NAME = 'PLAYER';
const BOXES_BY_AREA: Partial<Record<string, BoxKey[]>> = {
  shirt: ['Num', 'Name', 'NumFront'],
  shorts: ['NumShorts'],
};

/** A point of the area texture (pixels, y down) in region space, or undefined outside every region. */
export function textureToRegion(layout: AreaLayout, x: number, y: number) {
  const region = layout.regions.find(
    (r) => x >= r.rect.x && x <= r.rect.x + r.rect.w && y >= r.rect.y && y <= r.rect.y + r.rect.h,
  );
  if (!region) return undefined;
  return { region: REGION_IDS[region.name], p: areaToRegionPoint(region, x, y) as readonly [number, number] };
}

/** Lays `text` out to fill a box: capitals as tall as the box, squeezed if wider than it. */
function fitted(font: FontMetrics, text: string, boxW: number, boxH: number, arch: number) {
  const size = (boxH * font.fontSize) / font.capHeight;
  const natural = layoutRun(font, printStyle(text, size, arch)).width;
  const sizeX = natural > boxW && natural > 0 ? (100 * boxW) / natural : 100;
  return layoutRun(font, { ...printStyle(text, size, arch), sizeX });
}

export function previewGlyphs(
  font: FontMetrics,
  layer: object,
  ctx: Pick<PassContext, 'game' | 'area'>,
): GlyphInstance[] {
  const layout = canvasOf(gameLayout(ctx.game), ctx.area);
  if (!layout) return [];
  const number = String(Math.round(readNumber(layer, 'previewNumber', PRINT_PREVIEW_RANGES.previewNumber)));
  return (BOXES_BY_AREA[ctx.area] ?? []).flatMap((key) => {
    const box = (axis: 'w' | 'h' | 'x' | 'y') =>
      readNumber(layer, `${axis}${key}`, PRINT_PREVIEW_RANGES[`${axis}${key}`]);
    const at = textureToRegion(layout, box('x') * layout.width, box('y') * layout.height);
    // An empty box holds no text: fitting into it would scale the run to nothing (and NaN).
    if (!at || box('w') <= 0 || box('h') <= 0) return [];
    const isName = key === 'Name';
    const arch = isName && readBool(layer, 'hasArc') ? NAME_ARCH : 0;
    const run = fitted(
      font,
      isName ? PREVIEW_NAME : number,
      box('w') * layout.width,
      box('h') * layout.height,
      arch,
    );
    return placeRun(run, { region: at.region, anchor: [0, 0], offsetPx: at.p });
  });
}

const fontOf = (layer: object) => readString(layer, 'font', DEFAULT_FONT_ID) || DEFAULT_FONT_ID;
const previewText = (layer: object) =>
  `${PREVIEW_NAME}${Math.round(readNumber(layer, 'previewNumber', PRINT_PREVIEW_RANGES.previewNumber))}`;

export const printPreviewPass = defineLayerPass<PrintPreviewData>({
  kind: 'print_preview',
  fragment: printPreviewFrag,
  defines: () => ({}),
  uniforms: (layer, ctx) => {
    const atlas = loadedAtlas(fontOf(layer));
    const glyphs = atlas ? previewGlyphs(atlas, layer, ctx) : [];
    return glyphUniforms(glyphTableKey(layer, ctx.area), atlas, glyphs, 0);
  },
  textures: async (layer) => ({ uAtlas: (await loadAtlas(fontOf(layer), previewText(layer))).texture }),
  textureKey: (layer) => `${fontOf(layer)}\u0000${previewText(layer)}`,
  cost: 'heavy',
});
