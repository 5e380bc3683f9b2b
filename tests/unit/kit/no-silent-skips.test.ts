/**
 * A test whose fixture is missing fails; it never skips without a word. Tests once chose their
 * early-access fixtures by comparing catalogue dates with today and skipped (`skipIf(!fixture)`)
 * when the calendar had passed them; they now run at a fixed date (tests/clock.ts) and use
 * `required()`. Skipping for a missing service (PostgreSQL, Redis) names the service instead.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');

function testFiles(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => path.join(folder, file));
}

describe('test fixtures', () => {
  it('no test skips itself because a fixture was not found', () => {
    const offenders = [...testFiles('tests'), ...testFiles('src')].filter((file) =>
      /\.skipIf\(\s*!/.test(readFileSync(path.join(ROOT, file), 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});
