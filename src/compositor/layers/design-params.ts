/**
 * Reading a design layer's flat parameters through the DESIGNS table: a value that is missing, of
 * the wrong type or out of range never reaches a shader (restoreKit already cleans kits; this
 * keeps the compositor safe for layers built any other way, e.g. the playground or tests).
 */
import { DESIGNS, isDesignName } from '../../kit/model/designs.ts';
import type { Param } from '../../kit/model/ranges.ts';

interface DesignLike {
  type: unknown;
}

function paramOf(layer: DesignLike, name: string): Param | undefined {
  if (!isDesignName(layer.type)) return undefined;
  const params: Record<string, Param> = DESIGNS[layer.type].params;
  return Object.hasOwn(params, name) ? params[name] : undefined;
}

function valueOf(layer: DesignLike, name: string): unknown {
  return (layer as unknown as Record<string, unknown>)[name];
}

/** The number parameter clamped to its range, its default when unusable, undefined when absent. */
export function designNumber(layer: DesignLike, name: string): number | undefined {
  const param = paramOf(layer, name);
  if (param?.kind !== 'number') return undefined;
  const value = valueOf(layer, name);
  if (typeof value !== 'number' || !Number.isFinite(value)) return param.default;
  return Math.min(param.max, Math.max(param.min, value));
}

export function designBool(layer: DesignLike, name: string): boolean {
  const param = paramOf(layer, name);
  if (param?.kind !== 'bool') return false;
  const value = valueOf(layer, name);
  return typeof value === 'boolean' ? value : param.default;
}

export function designChoice(layer: DesignLike, name: string): string | number | undefined {
  const param = paramOf(layer, name);
  if (param?.kind !== 'choice') return undefined;
  const value = valueOf(layer, name);
  return param.options.includes(value as never) ? (value as string | number) : param.default;
}
