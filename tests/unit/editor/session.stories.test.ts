import { describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '../../../src/api/index.ts';
import type { KitCompositor } from '../../../src/compositor/kit-compositor.ts';
import { connectCompositor } from '../../../src/editor/bridge.ts';
import { confirmationAtom, openDialogAtom, toastsAtom } from '../../../src/editor/state.ts';
import { viewerActions } from '../../../src/ui/viewer/actions.ts';
import { createViewerState } from '../../../src/ui/viewer/view-state.ts';
import { FREE_USER, PLUS_MEMBER, storyEditor, type StoryEditor } from './story-editor.ts';

// User stories about the editing session: new kit, save, load, the unsaved-changes flag and the
// display rules of the 3D model, through the editor's actions, its compositor bridge and the
// viewer's actions.

/** A server that stores kits: the saved data is what a later load reads. */
function kitServer(): { api: ApiClient; saved: () => string } {
  let data = '';
  const api = createApiClient({
    retries: 0,
    fetch: async (url, init) => {
      if (url.startsWith('/api/storage'))
        return Response.json({ success: true, allow_new: true, status: '', error: null });
      if (url.startsWith('/api/handler')) {
        data = String((init?.body as URLSearchParams | FormData).get('data'));
        return Response.json({ success: true, id: 7, image: '', status: '', error: null });
      }
      throw new TypeError('Failed to fetch');
    },
  });
  return { api, saved: () => data };
}

/** The app's compositor bridge over a compositor that draws at once: every draw is a recombine. */
function drawing(editor: StoryEditor) {
  const compositor = {
    update: async () => undefined,
    onImageFailed: () => () => undefined,
  } as unknown as KitCompositor;
  const bridge = connectCompositor(editor.store, compositor, () => undefined);
  return { drawn: () => bridge.idle(), stop: () => bridge.dispose() };
}

/** Answers the editor's open question ('There are unsaved changes. Continue?'). */
function answer(editor: StoryEditor, yes: boolean) {
  const question = editor.store.get(confirmationAtom);
  expect(question?.text.key).toBe('kit.unsavedChanges');
  question!.answer(yes);
}

describe('the unsaved-changes flag', () => {
  it('is false after the first draw and true after any later one', async () => {
    const editor = storyEditor({ game: 'eafc' });
    const { drawn, stop } = drawing(editor);
    await drawn();
    expect(editor.madeChanges()).toBe(false);
    editor.actions.addLayer('shirt', 'text');
    await drawn();
    expect(editor.madeChanges()).toBe(true);
    stop();
  });

  it('is cleared by a save, a new kit and a load', async () => {
    const server = kitServer();
    const editor = storyEditor({ game: 'eafc', api: server.api, user: FREE_USER });
    const { actions } = editor;
    const { drawn, stop } = drawing(editor);
    await drawn();
    const text = actions.addLayer('shirt', 'text')!;
    await drawn();
    expect(await actions.save()).toBe('saved');
    expect(editor.madeChanges()).toBe(false);
    actions.setLayerField(text, 'size', 40);
    await drawn();
    const fresh = actions.startNew();
    answer(editor, true);
    expect(await fresh).toBe(true);
    await drawn();
    expect(editor.madeChanges()).toBe(false);
    actions.addLayer('shirt', 'graphic');
    await drawn();
    actions.loadData(JSON.parse(server.saved()));
    await drawn();
    expect(editor.madeChanges()).toBe(false);
    // Edits after the load count again.
    actions.setLayerField(editor.find('text'), 'size', 70);
    await drawn();
    expect(editor.madeChanges()).toBe(true);
    stop();
  });

  it('asks before a new kit only when there are unsaved changes', async () => {
    const editor = storyEditor({ game: 'eafc' });
    const { actions } = editor;
    const { drawn, stop } = drawing(editor);
    await drawn();
    expect(await actions.startNew()).toBe(true);
    expect(editor.store.get(confirmationAtom)).toBeNull();
    await drawn();
    actions.addLayer('shirt', 'text');
    await drawn();
    const refused = actions.startNew();
    answer(editor, false);
    expect(await refused).toBe(false);
    expect(editor.kinds()).toContain('text');
    const accepted = actions.startNew();
    answer(editor, true);
    expect(await accepted).toBe(true);
    expect(editor.kinds()).not.toContain('text');
    stop();
  });
});

describe('a new kit', () => {
  it('clears undo and redo, removes custom layers, resets name and ids, and opens quick recolor', async () => {
    const editor = storyEditor({ game: 'eafc' });
    const { actions } = editor;
    actions.addLayer('shirt', 'text');
    actions.addLayer('shirt', 'graphic');
    actions.undo();
    expect(await actions.startNew()).toBe(true);
    expect(editor.history().undo).toHaveLength(0);
    expect(editor.history().redo).toHaveLength(0);
    expect(editor.kinds()).toEqual(['base', 'base', 'template']);
    expect(editor.kit()).toMatchObject({ name: '', id: null, baseId: null });
    expect(editor.store.get(openDialogAtom)).toBe('recolor');
    actions.quickRecolor([['#000000', '#222222']]);
    expect(editor.store.get(openDialogAtom)).toBeNull();
  });
});

describe('loading a kit', () => {
  it('restores the saved kit and never enters the history', async () => {
    const server = kitServer();
    const author = storyEditor({ game: 'eafc', api: server.api, user: FREE_USER });
    const id = author.actions.addLayer('shirt', 'design', { type: 'checkers' })!;
    author.actions.setLayerField(id, 'size', 300);
    expect(await author.actions.save()).toBe('saved');
    const reader = storyEditor({ game: 'eafc' });
    reader.actions.addLayer('shirt', 'text');
    reader.actions.loadData(JSON.parse(server.saved()));
    expect(reader.stack()).toEqual(author.stack());
    expect(reader.history().undo).toHaveLength(0);
    expect(reader.actions.undo()).toBe(false);
    expect(reader.stack()).toEqual(author.stack());
    expect(reader.toasts()).toEqual([]);
  });

  it('skips Plus content for a free user and says so with a persistent toast', async () => {
    const server = kitServer();
    const author = storyEditor({ game: 'eafc', api: server.api, user: PLUS_MEMBER });
    author.actions.addLayer('shirt', 'custom_pattern');
    author.actions.addLayer('shirt', 'text');
    expect(await author.actions.save()).toBe('saved');
    const reader = storyEditor({ game: 'eafc' });
    reader.actions.loadData(JSON.parse(server.saved()));
    expect(reader.kinds()).toEqual(['base', 'base', 'text', 'template']);
    expect(reader.toasts().at(-1)).toBe('The kit you are trying to load includes Plus-exclusive content.');
    // Persistent (no duration), with Get Plus.
    expect(reader.store.get(toastsAtom).at(-1)).toMatchObject({
      durationMs: null,
      links: [{ label: 'link.getPlus' }],
    });
  });
});

describe('display rules of the 3D model', () => {
  it('turns off long sleeve and the neck piece when tucking in, and long sleeve with an undershirt', () => {
    const viewer = createViewerState();
    viewerActions.setFlag(viewer, 'ls', true);
    viewerActions.setFlag(viewer, 'underneck', true);
    viewerActions.setFlag(viewer, 'tucked_in', true);
    expect(viewer.display.settings).toMatchObject({ tucked_in: true, ls: false, underneck: false });
    viewerActions.setFlag(viewer, 'tucked_in', false);
    viewerActions.setFlag(viewer, 'ls', true);
    viewerActions.setFlag(viewer, 'underneck', true);
    viewerActions.setFlag(viewer, 'undershirt', true);
    expect(viewer.display.settings).toMatchObject({ undershirt: true, ls: false, underneck: true });
  });

  it('tucks in and shows the shorts in the shorts view, and puts the user choices back on leaving', () => {
    const viewer = createViewerState();
    viewerActions.setFlag(viewer, 'ls', true);
    viewerActions.hideShorts(viewer, true);
    viewerActions.setView(viewer, 'shirt');
    viewerActions.setView(viewer, 'shorts');
    expect(viewer.display).toMatchObject({ shortsHidden: false, settings: { tucked_in: true } });
    // Forcing the tuck for the view is not the user's tuck: long sleeves stay.
    expect(viewer.display.settings.ls).toBe(true);
    viewerActions.setView(viewer, 'socks');
    expect(viewer.display).toMatchObject({ shortsHidden: true, settings: { tucked_in: false } });
  });

  it('shows the shorts in the full view', () => {
    const viewer = createViewerState();
    viewerActions.setView(viewer, 'shirt');
    viewerActions.hideShorts(viewer, true);
    viewerActions.setView(viewer, 'full');
    expect(viewer.display.shortsHidden).toBe(false);
  });
});
