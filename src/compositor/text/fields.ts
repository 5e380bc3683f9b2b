/**
 * Defensive reads of layer fields for the text and image kinds. restoreKit has clamped real kits
 * already, but the compositor also draws layers straight from tests, imports and live edits: a
 * missing or odd value takes the range's default (or is clamped) instead of drawing NaN.
 */
import type { NumberParam } from '../../kit/model/index.ts';

type Bag = Readonly<Record<string, unknown>>;

export function readNumber(
  layer: object,
  key: string,
  param: Pick<NumberParam, 'min' | 'max' | 'default'>,
): number {
  const v = (layer as Bag)[key];
  if (typeof v !== 'number' || !Number.isFinite(v)) return param.default;
  return Math.min(param.max, Math.max(param.min, v));
}

export function readBool(layer: object, key: string, fallback = false): boolean {
  const v = (layer as Bag)[key];
  return typeof v === 'boolean' ? v : fallback;
}

export function readString(layer: object, key: string, fallback = ''): string {
  const v = (layer as Bag)[key];
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : fallback;
}
