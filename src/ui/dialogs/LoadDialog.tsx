import { useState } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import { useEditor, useEditorValue, useSessionSetter } from '../../editor/hooks.tsx';
import { openDialogAtom } from '../../editor/state.ts';
import { Modal } from './Modal.tsx';
import { KitFilter, SavedKitList } from './SavedKitList.tsx';
import { useSavedKits } from './use-saved-kits.ts';

type Sorting = 'newest' | 'oldest';

/** Load: the user's saved kits, newest or oldest first, filter, Load more, Try again on errors. */
export function LoadDialog() {
  const { t } = useTranslation();
  const editor = useEditor();
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
        {(kit) => (
          <li key={kit.id}>
            <button type="button" className="grid-item" onClick={() => void editor.actions.loadSaved(kit)}>
              {kit.image ? <img src={kit.image} alt="" /> : null}
              <span className="grid-name">{kit.name || t('load.untitled')}</span>
            </button>
          </li>
        )}
      </SavedKitList>
    </Modal>
  );
}
