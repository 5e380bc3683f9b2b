import { useState } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import { useEditor, useEditorValue, useSessionSetter } from '../../editor/hooks.tsx';
import { useKitTools } from '../../editor/kit-tools.ts';
import { openDialogAtom, userAtom } from '../../editor/state.ts';
import { Modal } from './Modal.tsx';
import { KitFilter, SavedKitList } from './SavedKitList.tsx';
import { useSavedKits } from './use-saved-kits.ts';
import './saved-kits.css';

type Sorting = 'newest' | 'oldest';

/**
 * Load: the user's saved kits, newest or oldest first, filter, Load more, Try again on errors.
 * An admin can make a preset from each kit (document 2 §2, §6); the list stays open meanwhile.
 */
export function LoadDialog() {
  const { t } = useTranslation();
  const editor = useEditor();
  const tools = useKitTools();
  const admin = useEditorValue(userAtom)?.admin === true;
  // The kit whose preset is being made: its button waits for the reply (no double presets).
  const [making, setMaking] = useState<number | null>(null);
  const open = useEditorValue(openDialogAtom) === 'load';
  const setDialog = useSessionSetter(openDialogAtom);
  const [sorting, setSorting] = useState<Sorting>('newest');
  const [filter, setFilter] = useState('');
  const list = useSavedKits(open, { mode: 'own', sorting, filter });

  return (
    <Modal title={t('load.title')} open={open} onClose={() => setDialog(null)} wide>
      <div className="chooser-bar">
        <div role="tablist" aria-label={t('load.sorting')}>
          {(['newest', 'oldest'] as const).map((s) => (
            <button
              key={s}
              type="button"
              role="tab"
              aria-selected={sorting === s}
              onClick={() => setSorting(s)}
            >
              {t(`load.${s}`)}
            </button>
          ))}
        </div>
        <KitFilter value={filter} onChange={setFilter} />
      </div>
      <SavedKitList list={list}>
        {(kit) => {
          const name = kit.name || t('load.untitled');
          return (
            <li key={kit.id} className="saved-kit-item">
              <button type="button" className="grid-item" onClick={() => void editor.actions.loadSaved(kit)}>
                {kit.image ? <img src={kit.image} alt="" /> : null}
                <span className="grid-name">{name}</span>
              </button>
              {admin ? (
                <button
                  type="button"
                  className="make-preset"
                  aria-label={t('load.makePresetFrom', { name })}
                  disabled={making === kit.id}
                  onClick={() => {
                    setMaking(kit.id);
                    void tools.makePreset(kit).finally(() => setMaking(null));
                  }}
                >
                  {t('load.makePreset')}
                </button>
              ) : null}
            </li>
          );
        }}
      </SavedKitList>
    </Modal>
  );
}
