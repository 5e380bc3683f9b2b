import { useState } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import type { SavedKit } from '../../api/index.ts';
import { useEditor, useEditorValue, useSessionSetter } from '../../editor/hooks.tsx';
import { useKitTools } from '../../editor/kit-tools.ts';
import { GAMES, type Game } from '../../editor/kit.ts';
import { openDialogAtom, userAtom } from '../../editor/state.ts';
import { RenameForm } from '../widgets/RenameForm.tsx';
import { ConvertKitMenu } from './ConvertKitMenu.tsx';
import { Modal } from './Modal.tsx';
import { KitFilter, SavedKitList } from './SavedKitList.tsx';
import { useSavedKits } from './use-saved-kits.ts';
import './saved-kits.css';

type Sorting = 'newest' | 'oldest';

/** The game switch's order (document 2 §2). */
const SWITCH: readonly Game[] = ['fifa', 'eafc', 'pes', 'fm', 'basketball'];

/**
 * Load: the user's saved kits of a game (the editor's own by default; `game` is only sent when it
 * differs), newest or oldest first, filter with clear, Load more, Try again. Per kit: Share
 * (copies its link), New link (a new share key: old links stop working), Rename, Delete (asked
 * first), Publish, Convert to … (another game's editor, a new kit); admins also Make preset.
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
  const [game, setGame] = useState<Game>(editor.game);
  const [renaming, setRenaming] = useState<number | null>(null);
  // Kits deleted while their Undo lasts, each with that Undo: the row says so and offers it in
  // place, inside the modal, where a keyboard user can reach it (the toast sits outside).
  const [deleted, setDeleted] = useState<ReadonlyMap<number, () => void>>(new Map());
  const settle = (id: number) =>
    setDeleted((current) => {
      const next = new Map(current);
      next.delete(id);
      return next;
    });
  const list = useSavedKits(open, {
    mode: 'own',
    sorting,
    filter,
    ...(game !== editor.game ? { game } : {}),
  });
  const rename = async (kit: SavedKit, name: string) => {
    const done = await editor.actions.renameKit(kit.id, name);
    if (done === null) return false;
    list.update(kit.id, { name: done });
    setRenaming(null);
    return true;
  };

  return (
    <Modal title={t('load.title')} open={open} onClose={() => setDialog(null)} wide>
      <div className="chooser-bar">
        <div role="radiogroup" aria-label={t('load.game')} className="segmented">
          {SWITCH.filter((g) => (GAMES as readonly string[]).includes(g)).map((g) => (
            <button key={g} type="button" role="radio" aria-checked={game === g} onClick={() => setGame(g)}>
              {t(`game.${g}`)}
            </button>
          ))}
        </div>
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
        {(kit, index) => {
          const name = kit.name || t('load.untitled');
          const editing = renaming === kit.id;
          const undo = deleted.get(kit.id);
          if (undo) {
            return (
              <li key={kit.id} className="saved-kit-item deleted-kit">
                <p role="status">{t('load.deletedKit', { name })}</p>
                <button type="button" autoFocus aria-label={t('load.undoDeleteKit', { name })} onClick={undo}>
                  {t('load.undoDelete')}
                </button>
              </li>
            );
          }
          return (
            <li key={kit.id} className="saved-kit-item">
              <button
                type="button"
                className="grid-item"
                aria-label={t('load.loadKit', { name })}
                onClick={() => void editor.actions.loadSaved(kit)}
              >
                {kit.image ? <img src={kit.image} alt="" /> : null}
                <span className="grid-name">{name}</span>
                {kit.published ? <span className="badge">{t('load.published')}</span> : null}
              </button>
              {editing ? (
                <RenameForm
                  initial={kit.name}
                  label={t('load.newName')}
                  onApply={(next) => rename(kit, next)}
                  onCancel={() => setRenaming(null)}
                />
              ) : null}
              <div className="saved-kit-actions">
                <button
                  type="button"
                  aria-label={t('load.shareKit', { name })}
                  onClick={() => void editor.actions.shareKit(kit)}
                >
                  {t('load.share')}
                </button>
                <button
                  type="button"
                  aria-label={t('load.newLinkKit', { name })}
                  onClick={() =>
                    void editor.actions
                      .renewShareLink(kit.id)
                      .then((key) => key !== null && list.update(kit.id, { key }))
                  }
                >
                  {t('load.newLink')}
                </button>
                <button
                  type="button"
                  aria-label={t('load.renameKit', { name })}
                  onClick={() => setRenaming(kit.id)}
                >
                  {t('load.rename')}
                </button>
                <button
                  type="button"
                  aria-label={t(kit.published ? 'load.unpublishKit' : 'load.publishKit', { name })}
                  onClick={() =>
                    void editor.actions
                      .publishKit(kit.id, !kit.published)
                      .then((published) => published !== null && list.update(kit.id, { published }))
                  }
                >
                  {t(kit.published ? 'load.unpublish' : 'load.publish')}
                </button>
                <ConvertKitMenu kit={kit} name={name} />
                <button
                  type="button"
                  className="danger"
                  aria-label={t('load.deleteKit', { name })}
                  onClick={() =>
                    void editor.actions
                      .deleteKit(
                        kit.id,
                        () => {
                          settle(kit.id);
                          list.bringBack(kit, index);
                        },
                        () => {
                          settle(kit.id);
                          list.forget(kit.id);
                        },
                      )
                      .then((undo) => undo && setDeleted((current) => new Map(current).set(kit.id, undo)))
                  }
                >
                  {t('load.delete')}
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
              </div>
            </li>
          );
        }}
      </SavedKitList>
    </Modal>
  );
}
