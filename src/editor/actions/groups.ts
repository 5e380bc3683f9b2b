import {
  findLayer,
  groupLayers,
  ungroupChanges,
  ungroupLayer,
  type LayerId,
  type UngroupChange,
} from '../kit.ts';
import { message, type Message } from '../messages.ts';
import type { EditorContext } from '../context.ts';
import { layerSelectionAtom, selectedLayerAtom, sessionAtom } from '../state.ts';

/**
 * Picking several layers of one area and folding them into a group, as layer lists in design
 * apps do: Shift+click picks the range from the active layer to the clicked one, Ctrl/Cmd+Shift+
 * click adds or drops one layer (a plain Ctrl+click renames, spec document 1 §4). Grouping and
 * ungrouping are one undo step each; the group (or, after ungrouping, its members) stays picked.
 */
export function groupActions(ctx: EditorContext) {
  const { store } = ctx;
  const kit = () => store.get(sessionAtom).kit;

  /** The picked layers in stack order (bottom first), all in the stack of `uuid`. */
  const inStackOrder = (uuids: readonly LayerId[], uuid: LayerId): LayerId[] => {
    const place = findLayer(kit(), uuid);
    if (!place) return [];
    const wanted = new Set(uuids);
    return kit().layers[place.stack].flatMap((layer) => (wanted.has(layer.uuid) ? [layer.uuid] : []));
  };

  return {
    /**
     * Shift+click (`range`) or Ctrl/Cmd+Shift+click (`toggle`) on a layer name. The active layer is
     * the range's anchor; picking in another area starts afresh there.
     */
    pickLayer(uuid: LayerId, mode: 'range' | 'toggle') {
      const place = findLayer(kit(), uuid);
      // Members are edited where they are; grouping picks loose layers only (groups do not nest).
      if (!place || place.group) return;
      const current = store.get(layerSelectionAtom);
      const anchor = store.get(selectedLayerAtom);
      const anchorPlace = anchor === null ? undefined : findLayer(kit(), anchor);
      const sameStack = anchorPlace?.stack === place.stack;
      let picked: LayerId[];
      if (mode === 'range' && sameStack && anchorPlace) {
        const [from, to] = [anchorPlace.index, place.index].sort((a, b) => a - b) as [number, number];
        picked = kit()
          .layers[place.stack].slice(from, to + 1)
          .map((layer) => layer.uuid);
      } else {
        const base = current.length > 0 ? current : sameStack && anchor !== null ? [anchor] : [];
        const inStack = base.filter((id) => findLayer(kit(), id)?.stack === place.stack);
        picked = inStack.includes(uuid) ? inStack.filter((id) => id !== uuid) : [...inStack, uuid];
      }
      store.set(layerSelectionAtom, inStackOrder(picked, uuid));
      if (anchor === null || !sameStack) store.set(selectedLayerAtom, uuid);
    },
    clearPicked() {
      store.set(layerSelectionAtom, []);
    },
    /** Groups the picked layers; the new group becomes the active layer. */
    groupPicked() {
      const picked = store.get(layerSelectionAtom);
      const before = new Set(Object.values(kit().layers).flat());
      if (!ctx.edit((k) => groupLayers(k, picked))) return null;
      const group = Object.values(kit().layers)
        .flat()
        .find((layer) => layer.n === 'group' && !before.has(layer));
      store.set(layerSelectionAtom, []);
      if (group) store.set(selectedLayerAtom, group.uuid);
      return group?.uuid ?? null;
    },
    /**
     * Ungroups with the group's settings folded into its members (kit/operations/ungroup.ts).
     * When the fold cannot keep the look, the user is told how it changes and decides; `false`
     * when they keep the group or the kit refuses.
     */
    async ungroup(uuid: LayerId) {
      const changes = ungroupChanges(kit(), uuid) ?? [];
      if (changes.length > 0 && !(await ctx.ask(ungroupQuestion(changes)))) return false;
      const place = findLayer(kit(), uuid);
      const members = place?.layer.n === 'group' ? place.layer.layers.map((layer) => layer.uuid) : [];
      if (!ctx.edit((k) => ungroupLayer(k, uuid))) return false;
      store.set(selectedLayerAtom, members[members.length - 1] ?? null);
      store.set(layerSelectionAtom, members);
      return true;
    },
  };
}

/** 'Ungrouping will change how these layers look: <reasons> Ungroup anyway?' */
function ungroupQuestion(changes: readonly UngroupChange[]): Message {
  const reasons = changes.reduceRight<Message>(
    (rest, change) =>
      message('groups.ungroupReasons', { first: message(`groups.ungroupReason.${change}`), rest }),
    message('groups.ungroupReasonsEnd'),
  );
  return message('groups.ungroupChangesLook', { reasons });
}
