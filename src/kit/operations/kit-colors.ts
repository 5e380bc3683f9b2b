import type { Kit } from '../model/kit.ts';
import { COLOR_ROLES, type ColorRole } from './template-look.ts';
import { allLayers } from './stacks.ts';

/** One colour the kit uses, with its role when it is one of the kit's four main colours. */
export interface KitColor {
  color: string;
  role: ColorRole | null;
}

/**
 * Every colour the enabled layers and logos use, once each, in stack order. The first four
 * distinct colours of the shirt's stack are its roles (primary, secondary, accent, trim): a kit
 * started from a template has its base in primary and its design and template layers in the
 * following colours (`dressFromTemplate`), so the roles read back as the template's palette.
 */
export function kitColors(kit: Kit): KitColor[] {
  const seen = new Map<string, KitColor>();
  const add = (color: string, role: ColorRole | null) => {
    if (!seen.has(color)) seen.set(color, { color, role });
  };
  const roles = [...COLOR_ROLES];
  const shirt = allLayers({ ...kit, layers: { ...kit.layers, shorts: [], socks: [], extra: [] } });
  for (const layer of shirt)
    if (!layer.disabled) for (const color of layer.c) if (!seen.has(color)) add(color, roles.shift() ?? null);
  for (const layer of allLayers(kit)) if (!layer.disabled) layer.c.forEach((c) => add(c, null));
  for (const logo of kit.logos)
    if (!logo.disabled) Object.values(logo.c).forEach((list) => list.forEach((c) => add(c, null)));
  return [...seen.values()];
}
