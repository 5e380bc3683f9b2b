import type { PlainObject } from '../restore/plain.ts';

/** One step of the saved-data format, from version `from` to `from + 1`. */
export interface Migration {
  from: number;
  /** What the step changes, for the restore report and for readers of the history. */
  describe: string;
  migrate(data: PlainObject): PlainObject;
}
