import { textColorOn } from '../colors.ts';
import { DEFAULT_KIT_COLORS } from '../defaults/colors.ts';
import { defaultPrintPreview } from '../defaults/kit.ts';
import { defaultLayer } from '../defaults/layers.ts';
import { newLayerId } from '../ids.ts';
import type { Game, LayerId } from '../model/basics.ts';
import { PRINT_PREVIEW_RANGES } from '../model/field-ranges.ts';
import type { Kit, PrintPreview } from '../model/kit.ts';
import type { Layer } from '../model/layers.ts';
import { clampTo } from './fields.ts';
import { insertionIndex } from './layers.ts';
import { applied, refused, type EditResult } from './result.ts';
import { allLayers, mapAllLayers, withStack } from './stacks.ts';

/**
 * The hotspots editor (spec document 1 §2-§4, document 2 §2): a hotspot is a box on the texture
 * where a game prints the player's number or name (back number, front number, name, shorts
 * number), plus the preview number drawn in them and whether the name is arched. The boxes live
 * on the kit (Kit.hotspots) in normalised texture coordinates; the print_preview entry of the
 * shirt stack draws them. Only fifa and eafc have the editor.
 */

export const HOTSPOT_GAMES: readonly Game[] = ['fifa', 'eafc'];

export function hasHotspotsEditor(game: Game): boolean {
  return HOTSPOT_GAMES.includes(game);
}

export type HotspotField = keyof PrintPreview;

/** The four boxes, each with the suffix its x, y, w and h fields carry. */
export const HOTSPOT_BOXES = ['Num', 'Name', 'NumFront', 'NumShorts'] as const;
export const HOTSPOT_AXES = ['x', 'y', 'w', 'h'] as const;

/** Sets one box edge, the preview number (0..99) or the arch; one 'edit kit' step. */
export function setHotspot(kit: Kit, field: HotspotField, value: number | boolean): EditResult {
  if (!Object.hasOwn(kit.hotspots, field)) return refused('fieldNotEditable');
  let next: number | boolean;
  if (field === 'hasArc') {
    if (typeof value !== 'boolean') return refused('invalidValue');
    next = value;
  } else {
    if (typeof value !== 'number' || !Number.isFinite(value)) return refused('invalidValue');
    next = clampTo(value, PRINT_PREVIEW_RANGES[field], kit.game);
  }
  if (kit.hotspots[field] === next) return applied(kit, 'edit kit');
  return applied({ ...kit, hotspots: { ...kit.hotspots, [field]: next } }, 'edit kit');
}

/** 'Are you sure you want to reset the hotspots?' answered yes: every box back to its default. */
export function resetHotspots(kit: Kit): EditResult {
  return applied({ ...kit, hotspots: defaultPrintPreview() }, 'edit kit');
}

const PLAYER_PRINTING: ReadonlySet<Layer['n']> = new Set(['printing', 'printing_shorts', 'nba_text']);

/** What entering the editor changed, so leaving can put it back. */
export interface HotspotsVisit {
  readonly kit: Kit;
  /** Player printing layers that were shown and are hidden while the editor is open. */
  readonly hidden: readonly LayerId[];
  /** Whether the print preview was already shown (the Printing tab's toggle). */
  readonly previewShown: boolean;
}

/**
 * Entering the editor disables the player printing layers and enables the hotspot preview (spec
 * document 1 §4), adding the preview entry when the kit has none. Not an undo step: it is a view
 * of the kit, undone by `leaveHotspots`.
 */
export function enterHotspots(kit: Kit, previewId: LayerId = newLayerId()): HotspotsVisit {
  const hidden: LayerId[] = [];
  const previewShown = printPreviewShown(kit);
  let next = withPrintPreview(kit, true, previewId);
  next = mapAllLayers(next, (layer) => {
    if (!PLAYER_PRINTING.has(layer.n) || layer.disabled) return layer;
    hidden.push(layer.uuid);
    return { ...layer, disabled: true };
  });
  return { kit: next, hidden, previewShown };
}

/**
 * The preview's ink: black or white, whichever reads on the shirt's base colour (§9: luminance
 * at or above 155 takes black), given each time the preview is shown.
 */
function previewInk(kit: Kit): string {
  const base = kit.layers.shirt.find((layer) => layer.n === 'base' && layer.type === 'base');
  return textColorOn(base?.c[0] ?? DEFAULT_KIT_COLORS.main);
}

/** True when the kit draws the print preview (its entry exists and is shown). */
export function printPreviewShown(kit: Kit): boolean {
  return allLayers(kit).some((layer) => layer.n === 'print_preview' && !layer.disabled);
}

/** The kit with the preview entry shown (added below the shirt's template when missing) or hidden. */
function withPrintPreview(kit: Kit, shown: boolean, previewId: LayerId): Kit {
  const ink = previewInk(kit);
  let found = false;
  const next = mapAllLayers(kit, (layer) => {
    if (layer.n !== 'print_preview') return layer;
    found = true;
    if (!shown) return layer.disabled ? layer : { ...layer, disabled: true };
    return !layer.disabled && layer.c[0] === ink ? layer : { ...layer, disabled: false, c: [ink] };
  });
  if (found || !shown) return next;
  const layers = [...next.layers.shirt];
  const preview = defaultLayer('print_preview', { game: kit.game, area: 'shirt', uuid: previewId });
  layers.splice(insertionIndex(layers), 0, { ...preview, c: [ink] });
  return withStack(next, 'shirt', layers);
}

/** The Printing tab's print preview toggle: the preview number and a sample name in the hotspot boxes. */
export function setPrintPreview(kit: Kit, shown: boolean, previewId: LayerId = newLayerId()): EditResult {
  return applied(withPrintPreview(kit, shown, previewId), 'edit kit');
}

/** Leaving restores the printing layers it hid and the preview as it was before entering. */
export function leaveHotspots(kit: Kit, visit: Pick<HotspotsVisit, 'hidden' | 'previewShown'>): Kit {
  const restore = new Set(visit.hidden);
  return mapAllLayers(withPrintPreview(kit, visit.previewShown, newLayerId()), (layer) => {
    if (restore.has(layer.uuid) && layer.disabled) return { ...layer, disabled: false };
    return layer;
  });
}

/** Takes another kit's hotspots (the editor's saved-kits list): one 'edit kit' step. */
export function copyHotspots(kit: Kit, from: PrintPreview): EditResult {
  return applied({ ...kit, hotspots: { ...from } }, 'edit kit');
}
