/**
 * The one date every test that reads the calendar runs at.
 *
 * The catalogue ships items dated ahead of the release (early access), and the app compares those
 * dates with "now" in node (the server's kit gate, the editor's load check) and in the page (the
 * Upcoming list, the template chooser). Tests that chose their fixtures by comparing with the real
 * date stopped running, or failed, as the calendar passed the catalogue's dates. So they fix the
 * clock instead: in node with a Date-only fake clock that still moves forward (timers, sockets and
 * puppeteer's deadlines stay real), in pages with a Date shifted before any script of the page runs.
 */
import type { Page } from 'puppeteer-core';
import { vi } from 'vitest';

/** Between the catalogue's release and its first early-access dates (public/data/catalogue). */
export const TEST_NOW = Date.parse('2026-11-10T12:00:00Z');

/** Node's Date starts at `now` and moves with real time; undo with `vi.useRealTimers()`. */
export function fixNodeClock(now: number = TEST_NOW): void {
  vi.useFakeTimers({ toFake: ['Date'], now, shouldAdvanceTime: true });
}

/** Every document the page opens from now on sees `now` as the current time, moving forward. */
export async function fixPageClock(page: Page, now: number = TEST_NOW): Promise<void> {
  await page.evaluateOnNewDocument((fixed: number) => {
    const RealDate = Date;
    const offset = fixed - RealDate.now();
    class ShiftedDate extends RealDate {
      constructor(...args: unknown[]) {
        if (args.length === 0) super(RealDate.now() + offset);
        else super(...(args as [string]));
      }
      static override now(): number {
        return RealDate.now() + offset;
      }
    }
    globalThis.Date = ShiftedDate as DateConstructor;
  }, now);
}

/** A fixture the test cannot run without: a clear failure when the data no longer holds one. */
export function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Test fixture missing: ${what}`);
  return value;
}
