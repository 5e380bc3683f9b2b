import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import type { SavedKit } from '../../api/index.ts';
import { useEditor } from '../../editor/hooks.tsx';
import type { Game } from '../../editor/kit.ts';

/**
 * A saved kit's "Convert to …" (issue 29): the games its layout can be transferred to, each
 * opening that game's editor with the kit as a new, unsaved kit. Which games, and what a
 * conversion does, are the editor's (actions/convert.ts); this only lists and asks.
 */
export function ConvertKitMenu({ kit, name }: { kit: SavedKit; name: string }) {
  const { t } = useTranslation();
  const editor = useEditor();
  const [open, setOpen] = useState(false);
  const [targets, setTargets] = useState<readonly Game[] | null>(null);
  useEffect(() => {
    if (!open || targets !== null) return;
    let live = true;
    void editor.actions.convertTargets(kit.game).then((games) => live && setTargets(games));
    return () => {
      live = false;
    };
  }, [open, targets, editor, kit.game]);
  const convert = async (to: Game) => {
    const address = await editor.actions.convertSavedKit(kit, to, new URL(window.location.href));
    if (address !== null) window.location.assign(address);
  };
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-label={t('load.convertKit', { name })}
        onClick={() => setOpen((was) => !was)}
      >
        {t('load.convert')}
      </button>
      {open ? (
        <div role="group" aria-label={t('load.convertKit', { name })} className="convert-targets">
          {targets === null ? <span role="status">{t('status.loading')}</span> : null}
          {targets?.map((game) => (
            <button
              key={game}
              type="button"
              aria-label={t('load.convertKitTo', { name, game: t(`game.${game}`) })}
              onClick={() => void convert(game)}
            >
              {t(`game.${game}`)}
            </button>
          ))}
        </div>
      ) : null}
    </>
  );
}
