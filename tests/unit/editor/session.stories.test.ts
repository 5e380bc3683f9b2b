import { describe, expect, it } from 'vitest';
import { PLUS_MEMBER, createTestEditor } from './harness.ts';

// User stories about the editing session: new kit, load, the unsaved-changes flag and the
// display rules of the 3D model.

describe('the unsaved-changes flag', () => {
  it('is false after the first render and true after any later recombine', () => {
    const editor = createTestEditor({ game: 'eafc' });
    expect(editor.madeChanges).toBe(false);
    editor.addLayer('text');
    expect(editor.madeChanges).toBe(true);
  });

  it('is cleared by a save, a new kit and a load', () => {
    const editor = createTestEditor({ game: 'eafc' });
    editor.addLayer('text');
    const data = editor.save();
    expect(editor.madeChanges).toBe(false);
    editor.set('size', 40).newKit();
    expect(editor.madeChanges).toBe(false);
    editor.addLayer('graphic').load(data);
    expect(editor.madeChanges).toBe(false);
    // Edits after the load count again.
    editor.select(editor.find('text')).set('size', 70);
    expect(editor.madeChanges).toBe(true);
  });

  it('asks before a new kit only when there are unsaved changes', () => {
    const editor = createTestEditor({ game: 'eafc' });
    editor.addLayer('text');
    editor.newKit(false);
    expect(editor.stack().some((l) => l.n === 'text')).toBe(true);
    editor.newKit(true);
    expect(editor.stack().some((l) => l.n === 'text')).toBe(false);
  });
});

describe('a new kit', () => {
  it('clears undo and redo, removes custom layers, resets name and ids, and opens quick recolor', () => {
    const editor = createTestEditor({ game: 'eafc' });
    editor.addLayer('text').addLayer('graphic').undo();
    editor.newKit();
    expect(editor.history.undo).toHaveLength(0);
    expect(editor.history.redo).toHaveLength(0);
    expect(editor.stack().map((l) => l.n)).toEqual(['base', 'base', 'template']);
    expect(editor.kit).toMatchObject({ name: '', id: null, baseId: null });
    expect(editor.quickRecolorOpen).toBe(true);
    editor.quickRecolor([['#000000', '#222222']]);
    expect(editor.quickRecolorOpen).toBe(false);
  });
});

describe('loading a kit', () => {
  it('restores the saved kit and never enters the history', () => {
    const author = createTestEditor({ game: 'eafc' });
    author.addLayer('design', { type: 'checkers' }).set('size', 300);
    const data = author.save();
    const reader = createTestEditor({ game: 'eafc' });
    reader.addLayer('text');
    reader.load(data);
    expect(reader.kit).toEqual(author.kit);
    expect(reader.history.undo).toHaveLength(0);
    reader.undo();
    expect(reader.kit).toEqual(author.kit);
    expect(reader.toasts).toEqual([]);
  });

  it('skips Plus content for a free user and says so with a persistent toast', () => {
    const author = createTestEditor({ game: 'eafc', user: PLUS_MEMBER });
    author.addLayer('custom_pattern').addLayer('text');
    const reader = createTestEditor({ game: 'eafc' });
    reader.load(author.save());
    expect(reader.stack().map((l) => l.n)).toEqual(['base', 'base', 'text', 'template']);
    expect(reader.toastLog.at(-1)).toEqual({
      text: 'The kit you are trying to load includes Plus-exclusive content.',
      durationMs: Infinity,
    });
  });
});

describe('display rules of the 3D model', () => {
  it('turns off long sleeve and the neck piece when tucking in, and long sleeve with an undershirt', () => {
    const editor = createTestEditor({ game: 'eafc', display: { ls: true, underneck: true } });
    editor.setDisplay('tucked_in', true);
    expect(editor.display.settings).toMatchObject({ tucked_in: true, ls: false, underneck: false });
    editor.setDisplay('tucked_in', false).setDisplay('ls', true).setDisplay('underneck', true);
    editor.setDisplay('undershirt', true);
    expect(editor.display.settings).toMatchObject({ undershirt: true, ls: false, underneck: true });
  });

  it('tucks in and shows the shorts in the shorts view, and puts the user choices back on leaving', () => {
    const editor = createTestEditor({ game: 'eafc', display: { ls: true } });
    editor.setShortsHidden(true).setView('shirt');
    editor.setView('shorts');
    expect(editor.display).toMatchObject({ shortsHidden: false, settings: { tucked_in: true } });
    // Forcing the tuck for the view is not the user's tuck: long sleeves stay.
    expect(editor.display.settings.ls).toBe(true);
    editor.setView('socks');
    expect(editor.display).toMatchObject({ shortsHidden: true, settings: { tucked_in: false } });
  });

  it('shows the shorts in the full view', () => {
    const editor = createTestEditor({ game: 'eafc' });
    editor.setView('shirt').setShortsHidden(true).setView('full');
    expect(editor.display.shortsHidden).toBe(false);
  });
});
