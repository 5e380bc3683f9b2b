import { useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import { useEditor, useEditorValue } from '../../editor/hooks.tsx';
import {
  allowedPositions,
  canGroup,
  duplicateLayer,
  stackWithMembers,
  type Kit,
  type Layer,
  type LayerId,
  type StackName,
} from '../../editor/kit.ts';
import { kitAtom, layerSelectionAtom, selectedLayerAtom, stackAtom } from '../../editor/state.ts';
import { layerDisplayName } from './layer-name.ts';
import { LayerRow } from './LayerRow.tsx';
import { usePointerDrag } from './use-pointer-drag.ts';

interface Drag {
  kind: 'move' | 'mask';
  uuid: LayerId;
  allowed: readonly number[];
  over: number | null;
  /**
   * Moving a group's member: its group's member rows take the drop by their index in the group;
   * the stack's rows take it as -(index + 1), a drop out of the group onto that row.
   */
  group?: LayerId;
}

/**
 * An area's layer list, top layer first (the stack is stored bottom first). Rows are drop targets
 * for reordering (only the positions the kit allows light up) and for a mask handle. A group's
 * members follow its row, indented, once the group is opened: each is a layer row of its own
 * (select, edit, hide, reorder within the group, move out, duplicate, remove, mask by a layer below
 * the group), acting through the same actions as a loose layer.
 */
export function LayerList({ stack }: { stack: StackName }) {
  const { t } = useTranslation();
  const { actions } = useEditor();
  const layers = useEditorValue(stackAtom(stack));
  const kit = useEditorValue(kitAtom);
  const selected = useEditorValue(selectedLayerAtom);
  const picks = useEditorValue(layerSelectionAtom);
  const [drag, setDrag] = useState<Drag | null>(null);
  // Groups whose members the user opened; the active layer's group is always open.
  const [expanded, setExpanded] = useState<ReadonlySet<LayerId>>(new Set());
  const hasActiveLayer = selected !== null;
  const withMembers = useMemo(() => stackWithMembers(kit, stack), [kit, stack]);
  const isOpen = (group: Layer) =>
    group.n === 'group' && (expanded.has(group.uuid) || group.layers.some((m) => m.uuid === selected));
  const toggleOpen = (group: Layer) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (isOpen(group)) next.delete(group.uuid);
      else next.add(group.uuid);
      return next;
    });
  // Group members can mask layers outside their group: their names are looked up too.
  const names = useMemo(
    () =>
      new Map(
        layers
          .flatMap((l: Layer) => (l.n === 'group' ? [l, ...l.layers] : [l]))
          .map((l: Layer) => [l.uuid, layerDisplayName(l, t)]),
      ),
    [layers, t],
  );
  const picked = new Set(picks.filter((uuid) => layers.some((l: Layer) => l.uuid === uuid)));

  const startDrag = (kind: Drag['kind'], layer: Layer, group?: LayerId) => {
    const allowed =
      kind === 'move'
        ? allowedPositions(kit, layer.uuid, { hasActiveLayer })
        : layers.flatMap((other: Layer, i: number) => (other.uuid === layer.uuid ? [] : [i]));
    setDrag({ kind, uuid: layer.uuid, allowed, over: null, group: kind === 'move' ? group : undefined });
  };
  const dropStateOf = (uuid: LayerId, index: number): RowProps['dropState'] =>
    drag === null || drag.uuid === uuid
      ? 'none'
      : !drag.allowed.includes(index)
        ? 'refused'
        : drag.over === index
          ? 'over'
          : 'allowed';
  const drop = (index: number | null) => {
    const current = drag;
    setDrag(null);
    if (!current || index === null) return;
    if (current.group !== undefined && index < 0) {
      actions.moveOutOfGroup(current.uuid, -index - 1);
      return;
    }
    if (current.kind === 'move') {
      if (current.allowed.includes(index)) actions.moveTo(current.uuid, index);
      return;
    }
    const target = layers[index];
    if (target && target.uuid !== current.uuid) actions.setMask(current.uuid, target.uuid);
  };

  const rows = layers.map((layer: Layer, index: number) => ({ layer, index })).reverse();
  return (
    <>
      {picked.size > 1 ? (
        <GroupBar
          count={picked.size}
          groupable={layers.every((l: Layer) => !picked.has(l.uuid) || canGroup(l))}
        />
      ) : null}
      <ol className="layer-list" aria-label={t('layers.listLabel', { area: t(`area.${stack}`) })}>
        {rows.flatMap(({ layer, index }) => {
          const positions = allowedPositions(kit, layer.uuid, { hasActiveLayer });
          const out = -(index + 1);
          const dropState =
            drag?.group === undefined
              ? dropStateOf(layer.uuid, index)
              : positions.length === 0
                ? 'refused'
                : drag.over === out
                  ? 'over'
                  : 'allowed';
          const members = layer.n === 'group' && isOpen(layer) ? [...layer.layers].reverse() : [];
          return [
            <LayerRowWithDrag
              key={layer.uuid}
              layer={layer}
              index={index}
              count={layers.length}
              kit={kit}
              stack={withMembers}
              selected={selected === layer.uuid}
              picked={picked.size > 1 && picked.has(layer.uuid)}
              hasActiveLayer={hasActiveLayer}
              maskName={layer.mask === null ? null : (names.get(layer.mask) ?? t('layers.missingMask'))}
              canMoveTo={(to) => positions.includes(to)}
              dropState={dropState}
              dropIndex={drag?.group === undefined ? index : out}
              expanded={layer.n === 'group' ? isOpen(layer) : undefined}
              onToggleExpanded={() => toggleOpen(layer)}
              onStart={startDrag}
              onOver={(over) => setDrag((d) => (d ? { ...d, over } : d))}
              onDrop={drop}
            />,
            ...members.map((member) => {
              const inGroup = allowedPositions(kit, member.uuid, { hasActiveLayer });
              const memberIndex = layer.n === 'group' ? layer.layers.indexOf(member) : 0;
              return (
                <LayerRowWithDrag
                  key={member.uuid}
                  layer={member}
                  index={memberIndex}
                  count={members.length}
                  kit={kit}
                  stack={withMembers}
                  member
                  selected={selected === member.uuid}
                  picked={false}
                  hasActiveLayer={hasActiveLayer}
                  maskName={member.mask === null ? null : (names.get(member.mask) ?? t('layers.missingMask'))}
                  canMoveTo={(to) => inGroup.includes(to)}
                  dropState={drag?.group === layer.uuid ? dropStateOf(member.uuid, memberIndex) : 'none'}
                  dropIndex={drag?.group === layer.uuid ? memberIndex : null}
                  onStart={(kind, row) => startDrag(kind, row, layer.uuid)}
                  onOver={(over) => setDrag((d) => (d ? { ...d, over } : d))}
                  onDrop={drop}
                />
              );
            }),
          ];
        })}
      </ol>
    </>
  );
}

/** What a multi-selection offers: group the picked layers, or drop the selection. */
function GroupBar({ count, groupable }: { count: number; groupable: boolean }) {
  const { t } = useTranslation();
  const { actions } = useEditor();
  return (
    <div className="group-bar" role="group" aria-label={t('groups.picked', { count })}>
      <span>{t('groups.picked', { count })}</span>
      <button type="button" className="primary" disabled={!groupable} onClick={() => actions.groupPicked()}>
        {t('groups.group', { count })}
      </button>
      <button type="button" onClick={() => actions.clearPicked()}>
        {t('groups.clear')}
      </button>
    </div>
  );
}

type RowProps = Omit<Parameters<typeof LayerRow>[0], 'moveDrag' | 'maskDrag' | 'game' | 'canDuplicate'> & {
  kit: Kit;
  onStart: (kind: Drag['kind'], layer: Layer, group?: LayerId) => void;
  onOver: (index: number | null) => void;
  onDrop: (index: number | null) => void;
};

function LayerRowWithDrag({ kit, onStart, onOver, onDrop, ...row }: RowProps) {
  const moveDrag = usePointerDrag(() => onStart('move', row.layer), onOver, onDrop);
  const maskDrag = usePointerDrag(() => onStart('mask', row.layer), onOver, onDrop);
  const canDuplicate = duplicateLayer(kit, row.layer.uuid, 'probe').ok;
  return (
    <LayerRow {...row} game={kit.game} canDuplicate={canDuplicate} moveDrag={moveDrag} maskDrag={maskDrag} />
  );
}
