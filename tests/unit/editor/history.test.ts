import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  HISTORY_ACTIONS,
  HISTORY_LIMIT,
  beginEdit,
  cancelEdit,
  commitEdit,
  emptyHistory,
  record,
  redo,
  undo,
  type History,
  type HistoryAction,
} from '../../../src/kit/history/index.ts';

// The history is generic; these tests drive it with small immutable documents so that each rule
// is visible on its own. The kit-level stories live in the user-story tests.
interface Doc {
  readonly width: number;
}

describe('undo history', () => {
  it('names exactly the nine actions of the spec', () => {
    expect(HISTORY_ACTIONS).toEqual([
      'edit layer',
      'move layer',
      'remove layer',
      'add layer',
      'toggle layer visibility',
      'edit kit',
      'toggle custom position',
      'recolor layers',
      'change logo',
    ]);
    expect(HISTORY_LIMIT).toBe(32);
  });

  it('undoes and redoes with the spec toasts for 1.5 s', () => {
    const a: Doc = { width: 1 };
    const b: Doc = { width: 2 };
    const h = record(emptyHistory<Doc>(), 'edit layer', a);
    const back = undo(h, b);
    expect(back.doc).toBe(a);
    expect(back.toast).toEqual({ text: 'Undoing: edit layer', durationMs: 1500 });
    const again = redo(back.history, back.doc);
    expect(again.doc).toBe(b);
    expect(again.toast).toEqual({ text: 'Redoing: edit layer', durationMs: 1500 });
  });

  it('does nothing and shows nothing when there is nothing to undo or redo', () => {
    const a: Doc = { width: 1 };
    const h = emptyHistory<Doc>();
    expect(undo(h, a)).toEqual({ history: h, doc: a, toast: null });
    expect(redo(h, a)).toEqual({ history: h, doc: a, toast: null });
  });

  it('clears the redo stack when a new action is recorded', () => {
    const docs = [0, 1, 2].map((width) => ({ width }));
    let h = record(emptyHistory<Doc>(), 'edit layer', docs[0]!);
    const back = undo(h, docs[1]!);
    expect(back.history.redo).toHaveLength(1);
    h = record(back.history, 'add layer', back.doc);
    expect(h.redo).toHaveLength(0);
    expect(redo(h, docs[2]!).toast).toBeNull();
  });

  it('keeps only the newest 32 steps', () => {
    let h = emptyHistory<Doc>();
    for (let i = 0; i < 40; i++) h = record(h, 'edit layer', { width: i });
    expect(h.undo).toHaveLength(32);
    expect(h.undo[0]!.snapshot.width).toBe(8);
  });

  it("answers an unknown action with 'Not implemented' and leaves the document alone", () => {
    const a: Doc = { width: 1 };
    const b: Doc = { width: 2 };
    // An unknown name can only arrive from untyped code, hence the cast.
    const h = record(emptyHistory<Doc>(), 'paint bucket' as HistoryAction, a);
    const back = undo(h, b);
    expect(back.doc).toBe(b);
    expect(back.toast).toEqual({ text: 'Not implemented', durationMs: 3000 });
    expect(back.history.undo).toHaveLength(0);
    expect(back.history.redo).toHaveLength(0);
  });

  describe('a continuous edit', () => {
    it('commits as one step however many live updates it had', () => {
      const start: Doc = { width: 100 };
      let h = beginEdit(emptyHistory<Doc>(), 'edit layer', start);
      let live = start;
      for (const width of [110, 120, 130]) live = { width };
      h = commitEdit(h, live);
      expect(h.undo).toHaveLength(1);
      expect(h.open).toBeNull();
      expect(undo(h, live).doc).toBe(start);
    });

    it('leaves no step when nothing changed between press and release', () => {
      const start: Doc = { width: 100 };
      const h = commitEdit(beginEdit(emptyHistory<Doc>(), 'edit layer', start), start);
      expect(h.undo).toHaveLength(0);
      expect(h.open).toBeNull();
    });

    it('restores the state at the mark on cancel and records nothing', () => {
      const start: Doc = { width: 100 };
      const h = beginEdit(emptyHistory<Doc>(), 'edit layer', start);
      const cancelled = cancelEdit(h, { width: 140 });
      expect(cancelled.doc).toBe(start);
      expect(cancelled.history.undo).toHaveLength(0);
      expect(cancelled.history.open).toBeNull();
    });

    it('is closed as a step when undo comes in the middle of it', () => {
      const start: Doc = { width: 100 };
      const h = beginEdit(emptyHistory<Doc>(), 'edit layer', start);
      const back = undo(h, { width: 120 });
      expect(back.doc).toBe(start);
      expect(back.history.redo[0]!.snapshot).toEqual({ width: 120 });
    });
  });
});

// A random session: each command either edits (a recorded step), undoes or redoes.
type Command = { kind: 'edit'; action: HistoryAction; width: number } | { kind: 'undo' } | { kind: 'redo' };
const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({
    kind: fc.constant('edit' as const),
    action: fc.constantFrom(...HISTORY_ACTIONS),
    width: fc.integer({ min: 0, max: 900 }),
  }),
  fc.constant({ kind: 'undo' as const }),
  fc.constant({ kind: 'redo' as const }),
);

function run(commands: readonly Command[]): { h: History<Doc>; doc: Doc; seen: Doc[] } {
  let h = emptyHistory<Doc>();
  let doc: Doc = { width: 0 };
  const seen: Doc[] = [doc];
  for (const c of commands) {
    if (c.kind === 'edit') {
      h = record(h, c.action, doc);
      doc = { width: c.width };
      seen.push(doc);
    } else {
      const move = c.kind === 'undo' ? undo(h, doc) : redo(h, doc);
      h = move.history;
      doc = move.doc;
    }
  }
  return { h, doc, seen };
}

describe('undo history properties', () => {
  it('never holds more than 32 steps on either stack', () => {
    fc.assert(
      fc.property(fc.array(command, { maxLength: 120 }), (commands) => {
        const { h } = run(commands);
        expect(h.undo.length).toBeLessThanOrEqual(HISTORY_LIMIT);
        expect(h.redo.length).toBeLessThanOrEqual(HISTORY_LIMIT);
      }),
    );
  });

  it('redo right after undo gives back the same document and stacks', () => {
    fc.assert(
      fc.property(fc.array(command, { maxLength: 80 }), (commands) => {
        const { h, doc } = run(commands);
        fc.pre(h.undo.length > 0);
        const back = undo(h, doc);
        const again = redo(back.history, back.doc);
        expect(again.doc).toBe(doc);
        expect(again.history.undo.map((s) => s.snapshot)).toEqual(h.undo.map((s) => s.snapshot));
      }),
    );
  });

  it('undoing every edit of a short session returns the very first document', () => {
    fc.assert(
      fc.property(fc.array(command, { maxLength: 32 }), (commands) => {
        const { h, doc, seen } = run(commands);
        let state = { h, doc };
        while (state.h.undo.length > 0) {
          const move = undo(state.h, state.doc);
          state = { h: move.history, doc: move.doc };
        }
        expect(state.doc).toBe(seen[0]);
      }),
    );
  });
});
