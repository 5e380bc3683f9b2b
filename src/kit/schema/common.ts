import { z } from 'zod';
import { GAMES } from '../model/basics.ts';
import type { NumberParam, Param } from '../model/ranges.ts';

/** Building blocks of the runtime schemas, derived from the same tables restore reads. */

export const colorSchema = z.string().regex(/^#[0-9a-f]{6}$/, 'lowercase #rrggbb');

const built: string[] = [];
/**
 * The names of the lazy schemas built so far, in order.
 * @internal Tests check that start-up builds none.
 */
export const builtSchemas = (): readonly string[] => built;

/**
 * A schema built on its first use. Building zod schemas is start-up work (the kit's, with a
 * schema per layer kind and area, took about 100 ms of the page's first second on a slow
 * machine), and the editor needs them only when it restores a kit or checks a file
 * (bench/README.md "issue 20, session 6").
 */
export function lazySchema<T extends z.ZodType>(name: string, build: () => T): z.ZodLazy<T> {
  let schema: T | undefined;
  return z.lazy(() => {
    if (!schema) {
      schema = build();
      built.push(name);
    }
    return schema;
  });
}

/** Any game's range: the widest bounds over every game override. */
export function widestRange(param: NumberParam): { min: number; max: number } {
  let { min, max } = param;
  for (const game of GAMES) {
    const override = param.byGame?.[game];
    if (override?.min !== undefined) min = Math.min(min, override.min);
    if (override?.max !== undefined) max = Math.max(max, override.max);
  }
  return { min, max };
}

export function numberSchema(param: NumberParam): z.ZodNumber {
  const { min, max } = widestRange(param);
  const schema = z.number().min(min).max(max);
  return param.integer ? schema.int() : schema;
}

export function paramSchema(param: Param): z.ZodType {
  switch (param.kind) {
    case 'number':
      return numberSchema(param);
    case 'bool':
      return z.boolean();
    case 'choice':
      return z.union(param.options.map((option) => z.literal(option)));
  }
}
