/**
 * A user-visible message as the editor hands it to the UI: an i18n key (public/data/lan/en.json)
 * with values to fill in. Values may be messages themselves ('Undoing: {action}' takes the
 * translated action name), so the UI translates the whole tree in the user's language.
 */
export interface Message {
  readonly key: string;
  readonly values?: Readonly<Record<string, string | Message>>;
}

export const message = (key: string, values?: Message['values']): Message =>
  values === undefined ? { key } : { key, values };

/** Toast durations of the spec (document 1 §9, document 2 §9). */
export const TOAST_MS = {
  undo: 1500,
  short: 3000,
  long: 5000,
  /** A toast with Undo: long enough to read it and reach the button. */
  undoable: 8000,
} as const;
