import { useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import { useEditor, useEditorValue } from '../../editor/hooks.tsx';
import {
  allowedPositions,
  duplicateLayer,
  type Kit,
  type Layer,
  type LayerId,
  type StackName,
} from '../../editor/kit.ts';
import { kitAtom, selectedLayerAtom, stackAtom } from '../../editor/state.ts';
import { layerDisplayName } from './layer-name.ts';
import { LayerRow } from './LayerRow.tsx';
import { usePointerDrag } from './use-pointer-drag.ts';

interface Drag {
  kind: 'move' | 'mask';
  uuid: LayerId;
  allowed: readonly number[];
  over: number | null;
}

/**
 * An area's layer list, top layer first (the stack is stored bottom first). Rows are drop targets
 * for reordering (only the positions the kit allows light up) and for a mask handle.
 */
export function LayerList({ stack }: { stack: StackName }) {
  const { t } = useTranslation();
  const { actions } = useEditor();
  const layers = useEditorValue(stackAtom(stack));
  const kit = useEditorValue(kitAtom);
  const selected = useEditorValue(selectedLayerAtom);
  const [drag, setDrag] = useState<Drag | null>(null);
  const hasActiveLayer = selected !== null;
  const names = useMemo(
    () => new Map(layers.map((l: Layer) => [l.uuid, layerDisplayName(l, t)])),
    [layers, t],
  );

  const startDrag = (kind: Drag['kind'], layer: Layer) => {
    const allowed =
      kind === 'move'
        ? allowedPositions(kit, layer.uuid, { hasActiveLayer })
        : layers.flatMap((other: Layer, i: number) => (other.uuid === layer.uuid ? [] : [i]));
    setDrag({ kind, uuid: layer.uuid, allowed, over: null });
  };
  const drop = (index: number | null) => {
    const current = drag;
    setDrag(null);
    if (!current || index === null) return;
    if (current.kind === 'move') {
      if (current.allowed.includes(index)) actions.moveTo(current.uuid, index);
      return;
    }
    const target = layers[index];
    if (target && target.uuid !== current.uuid) actions.setMask(current.uuid, target.uuid);
  };

  const rows = layers.map((layer: Layer, index: number) => ({ layer, index })).reverse();
  return (
    <ol className="layer-list" aria-label={t('layers.listLabel', { area: t(`area.${stack}`) })}>
      {rows.map(({ layer, index }) => {
        const positions = allowedPositions(kit, layer.uuid, { hasActiveLayer });
        const dropState =
          drag === null || drag.uuid === layer.uuid
            ? 'none'
            : !drag.allowed.includes(index)
              ? 'refused'
              : drag.over === index
                ? 'over'
                : 'allowed';
        return (
          <LayerRowWithDrag
            key={layer.uuid}
            layer={layer}
            index={index}
            count={layers.length}
            kit={kit}
            stack={layers}
            selected={selected === layer.uuid}
            hasActiveLayer={hasActiveLayer}
            maskName={layer.mask === null ? null : (names.get(layer.mask) ?? t('layers.missingMask'))}
            canMoveTo={(to) => positions.includes(to)}
            dropState={dropState}
            onStart={startDrag}
            onOver={(over) => setDrag((d) => (d ? { ...d, over } : d))}
            onDrop={drop}
          />
        );
      })}
    </ol>
  );
}

type RowProps = Omit<Parameters<typeof LayerRow>[0], 'moveDrag' | 'maskDrag' | 'game' | 'canDuplicate'> & {
  kit: Kit;
  onStart: (kind: Drag['kind'], layer: Layer) => void;
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
