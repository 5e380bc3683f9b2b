import { contrast, textColorOn } from '../colors.ts';
import type { Kit } from '../model/kit.ts';
import { COLOR_ROLES, type ColorRole } from './template-look.ts';
import { allLayers, type StackName } from './stacks.ts';

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

/** WCAG's ratio 3 (large text, graphics), on the contrast score's scale: below it a mark hardly reads. */
export const READABLE_CONTRAST = (3 - 1) / 20;

/**
 * The kit's role colours in the order something new drawn on `background` should take them:
 * the roles that read on it first (role order), else the readable text colour (black or white),
 * then the roles that do not read, the background itself last. A new layer in white vanished on
 * a white kit; taking the kit's own colours also keeps a new stripe in the kit's palette.
 * Empty when the kit has no coloured layer.
 */
export function readableKitColors(kit: Kit, background: string): string[] {
  const roles = kitColors(kit)
    .filter((c) => c.role !== null)
    .map((c) => c.color)
    .filter((color) => color !== background);
  const reads = roles.filter((color) => contrast(color, background) >= READABLE_CONTRAST);
  const rest = roles.filter((color) => !reads.includes(color));
  const first = reads.length > 0 ? reads : [textColorOn(background)];
  return [...new Set([...first, ...rest, background])];
}

/** The colour under a new layer of `stack`: its bottom enabled layer's, else the kit's primary. */
function stackBackground(kit: Kit, stack: StackName): string | undefined {
  const layers = stack === 'extra' ? [] : kit.layers[stack];
  const bottom = layers.find((layer) => !layer.disabled && layer.c.length > 0);
  return bottom?.c[0] ?? kitColors(kit).find((c) => c.role === 'primary')?.color;
}

/**
 * The colours a new layer of `stack` starts with, `count` slots filled from the kit's palette
 * (`readableKitColors` on the stack's background, repeated when the layer takes more). Null
 * when the kit has no colour to offer: the kind's defaults stay.
 */
export function newLayerColors(kit: Kit, stack: StackName, count: number): string[] | null {
  const background = stackBackground(kit, stack);
  if (background === undefined || count === 0) return null;
  const fill = readableKitColors(kit, background);
  return Array.from({ length: count }, (_, i) => fill[i % fill.length]!);
}
