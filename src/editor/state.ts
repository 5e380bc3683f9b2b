import { atom, type Atom, type createStore } from 'jotai';
import type { AssetLookup } from '../kit/index.ts';
import {
  INITIAL_CHANGES,
  findLayer,
  saveState,
  kitChanged,
  newKit,
  startSession,
  type ChangeTracker,
  type Kit,
  type KitSession,
  type KitUser,
  type Layer,
  type LayerId,
  type StackName,
  type BorderMemory,
} from './kit.ts';
import type { Message } from './messages.ts';

export type EditorStore = ReturnType<typeof createStore>;

/**
 * The editor's atoms, by scope (ARCHITECTURE.md "State").
 *
 * Document: the kit and its undo history live together in `sessionAtom`, because every kit
 * operation returns a new kit that shares untouched stacks and layers with the old one; undo is
 * then "put the old kit back". Components never read the whole kit: they read the per-stack and
 * per-layer atoms below, which jotai only re-notifies when that stack or layer object changed.
 *
 * Session: selection, open dialogs, status, toasts. Never saved.
 */

export const sessionAtom = atom<KitSession>(startSession(newKit('eafc')));

export const kitAtom: Atom<Kit> = atom((get) => get(sessionAtom).kit);

/** Kit-level fields a settings panel reads, each its own atom so one slider re-renders one row. */
export function kitFieldAtom<K extends keyof Kit>(key: K): Atom<Kit[K]> {
  const cached = kitFieldAtoms.get(key);
  if (cached) return cached as Atom<Kit[K]>;
  const made = atom((get) => get(kitAtom)[key]);
  kitFieldAtoms.set(key, made);
  return made;
}
const kitFieldAtoms = new Map<keyof Kit, Atom<unknown>>();

const stackAtoms = new Map<StackName, Atom<readonly Layer[]>>();
/** One area's layer list (bottom first). */
export function stackAtom(stack: StackName): Atom<readonly Layer[]> {
  let made = stackAtoms.get(stack);
  if (!made) {
    made = atom((get) => get(kitAtom).layers[stack]);
    stackAtoms.set(stack, made);
  }
  return made;
}

const layerAtoms = new Map<LayerId, Atom<Layer | undefined>>();
/** One layer by id; undefined once it is removed. */
export function layerAtom(uuid: LayerId): Atom<Layer | undefined> {
  let made = layerAtoms.get(uuid);
  if (!made) {
    made = atom((get) => findLayer(get(kitAtom), uuid)?.layer);
    layerAtoms.set(uuid, made);
  }
  return made;
}

export const canUndoAtom = atom((get) => get(sessionAtom).history.undo.length > 0);
export const canRedoAtom = atom((get) => get(sessionAtom).history.redo.length > 0);

/** The unsaved-changes flag (kit/operations/changes.ts decides its transitions). */
export const changesAtom = atom<ChangeTracker>(INITIAL_CHANGES);

/** What the header says of the open kit: saved, unsaved work, or a new kit nobody changed. */
export const saveStateAtom = atom((get) => saveState(get(changesAtom), get(sessionAtom)));

/** Whether the open kit differs from the one last saved, loaded or started (kitChanged). */
export const unsavedChangesAtom = atom((get) => kitChanged(get(changesAtom), get(sessionAtom)));

/** Border colours taken off layers, so turning a border back on restores its colour. */
export const borderMemoryAtom = atom<BorderMemory>(new Map());

// ---- session scope ----

/** The layer whose settings are open (the "active layer"); null when none. */
export const selectedLayerAtom = atom<LayerId | null>(null);

/** What a click on the kit chose for its handles (editor/on-kit.ts). */
export interface OnKitTarget {
  /** The texture area it was picked on. */
  area: 'shirt' | 'shorts' | 'socks' | 'armband';
  /** The kit logo's or the layer's uuid (not the drawn `<logo>:<area>` id). */
  uuid: LayerId;
  /** A kit logo (Logos tab) rather than a stack layer. */
  logo: boolean;
  /** The region id the click landed in: which of a custom logo's copies gets the handles. */
  region?: number;
}

/** The thing on the kit with handles, if chosen on the kit; null when none. */
export const onKitTargetAtom = atom<OnKitTarget | null>(null);

/**
 * Layers picked together in one area's list (Shift+click a range, Ctrl/Cmd+Shift+click one more),
 * bottom first, for grouping; empty or a single layer means no multi-selection.
 */
export const layerSelectionAtom = atom<readonly LayerId[]>([]);

export const SIDE_TABS = [
  'settings',
  'logos',
  'shirt',
  'shorts',
  'socks',
  'printing',
  'hotspots',
  'tools',
] as const;
export type SideTab = (typeof SIDE_TABS)[number];
export const sideTabAtom = atom<SideTab>('shirt');

export const MAIN_TABS = ['3d', 'texture', 'upcoming', 'howto', 'about', 'account'] as const;
export type MainTab = (typeof MAIN_TABS)[number];
export const mainTabAtom = atom<MainTab>('3d');

export type EditorMode = 'edit' | 'preview';
export const modeAtom = atom<EditorMode>('edit');

/**
 * Component mode: the editor embedded in a host page (document 2 §2). Editing stays as in edit
 * mode; the info tabs are hidden and Apply / Cancel answer the host.
 */
export const componentAtom = atom(false);

export type DialogName =
  'templates' | 'recolor' | 'load' | 'save' | 'import' | 'presets' | 'color' | 'generator';
export const openDialogAtom = atom<DialogName | null>(null);

/** The status overlay: '' shows nothing, 'error' shows 'An error occured' with Try again. */
export type Status = '' | 'loading' | 'saving' | 'randomizing' | 'error';
export const statusAtom = atom<Status>('');

export interface Toast {
  readonly id: number;
  /** i18n key and values of the text. */
  readonly text: string;
  readonly values?: Message['values'];
  /** null = stays until closed. */
  readonly durationMs: number | null;
  readonly tone: 'info' | 'error';
  readonly links?: readonly ToastLink[];
  /** Buttons that act and close the toast (Undo). */
  readonly actions?: readonly ToastAction[];
}
/** A toast's button: its label's i18n key and what it does. */
export interface ToastAction {
  readonly label: string;
  readonly run: () => void;
}
export interface ToastLink {
  readonly label: string;
  readonly href: string;
}
export const toastsAtom = atom<readonly Toast[]>([]);

/** A first save (or Save as new) waiting for the kit's name: the name offered. */
interface SaveNaming {
  readonly asNew: boolean;
  readonly name: string;
}
export const saveNamingAtom = atom<SaveNaming | null>(null);

/** A question waiting for the user ('There are unsaved changes. Continue?'). */
export interface Confirmation {
  readonly text: Message;
  readonly answer: (yes: boolean) => void;
}
export const confirmationAtom = atom<Confirmation | null>(null);

/** The signed-in user, or null for an anonymous visitor. */
export interface EditorUser extends KitUser {
  readonly username: string;
  readonly email: string | null;
  /** Profile picture URL. */
  readonly image?: string | null;
  /** Signature image URL from the profile: what signature layers draw (signature.ts). */
  readonly signature?: string | null;
  /** Set when auto-renewal is off: Plus ends then. */
  readonly activeUntil?: string | null;
  /** The next renewal (or the end date when active_until is set). */
  readonly renewsAt?: string | null;
  /**
   * Plus is a Stripe subscription (the user manages it on the Plus page); without one, the site's
   * administrator granted it.
   */
  readonly subscribed?: boolean;
}
export const userAtom = atom<EditorUser | null>(null);

/** Whether the server answered who is signed in at start (offline it could not). */
export const accountAnsweredAtom = atom(false);

/** A local draft from an earlier visit, offered back until the user restores or discards it. */
interface DraftOffer {
  /** The kit's name ('' when it had none). */
  readonly name: string;
}
export const draftOfferAtom = atom<DraftOffer | null>(null);

/**
 * The catalogue as restoreKit gates with it (premium, early access, admin flags per asset),
 * read once at start; null until then, when nothing can be looked up yet.
 */
export const gateCatalogueAtom = atom<AssetLookup | null>(null);
