import type { ImageFailure, KitCompositor } from '../compositor/kit-compositor.ts';
import { trackChanges, type Kit } from './kit.ts';
import type { EditorContext, EditorStore } from './context.ts';
import { message, TOAST_MS, type Message } from './messages.ts';
import { changesAtom, kitAtom, statusAtom, userAtom } from './state.ts';
import { kitHasSignature, withUserSignature } from './signature.ts';

/**
 * Feeds the compositor from the store, outside React (ARCHITECTURE.md "Data flow of one edit"):
 * a store change schedules one composite on the next animation frame, however many edits came in
 * between, and only when something the compositor draws changed (a save that sets the kit's id
 * must not count as an edit). Each finished composite is a "recombine" for the unsaved-changes flag.
 * An image the compositor could not load becomes a toast; the kit is not touched.
 */
export interface CompositorBridge {
  /** Resolves when every change so far is in the textures. */
  idle(): Promise<void>;
  /** Whether a composite has finished: before that the textures hold no kit. */
  hasDrawn(): boolean;
  /**
   * Swaps the compositor (texture scale change, or the first frame's draft giving way to the
   * user's scale) and redraws everything into the new one. `after`: the swap waits for it (in
   * order with the composites already queued; `next` may then be a factory called at the swap),
   * and `idle()` waits with it. `upgrade`: the kit drawn so far was a draft of the same kit, so
   * redrawing it is not a recombine (the unsaved-changes flag stays as it is).
   */
  replace(
    next: KitCompositor | (() => KitCompositor),
    options?: { after?: Promise<void>; upgrade?: boolean },
  ): void;
  dispose(): void;
}

/**
 * The parts of a kit the compositor reads (CompositorKit in src/compositor/kit-areas.ts); a change
 * elsewhere needs no recombine.
 */
function drawn(kit: Kit): readonly unknown[] {
  return [
    kit.layers,
    kit.logos,
    kit.shininess,
    kit.metalness,
    kit.hideTemplateDetails,
    kit.template,
    kit.collar,
    kit.ls,
    kit.customPos,
    kit.playerPrinting,
    kit.playerPrintingShorts,
    kit.hotspots,
  ];
}

/**
 * The kit an editor starts with is a stand-in until `initialise` has read the templates (status
 * 'loading', no template yet). Drawing it is a whole composite (about 1.5 s on a CPU rasteriser,
 * bench/README.md "scene") that the real first kit would then queue behind, so it is drawn only
 * if loading ends without replacing it.
 */
const standIn = (store: EditorStore, kit: Kit) => kit.template === '' && store.get(statusAtom) === 'loading';

const sameParts = (a: readonly unknown[] | null, b: readonly unknown[]) =>
  a !== null && a.length === b.length && a.every((value, i) => value === b[i]);

/** The file's name as a user would recognise it: the last part of its address, decoded. */
function fileName(url: string): string {
  const last = url.split(/[?#]/)[0]!.split('/').filter(Boolean).pop() ?? url;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/**
 * What the user reads when a layer's file failed. Each text starts with the spec's own words
 * (document 1 §8: 'An error occurred' for a collar or normals, 'Error loading <mask>' and
 * 'error loading <url>' for other images) and goes on to say what the kit shows without it.
 */
export function imageFailureMessage(failure: ImageFailure): Message {
  const file = fileName(failure.url);
  // A page-only upload has no file name worth showing (its address is a blob id): say what to do.
  if (failure.url.startsWith('blob:'))
    return message('images.uploadFailed', { kind: message(`kind.${failure.kind}`) });
  if (failure.asset === 'font') return message('images.fontFailed', { file });
  if (failure.part === 'collar' || failure.part === 'normals' || failure.kind === 'custom_collar')
    return message('images.collarFailed');
  if (failure.part === 'mask') return message('images.maskFailed', { file });
  return failure.kind === 'template'
    ? message('images.templateFailed', { file })
    : message('images.layerFailed', { file, kind: message(`kind.${failure.kind}`) });
}

/** Which failures say the same thing to a user: a font, the template, or one layer kind. */
function failureTopic(failure: ImageFailure): string {
  if (failure.asset === 'font') return 'font';
  if (failure.kind === 'template') return 'template';
  return `layer:${failure.kind}`;
}

export function connectCompositor(
  store: EditorStore,
  initial: KitCompositor,
  /**
   * Told after each composite, with the compositor that drew it: after a replace() the composite
   * already running finishes into the old one, whose textures are then the ones holding the kit.
   */
  onComposited: (drawnBy: KitCompositor) => void,
  context?: Pick<EditorContext, 'toast'>,
): CompositorBridge {
  let compositor = initial;
  let lastDrawn: readonly unknown[] | null = null;
  /** What the last failed composite was asked to draw. */
  let failedParts: readonly unknown[] | null = null;
  let scheduled = false;
  let work: Promise<void> = Promise.resolve();
  let disposed = false;
  let composites = 0;
  /** What the draft showed, while its upgrade is pending: redrawing the same parts is no edit. */
  let draftParts: readonly unknown[] | null = null;

  const run = async () => {
    scheduled = false;
    if (disposed) return;
    const kit = store.get(kitAtom);
    if (standIn(store, kit)) return;
    const signature = store.get(userAtom)?.signature ?? null;
    // The user's signature image is drawn only by signature layers: without one it changes nothing.
    const parts = kitHasSignature(kit) ? [...drawn(kit), signature] : drawn(kit);
    // The kit that failed is not tried again while 'An error occured' shows; its Try again
    // re-initialises, and the status it clears draws the kit again.
    if (store.get(statusAtom) === 'error' && sameParts(failedParts, parts)) return;
    if (sameParts(lastDrawn, parts)) return;
    lastDrawn = parts;
    const changesBefore = store.get(changesAtom);
    // Timeline marks of the start-up composites for bench/scene/first-frame.ts (only the first
    // few: every edit is a composite, and marks stay in the page's timeline).
    const marked = composites < 3;
    if (marked) performance.mark('kitsmith:composite-start', { detail: kit.template });
    const drawing = compositor;
    try {
      await drawing.update(withUserSignature(kit, signature));
      if (marked) performance.mark('kitsmith:composite-end', { detail: kit.template });
    } catch {
      // A layer kind that throws leaves the previous textures; the overlay offers Try again.
      // The kit was not drawn: Try again (or the next edit) must draw it, not find it done.
      lastDrawn = null;
      failedParts = parts;
      store.set(statusAtom, 'error');
      return;
    }
    // A new or loaded kit arrived while this composite ran: what it drew is not that kit, and
    // counting it would mark the fresh kit as changed before the user touched it. The new kit
    // has scheduled its own composite, which is the one that counts.
    const reset = store.get(changesAtom);
    const upgradeOnly = sameParts(draftParts, parts);
    draftParts = null;
    if (!upgradeOnly && (reset === changesBefore || reset.rendered))
      store.set(changesAtom, (c) => trackChanges(c, 'recombine', kit));
    composites++;
    onComposited(drawing);
  };

  // Changes are drawn once per display frame, and changes made while a composite runs wait for
  // it and are drawn together: not document 1 §9's 50 ms debounce. A trailing debounce would
  // hold the preview still for as long as a slider is dragged, a 50 ms throttle would cap it at
  // 20 pictures a second where a GPU draws an edit in a few ms; on llvmpipe the compositor's own
  // time already spaces redraws ~195 ms apart (bench/compositor/edit-cadence.ts, latest.json
  // "edit_cadence"), so a debounce there would change nothing.
  const schedule = () => {
    if (scheduled || disposed) return;
    scheduled = true;
    const frame =
      typeof requestAnimationFrame === 'function'
        ? requestAnimationFrame
        : (f: () => void) => setTimeout(f, 16);
    work = work.then(() => new Promise<void>((resolve) => frame(() => void run().then(resolve))));
  };

  // One toast per failing thing while it shows: a template whose files are all missing fails in
  // each garment area, on its masks, finish, collar and normals, and the user needs to hear once
  // that the template did not load, not seven times.
  const toldUntil = new Map<string, number>();
  const imageFailed = (failure: ImageFailure) => {
    if (!context) return;
    const topic = failureTopic(failure);
    const now = Date.now();
    if ((toldUntil.get(topic) ?? 0) > now) return;
    toldUntil.set(topic, now + TOAST_MS.long);
    context.toast(imageFailureMessage(failure), TOAST_MS.long, 'error');
  };
  let stopFailures = compositor.onImageFailed(imageFailed);

  const unsubscribeKit = store.sub(kitAtom, () => schedule());
  const unsubscribeUser = store.sub(userAtom, () => schedule());
  const unsubscribe = () => {
    unsubscribeKit();
    unsubscribeUser();
  };
  // Loading that ends without a new kit (templates failed) draws the stand-in after all.
  const unsubscribeStatus = store.sub(statusAtom, () => schedule());
  schedule();

  return {
    idle: async () => {
      // Work queued while waiting is awaited too.
      let seen: Promise<void>;
      do {
        seen = work;
        await seen;
      } while (seen !== work);
    },
    hasDrawn: () => composites > 0,
    replace(next, options = {}) {
      const swap = () => {
        if (disposed) return;
        stopFailures();
        compositor = typeof next === 'function' ? next() : next;
        stopFailures = compositor.onImageFailed(imageFailed);
        draftParts = options.upgrade ? lastDrawn : null;
        lastDrawn = null;
      };
      if (options.after) work = work.then(() => options.after).then(swap);
      else swap();
      // A composite queued before the swap draws into the old compositor: queue one after it.
      scheduled = false;
      schedule();
    },
    dispose() {
      disposed = true;
      unsubscribe();
      unsubscribeStatus();
      stopFailures();
    },
  };
}
