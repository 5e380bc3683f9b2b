import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultKitLogo, newKit } from '../../../src/kit/defaults/kit.ts';
import {
  HISTORY_LIMIT,
  redoStep,
  startSession,
  undoStep,
  type KitSession,
} from '../../../src/kit/history/index.ts';
import type { Game } from '../../../src/kit/model/basics.ts';
import type { Kit } from '../../../src/kit/model/kit.ts';
import { restoreKit } from '../../../src/kit/restore/restore.ts';
import { validateKit } from '../../../src/kit/schema/kit.ts';
import { arbKit } from '../kit/arbitraries.ts';
import { command, game, runCommand, type Command } from './operation-commands.ts';

// Properties of any editing session: random operations (most of them refused or clamped) mixed
// with drags, cancels, undos and redos.

function freshKit(g: Game): Kit {
  return { ...newKit(g), logos: [defaultKitLogo('team', g, 'team-logo')] };
}

/** A new kit of some game, or any valid kit (groups, masks, logos, odd values) from the kit arbitraries. */
const startKit: fc.Arbitrary<Kit> = fc.oneof(game.map(freshKit), arbKit({ maxLayers: 4 }));

/** Runs the commands and returns every session along the way. */
function play(start: Kit, commands: readonly Command[]): KitSession[] {
  const sessions = [startSession(start)];
  for (const c of commands) sessions.push(runCommand(sessions[sessions.length - 1]!, c));
  return sessions;
}

const sessions = fc.tuple(startKit, fc.array(command, { minLength: 5, maxLength: 80, size: 'large' }));
const RUNS = { numRuns: 150 };

describe('editing session properties', () => {
  it('never produces a kit that fails the kit schema', () => {
    fc.assert(
      fc.property(sessions, ([start, commands]) => {
        // Each distinct kit once: refused operations hand back the same object.
        for (const kit of new Set(play(start, commands).map((s) => s.kit)))
          expect(validateKit(kit)).toBeNull();
      }),
      { numRuns: 100 },
    );
  }, 60_000);

  it('never produces a kit that restore would change, so what is saved loads back the same', () => {
    fc.assert(
      fc.property(sessions, ([start, commands]) => {
        const played = play(start, commands);
        const last = played[played.length - 1]!.kit;
        const restored = restoreKit(last, { game: start.game });
        expect(restored.report.changes).toEqual([]);
        expect(restored.report.dropped).toEqual([]);
        expect(restored.kit).toEqual(last);
      }),
      RUNS,
    );
  }, 60_000);

  it('never holds more than 32 steps on either stack', () => {
    fc.assert(
      fc.property(startKit, fc.array(command, { minLength: 40, maxLength: 120 }), (start, commands) => {
        for (const s of play(start, commands)) {
          expect(s.history.undo.length).toBeLessThanOrEqual(HISTORY_LIMIT);
          expect(s.history.redo.length).toBeLessThanOrEqual(HISTORY_LIMIT);
        }
      }),
      { numRuns: 40 },
    );
  }, 60_000);

  it('undo restores the exact kit before each of the last steps', () => {
    fc.assert(
      fc.property(sessions, ([start, commands]) => {
        // Kits in the order the undo stack would give them back, tracked independently.
        const played = play(start, commands);
        let s = played[played.length - 1]!;
        const expected = s.history.undo.map((step) => step.snapshot);
        for (let i = expected.length - 1; i >= 0; i--) {
          const before = s.kit;
          s = undoStep(s).session;
          expect(s.kit).toEqual(expected[i]);
          expect(s.kit).not.toBe(before);
        }
        expect(s.history.undo).toHaveLength(0);
      }),
      RUNS,
    );
  }, 60_000);

  it('undo walks back through the kits the user actually saw, step by step', () => {
    fc.assert(
      fc.property(startKit, fc.array(command, { maxLength: 40 }), (start, commands) => {
        // Only edits (no undo/redo) so every recorded step is one visible change.
        const edits = commands.filter((c) => c.op !== 'undo' && c.op !== 'redo');
        const played = play(start, edits);
        const visible = played.map((s) => s.kit).filter((kit, i, all) => i === 0 || kit !== all[i - 1]);
        let s = played[played.length - 1]!;
        const steps = Math.min(visible.length - 1, HISTORY_LIMIT);
        for (let k = 1; k <= steps; k++) {
          s = undoStep(s).session;
          expect(s.kit).toEqual(visible[visible.length - 1 - k]);
        }
      }),
      RUNS,
    );
  }, 60_000);

  it('redo right after undo is the identity', () => {
    fc.assert(
      fc.property(sessions, ([start, commands]) => {
        const played = play(start, commands);
        const s = played[played.length - 1]!;
        fc.pre(s.history.undo.length > 0);
        const back = redoStep(undoStep(s).session).session;
        expect(back.kit).toBe(s.kit);
        expect(back.history.undo.map((step) => step.snapshot)).toEqual(
          s.history.undo.map((step) => step.snapshot),
        );
      }),
      RUNS,
    );
  }, 60_000);

  it('never changes the kit it was given', () => {
    fc.assert(
      fc.property(sessions, ([start, commands]) => {
        const frozen = structuredClone(start);
        let s = startSession(start);
        for (const c of commands) s = runCommand(s, c);
        expect(start).toEqual(frozen);
      }),
      { numRuns: 60 },
    );
  }, 60_000);
});
