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
import { offeredExtras } from './capabilities.ts';
import type { GarmentOptions, KitPart } from './garments/index.ts';
import type { PlayerAnswer, PlayerRequest } from './garments/player.ts';
import { unpackParts } from './garments/transfer.ts';
import { garmentOptions, garmentsKey, type KitShape } from './kit-shape.ts';

/** A worker that has not answered by then is given up, and the page builds the player itself. */
const ANSWER_MS = 10_000;

/** The player (garments and mannequin) or the extra garments the view adds after its first frame. */
export type PartsKind = 'player' | 'extras';

interface Ahead {
  key: string;
  /** Resolves once the worker answered (or failed): `parts` is then set, or stays null. */
  ready: Promise<void>;
  parts: KitPart[] | null;
}

const ahead = new Map<PartsKind, Ahead>();
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
    // When the parts arrived, how long the worker took and when it was done (the main thread
    // may take the answer later): bench/scene/first-frame.ts prints the timeline.
    const detail =
      'parts' in answer
        ? `${answer.ms} ms, done at ${Math.round(answer.doneAt - performance.timeOrigin)}`
        : answer.error;
    performance.mark('kitsmith:garments-worker-end', { detail });
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

/** Starts the worker now, so that its script loads while the page still waits for the first kit. */
export function startGarmentsWorker(): void {
  garmentsWorker();
}

/** Asks the worker for one kind of parts (unless they are asked for already). */
function requestAhead(kind: PartsKind, game: string, options: GarmentOptions): Promise<void> {
  const key = garmentsKey(game, options);
  const current = ahead.get(kind);
  if (current?.key === key) return current.ready;
  current?.parts?.forEach((p) => p.geometry.dispose());
  ahead.delete(kind);
  const builder = garmentsWorker();
  if (!builder) return Promise.resolve();
  const id = nextId++;
  const request: PlayerRequest = {
    id,
    layout: gameLayout(game),
    options,
    ...(kind === 'extras' ? { extras: true } : {}),
  };
  if (kind === 'player') performance.mark('kitsmith:garments-worker-start', { detail: key });
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
    if (ahead.get(kind) === entry) entry.parts = parts;
    else parts?.forEach((p) => p.geometry.dispose());
  });
  ahead.set(kind, entry);
  return entry.ready;
}

/** The options of the extra garments the view adds after its first frame: all the game offers. */
function extrasOptions(shape: KitShape): GarmentOptions {
  return { ...garmentOptions(shape), extras: offeredExtras(shape.game) };
}

/**
 * Builds the player for `shape` in the worker, for the next `kitParts` asking for the same, and
 * then the extra garments for `extraParts`. Resolves once the player is in.
 */
export function prepareKitPartsAhead(shape: KitShape): Promise<void> {
  const player = requestAhead('player', shape.game, garmentOptions(shape));
  void requestAhead('extras', shape.game, extrasOptions(shape));
  return player;
}

/**
 * Resolves when the worker's build for `shape` is in (or failed), at once when none was asked
 * for: the view then renders, and `KitModel` builds what the worker did not (a kit opened or
 * changed after the first, as before: the view shows the new shape in the same frame as its
 * textures). The extra garments are waited for only `withExtras` (after the first kit frame).
 */
export function kitPartsReady(shape: KitShape, withExtras: boolean): Promise<void> {
  const pending = (kind: PartsKind, options: GarmentOptions) => {
    const entry = ahead.get(kind);
    return entry?.key === garmentsKey(shape.game, options) ? entry.ready : undefined;
  };
  const player = pending('player', garmentOptions(shape));
  const extras = withExtras ? pending('extras', extrasOptions(shape)) : undefined;
  return Promise.all([player, extras]).then(() => undefined);
}

/** Whether the worker builds (or has built) the player for `key`. */
export function hasKitPartsAhead(key: string): boolean {
  return ahead.get('player')?.key === key;
}

/** The worker's parts for `key` if it built them, handed over once (they then belong to the taker). */
export function takeKitPartsAhead(kind: PartsKind, key: string): KitPart[] | null {
  const entry = ahead.get(kind);
  if (entry?.key !== key || !entry.parts) return null;
  ahead.delete(kind);
  performance.mark(kind === 'player' ? 'kitsmith:garments-worker' : 'kitsmith:garments-worker-extras', {
    detail: key,
  });
  return entry.parts;
}
