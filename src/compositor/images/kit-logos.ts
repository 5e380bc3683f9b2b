/**
 * The kit's logos (Kit.logos: brand, team, sponsor…) as logo layers for one area, so the
 * compositor draws them with the logo kind like any stack layer. A logo shows in an area unless
 * its position there says display: false; when the area is in Kit.customPos (Plus), the logo's
 * custom x/y REPLACE the slot's spot, as a percentage of the region's half size (the spec's ranges,
 * e.g. shorts x -50..120, reach past the side seam).
 */
import type { Area, KitLogo } from '../../kit/model/index.ts';

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
}

export function kitLogoLayers(
  kit: { readonly logos: readonly KitLogo[]; readonly customPos: readonly Area[] },
  area: Area,
): KitLogoLayer[] {
  return kit.logos.flatMap((logo) => {
    const pos = logo.pos[area];
    if (!logo.l || pos?.display === false) return [];
    const custom =
      kit.customPos.includes(area) && pos
        ? { customAnchor: [pos.x / 100, pos.y / 100] as [number, number] }
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
