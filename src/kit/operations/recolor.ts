import { parseHexColor } from '../colors.ts';
import type { Area, HexColor } from '../model/basics.ts';
import type { Kit, KitLogo } from '../model/kit.ts';
import type { Layer } from '../model/layers.ts';
import { isLogoColorEnabled } from './logos.ts';
import { applied, refused, type EditResult } from './result.ts';
import { mapAllLayers } from './stacks.ts';

/**
 * Quick recolor: every occurrence of each changed colour, across the enabled layers and logos,
 * becomes its new colour, as ONE undo step ('recolor layers'). Pairs apply at once, so swapping
 * two colours works. Hidden layers and disabled logo colours keep theirs.
 */
export type RecolorPair = readonly [from: string, to: string];

function swap(
  colors: HexColor[],
  map: ReadonlyMap<HexColor, HexColor>,
  enabled: (i: number) => boolean,
): HexColor[] {
  let changed = false;
  const out = colors.map((color, i) => {
    const to = enabled(i) ? map.get(color) : undefined;
    if (to === undefined) return color;
    changed = true;
    return to;
  });
  return changed ? out : colors;
}

export function quickRecolor(kit: Kit, pairs: readonly RecolorPair[]): EditResult {
  const map = new Map<HexColor, HexColor>();
  for (const [from, to] of pairs) {
    const a = parseHexColor(from);
    const b = parseHexColor(to);
    if (!a.ok || !b.ok) return refused('invalidHexColor');
    if (a.color !== b.color) map.set(a.color, b.color);
  }
  if (map.size === 0) return applied(kit, 'recolor layers');

  const skipped = new Set<Layer>();
  const recolorLayer = (layer: Layer): Layer => {
    // A hidden group hides its members too.
    if (layer.disabled || skipped.has(layer)) {
      if (layer.n === 'group') for (const inner of layer.layers) skipped.add(inner);
      return layer;
    }
    const always = () => true;
    const enabled = layer.n === 'logo' ? (i: number) => isLogoColorEnabled(layer, i) : always;
    const c = swap(layer.c, map, enabled);
    return c === layer.c ? layer : { ...layer, c };
  };
  let next = mapAllLayers(kit, recolorLayer);

  let logosChanged = false;
  const logos = kit.logos.map((logo): KitLogo => {
    if (logo.disabled) return logo;
    let changed = false;
    const c = { ...logo.c };
    for (const area of Object.keys(c) as Area[]) {
      const swapped = swap(c[area], map, (i) => isLogoColorEnabled(logo, i));
      if (swapped !== c[area]) {
        c[area] = swapped;
        changed = true;
      }
    }
    if (!changed) return logo;
    logosChanged = true;
    return { ...logo, c };
  });
  if (logosChanged) next = { ...next, logos };
  return applied(next, 'recolor layers');
}
