/**
 * The template layer's kit values (template, collar, long sleeves, hidden details, custom
 * collar), copied onto the layer before it is drawn. Apart from the pass (template.ts) so that
 * code which only walks a kit's layers, such as the on-kit handles' placement, loads no shader.
 */
import { customCollarOf } from '../../kit/operations/collar.ts';
import type { LayerData } from './contract.ts';

export interface TemplateLayer extends LayerData {
  c?: readonly string[];
  /** The kit's template name (normalised); unknown or empty falls back to the game's first. */
  kitTemplate?: string;
  /** The kit's collar variant: which collar_uv mask applies. */
  kitCollar?: number;
  /** Whether the kit shows long sleeves: the sleeve mask then spans the whole sleeve. */
  kitLongSleeve?: boolean;
  /** The kit's hideTemplateDetails: hides the finish overlay. */
  hideTemplateDetails?: boolean;
  /**
   * The collar name of the custom collar the kit shows (none while it is absent or hidden): it
   * replaces the template's collar, and its own body and sleeve masks and finish, when its
   * catalogue entry has them, replace the template's (spec §4, `garmentMasks`).
   */
  customCollar?: string;
}

/** The kit-level fields a template layer reads (src/kit's Kit has them all). */
export interface TemplateKitValues {
  template?: string;
  collar?: number;
  ls?: boolean;
  hideTemplateDetails?: boolean;
  layers: { shirt?: readonly LayerData[]; extra?: readonly LayerData[] };
}

/** The template layer with the kit's template values on it; other layers pass through. */
export function withKitTemplate<L extends LayerData>(layer: L, kit: TemplateKitValues): L | TemplateLayer {
  if (layer.n !== 'template') return layer;
  const customCollar = customCollarOf(kit);
  return {
    ...layer,
    kitTemplate: kit.template ?? '',
    kitCollar: kit.collar ?? 0,
    kitLongSleeve: kit.ls === true,
    hideTemplateDetails: kit.hideTemplateDetails === true,
    ...(customCollar === undefined ? {} : { customCollar }),
  };
}
