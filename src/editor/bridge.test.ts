import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import english from '../../public/data/lan/en.json';
import type { ImageFailure, KitCompositor } from '../compositor/kit-compositor.ts';
import { connectCompositor, imageFailureMessage } from './bridge.ts';
import { createEditorContext } from './context.ts';
import type { Message } from './messages.ts';
import { newKit, replaceKit, trackChanges } from './kit.ts';
import type { ApiClient } from '../api/index.ts';
import { changesAtom, sessionAtom, statusAtom, toastsAtom, unsavedChangesAtom } from './state.ts';

/** A compositor whose composites finish when the test says so, to order them against resets. */
function slowCompositor() {
  const pending: (() => void)[] = [];
  const compositor = {
    update: () => new Promise<void>((resolve) => pending.push(resolve)),
    onImageFailed: () => () => undefined,
  } as unknown as KitCompositor;
  const finishNext = async () => {
    while (pending.length === 0) await new Promise((r) => setTimeout(r, 5));
    pending.shift()!();
    await new Promise((r) => setTimeout(r, 0));
  };
  return { compositor, finishNext };
}

/** A compositor that draws at once and remembers the template of every kit it drew. */
function recordingCompositor() {
  const drawn: string[] = [];
  const compositor = {
    update: (kit: { template: string }) => {
      drawn.push(kit.template);
      return Promise.resolve();
    },
    onImageFailed: () => () => undefined,
  } as unknown as KitCompositor;
  return { compositor, drawn };
}

const frames = () => new Promise((r) => setTimeout(r, 40));

describe("the editor's stand-in kit while it loads", () => {
  it('draws the first real kit, not the template-less stand-in before it', async () => {
    const store = createStore();
    store.set(sessionAtom, replaceKit(newKit('eafc')));
    store.set(statusAtom, 'loading');
    const { compositor, drawn } = recordingCompositor();
    const bridge = connectCompositor(store, compositor, () => undefined);
    await frames();
    await bridge.idle();
    expect(drawn).toEqual([]);
    expect(bridge.hasDrawn()).toBe(false);
    store.set(sessionAtom, replaceKit(newKit('eafc', 'plain')));
    store.set(statusAtom, '');
    await frames();
    await bridge.idle();
    expect(drawn).toEqual(['plain']);
    expect(bridge.hasDrawn()).toBe(true);
    bridge.dispose();
  });

  it('draws the stand-in once loading ends without a kit (the templates failed)', async () => {
    const store = createStore();
    store.set(sessionAtom, replaceKit(newKit('eafc')));
    store.set(statusAtom, 'loading');
    const { compositor, drawn } = recordingCompositor();
    const bridge = connectCompositor(store, compositor, () => undefined);
    await frames();
    store.set(statusAtom, 'error');
    await frames();
    await bridge.idle();
    expect(drawn).toEqual(['']);
    bridge.dispose();
  });
});

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
    expect(store.get(unsavedChangesAtom)).toBe(false);
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
    expect(store.get(unsavedChangesAtom)).toBe(true);
    bridge.dispose();
  });
});

/** A compositor that draws at once and lets the test fail images as its areas would. */
function failingCompositor() {
  const listeners = new Set<(failure: ImageFailure) => void>();
  const compositor = {
    update: () => Promise.resolve(),
    onImageFailed(listener: (failure: ImageFailure) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  } as unknown as KitCompositor;
  const fail = (failure: ImageFailure) => listeners.forEach((listener) => listener(failure));
  return { compositor, fail, listening: () => listeners.size };
}

describe('images the compositor could not load', () => {
  const setup = () => {
    const store = createStore();
    store.set(sessionAtom, replaceKit(newKit('eafc')));
    const context = createEditorContext(store, {} as ApiClient);
    return { store, context };
  };

  it('become one error toast in words a user reads, and leave the kit as it was', async () => {
    const { store, context } = setup();
    const kitBefore = store.get(sessionAtom);
    const { compositor, fail } = failingCompositor();
    const bridge = connectCompositor(store, compositor, () => undefined, context);
    await bridge.idle();
    // A template whose folder is missing fails in the shirt, shorts and socks, on different files.
    fail({ url: '/templates/x/mask_front.png', kind: 'template', area: 'shirt', asset: 'image' });
    fail({ url: '/templates/x/finish_shorts.png', kind: 'template', area: 'shorts', asset: 'image' });
    fail({ url: '/templates/x/normals.png', kind: 'template', area: 'socks', asset: 'image' });
    const toasts = store.get(toastsAtom);
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({ text: 'images.templateFailed', tone: 'error' });
    expect(store.get(sessionAtom)).toBe(kitBefore);
    // A logo failing too is a second, different toast.
    fail({ url: '/logos/crest.png', kind: 'logo', area: 'shirt', asset: 'image' });
    expect(store.get(toastsAtom).map((t) => t.text)).toEqual(['images.templateFailed', 'images.layerFailed']);
    bridge.dispose();
  });

  it("words a failure as the spec does: a collar or normals 'An error occurred', a mask 'Error loading' its file", () => {
    const keys = english as Record<string, string>;
    const fill = (text: Message) =>
      keys[text.key]!.replace(/\{(\w+)\}/g, (_, name: string) => String(text.values?.[name] ?? ''));
    const failure = (part?: ImageFailure['part'], kind = 'template'): ImageFailure => ({
      url: '/templates/veloce%20x/mask_front.png?v=2',
      kind,
      area: 'shirt',
      asset: 'image',
      ...(part === undefined ? {} : { part }),
    });
    expect(fill(imageFailureMessage(failure('collar')))).toMatch(/^An error occurred\b/);
    expect(fill(imageFailureMessage(failure('normals')))).toMatch(/^An error occurred\b/);
    expect(fill(imageFailureMessage(failure('mask')))).toMatch(/^Error loading mask_front\.png:/);
    expect(fill(imageFailureMessage(failure('finish')))).toMatch(/^Error loading mask_front\.png:/);
    expect(fill(imageFailureMessage(failure(undefined, 'custom_collar')))).toMatch(/^An error occurred\b/);
    // A page-only upload's address is a blob id: the player reads what to do, not the id.
    const upload = imageFailureMessage({
      url: 'blob:http://127.0.0.1/6f1c2a9e-1b2c-4d3e-8f00-123456789abc',
      kind: 'custom_logo',
      area: 'shirt',
      asset: 'image',
    });
    expect(upload.key).toBe('images.uploadFailed');
    expect(keys[upload.key]).not.toMatch(/blob|\{file\}/);
  });

  it('tells a template that fails on every file once, and each layer kind once', async () => {
    const { store, context } = setup();
    const { compositor, fail } = failingCompositor();
    const bridge = connectCompositor(store, compositor, () => undefined, context);
    await bridge.idle();
    for (const part of ['mask', 'collar', 'finish', 'normals'] as const)
      fail({ url: `/templates/x/${part}.png`, kind: 'template', area: 'shirt', asset: 'image', part });
    fail({ url: '/logos/a.png', kind: 'logo', area: 'shirt', asset: 'image' });
    fail({ url: '/logos/b.png', kind: 'logo', area: 'shorts', asset: 'image' });
    expect(store.get(toastsAtom).map((t) => t.text)).toEqual(['images.maskFailed', 'images.layerFailed']);
    bridge.dispose();
  });

  it('names the layer kind through its own i18n key, and every key exists in English', () => {
    const keys = english as Record<string, string>;
    const template = imageFailureMessage({ url: 'a', kind: 'template', area: 'shirt', asset: 'image' });
    expect(keys[template.key]).toMatch(/template/i);
    for (const kind of ['logo', 'custom_logo', 'graphic', 'pattern', 'custom_pattern', 'armband', 'mat']) {
      const text = imageFailureMessage({ url: 'a', kind, area: 'shirt', asset: 'image' });
      expect(keys[text.key]).toContain('{kind}');
      const value = text.values?.kind;
      expect(typeof value === 'object' && keys[value.key]).toBeTruthy();
    }
  });

  it('follows the compositor when the texture scale replaces it', async () => {
    const { store, context } = setup();
    const first = failingCompositor();
    const second = failingCompositor();
    const bridge = connectCompositor(store, first.compositor, () => undefined, context);
    bridge.replace(second.compositor);
    expect(first.listening()).toBe(0);
    second.fail({ url: '/graphics/g.png', kind: 'graphic', area: 'shirt', asset: 'image' });
    expect(store.get(toastsAtom)).toHaveLength(1);
    bridge.dispose();
    expect(second.listening()).toBe(0);
  });
});

describe("the first frame's draft and its upgrade (replace with `after` and `upgrade`)", () => {
  /** A bridge drawing a plain kit into a draft compositor, which gives way to `full` on `show()`. */
  const draftThenFull = () => {
    const store = createStore();
    store.set(sessionAtom, replaceKit(newKit('eafc', 'plain')));
    const draft = recordingCompositor();
    const full = recordingCompositor();
    let show = () => {};
    const shown = new Promise<void>((resolve) => (show = resolve));
    let made = 0;
    const bridge = connectCompositor(store, draft.compositor, () => {
      if (made++ === 0) bridge.replace(() => full.compositor, { after: shown, upgrade: true });
    });
    return { store, draft, full, show, bridge };
  };

  it('swaps only once `after` resolves, idle waits for the redraw, and the redraw is no edit', async () => {
    const { store, draft, full, show, bridge } = draftThenFull();
    let settled = false;
    void bridge.idle().then(() => (settled = true));
    await frames();
    expect(draft.drawn).toEqual(['plain']);
    expect(full.drawn).toEqual([]);
    expect(settled).toBe(false);
    show();
    await frames();
    await bridge.idle();
    expect(settled).toBe(true);
    expect(full.drawn).toEqual(['plain']);
    expect(store.get(unsavedChangesAtom)).toBe(false);
    bridge.dispose();
  });

  it('counts an edit made while the draft waited, and draws it into the new compositor', async () => {
    const { store, full, show, bridge } = draftThenFull();
    await frames();
    store.set(sessionAtom, replaceKit(newKit('eafc', 'stripes')));
    await frames();
    show();
    await frames();
    await bridge.idle();
    expect(full.drawn.at(-1)).toBe('stripes');
    expect(store.get(unsavedChangesAtom)).toBe(true);
    bridge.dispose();
  });
});

describe('which compositor drew', () => {
  it('tells the one that drew: a replace() during a composite does not hand over the new one early', async () => {
    const store = createStore();
    store.set(sessionAtom, replaceKit(newKit('eafc', 'plain')));
    const first = slowCompositor();
    const second = slowCompositor();
    const told: KitCompositor[] = [];
    const bridge = connectCompositor(store, first.compositor, (drawnBy) => told.push(drawnBy));
    await frames();
    // The first composite is running when the compositor is swapped (a texture-scale change).
    bridge.replace(second.compositor);
    await first.finishNext();
    expect(told).toEqual([first.compositor]);
    await second.finishNext();
    await bridge.idle();
    expect(told).toEqual([first.compositor, second.compositor]);
    bridge.dispose();
  });
});
