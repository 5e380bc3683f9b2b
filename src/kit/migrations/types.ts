import type { PlainObject } from '../restore/plain.ts';

/** One step of the saved-data format, from version `from` to `from + 1`. */
export interface Migration {
  from: number;
  /** What the step changes, for the restore report and for readers of the history. */
  describe: string;
  /** `declared` is the version the data declared before any step ran (0 when none). */
  migrate(data: PlainObject, declared: number): PlainObject;
}
