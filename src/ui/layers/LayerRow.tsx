import { useState } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import { allowedEdits, canToggleVisibility, LAYER_NAME_MAX, type Game, type Layer } from '../../kit/index.ts';
import { useEditor } from '../../editor/hooks.tsx';
import { Icon } from '../widgets/Icon.tsx';
import { Tip } from '../widgets/Tip.tsx';
import { layerDisplayName, layerNameParts } from './layer-name.ts';
import { LayerSwatch } from './LayerSwatch.tsx';
import type { PointerDragHandlers } from './use-pointer-drag.ts';

export interface LayerRowProps {
  layer: Layer;
  index: number;
  count: number;
  game: Game;
  stack: readonly Layer[];
  selected: boolean;
  /** Part of a multi-selection (Shift+click) for grouping. */
  picked: boolean;
  hasActiveLayer: boolean;
  maskName: string | null;
  canMoveTo: (index: number) => boolean;
  canDuplicate: boolean;
  dropState: 'none' | 'allowed' | 'over' | 'refused';
  moveDrag: PointerDragHandlers;
  maskDrag: PointerDragHandlers;
  /** A group's member: indented, moved within its group, and able to leave it. */
  member?: boolean;
  /**
   * What a drop on this row means to the drag in progress (LayerList's Drag); null: the row does
   * not take it. Defaults to the row's index.
   */
  dropIndex?: number | null;
  /** On a group: whether its members are shown; the row then has a show/hide members button. */
  expanded?: boolean;
  onToggleExpanded?: () => void;
}

/** One row of an area's layer list: select, rename, hide, reorder, duplicate, remove, mask. */
export function LayerRow(props: LayerRowProps) {
  const { layer, index, count, game, stack, selected, hasActiveLayer, maskName } = props;
  const { t } = useTranslation();
  const { actions } = useEditor();
  const [renaming, setRenaming] = useState(false);
  const [draft, setDraft] = useState('');
  const rules = allowedEdits(layer, { game, hasActiveLayer, stack });
  const name = layerDisplayName(layer, t);
  const parts = layerNameParts(layer, t);
  const hideable = canToggleVisibility(layer, index, props.member === true);
  const finishRename = (apply: boolean) => {
    if (apply) actions.rename(layer.uuid, draft.trim());
    setRenaming(false);
  };

  return (
    <li
      className={`layer-row drop-${props.dropState}${selected ? ' selected' : ''}${props.picked ? ' picked' : ''}${layer.disabled ? ' hidden-layer' : ''}${maskName !== null ? ' masked-layer' : ''}${props.member ? ' member-row' : ''}`}
      data-drop-index={props.dropIndex === null ? undefined : (props.dropIndex ?? index)}
      aria-label={name}
    >
      <button
        type="button"
        className="icon-button drag-handle"
        aria-label={t('layers.drag', { name })}
        disabled={!rules.move}
        {...props.moveDrag}
      >
        <Icon name="grip" />
      </button>
      {props.expanded !== undefined ? (
        <button
          type="button"
          className="icon-button group-toggle"
          aria-label={t(props.expanded ? 'groups.hideMembers' : 'groups.showMembers', { name })}
          aria-expanded={props.expanded}
          onClick={props.onToggleExpanded}
        >
          <Icon name={props.expanded ? 'down' : 'collapsed'} />
        </button>
      ) : null}
      <LayerSwatch layer={layer} />
      {renaming ? (
        <input
          className="rename-input"
          aria-label={t('layers.renameField', { name })}
          autoFocus
          maxLength={LAYER_NAME_MAX}
          value={draft}
          onChange={(event) => setDraft(event.target.value.slice(0, LAYER_NAME_MAX))}
          onBlur={() => finishRename(true)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') finishRename(true);
            if (event.key === 'Escape') {
              event.stopPropagation();
              finishRename(false);
            }
          }}
        />
      ) : (
        <Tip text={`${rules.rename ? t('layers.renameTip') : name} · ${t('groups.pickTip')}`}>
          <button
            type="button"
            className="layer-name"
            aria-pressed={selected || props.picked}
            onClick={(event) => {
              if (event.shiftKey && !props.member) {
                actions.pickLayer(layer.uuid, event.ctrlKey || event.metaKey ? 'toggle' : 'range');
                return;
              }
              if ((event.ctrlKey || event.metaKey) && rules.rename) {
                setDraft(layer.cname || name);
                setRenaming(true);
                return;
              }
              actions.selectLayer(selected ? null : layer.uuid);
            }}
          >
            {parts.kind ? <span className="layer-kind">{parts.kind}</span> : null}
            <span className="layer-detail" dir="auto">
              {parts.detail}
            </span>
          </button>
        </Tip>
      )}
      {maskName !== null ? (
        <Tip text={t('layers.maskRemoveTip')}>
          <button
            type="button"
            className="icon-button mask-icon"
            aria-label={t('layers.maskedBy', { name, mask: maskName })}
            onClick={(event) => {
              if (event.ctrlKey || event.metaKey) actions.clearMask(layer.uuid);
            }}
          >
            <Icon name="masked" />
          </button>
        </Tip>
      ) : null}
      {rules.mask ? (
        <button
          type="button"
          className="icon-button mask-handle"
          aria-label={t('layers.maskHandle', { name })}
          {...props.maskDrag}
        >
          <Icon name="mask" />
        </button>
      ) : null}
      <button
        type="button"
        className="icon-button"
        aria-label={t(layer.disabled ? 'layers.show' : 'layers.hide', { name })}
        aria-pressed={!layer.disabled}
        disabled={!hideable}
        onClick={() => actions.toggleVisibility(layer.uuid)}
      >
        <Icon name={layer.disabled ? 'eyeOff' : 'eye'} />
      </button>
      <button
        type="button"
        className="icon-button"
        aria-label={t('layers.moveUp', { name })}
        disabled={index === count - 1 || !props.canMoveTo(index + 1)}
        onClick={() => actions.moveUp(layer.uuid)}
      >
        <Icon name="up" />
      </button>
      <button
        type="button"
        className="icon-button"
        aria-label={t('layers.moveDown', { name })}
        disabled={index === 0 || !props.canMoveTo(index - 1)}
        onClick={() => actions.moveDown(layer.uuid)}
      >
        <Icon name="down" />
      </button>
      {props.member ? (
        <button
          type="button"
          className="icon-button"
          aria-label={t('groups.moveOut', { name })}
          disabled={!rules.move}
          onClick={() => actions.moveOutOfGroup(layer.uuid)}
        >
          <Icon name="moveOut" />
        </button>
      ) : null}
      <button
        type="button"
        className="icon-button"
        aria-label={t('layers.duplicate', { name })}
        disabled={!props.canDuplicate}
        onClick={() => actions.duplicateLayer(layer.uuid)}
      >
        <Icon name="copy" />
      </button>
      <button
        type="button"
        className="icon-button"
        aria-label={t('layers.remove', { name })}
        disabled={!rules.remove}
        onClick={() => actions.removeLayer(layer.uuid)}
      >
        <Icon name="close" />
      </button>
    </li>
  );
}
