import { useState } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import { useEditor, useEditorValue } from '../../editor/hooks.tsx';
import { inspirationOpenAtom } from '../../editor/inspiration.ts';
import { GAMES, type Game } from '../../editor/kit.ts';
import { useKitTools } from '../../editor/kit-tools.ts';
import { userAtom } from '../../editor/state.ts';
import { Choice } from '../widgets/Choice.tsx';
import { Modal } from './Modal.tsx';
import { KitFilter, SavedKitList } from './SavedKitList.tsx';
import { useSavedKits } from './use-saved-kits.ts';

/**
 * The inspiration list (document 2 §2, §4): presets made from saved kits, newest first, with a
 * game switch, a filter, Load more and Try again. Picking one asks about unsaved changes and
 * starts a kit based on it; an admin can delete a preset.
 */
export function InspirationDialog() {
  const { t } = useTranslation();
  const editor = useEditor();
  const tools = useKitTools();
  const open = useEditorValue(inspirationOpenAtom);
  const user = useEditorValue(userAtom);
  const [game, setGame] = useState<Game>(editor.game);
  const [filter, setFilter] = useState('');
  const list = useSavedKits(open, { mode: 'inspiration', game, filter });
  return (
    <Modal title={t('inspiration.title')} open={open} onClose={tools.closeInspiration} wide>
      <div className="chooser-bar">
        <Choice
          label={t('inspiration.game')}
          value={game}
          options={GAMES.map((g) => ({ value: g, label: t(`inspiration.gameName.${g}`) }))}
          onChange={setGame}
        />
        <KitFilter value={filter} onChange={setFilter} />
      </div>
      <SavedKitList list={list}>
        {(preset) => {
          const name = preset.name || t('load.untitled');
          return (
            <li key={preset.id} className="inspiration-item">
              <button type="button" className="grid-item" onClick={() => void tools.loadInspiration(preset)}>
                {preset.image ? <img src={preset.image} alt="" /> : null}
                <span className="grid-name">{name}</span>
              </button>
              {user?.admin ? (
                <button
                  type="button"
                  className="icon-button"
                  aria-label={t('inspiration.delete', { name })}
                  onClick={() =>
                    void tools.deletePreset(preset).then((deleted) => deleted && list.forget(preset.id))
                  }
                >
                  ✕
                </button>
              ) : null}
            </li>
          );
        }}
      </SavedKitList>
    </Modal>
  );
}
