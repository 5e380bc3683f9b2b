import { useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import { useEditor, useEditorValue, useSessionSetter } from '../../editor/hooks.tsx';
import { kitColors } from '../../editor/kit.ts';
import { kitAtom, openDialogAtom } from '../../editor/state.ts';
import { ColorSwatch } from '../widgets/ColorSwatch.tsx';
import { Modal } from './Modal.tsx';

/**
 * Quick recolor: pairs of old and new colour, the kit's main colours first and named by role
 * (primary, secondary, accent, trim: `kitColors` in src/kit); Apply is one undo step and closes
 * the panels.
 */
export function QuickRecolor() {
  const { t } = useTranslation();
  const { actions } = useEditor();
  const open = useEditorValue(openDialogAtom) === 'recolor';
  const setDialog = useSessionSetter(openDialogAtom);
  const kit = useEditorValue(kitAtom);
  const colors = useMemo(() => kitColors(kit), [kit]);
  const [targets, setTargets] = useState<Record<string, string>>({});
  const close = () => {
    setTargets({});
    setDialog(null);
  };
  return (
    <Modal title={t('recolor.title')} open={open} onClose={close}>
      <ul className="recolor-list">
        {colors.map(({ color: from, role }) => {
          const roleName = role === null ? null : t(`recolor.role.${role}`);
          return (
            <li key={from} className="recolor-pair">
              <span
                className="swatch swatch-large"
                style={{ background: from }}
                aria-label={
                  roleName === null
                    ? t('recolor.old', { color: from })
                    : t('recolor.oldRole', { role: roleName, color: from })
                }
                role="img"
              />
              <span aria-hidden="true">→</span>
              <ColorSwatch
                label={
                  roleName === null
                    ? t('recolor.new', { color: from })
                    : t('recolor.newRole', { role: roleName, color: from })
                }
                color={targets[from] ?? from}
                onApply={(hex) => setTargets((current) => ({ ...current, [from]: hex }))}
              />
              {roleName !== null && <span className="recolor-role">{roleName}</span>}
            </li>
          );
        })}
      </ul>
      <div className="dialog-buttons">
        <button type="button" onClick={close}>
          {t('common.cancel')}
        </button>
        <button
          type="button"
          className="primary"
          onClick={() => {
            actions.quickRecolor(Object.entries(targets));
            setTargets({});
          }}
        >
          {t('recolor.apply')}
        </button>
      </div>
    </Modal>
  );
}
