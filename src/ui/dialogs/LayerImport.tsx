import { useState } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import type { ImportSource } from '../../editor/actions/import.ts';
import { useEditor, useEditorValue, useSessionSetter } from '../../editor/hooks.tsx';
import type { LayerId } from '../../editor/kit.ts';
import { useKitTools } from '../../editor/kit-tools.ts';
import { message, TOAST_MS } from '../../editor/messages.ts';
import { openDialogAtom } from '../../editor/state.ts';
import { layerDisplayName } from '../layers/layer-name.ts';
import { Modal } from './Modal.tsx';
import './LayerImport.css';
import { SavedKitList } from './SavedKitList.tsx';
import { useSavedKits } from './use-saved-kits.ts';

/**
 * Layer import (document 1 §2, document 2 §2): pick one of your saved kits, then tick the layers
 * to copy. They are listed top first, none ticked; only importable kinds can be ticked, the
 * material effect only with Plus above tier 0; Confirm stays disabled until one is ticked.
 */
export function LayerImport() {
  const { t } = useTranslation();
  const open = useEditorValue(openDialogAtom) === 'import';
  const setDialog = useSessionSetter(openDialogAtom);
  const [source, setSource] = useState<(ImportSource & { name: string }) | null>(null);
  const close = () => {
    setSource(null);
    setDialog(null);
  };
  return (
    <Modal title={t('import.title')} open={open} onClose={close} wide>
      {source === null ? (
        <KitChoice active={open} onChoose={setSource} />
      ) : (
        <LayerChoice source={source} onBack={() => setSource(null)} onCancel={close} />
      )}
    </Modal>
  );
}

function KitChoice({
  active,
  onChoose,
}: {
  active: boolean;
  onChoose: (source: ImportSource & { name: string }) => void;
}) {
  const { t } = useTranslation();
  const { context } = useEditor();
  const tools = useKitTools();
  const list = useSavedKits(active, { mode: 'own', sorting: 'newest' });
  return (
    <>
      <p>{t('import.chooseKit')}</p>
      <SavedKitList list={list}>
        {(kit) => {
          const name = kit.name || t('load.untitled');
          return (
            <li key={kit.id}>
              <button
                type="button"
                className="grid-item"
                aria-label={t('import.kit', { name })}
                onClick={() => {
                  const opened = tools.openImportSource(kit);
                  if (opened) onChoose({ ...opened, name });
                  else context.toast(message('error.generic'), TOAST_MS.long, 'error');
                }}
              >
                {kit.image ? <img src={kit.image} alt="" /> : null}
                <span className="grid-name">{name}</span>
              </button>
            </li>
          );
        }}
      </SavedKitList>
    </>
  );
}

function LayerChoice({
  source,
  onBack,
  onCancel,
}: {
  source: ImportSource & { name: string };
  onBack: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const tools = useKitTools();
  const [chosen, setChosen] = useState<ReadonlySet<LayerId>>(new Set());
  const names = new Map(source.entries.map((entry) => [entry.uuid, layerDisplayName(entry.layer, t)]));
  const toggle = (uuid: LayerId, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(uuid);
      else next.delete(uuid);
      return next;
    });
  return (
    <>
      <h3>{t('import.layersOf', { name: source.name })}</h3>
      <ul className="import-list" aria-label={t('import.layers')}>
        {source.entries.map((entry) => {
          const { layer } = entry;
          const label = `${t(`area.${entry.stack}`)}: ${names.get(entry.uuid) ?? ''}`;
          return (
            <li key={entry.uuid} className={entry.blocked ? 'import-row blocked' : 'import-row'}>
              <label>
                <input
                  type="checkbox"
                  checked={chosen.has(entry.uuid)}
                  disabled={entry.blocked !== null}
                  onChange={(event) => toggle(entry.uuid, event.target.checked)}
                />
                <span className="swatch" style={{ background: layer.c[0] ?? 'transparent' }} aria-hidden />
                <span>{label}</span>
              </label>
              {layer.disabled ? <span className="badge">{t('import.hidden')}</span> : null}
              {layer.mask !== null ? (
                <span className="import-mask">
                  {t('import.maskedBy', { name: names.get(layer.mask) ?? '' })}
                </span>
              ) : null}
              {entry.blocked === 'plus' ? <span className="badge">{t('common.plus')}</span> : null}
            </li>
          );
        })}
      </ul>
      <div className="dialog-actions">
        <button type="button" onClick={onBack}>
          {t('import.back')}
        </button>
        <button type="button" onClick={onCancel}>
          {t('common.cancel')}
        </button>
        <button
          type="button"
          className="primary"
          disabled={chosen.size === 0}
          onClick={() => tools.importLayers(source, [...chosen])}
        >
          {t('import.confirm')}
        </button>
      </div>
    </>
  );
}
