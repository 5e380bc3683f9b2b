/**
 * The kit's logos (Kit.logos: brand, team, sponsor…) as logo layers for one area, so the
 * compositor draws them with the logo kind like any stack layer. A logo shows in an area unless
 * its position there says display: false; when the area is in Kit.customPos (Plus), the logo's
 * custom x/y REPLACE the slot's spot, as a percentage of the region's half size (the spec's ranges,
 * e.g. shorts x -50..120, reach past the side seam).
 *
 * The brand logo sits where the kit's template puts it (Template.brand.positions, spec document 1
 * §3 "brand {name, logo positions and sizes}"). Those positions are read in the units of the
 * logo's own `pos` and the custom positions (§3 "pos per placement {x, y, display}", §5 "shirt
 * x/y -100..100"): x and y are percentages of the slot region's half size from its centre (+x to
 * the viewer's right, +y up), which is why several templates give x 0 for a centred brand; size is
 * the logo's box side as a percentage of the region's width. The logo's size slider (25-300 %)
 * and position offsets still apply on top, and custom positioning (Plus) replaces the spot.
 */
import type { Area, KitLogo } from '../../kit/model/index.ts';

/** Template.brand.positions: per area, x/y -100..100 of the region's half size, size % of its width. */
export type BrandSpots = Partial<Record<Area, { x: number; y: number; size: number }>>;

export interface KitLogoLayer {
  n: 'logo';
  uuid: string;
  l: string;
  placement: KitLogo['t'];
  c: string[];
  recolor: boolean;
  recolorInternal: boolean;
  size: number;
  position: number;
  position_x: number;
  rotation: number;
  saturation: number;
  shininess: number;
  metalness: number;
  hasCustomShininess: boolean;
  disabled: boolean;
  /** Anchor replacing the slot's spot (fraction of the region's half size), under custom positioning. */
  customAnchor?: [number, number];
  /** The box's side as a fraction of the slot region's width (the template's brand size). */
  regionBox?: number;
}

const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

export function kitLogoLayers(
  kit: {
    readonly logos: readonly KitLogo[];
    readonly customPos: readonly Area[];
    readonly brandSpots?: BrandSpots | undefined;
  },
  area: Area,
): KitLogoLayer[] {
  return kit.logos.flatMap((logo) => {
    const pos = logo.pos[area];
    if (!logo.l || pos?.display === false) return [];
    const brand = logo.t === 'brand' ? kit.brandSpots?.[area] : undefined;
    const custom =
      kit.customPos.includes(area) && pos
        ? { customAnchor: [pos.x / 100, pos.y / 100] as [number, number] }
        : brand && finite(brand.x) && finite(brand.y)
          ? {
              customAnchor: [brand.x / 100, brand.y / 100] as [number, number],
              ...(finite(brand.size) && brand.size > 0 ? { regionBox: brand.size / 100 } : {}),
            }
          : {};
    return [
      {
        n: 'logo' as const,
        uuid: `${logo.uuid}:${area}`,
        l: logo.l,
        placement: logo.t,
        c: logo.c[area] ?? [],
        recolor: logo.recolor,
        recolorInternal: logo.recolorInternal,
        size: logo.size,
        position: logo.position,
        position_x: logo.position_x,
        rotation: logo.rotation,
        saturation: logo.saturation,
        shininess: logo.shininess,
        metalness: logo.metalness,
        hasCustomShininess: true,
        disabled: logo.disabled,
        ...custom,
      },
    ];
  });
}
