import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import {
  GAMES,
  restoreKit,
  toSavedKitData,
  validateKit,
  type KitContext,
  type TemplateInfo,
} from '../../../src/kit/index.ts';
import { arbKit } from './arbitraries.ts';

/**
 * Fuzzing the one door: random JSON and valid kits mutated into wrong types, out-of-range values,
 * missing fields and hostile keys. restoreKit must never throw and must always return a kit that
 * passes the schema and every limit. 10,000 inputs in all.
 */

// Shrinking mutated kits takes minutes on this machine; the seed and counterexample suffice.
const FUZZ_OPTIONS = { endOnFailure: true } as const;

let runs = 0;
/** Debug aid: KIT_FUZZ_SCALE=0.1 runs a tenth of the inputs (the run-count check then fails). */
const SCALE = Number(process.env.KIT_FUZZ_SCALE ?? '1');

function check(input: unknown, context?: KitContext): void {
  runs++;
  const { kit, report } = restoreKit(input, context);
  const problem = validateKit(kit);
  expect(problem).toBeNull();
  expect(report.changes.filter((c) => c.code === 'internal-error')).toEqual([]);
  expect(Object.prototype).not.toHaveProperty('polluted');
}

const hostile: unknown[] = [
  NaN,
  Infinity,
  -Infinity,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  -0,
  0.1,
  '',
  'abc',
  '12',
  '#FFF',
  '##abc',
  'x'.repeat(30_000),
  true,
  false,
  null,
  [],
  {},
  [null, 1, 'a'],
  JSON.parse('{"__proto__": {"polluted": true}}'),
  { constructor: { prototype: { polluted: true } } },
];

const arbHostile = fc.oneof(
  // Fresh copies: a shared object inserted twice could make the mutated data cyclic.
  {
    weight: 3,
    arbitrary: fc
      .constantFrom(...hostile)
      .map((v) => (typeof v === 'object' && v !== null ? structuredClone(v) : v)),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.integer() },
);

type Mutation = { at: number; op: 'set' | 'delete' | 'proto'; value: unknown };

const arbMutation: fc.Arbitrary<Mutation> = fc.record({
  at: fc.nat(),
  op: fc.constantFrom('set', 'set', 'set', 'delete', 'proto'),
  value: arbHostile,
});

/** Every container (object or array) and key inside `root`, depth first. */
function slots(root: unknown): [Record<string, unknown>, string][] {
  const out: [Record<string, unknown>, string][] = [];
  const walk = (node: unknown, depth: number) => {
    if (typeof node !== 'object' || node === null || depth > 12) return;
    for (const key of Object.keys(node)) {
      out.push([node as Record<string, unknown>, key]);
      walk((node as Record<string, unknown>)[key], depth + 1);
    }
  };
  walk(root, 0);
  return out;
}

function mutate(root: Record<string, unknown>, mutations: Mutation[]): Record<string, unknown> {
  for (const m of mutations) {
    const all = slots(root);
    if (all.length === 0) break;
    const [parent, key] = all[m.at % all.length]!;
    if (m.op === 'delete') delete parent[key];
    else if (m.op === 'proto') {
      // An own '__proto__' key, as JSON.parse makes it; configurable so a later mutation may replace it.
      Object.defineProperty(parent, '__proto__', {
        value: { polluted: true },
        enumerable: true,
        configurable: true,
        writable: true,
      });
    }
    // A copy: fast-check reuses generated values between runs, and sharing them could make cycles.
    else parent[key] = structuredClone(m.value);
  }
  return root;
}

const templates = new Map<string, TemplateInfo>([
  ['plain', { name: 'plain', collars: 3, shortStyles: [0, 2], long_sleeve: false }],
  ['classic', { name: 'classic', collars: 1, long_sleeve: true }],
]);

const arbContext: fc.Arbitrary<KitContext | undefined> = fc.option(
  fc.record(
    {
      game: fc.constantFrom(...GAMES),
      user: fc.record({ premium: fc.boolean(), tier: fc.constantFrom(0, 1, 2), admin: fc.boolean() }),
      assets: fc.constant((_category: string, name: string) =>
        name.length % 3 === 0 ? { premium: name.length % 2 === 0, date: '2099-01-01' } : undefined,
      ),
      templates: fc.constant(templates),
      now: fc.constant(Date.UTC(2026, 0, 1)),
    },
    { requiredKeys: [] },
  ),
  { nil: undefined },
);

describe('restoreKit fuzz', { timeout: 120_000 }, () => {
  afterAll(() => {
    expect(runs).toBeGreaterThanOrEqual(10_000);
  });

  it('random values and JSON (5,000)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.anything({ maxDepth: 3, withNullPrototype: true, withBoxedValues: true, withSparseArray: true }),
          fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)),
          fc.string(),
          fc.record({
            shirt: fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 4 }),
            logos: fc.anything({ maxDepth: 2 }),
          }),
          fc.record({
            data: fc.oneof(fc.string(), fc.jsonValue({ maxDepth: 3 })),
            name: fc.anything({ maxDepth: 1 }),
          }),
        ),
        arbContext,
        (input, context) => check(input, context),
      ),
      { ...FUZZ_OPTIONS, numRuns: Math.ceil(5000 * SCALE) },
    );
  });

  // Each generated kit is mutated five ways: generating kits costs more than restoring them.
  const arbMutationSets = fc.array(fc.array(arbMutation, { minLength: 1, maxLength: 6 }), {
    minLength: 5,
    maxLength: 5,
  });

  it('valid saved kits with fields mutated, removed or made hostile (4,000)', () => {
    fc.assert(
      fc.property(
        arbKit({ maxLayers: 1 }),
        arbMutationSets,
        fc.boolean(),
        arbContext,
        (kit, sets, asText, context) => {
          for (const mutations of sets) {
            const data = mutate(toSavedKitData(kit) as unknown as Record<string, unknown>, mutations);
            check(asText ? JSON.stringify(data) : data, context);
          }
        },
      ),
      { ...FUZZ_OPTIONS, numRuns: Math.ceil(800 * SCALE) },
    );
  });

  it('in-memory kits with fields mutated (1,000)', () => {
    fc.assert(
      fc.property(arbKit({ maxLayers: 1 }), arbMutationSets, arbContext, (kit, sets, context) => {
        for (const mutations of sets)
          check(mutate(structuredClone(kit) as unknown as Record<string, unknown>, mutations), context);
      }),
      { ...FUZZ_OPTIONS, numRuns: Math.ceil(200 * SCALE) },
    );
  });
});
