/**
 * Which layers feed each texture area of a kit, with the kit-level settings the kinds need merged
 * into them. The engine caches per layer (a layer is redrawn when its data changes), so a kit-level
 * value a kind depends on is handed to it as part of the layer: flipping it redraws exactly the
 * layers that read it. Pure data, no three: unit-tested in node.
 *
 *  - The armband area (spec §9: drawn at 512x128) gets the armband layers and the text layers placed
 *    on the captain's armband, wherever they sit in the kit's stacks, the band first.
 *  - printing / printing_shorts / print_preview / nba_text get the kit's player printing
 *    (text/kit-printing.ts).
 *  - template gets the kit's template, collar, long sleeves and hideTemplateDetails.
 *  - sleeve_cuffs get whether the kit shows long sleeves, to sit at the right hem.
 *  - The kit's logos (Kit.logos) are drawn on top of each garment area as logo layers
 *    (images/kit-logos.ts).
 *  - On single-canvas games (pes, fm: games/garments.ts) the shirt canvas also draws the shorts
 *    and socks stacks, each with its logos, after the shirt's. Their layers carry `garment` (the
 *    stack they come from): the engine then treats them as that garment's layers (its regions
 *    only, its placements and logo spots). The garments' regions do not overlap, so their order
 *    on the canvas changes no pixel, and an edit of a shorts layer is scissored to the shorts.
 */
import type { AreaId } from '../games/index.ts';
import type { Area, Kit } from '../kit/model/index.ts';
import type { LayerData } from './layers/contract.ts';
import { kitLogoLayers, type BrandSpots } from './images/kit-logos.ts';
import { withKitPrinting } from './text/kit-printing.ts';
import { withKitTemplate } from './layers/template-values.ts';

/** The parts of the kit document the compositor reads (src/kit's Kit satisfies it). */
export type CompositorKit = Partial<
  Pick<
    Kit,
    | 'shininess'
    | 'metalness'
    | 'hideTemplateDetails'
    | 'template'
    | 'collar'
    | 'ls'
    | 'customPos'
    | 'logos'
    | 'playerPrinting'
    | 'playerPrintingShorts'
    | 'hotspots'
  >
> & {
  game?: string;
  /** The kit's template's brand logo spots (filled in by KitCompositor.update, never saved). */
  brandSpots?: BrandSpots;
  layers: {
    shirt?: readonly LayerData[];
    shorts?: readonly LayerData[];
    socks?: readonly LayerData[];
    extra?: readonly LayerData[];
  };
};

type Fields = LayerData & Readonly<Record<string, unknown>>;

const isArmband = (layer: LayerData) => layer.n === 'armband';
const isPrintPreview = (layer: LayerData) => layer.n === 'print_preview';
/** Text placed on the captain's armband (spec §2, shirt placements) is drawn in the armband area. */
export const isArmbandText = (layer: LayerData): boolean =>
  layer.n === 'text' && (layer as Fields).placement === 'captains_armband';

/** The stack of one area, bottom first, before kit settings are merged in. */
function stackOf(kit: CompositorKit, area: AreaId): readonly LayerData[] {
  const shirt = [...(kit.layers.shirt ?? []), ...(kit.layers.extra ?? [])];
  if (area === 'armband') return [...shirt.filter(isArmband), ...shirt.filter(isArmbandText)];
  if (area === 'shirt') return shirt.filter((l) => !isArmband(l) && !isArmbandText(l));
  const own = kit.layers[area] ?? [];
  // The kit's one print preview entry lives in the shirt stack, but its shorts-number hotspot box
  // is on the shorts: the shorts draw it on top, unless they carry a preview entry of their own.
  if (area === 'shorts' && !own.some(isPrintPreview)) return [...own, ...shirt.filter(isPrintPreview)];
  return own;
}

/** The area that draws a layer of `stack` (the inverse of stackOf): the armband and its text go to the armband. */
export function areaOfLayer(stack: keyof CompositorKit['layers'], layer: LayerData): AreaId {
  if (stack === 'shirt' || stack === 'extra')
    return isArmband(layer) || isArmbandText(layer) ? 'armband' : 'shirt';
  return stack;
}

/** A layer (and a group's children) marked as drawn for `garment` on another garment's canvas. */
function onCanvasOf(layer: LayerData, garment: AreaId): LayerData {
  const children = (layer as Fields).layers;
  const marked = { ...layer, garment } as Fields;
  return Array.isArray(children)
    ? ({ ...marked, layers: children.map((child: LayerData) => onCanvasOf(child, garment)) } as Fields)
    : marked;
}

/** A layer with the kit-level values its kind reads; groups pass them on to their children. */
function withKitValues(layer: LayerData, kit: CompositorKit): LayerData {
  if (layer.n === 'group') {
    const children = (layer as Fields).layers;
    return Array.isArray(children)
      ? ({ ...layer, layers: children.map((child: LayerData) => withKitValues(child, kit)) } as Fields)
      : layer;
  }
  // Only set when on, so kits in short sleeves keep their layers' data (and caches) as they were.
  if (layer.n === 'sleeve_cuffs' && kit.ls === true) return { ...layer, longSleeves: true } as Fields;
  // The template layer draws the kit's template and collar (layers/template.ts).
  if (layer.n === 'template') return withKitTemplate(layer, kit);
  return withKitPrinting(layer, kit);
}

/** One garment's own layers: its stack with kit values merged in, then the kit's logos on it. */
function garmentLayers(kit: CompositorKit, area: AreaId, shared: boolean): LayerData[] {
  // On a shared canvas the shirt's print preview already draws its own boxes: no second copy.
  const own = shared ? (kit.layers[area as 'shorts' | 'socks'] ?? []) : stackOf(kit, area);
  const stack = own.map((layer) => withKitValues(layer, kit));
  if (area === 'armband') return stack;
  const logos = kitLogoLayers(
    { logos: kit.logos ?? [], customPos: kit.customPos ?? [], brandSpots: kit.brandSpots },
    area as Area,
  );
  return [...stack, ...logos];
}

/**
 * The layers drawn on `area`'s texture, bottom first. `garments` are the garments that texture
 * carries (games/garments.ts `garmentsOn`), `area` itself first: on single-canvas games the shirt
 * canvas also takes the shorts and socks stacks, marked with their garment.
 */
export function areaLayers(
  kit: CompositorKit,
  area: AreaId,
  garments: readonly AreaId[] = [area],
): LayerData[] {
  const guests = garments.filter((g) => g !== area);
  return [
    ...garmentLayers(kit, area, false),
    ...guests.flatMap((g) => garmentLayers(kit, g, true).map((layer) => onCanvasOf(layer, g))),
  ];
}
