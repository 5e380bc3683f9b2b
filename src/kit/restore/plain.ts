/**
 * Turns any input into plain JSON-like data that the rest of restore can read without risk:
 * only own enumerable string keys, never '__proto__', 'constructor' or 'prototype', bounded depth,
 * array length and key count (so deep or huge garbage costs little), no functions or symbols.
 */

export type Plain = null | boolean | number | string | Plain[] | PlainObject;
export interface PlainObject {
  [key: string]: Plain;
}

export const PLAIN_LIMITS = {
  depth: 12,
  arrayLength: 1000,
  keys: 500,
  stringLength: 20_000,
} as const;

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export interface PlainResult {
  value: Plain | undefined;
  /** True when something had to be cut (too deep, too long, forbidden key). */
  truncated: boolean;
}

export function toPlain(input: unknown): PlainResult {
  let truncated = false;
  const visit = (value: unknown, depth: number): Plain | undefined => {
    switch (typeof value) {
      case 'boolean':
      case 'number':
        return value;
      case 'string':
        if (value.length > PLAIN_LIMITS.stringLength) {
          truncated = true;
          return value.slice(0, PLAIN_LIMITS.stringLength);
        }
        return value;
      case 'object': {
        if (value === null) return null;
        if (depth >= PLAIN_LIMITS.depth) {
          truncated = true;
          return undefined;
        }
        if (Array.isArray(value)) {
          if (value.length > PLAIN_LIMITS.arrayLength) truncated = true;
          const out: Plain[] = [];
          const length = Math.min(value.length, PLAIN_LIMITS.arrayLength);
          for (let i = 0; i < length; i++) {
            const item = visit(value[i], depth + 1);
            out.push(item === undefined ? null : item);
          }
          return out;
        }
        const out: PlainObject = Object.create(null) as PlainObject;
        let count = 0;
        for (const key of Object.keys(value)) {
          if (FORBIDDEN_KEYS.has(key)) {
            truncated = true;
            continue;
          }
          if (++count > PLAIN_LIMITS.keys) {
            truncated = true;
            break;
          }
          const item = visit((value as Record<string, unknown>)[key], depth + 1);
          if (item !== undefined) out[key] = item;
        }
        return out;
      }
      default:
        return undefined;
    }
  };
  try {
    const value = visit(input, 0);
    return { value, truncated };
  } catch {
    // Getters that throw, revoked proxies: treat as nothing usable.
    return { value: undefined, truncated: true };
  }
}

export function isPlainObject(value: Plain | undefined): value is PlainObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Own property read on a null-prototype or ordinary plain object. */
export function get(object: PlainObject, key: string): Plain | undefined {
  return Object.hasOwn(object, key) ? object[key] : undefined;
}
