import { newLayerId } from '../ids.ts';
import { AREAS, type Area } from '../model/basics.ts';
import { DESIGNS, isDesignName } from '../model/designs.ts';
import type { Kit } from '../model/kit.ts';
import type { DesignLayer, Layer } from '../model/layers.ts';
import { defaultDesignLayer } from '../defaults/layers.ts';

/**
 * What a template looks like: its palette and its designs per area (templates.json `colors` and
 * `designs`). The template's tile (scripts/catalogue/previews.ts) and the kit that picking the
 * template starts (`dressFromTemplate`) are both built from `templateLook`, so they cannot drift.
 */
export interface TemplateLookSource {
  colors: readonly string[];
  designs: Partial<Record<Area, readonly string[]>>;
}

/** The palette's colours by role, in the catalogue's order: colors[0] is primary, and so on. */
export const COLOR_ROLES = ['primary', 'secondary', 'accent', 'trim'] as const;
export type ColorRole = (typeof COLOR_ROLES)[number];

export interface TemplateLook {
  /** The garment's own colour: every base layer (body and sleeves) takes it. */
  ground: string;
  /** Per area, the template's first design at its defaults, in the colours after primary. */
  designs: Partial<Record<Area, DesignLayer>>;
  /** The template layer's two colours (its panels and collar): secondary and accent. */
  templateColors: string[];
}

/**
 * The look of a template. A palette shorter than the roles repeats its last colour, so every
 * colour slot is filled; a design name the kit does not know is left out (restore would drop it).
 */
export function templateLook(
  source: TemplateLookSource,
  uuid: (area: Area) => string = newLayerId,
): TemplateLook {
  const palette = source.colors.length > 0 ? [...source.colors] : ['#000000'];
  const role = (i: number) => palette[Math.min(i, palette.length - 1)]!;
  const afterPrimary = [role(1), role(2), role(3)];
  const designs: Partial<Record<Area, DesignLayer>> = {};
  for (const area of AREAS) {
    const type = source.designs[area]?.[0];
    if (type === undefined || !isDesignName(type)) continue;
    const layer = defaultDesignLayer(type, uuid(area)) as DesignLayer;
    // The design paints as many colours as it has slots: secondary first, then accent and trim.
    const count = DESIGNS[type].colors;
    designs[area] = { ...layer, c: afterPrimary.slice(0, count) };
  }
  return { ground: role(0), designs, templateColors: [role(1), role(2)] };
}

/**
 * A new kit dressed as its template's tile: base layers in primary, the template's design on
 * each area just below the template layer, the template layer in secondary and accent.
 */
export function dressFromTemplate(kit: Kit, source: TemplateLookSource): Kit {
  const look = templateLook(source);
  const layers = { ...kit.layers };
  for (const area of AREAS) {
    const stack = kit.layers[area];
    if (stack.length === 0) continue;
    const dressed: Layer[] = [];
    for (const layer of stack) {
      if (layer.n === 'base' && layer.type !== 'collar') dressed.push({ ...layer, c: [look.ground] });
      else if (layer.n === 'template') {
        const design = look.designs[area];
        if (design) dressed.push(design);
        dressed.push({ ...layer, c: [...look.templateColors] });
      } else dressed.push(layer);
    }
    layers[area] = dressed;
  }
  return { ...kit, layers };
}
