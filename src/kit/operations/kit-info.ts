import type { Kit } from '../model/kit.ts';
import { kitColors } from './kit-colors.ts';
import { allLayers } from './stacks.ts';

/** The most colours a kit-info row shows: the four colour roles. */
export const KIT_INFO_COLOURS = 4;

/**
 * What the kit-info layer prints (document 2 §9): the collar value and the shirt's and the
 * shorts' colours. The shirt's are its colour roles (kitColors); the shorts' the distinct
 * colours of their enabled layers, bottom first. A game without a shorts stack lists none.
 */
export interface KitInfo {
  collar: number;
  shirt: string[];
  shorts: string[];
}

export function kitInfo(kit: Kit): KitInfo {
  const shirt = kitColors(kit)
    .filter((c) => c.role !== null)
    .map((c) => c.color);
  const shortsOnly = { ...kit, layers: { shirt: [], shorts: kit.layers.shorts, socks: [], extra: [] } };
  const shorts = [
    ...new Set(
      allLayers(shortsOnly)
        .filter((layer) => !layer.disabled)
        .flatMap((layer) => layer.c),
    ),
  ];
  return {
    collar: kit.collar,
    shirt: shirt.slice(0, KIT_INFO_COLOURS),
    shorts: shorts.slice(0, KIT_INFO_COLOURS),
  };
}
