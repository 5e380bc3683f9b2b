import type { Game } from './basics.ts';

/**
 * A slider-backed number: restore clamps into [min, max]; a missing value takes `default`.
 * `byGame` overrides any of the three for one game (cuff width 15 in fm, back sponsor max 40 in pes…).
 */
export interface NumberParam {
  readonly kind: 'number';
  readonly min: number;
  readonly max: number;
  readonly default: number;
  /** Counts and indices: restore rounds to a whole number. */
  readonly integer?: boolean;
  readonly byGame?: Readonly<Partial<Record<Game, Partial<Pick<NumberParam, 'min' | 'max' | 'default'>>>>>;
}

export interface BoolParam {
  readonly kind: 'bool';
  readonly default: boolean;
}

/** A fixed list of choices (mode 0..3, dot shape…). Unknown values fall back to `default`. */
export interface ChoiceParam<T extends string | number = string | number> {
  readonly kind: 'choice';
  readonly options: readonly T[];
  readonly default: T;
}

export type Param = NumberParam | BoolParam | ChoiceParam;

/** Builds a number parameter; without an explicit default the spec's rule applies: the midpoint. */
export function num(min: number, max: number, def?: number, byGame?: NumberParam['byGame']): NumberParam {
  const midpoint = Math.round((min + max) / 2);
  return byGame
    ? { kind: 'number', min, max, default: def ?? midpoint, byGame }
    : { kind: 'number', min, max, default: def ?? midpoint };
}

/** A whole-number parameter (counts, numbers printed on a jersey). */
export function int(min: number, max: number, def?: number): NumberParam {
  return { ...num(min, max, def), integer: true };
}

export function bool(def = false): BoolParam {
  return { kind: 'bool', default: def };
}

export function choice<const T extends string | number>(options: readonly T[], def?: T): ChoiceParam<T> {
  const first = options[0];
  if (first === undefined) throw new Error('A choice parameter needs at least one option');
  return { kind: 'choice', options, default: def ?? first };
}

/** The effective range of a number parameter in one game. */
export function rangeIn(
  param: NumberParam,
  game: Game | undefined,
): { min: number; max: number; default: number } {
  const override = game ? param.byGame?.[game] : undefined;
  return {
    min: override?.min ?? param.min,
    max: override?.max ?? param.max,
    default: override?.default ?? param.default,
  };
}
