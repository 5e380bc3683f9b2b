import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { savedKitActions, type ClipboardWriter } from './actions/saved-kits.ts';
import { createEditorContext } from './context.ts';
import { scriptedApi, type ScriptedReply } from './scripted-api.ts';
import { newKit, replaceKit } from './kit.ts';
import { confirmationAtom, sessionAtom, toastsAtom } from './state.ts';

/** The Load dialog's owner actions against a scripted server (document 2 §2, §5, §8). */
function owner(routes: Record<string, ScriptedReply>, clipboard: ClipboardWriter | null = null) {
  const store = createStore();
  const { api, calls } = scriptedApi(routes);
  const context = createEditorContext(store, api);
  const actions = savedKitActions(
    context,
    () => clipboard,
    () => 'https://kits.test',
  );
  const toasts = () => store.get(toastsAtom).map((t) => [t.text, t.durationMs]);
  const answer = (yes: boolean) => store.get(confirmationAtom)?.answer(yes);
  /** The toast's Undo, as a user clicks it. */
  const undo = () => {
    const toast = store.get(toastsAtom).find((t) => t.text === 'load.deleted')!;
    toast.actions![0]!.run();
    context.closeToast(toast.id);
  };
  /** The Undo toast leaves (its time ran out): the server deletes then. */
  const toastLeaves = async () => {
    context.closeToast(store.get(toastsAtom).find((t) => t.text === 'load.deleted')!.id);
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { store, actions, toasts, calls, answer, undo, toastLeaves };
}

describe('saved kit actions', () => {
  // The share page's Edit link opens the kit on its own game site (tests/server/sharing.test.ts).
  it("share copies the kit's share page /showcase/kit/{id}?key={key}, three clipboard texts", async () => {
    const copied: string[] = [];
    const ok = owner({}, async (text) => void copied.push(text));
    expect(await ok.actions.shareKit({ id: 5, key: 'abc', game: 'pes' })).toBe(true);
    await ok.actions.shareKit({ id: 6, key: 'k', game: 'basketball' });
    expect(copied).toEqual([
      'https://kits.test/showcase/kit/5?key=abc',
      'https://kits.test/showcase/kit/6?key=k',
    ]);
    expect(ok.toasts()).toEqual([
      ['load.shareCopied', 3000],
      ['load.shareCopied', 3000],
    ]);
    const denied = owner({}, async () => {
      throw new DOMException('denied', 'NotAllowedError');
    });
    await denied.actions.shareKit({ id: 5, key: 'abc', game: 'eafc' });
    expect(denied.toasts()).toEqual([['load.clipboardAllow', 3000]]);
    const broken = owner({}, null);
    await broken.actions.shareKit({ id: 5, key: 'abc', game: 'eafc' });
    expect(broken.toasts()).toEqual([['load.clipboardFailed', 3000]]);
  });

  it('delete asks first; a competition entry answers with its text once the Undo toast leaves', async () => {
    const refused = owner({
      '/api/delete_saved': { success: false, error: 'cannot delete competition entry' },
    });
    let back = 0;
    const pending = refused.actions.deleteKit(5, () => back++);
    await Promise.resolve();
    expect(refused.store.get(confirmationAtom)?.text).toEqual({ key: 'load.deleteConfirm' });
    refused.answer(true);
    expect(await pending).toBeTypeOf('function');
    expect(refused.toasts()).toEqual([['load.deleted', 8000]]);
    expect(refused.calls).toEqual([]);
    await refused.toastLeaves();
    expect(refused.toasts()).toEqual([['load.cannotDeleteCompetition', 3000]]);
    expect(back).toBe(1);
    const declined = owner({ '/api/delete_saved': { success: true } });
    const no = declined.actions.deleteKit(5);
    await Promise.resolve();
    declined.answer(false);
    expect(await no).toBeNull();
    expect(declined.calls).toEqual([]);
  });

  it('deleting the open kit clears its id, so the next save makes a new kit; Undo gives it back', async () => {
    const deleting = owner({ '/api/delete_saved': { success: true } });
    deleting.store.set(sessionAtom, replaceKit({ ...newKit('pes'), id: 5, saveImage: '/files/kits/5.jpg' }));
    const other = deleting.actions.deleteKit(9);
    await Promise.resolve();
    deleting.answer(true);
    expect(await other).toBeTypeOf('function');
    expect(deleting.store.get(sessionAtom).kit.id).toBe(5);
    await deleting.toastLeaves();
    expect(deleting.calls).toEqual(['/api/delete_saved']);
    let back = 0;
    const open = deleting.actions.deleteKit(5, () => back++);
    await Promise.resolve();
    deleting.answer(true);
    expect(await open).toBeTypeOf('function');
    expect(deleting.store.get(sessionAtom).kit).toMatchObject({ id: null, saveImage: '' });
    deleting.undo();
    expect(back).toBe(1);
    expect(deleting.store.get(sessionAtom).kit).toMatchObject({ id: 5, saveImage: '/files/kits/5.jpg' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Undone: the server was never asked to delete kit 5.
    expect(deleting.calls).toEqual(['/api/delete_saved']);
  });

  it("the delete's own Undo (the Load dialog's, in place) keeps the kit and takes the toast away", async () => {
    const deleting = owner({ '/api/delete_saved': { success: true } });
    let back = 0;
    let gone = 0;
    const undo = await (async () => {
      const pending = deleting.actions.deleteKit(
        5,
        () => back++,
        () => gone++,
      );
      await Promise.resolve();
      deleting.answer(true);
      return pending;
    })();
    expect(deleting.toasts()).toEqual([['load.deleted', 8000]]);
    undo!();
    expect(back).toBe(1);
    expect(deleting.toasts()).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(deleting.calls).toEqual([]);
    expect(gone).toBe(0);
    // Left to run out, the delete is sent and the list is told it is gone.
    const kept = deleting.actions.deleteKit(
      6,
      () => back++,
      () => gone++,
    );
    await Promise.resolve();
    deleting.answer(true);
    await kept;
    await deleting.toastLeaves();
    expect(gone).toBe(1);
    expect(deleting.calls).toEqual(['/api/delete_saved']);
  });

  it('rename failure: An error occured: {error}', async () => {
    const failing = owner({ '/api/rename_saved': { success: false, error: 'Kit not found' } });
    expect(await failing.actions.renameKit(5, 'x')).toBeNull();
    expect(failing.store.get(toastsAtom)[0]).toMatchObject({
      text: 'load.renameFailed',
      values: { error: 'Kit not found' },
    });
  });
});
