import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import type { SavedKit } from '../../api/index.ts';
import { useEditor, useEditorValue, useSessionSetter } from '../../editor/hooks.tsx';
import { openDialogAtom } from '../../editor/state.ts';
import { Modal } from './Modal.tsx';

type Sorting = 'newest' | 'oldest';

/** Load: the user's saved kits, newest or oldest first, filter, Load more, Try again on errors. */
export function LoadDialog() {
  const { t } = useTranslation();
  const editor = useEditor();
  const open = useEditorValue(openDialogAtom) === 'load';
  const setDialog = useSessionSetter(openDialogAtom);
  const [kits, setKits] = useState<SavedKit[]>([]);
  const [state, setState] = useState<'loading' | 'loaded' | 'error'>('loading');
  const [more, setMore] = useState(false);
  const [sorting, setSorting] = useState<Sorting>('newest');
  const [filter, setFilter] = useState('');

  const fetchPage = useCallback(
    async (after?: SavedKit) => {
      setState('loading');
      try {
        const reply = await editor.context.api.listSaved({
          mode: 'own',
          sorting,
          ...(filter ? { filter } : {}),
          ...(after ? { created_at: after.created_at, id: after.id } : {}),
        });
        if (!reply.success) throw new Error(reply.error);
        setKits((current) => (after ? [...current, ...reply.data] : reply.data));
        setMore(reply.more_available);
        setState('loaded');
      } catch {
        setState('error');
      }
    },
    [editor, sorting, filter],
  );

  useEffect(() => {
    if (!open) return;
    // Filtering waits for a pause in typing (document 2 §9: 300 ms).
    const timer = setTimeout(() => void fetchPage(), 300);
    return () => clearTimeout(timer);
  }, [open, fetchPage]);

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
        <input
          aria-label={t('load.filter')}
          placeholder={t('load.filter')}
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
        {filter ? (
          <button type="button" onClick={() => setFilter('')}>
            {t('load.clear')}
          </button>
        ) : null}
      </div>
      {state === 'error' ? (
        <div role="alert">
          <p>{t('status.error')}</p>
          <button type="button" onClick={() => void fetchPage()}>
            {t('status.tryAgain')}
          </button>
        </div>
      ) : null}
      {state === 'loaded' && kits.length === 0 ? <p>{t('common.noResults')}</p> : null}
      <ul className="grid">
        {kits.map((kit) => (
          <li key={kit.id}>
            <button type="button" className="grid-item" onClick={() => void editor.actions.loadSaved(kit)}>
              {kit.image ? <img src={kit.image} alt="" /> : null}
              <span className="grid-name">{kit.name || t('load.untitled')}</span>
            </button>
          </li>
        ))}
      </ul>
      {more ? (
        <button type="button" onClick={() => void fetchPage(kits[kits.length - 1])}>
          {t('load.more')}
        </button>
      ) : null}
      {state === 'loading' ? <p role="status">{t('status.loading')}</p> : null}
    </Modal>
  );
}
