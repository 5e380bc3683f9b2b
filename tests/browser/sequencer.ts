/**
 * The order files start in. With two workers the suite ends when its last file does: a long file
 * that starts last leaves one core idle while it runs alone. Vitest starts the longest files first
 * from its results cache (node_modules/.vite), which CI's clean clone does not have; there it falls
 * back to the largest files first, and the GIF test, a short file, would start near the end. So
 * the browser files that took longest in a whole-suite run start first, in this order; every other
 * file keeps vitest's order after them.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Longest first, from a whole-suite run (tests' time, seconds, on this 2-core machine). */
const LONGEST_BROWSER_FILES = [
  'tests/browser/editor/contrast.test.ts', // 99
  'tests/browser/downloads/downloads.test.ts', // 82
  'tests/browser/editor/work-kept.test.ts', // 70
  'tests/browser/editor/accounts.test.ts', // 67
  'tests/browser/editor/account-pages.test.ts', // 58
  'tests/browser/preview/gif-default.test.ts', // 53
  'tests/browser/editor/editor.test.ts', // 50
  'tests/browser/site/shell-extras.test.ts', // 48
  'tests/browser/downloads/fm-pack.test.ts', // 44
  'tests/browser/preview/save-preview.test.ts', // 44
  'tests/browser/editor/sponsor-picker.test.ts', // 43
  'tests/browser/editor/rules-everywhere.test.ts', // 42
  'tests/browser/downloads/cli.test.ts', // 40
];

const rank = (spec: TestSpecification): number => {
  if (spec.project.name !== 'browser') return LONGEST_BROWSER_FILES.length;
  const index = LONGEST_BROWSER_FILES.findIndex((file) => spec.moduleId.endsWith(file));
  return index < 0 ? LONGEST_BROWSER_FILES.length : index;
};

export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Stable: files of other projects, and the browser files not listed, keep vitest's order.
    return sorted
      .map((spec, index) => ({ spec, index }))
      .sort((a, b) =>
        a.spec.project.name === b.spec.project.name
          ? rank(a.spec) - rank(b.spec) || a.index - b.index
          : a.index - b.index,
      )
      .map(({ spec }) => spec);
  }
}
