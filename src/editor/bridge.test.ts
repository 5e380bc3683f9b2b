import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import type { KitCompositor } from '../compositor/kit-compositor.ts';
import { connectCompositor } from './bridge.ts';
import { newKit, replaceKit, trackChanges } from './kit.ts';
import { changesAtom, sessionAtom } from './state.ts';

/** A compositor whose composites finish when the test says so, to order them against resets. */
function slowCompositor() {
  const pending: (() => void)[] = [];
  const compositor = {
    update: () => new Promise<void>((resolve) => pending.push(resolve)),
  } as unknown as KitCompositor;
  const finishNext = async () => {
    while (pending.length === 0) await new Promise((r) => setTimeout(r, 5));
    pending.shift()!();
    await new Promise((r) => setTimeout(r, 0));
  };
  return { compositor, finishNext };
}

describe('the compositor bridge and the unsaved-changes flag', () => {
  it('does not count a composite of the previous kit that ends after a new kit arrived', async () => {
    const store = createStore();
    store.set(sessionAtom, replaceKit(newKit('eafc')));
    const { compositor, finishNext } = slowCompositor();
    const bridge = connectCompositor(store, compositor, () => undefined);
    // The start-up kit is being drawn when the default template's kit replaces it.
    await new Promise((r) => setTimeout(r, 40));
    store.set(sessionAtom, replaceKit(newKit('eafc', 'plain')));
    store.set(changesAtom, (c) => trackChanges(c, 'new'));
    await finishNext();
    await finishNext();
    await bridge.idle();
    expect(store.get(changesAtom).madeChanges).toBe(false);
    bridge.dispose();
  });

  it('counts the edits after the first composite as changes', async () => {
    const store = createStore();
    store.set(sessionAtom, replaceKit(newKit('eafc')));
    const { compositor, finishNext } = slowCompositor();
    const bridge = connectCompositor(store, compositor, () => undefined);
    await finishNext();
    store.set(sessionAtom, replaceKit({ ...newKit('eafc'), shininess: 40 }));
    await finishNext();
    await bridge.idle();
    expect(store.get(changesAtom).madeChanges).toBe(true);
    bridge.dispose();
  });
});
