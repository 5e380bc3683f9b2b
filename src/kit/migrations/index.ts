import { KIT_FORMAT_VERSION } from '../model/kit.ts';
import { get, type PlainObject } from '../restore/plain.ts';
import type { Migration } from './types.ts';
import { migrationToV1 } from './v1.ts';
import { migrationToV2 } from './v2.ts';

export type { Migration } from './types.ts';

/** Every format step in order; MIGRATIONS[i] takes version i to i + 1. */
export const MIGRATIONS: readonly Migration[] = [migrationToV1, migrationToV2];

export interface MigrationResult {
  data: PlainObject;
  /** The version the data declared (0 when it had none). */
  fromVersion: number;
  /** True when the data declared a version newer than this code knows; it is read as current. */
  newer: boolean;
}

/** The declared version: a non-negative integer, else 0 (the unversioned format). */
export function declaredVersion(data: PlainObject): number {
  const version = get(data, 'version');
  return typeof version === 'number' && Number.isInteger(version) && version >= 0 ? version : 0;
}

export function migrate(data: PlainObject): MigrationResult {
  const fromVersion = declaredVersion(data);
  let current = data;
  for (const step of MIGRATIONS) {
    if (step.from >= fromVersion) current = step.migrate(current, fromVersion);
  }
  return { data: current, fromVersion, newer: fromVersion > KIT_FORMAT_VERSION };
}
