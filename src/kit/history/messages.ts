import { KIT_MESSAGES, formatMessage } from '../messages.ts';

/** A short notice the editor shows; the history decides the text and how long it stays. */
export interface HistoryToast {
  readonly text: string;
  readonly durationMs: number;
}

/** Undo and redo toasts last 1.5 s (spec §9 "Toasts"). */
export const UNDO_TOAST_MS = 1500;
/** 'Not implemented' is an error toast; errors last 3 s or 5 s, and this one is minor. */
export const NOT_IMPLEMENTED_TOAST_MS = 3000;

export const historyMessages = {
  undoing: (action: string): HistoryToast => ({
    text: formatMessage(KIT_MESSAGES.undoing, { action }),
    durationMs: UNDO_TOAST_MS,
  }),
  redoing: (action: string): HistoryToast => ({
    text: formatMessage(KIT_MESSAGES.redoing, { action }),
    durationMs: UNDO_TOAST_MS,
  }),
  notImplemented: { text: KIT_MESSAGES.notImplemented, durationMs: NOT_IMPLEMENTED_TOAST_MS } as HistoryToast,
} as const;
