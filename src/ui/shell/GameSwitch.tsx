import { useTranslation } from '../../i18n/index.ts';
import { useEditor, useEditorValue } from '../../editor/hooks.tsx';
import { componentAtom } from '../../editor/state.ts';
import type { Game } from '../../kit/index.ts';
import { useSite } from './site-context.ts';

const COMBINED: readonly Game[] = ['eafc', 'fifa'];

/**
 * The FIFA / EA FC switch of the combined site (document 2 §2, §4 "Mode switch"): the two toggle
 * in place; choosing the current one does nothing.
 */
export function GameSwitch() {
  const { t } = useTranslation();
  const { game } = useEditor();
  const site = useSite();
  // Embedded, the host page chose the game.
  const embedded = useEditorValue(componentAtom);
  if (!site || embedded || !COMBINED.includes(game)) return null;
  return (
    <div className="game-switch" role="group" aria-label={t('site.switchLabel')}>
      {COMBINED.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={option === game}
          onClick={() => {
            if (option !== game) void site.switchGame(option);
          }}
        >
          {t(`site.mode.${option}`)}
        </button>
      ))}
    </div>
  );
}
