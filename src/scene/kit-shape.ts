/**
 * What the garments' geometry depends on: the game, the kit's collar and shorts, and the display
 * settings that change the cut (long sleeves, tucked in, sock height). Light on purpose (no
 * geometry code): the app's first chunk uses it to start building the player in a worker before
 * the 3D view's own chunk is in (`kit-parts-ahead.ts`).
 */
import type { DisplaySettings } from '../kit/model/catalogue.ts';
import type { GarmentOptions } from './garments/index.ts';
import type { SockHeight } from './garments/socks.ts';

const SOCK_HEIGHTS: readonly SockHeight[] = ['high', 'regular', 'low'];

export interface KitShape {
  game: string;
  display: Pick<DisplaySettings, 'socks' | 'ls' | 'tucked_in'>;
  collar: number;
  /** The template's collar shapes (one per collar value), when the catalogue gives them. */
  collarShapes?: readonly string[];
  shortsModel: number;
  shortStyle: number;
}

export function garmentOptions(shape: KitShape): GarmentOptions {
  const { display } = shape;
  return {
    collar: shape.collar,
    ...(shape.collarShapes ? { collarShapes: shape.collarShapes } : {}),
    longSleeve: display.ls,
    tuckedIn: display.tucked_in,
    shortsModel: shape.shortsModel,
    shortStyle: shape.shortStyle,
    sockHeight: SOCK_HEIGHTS.find((h) => display.socks.includes(h)) ?? 'regular',
    // The extra garments are built on their own (`extraParts`), after the view's first frame.
    extras: [],
  };
}

/** Names one build: two builds with the same key have the same geometry. */
export function garmentsKey(game: string, options: GarmentOptions): string {
  return JSON.stringify([game, options]);
}
