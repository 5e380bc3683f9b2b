import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  KIT_DATA_MAX_CHARS,
  KitDataTooLargeError,
  restoreKit,
  serialiseKit,
  toSavedKitData,
  validateKit,
} from '../../../src/kit/index.ts';
import { arbKit } from './arbitraries.ts';

describe('serialise and restore', { timeout: 60_000 }, () => {
  it('arbitrary valid kits pass the schema', () => {
    fc.assert(
      fc.property(arbKit(), (kit) => {
        expect(validateKit(kit)).toBeNull();
      }),
      { numRuns: 150 },
    );
  });

  it('restoreKit(serialiseKit(kit)) deep-equals the kit, with nothing reported', () => {
    fc.assert(
      fc.property(arbKit(), (kit) => {
        const text = JSON.stringify(toSavedKitData(kit));
        if (text.length <= KIT_DATA_MAX_CHARS) expect(serialiseKit(kit)).toBe(text);
        else expect(() => serialiseKit(kit)).toThrow(KitDataTooLargeError);
        const { kit: restored, report } = restoreKit(text);
        expect(report.changes).toEqual([]);
        expect(report.dropped).toEqual([]);
        expect(restored).toEqual(kit);
      }),
      { numRuns: 300 },
    );
  });

  it('a restored kit serialises to the same text (stable saves)', () => {
    fc.assert(
      fc.property(arbKit({ maxLayers: 3 }), (kit) => {
        const text = JSON.stringify(toSavedKitData(kit));
        expect(JSON.stringify(toSavedKitData(restoreKit(text).kit))).toBe(text);
      }),
      { numRuns: 100 },
    );
  });
});
