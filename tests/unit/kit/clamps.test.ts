import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  defaultLayer,
  DESIGN_NAMES,
  GAMES,
  LAYER_KINDS,
  layerFieldParam,
  LOGO_RANGES,
  LOGO_SLOTS,
  PRINT_PREVIEW_RANGES,
  PRINTING_RANGES,
  PRINTING_SHORTS_RANGES,
  rangeIn,
  restoreKit,
  type Game,
  type NumberParam,
} from '../../../src/kit/index.ts';

/**
 * Every number field of every table, for every game: any number restores inside its range, and a
 * number already inside (a whole number where the field counts) comes back unchanged.
 */

interface Field {
  label: string;
  param: NumberParam;
  /** Builds kit data holding `value` in the field, and reads the field back from the kit. */
  build: (value: unknown) => Record<string, unknown>;
  read: (kit: ReturnType<typeof restoreKit>['kit']) => unknown;
}

const LAYER_FIELDS: Field[] = LAYER_KINDS.flatMap((kind) =>
  (kind === 'design' ? DESIGN_NAMES : [undefined]).flatMap((type) => {
    const layer = defaultLayer(kind, { game: 'eafc', ...(type === undefined ? {} : { type }) });
    return Object.entries(layer).flatMap(([key, value]): Field[] => {
      const param =
        typeof value === 'number'
          ? layerFieldParam(kind, key, type === undefined ? {} : { type })
          : undefined;
      if (param?.kind !== 'number') return [];
      // The armband and fm/pes force shininess to 0; piping is also bound by the cuff width.
      if (kind === 'armband' && (key === 'shininess' || key === 'metalness')) return [];
      return [
        {
          label: `${kind}${type ? `.${type}` : ''}.${key}`,
          param,
          build: (v) => ({
            extra: [{ n: kind, type, [key]: v, ...(key === 'pipingWidth' ? { width: 150 } : {}) }],
          }),
          read: (kit) => (kit.layers.extra[0] as unknown as Record<string, unknown>)[key],
        },
      ];
    });
  }),
);

const KIT_PART_FIELDS: Field[] = [
  ...LOGO_SLOTS.flatMap((slot) =>
    Object.entries(LOGO_RANGES[slot] as Record<string, NumberParam>).map(([key, param]) => ({
      label: `logo.${slot}.${key}`,
      param,
      build: (v: unknown) => ({ logos: [{ t: slot, [key]: v }] }),
      read: (kit: ReturnType<typeof restoreKit>['kit']) =>
        (kit.logos[0] as unknown as Record<string, unknown>)[key],
    })),
  ),
  ...(
    [
      ['playerPrinting', PRINTING_RANGES],
      ['playerPrintingShorts', PRINTING_SHORTS_RANGES],
      ['hotspots', PRINT_PREVIEW_RANGES],
    ] as const
  ).flatMap(([part, ranges]) =>
    Object.entries(ranges as Record<string, NumberParam>).map(([key, param]) => ({
      label: `${part}.${key}`,
      param,
      build: (v: unknown) => ({ [part]: { [key]: v } }),
      read: (kit: ReturnType<typeof restoreKit>['kit']) =>
        (kit[part] as unknown as Record<string, unknown>)[key],
    })),
  ),
];

const ROUGHNESS_FREE: readonly Game[] = ['pes', 'fm'];

describe('every clamp', { timeout: 60_000 }, () => {
  it('covers the tables', () => {
    expect(LAYER_FIELDS.length).toBeGreaterThan(150);
    expect(KIT_PART_FIELDS.length).toBeGreaterThan(60);
  });

  it('restores any number inside its range and keeps values already inside', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LAYER_FIELDS, ...KIT_PART_FIELDS),
        fc.constantFrom(...GAMES),
        fc.oneof(fc.double(), fc.integer({ min: -2000, max: 2000 }), fc.constantFrom(-1e9, 1e9)),
        (field, game, value) => {
          // Mat layers do not load in fm at all (tested in restore.test.ts).
          fc.pre(!(field.label.startsWith('mat.') && game === 'fm'));
          const { min, max } = rangeIn(field.param, game);
          const { kit } = restoreKit({ game, ...field.build(value) });
          const out = field.read(kit);
          expect(typeof out, field.label).toBe('number');
          const n = out as number;
          const zeroed = ROUGHNESS_FREE.includes(game) && /shininess|metalness/.test(field.label);
          if (zeroed) {
            expect(n).toBe(0);
            return;
          }
          expect(n, field.label).toBeGreaterThanOrEqual(min);
          expect(n, field.label).toBeLessThanOrEqual(max);
          if (field.param.integer) expect(Number.isInteger(n)).toBe(true);
          const inside = Number.isFinite(value) && value >= min && value <= max;
          if (inside && (!field.param.integer || Number.isInteger(value)))
            expect(n, field.label).toBe(value === 0 ? 0 : value);
          // Not a number at all: the field keeps the value it has when absent.
          if (!Number.isFinite(value))
            expect(n).toBe(field.read(restoreKit({ game, ...field.build(undefined) }).kit));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('clamps to the nearest bound', () => {
    for (const field of [...LAYER_FIELDS, ...KIT_PART_FIELDS]) {
      if (/shininess|metalness/.test(field.label)) continue;
      const { min, max } = rangeIn(field.param, 'eafc');
      expect(field.read(restoreKit({ game: 'eafc', ...field.build(max + 1000) }).kit), field.label).toBe(max);
      expect(field.read(restoreKit({ game: 'eafc', ...field.build(min - 1000) }).kit), field.label).toBe(min);
    }
  });
});
