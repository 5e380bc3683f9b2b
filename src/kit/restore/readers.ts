import { parseHexColor } from '../colors.ts';
import type { Game } from '../model/basics.ts';
import { rangeIn, type NumberParam } from '../model/ranges.ts';
import type { Plain } from './plain.ts';
import type { RestoreLog } from './report.ts';

/**
 * Readers for single values. Each takes the raw value (undefined when absent), a default and the
 * rules, returns a valid value, and logs when it had to change something that was given.
 */

export interface ReadEnv {
  log: RestoreLog;
  game: Game;
}

/** Numbers may arrive as numeric strings from forms and old data. */
function asNumber(raw: Plain | undefined): number | undefined {
  if (typeof raw === 'number') return raw;
  if (typeof raw === 'string' && raw.trim() !== '') return Number(raw);
  return undefined;
}

export function readNumber(
  raw: Plain | undefined,
  param: Pick<NumberParam, 'min' | 'max' | 'byGame' | 'integer'>,
  fallback: number,
  path: string,
  env: ReadEnv,
): number {
  if (raw === undefined || raw === null) return fallback;
  const value = asNumber(raw);
  if (value === undefined || !Number.isFinite(value)) {
    env.log.change('invalid-value', path);
    return fallback;
  }
  const { min, max } = rangeIn({ kind: 'number', default: fallback, ...param }, env.game);
  if (value < min || value > max) {
    env.log.change('clamped', path, `${value} -> ${value < min ? min : max}`);
    return value < min ? min : max;
  }
  if (param.integer && !Number.isInteger(value)) {
    const whole = Math.min(max, Math.max(min, Math.round(value)));
    env.log.change('clamped', path, `${value} -> ${whole}`);
    return whole + 0;
  }
  // -0 and 0 are the same setting; keep one so saved data and equality stay simple.
  return value === 0 ? 0 : value;
}

/** An integer index: non-integers are truncated toward zero. */
export function readIndex(
  raw: Plain | undefined,
  min: number,
  max: number,
  fallback: number,
  path: string,
  env: ReadEnv,
): number {
  const value = readNumber(raw, { min, max }, fallback, path, env);
  return Math.trunc(value) + 0;
}

export function readBool(raw: Plain | undefined, fallback: boolean, path: string, env: ReadEnv): boolean {
  if (raw === undefined || raw === null) return fallback;
  if (typeof raw === 'boolean') return raw;
  if (raw === 1 || raw === 'true' || raw === '1') return true;
  if (raw === 0 || raw === 'false' || raw === '0') return false;
  env.log.change('invalid-value', path);
  return fallback;
}

export function readString(
  raw: Plain | undefined,
  fallback: string,
  maxLength: number,
  path: string,
  env: ReadEnv,
): string {
  if (raw === undefined || raw === null) return fallback;
  let value: string;
  if (typeof raw === 'string') value = raw;
  else if (typeof raw === 'number' && Number.isFinite(raw)) value = String(raw);
  else {
    env.log.change('invalid-value', path);
    return fallback;
  }
  if (value.length > maxLength) {
    env.log.change('too-long', path);
    return value.slice(0, maxLength);
  }
  return value;
}

export function readChoice<T extends string | number>(
  raw: Plain | undefined,
  options: readonly T[],
  fallback: T,
  path: string,
  env: ReadEnv,
): T {
  if (raw === undefined || raw === null) return fallback;
  const found = options.find(
    (option) =>
      option === raw ||
      (typeof option === 'number' && typeof raw === 'string' && raw.trim() !== '' && Number(raw) === option),
  );
  if (found !== undefined) return found;
  env.log.change('invalid-value', path);
  return fallback;
}

/** One colour: any accepted hex spelling becomes '#rrggbb'; anything else the fallback. */
export function readColor(raw: Plain | undefined, fallback: string, path: string, env: ReadEnv): string {
  if (raw === undefined || raw === null) return fallback;
  if (typeof raw === 'string') {
    const parsed = parseHexColor(raw);
    if (parsed.ok) return parsed.color;
  }
  env.log.change('invalid-color', path);
  return fallback;
}

/**
 * A colour list. With `count` the list is resized to exactly that many (padding from
 * `fallback`, then `fill`); without it, invalid entries are dropped and at most `max` kept.
 */
export function readColors(
  raw: Plain | undefined,
  options: {
    fallback: readonly string[];
    fill: (index: number) => string;
    count: number | null;
    max: number;
  },
  path: string,
  env: ReadEnv,
): string[] {
  const { fallback, fill, count, max } = options;
  const slot = (i: number) => fallback[i] ?? fill(i);
  let list: string[];
  if (raw === undefined || raw === null) list = [...fallback];
  else if (typeof raw === 'string') list = [readColor(raw, slot(0), `${path}.0`, env)];
  else if (Array.isArray(raw)) {
    list = [];
    raw.forEach((item, i) => {
      if (count !== null) list.push(readColor(item, slot(i), `${path}.${i}`, env));
      else if (typeof item === 'string' && parseHexColor(item).ok)
        list.push(readColor(item, '', `${path}.${i}`, env));
      else env.log.change('invalid-color', `${path}.${i}`);
    });
  } else {
    env.log.change('invalid-color', path);
    list = [...fallback];
  }
  if (count !== null) {
    if (list.length !== count && raw !== undefined && raw !== null)
      env.log.change('color-count', path, `${list.length} -> ${count}`);
    const sized = list.slice(0, count);
    for (let i = sized.length; i < count; i++) sized.push(slot(i));
    return sized;
  }
  if (list.length > max) {
    env.log.change('color-count', path, `${list.length} -> ${max}`);
    return list.slice(0, max);
  }
  if (list.length === 0 && fallback.length > 0) return [...fallback];
  return list;
}
