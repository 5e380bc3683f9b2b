import {
  addLayer,
  changeDesign,
  changeLayerAsset,
  clearMask,
  duplicateLayer,
  editLayer,
  moveLayerDown,
  moveLayerTo,
  moveLayerUp,
  moveOutOfGroup,
  removeLayer,
  renameLayer,
  setLayerColor,
  setMask,
  toggleBorder,
  toggleColorPair,
  toggleLayerVisibility,
  type FieldValue,
  type LayerId,
  type LayerKind,
  type NewLayer,
  type StackName,
} from '../kit.ts';
import { dropStaleSelection, type EditorContext } from '../context.ts';
import { clearSelection } from '../on-kit.ts';
import { borderMemoryAtom, selectedLayerAtom, sessionAtom, userAtom } from '../state.ts';

const ANONYMOUS = { premium: false, tier: 0, admin: false } as const;

/**
 * Layer actions: user intent -> one kit operation -> one undo step (or a refusal toast). Slider
 * drags are continuous edits: `beginLayerEdit` on pointer-down, `setLayerField` while dragging,
 * `commitLayerEdit` on release; Escape reverts (see history.ts).
 */
export function layerActions(ctx: EditorContext) {
  const { store } = ctx;
  const hasActiveLayer = () => store.get(selectedLayerAtom) !== null;
  const kit = () => store.get(sessionAtom).kit;

  return {
    selectLayer(uuid: LayerId | null) {
      // The list's choice replaces one made on the kit (its handles follow the list's layer), and
      // a plain click ends a multi-selection (Shift+click builds one: actions/groups.ts).
      clearSelection(store);
      store.set(selectedLayerAtom, uuid);
    },
    /**
     * Adds a layer of `kind` below the area's template layers and opens its settings. The kit
     * checks the Plus kinds (custom pattern, material) against the signed-in user: the menu's
     * lock is a hint, this is the rule.
     */
    addLayer(stack: StackName, kind: LayerKind, spec: NewLayer = {}) {
      const before = kit().layers[stack];
      const user = spec.user ?? store.get(userAtom) ?? ANONYMOUS;
      if (!ctx.edit((k) => addLayer(k, stack, kind, { ...spec, user }))) return null;
      const added = kit().layers[stack].find((layer) => !before.includes(layer));
      if (added) store.set(selectedLayerAtom, added.uuid);
      return added?.uuid ?? null;
    },
    duplicateLayer(uuid: LayerId) {
      return ctx.edit((k) => duplicateLayer(k, uuid));
    },
    removeLayer(uuid: LayerId) {
      const done = ctx.edit((k) => removeLayer(k, uuid));
      if (done) dropStaleSelection(ctx, kit());
      return done;
    },
    toggleVisibility(uuid: LayerId) {
      return ctx.edit((k) => toggleLayerVisibility(k, uuid));
    },
    moveUp(uuid: LayerId) {
      return ctx.edit((k) => moveLayerUp(k, uuid, { hasActiveLayer: hasActiveLayer() }));
    },
    moveDown(uuid: LayerId) {
      return ctx.edit((k) => moveLayerDown(k, uuid, { hasActiveLayer: hasActiveLayer() }));
    },
    /** Drag and drop: `to` is the index in the stack (bottom first). */
    moveTo(uuid: LayerId, to: number) {
      return ctx.edit((k) => moveLayerTo(k, uuid, to, { hasActiveLayer: hasActiveLayer() }));
    },
    /**
     * A group's member leaves its group ('move layer'): right above it, or dropped onto the row
     * of the stack at index `onto`.
     */
    moveOutOfGroup(uuid: LayerId, onto?: number) {
      return ctx.edit((k) => moveOutOfGroup(k, uuid, { hasActiveLayer: hasActiveLayer() }, onto));
    },
    rename(uuid: LayerId, cname: string) {
      return ctx.edit((k) => renameLayer(k, uuid, cname));
    },
    setMask(uuid: LayerId, maskUuid: LayerId) {
      return ctx.edit((k) => setMask(k, uuid, maskUuid));
    },
    clearMask(uuid: LayerId) {
      return ctx.edit((k) => clearMask(k, uuid));
    },
    beginLayerEdit() {
      ctx.begin('edit layer');
    },
    commitLayerEdit() {
      ctx.commit();
    },
    /** One field ('width', 'detail3D.strength'…): a step, or a live update inside a drag. */
    setLayerField(uuid: LayerId, path: string, value: FieldValue) {
      return ctx.edit((k) => editLayer(k, uuid, path, value));
    },
    setLayerColor(uuid: LayerId, index: number, hex: string) {
      return ctx.edit((k) => setLayerColor(k, uuid, index, hex));
    },
    toggleBorder(uuid: LayerId) {
      const toggle = toggleBorder(kit(), uuid, store.get(borderMemoryAtom));
      const done = ctx.edit(() => toggle.result);
      if (done) store.set(borderMemoryAtom, toggle.memory);
      return done;
    },
    toggleColorPair(uuid: LayerId) {
      return ctx.edit((k) => toggleColorPair(k, uuid));
    },
    /** Another catalogue asset; its colour count sizes the layer's colour list. */
    changeAsset(uuid: LayerId, name: string, colorCount: number) {
      return ctx.edit((k) => changeLayerAsset(k, uuid, name, Math.max(1, colorCount)));
    },
    changeDesign(uuid: LayerId, design: string) {
      return ctx.edit((k) => changeDesign(k, uuid, design));
    },
  };
}
