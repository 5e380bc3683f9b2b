import type { Kit } from '../model/kit.ts';
import type { CustomCollarLayer } from '../model/layers.ts';
import type { Template } from '../model/catalogue.ts';
import { allLayers } from './stacks.ts';

/**
 * Which body masks and finish overlay the garment uses. A custom collar brings its own (its neck
 * line changes the cut), so while the kit has one they replace the template's; without it the
 * template's apply again. Nothing is copied into the kit: the choice is derived each time, so
 * removing the collar (or undoing its addition) restores the template's by construction.
 */
export interface GarmentMasks {
  readonly source: 'template' | 'custom_collar';
  readonly mask: { readonly front: string; readonly back: string };
  readonly mask_sleeves: string;
  readonly finish: string;
}

/** The asset files of a catalogue collar, as the collar catalogue describes them. */
export type CollarAssetLookup = (collar: string) => Omit<GarmentMasks, 'source'> | undefined;

export function customCollarOf(kit: Kit): CustomCollarLayer | undefined {
  return allLayers(kit).find((layer): layer is CustomCollarLayer => layer.n === 'custom_collar');
}

export function garmentMasks(kit: Kit, template: Template, collars: CollarAssetLookup): GarmentMasks {
  const collar = customCollarOf(kit);
  const assets = collar === undefined ? undefined : collars(collar.p);
  if (assets !== undefined) return { source: 'custom_collar', ...assets };
  return {
    source: 'template',
    mask: template.mask,
    mask_sleeves: template.mask_sleeves,
    finish: template.finish,
  };
}
