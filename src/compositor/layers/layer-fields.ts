/**
 * Reading a layer's numeric fields through the kit model's LAYER_FIELD_RANGES: a value that is
 * missing, not a finite number or out of range never reaches a shader. restoreKit already cleans
 * kits; this keeps the compositor safe for layers built any other way (playground, tests).
 */
import { LAYER_FIELD_RANGES, rangeIn, type Game, type NumberParam } from '../../kit/model/index.ts';

type RangedKind = keyof typeof LAYER_FIELD_RANGES;

export function layerNumber(layer: object, kind: RangedKind, field: string, game?: string): number {
  const fields: Record<string, NumberParam> = LAYER_FIELD_RANGES[kind];
  const param = Object.hasOwn(fields, field) ? fields[field] : undefined;
  if (!param) throw new Error(`No range for ${kind}.${field}`);
  const { min, max, default: fallback } = rangeIn(param, game as Game | undefined);
  const value = (layer as Record<string, unknown>)[field];
  if (typeof value !== 'number' || !Number.isFinite(value)) return fallback;
  return Math.min(max, Math.max(min, value));
}

/** A choice field: the value when it is one of `options`, else the first option. */
export function layerChoice<T extends string | number>(
  layer: object,
  field: string,
  options: readonly T[],
): T {
  const value = (layer as Record<string, unknown>)[field];
  return options.includes(value as T) ? (value as T) : options[0]!;
}
