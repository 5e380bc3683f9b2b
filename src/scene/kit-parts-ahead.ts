/**
 * The dressed player built ahead, in a worker (`garments.worker.ts`): a few hundred ms of
 * JavaScript that used to run on the main thread while the first kit was composited and the 3D
 * view mounted, holding its first frame back (bench/README.md "issue 20, session 6").
 *
 * The app starts the build as soon as the editor has its first kit, from its first chunk (the
 * 3D view's chunk is still loading then); the view waits for it (`kitPartsReady`) before it
 * renders the scene, and `kitParts` hands the worker's parts to `KitModel` when they were built
 * for the same options. Anything else builds on the page as before: no Worker, a worker that
 * fails or does not answer, or a shape that changed since (the build is keyed by its options).
 * Light on purpose: no geometry code, so the app's first chunk can hold it.
 */
import { gameLayout } from '../games/index.ts';
import type { KitPart } from './garments/index.ts';
import type { PlayerAnswer, PlayerRequest } from './garments/player.ts';
import { unpackParts } from './garments/transfer.ts';
import { garmentOptions, garmentsKey, type KitShape } from './kit-shape.ts';

/** A worker that has not answered by then is given up, and the page builds the player itself. */
const ANSWER_MS = 10_000;

interface Ahead {
  key: string;
  /** Resolves once the worker answered (or failed): `parts` is then set, or stays null. */
  ready: Promise<void>;
  parts: KitPart[] | null;
}

let ahead: Ahead | null = null;
/** The options of the parts last handed to the view: asking for them again builds nothing. */
let shownKey: string | null = null;
/** undefined: not started yet; null: no worker (missing, failed): the page builds. */
let worker: Worker | null | undefined;
let nextId = 1;
const waiting = new Map<number, (parts: KitPart[] | null) => void>();

function garmentsWorker(): Worker | null {
  if (worker !== undefined) return worker;
  if (typeof Worker === 'undefined') return (worker = null);
  try {
    worker = new Worker(new URL('./garments.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return (worker = null);
  }
  worker.onmessage = (event: MessageEvent<PlayerAnswer>) => {
    const answer = event.data;
    const done = waiting.get(answer.id);
    waiting.delete(answer.id);
    // When the parts arrived, and how long the worker took to build them (bench/scene/first-frame.ts).
    performance.mark('kitsmith:garments-worker-end', {
      detail: 'parts' in answer ? `${answer.ms} ms` : answer.error,
    });
    done?.('parts' in answer ? unpackParts(answer.parts) : null);
  };
  // A worker that cannot load or run, or an answer that cannot be read: the page builds from now on.
  const fail = () => {
    performance.mark('kitsmith:garments-worker-failed');
    worker?.terminate();
    worker = null;
    waiting.forEach((done) => done(null));
    waiting.clear();
  };
  worker.onerror = fail;
  worker.onmessageerror = fail;
  return worker;
}

/**
 * Starts the worker now, so that its script loads and its code warms up (a first build of the
 * game's default player, thrown away) while the page still waits for the first kit.
 */
export function warmGarmentsWorker(game: string): void {
  if (worker !== undefined) return;
  const plain = { socks: [], ls: false, tucked_in: false };
  const options = garmentOptions({ game, display: plain, collar: 0, shortsModel: 0, shortStyle: 0 });
  garmentsWorker()?.postMessage({
    id: 0,
    layout: gameLayout(game),
    options,
    warm: true,
  } satisfies PlayerRequest);
}

/**
 * Builds the player for `shape` in the worker, for the next `kitParts` asking for the same.
 * `by` names who asked, in the timeline (the app's first kit, or the view for a shape it lacks).
 */
export function prepareKitPartsAhead(shape: KitShape, by: 'first-kit' | 'view'): Promise<void> {
  const options = garmentOptions(shape);
  const key = garmentsKey(shape.game, options);
  if (ahead?.key === key) return ahead.ready;
  ahead?.parts?.forEach((p) => p.geometry.dispose());
  ahead = null;
  const builder = garmentsWorker();
  if (!builder) return Promise.resolve();
  const id = nextId++;
  const request: PlayerRequest = { id, layout: gameLayout(shape.game), options };
  performance.mark('kitsmith:garments-worker-start', { detail: `${by} ${key}` });
  const entry: Ahead = { key, parts: null, ready: Promise.resolve() };
  entry.ready = new Promise<KitPart[] | null>((resolve) => {
    const timer = setTimeout(() => {
      waiting.delete(id);
      resolve(null);
    }, ANSWER_MS);
    waiting.set(id, (parts) => {
      clearTimeout(timer);
      resolve(parts);
    });
    builder.postMessage(request);
  }).then((parts) => {
    if (ahead === entry) entry.parts = parts;
    else parts?.forEach((p) => p.geometry.dispose());
  });
  ahead = entry;
  return entry.ready;
}

/**
 * Resolves when the view can render `shape` without building on the main thread: at once for the
 * parts it already shows, else once the worker has built them (or failed: then the page builds).
 */
export function kitPartsReady(shape: KitShape): Promise<void> {
  const key = garmentsKey(shape.game, garmentOptions(shape));
  if (ahead?.key !== key && key === shownKey) return Promise.resolve();
  return prepareKitPartsAhead(shape, 'view');
}

/** The worker's parts for `key` if it built them, handed over once (they then belong to the taker). */
export function takeKitPartsAhead(key: string): KitPart[] | null {
  if (ahead?.key !== key || !ahead.parts) return null;
  const { parts } = ahead;
  ahead = null;
  performance.mark('kitsmith:garments-worker', { detail: key });
  return parts;
}

/** The view now shows the parts built for `key` (by the worker or the page). */
export function noteKitPartsShown(key: string): void {
  shownKey = key;
}
