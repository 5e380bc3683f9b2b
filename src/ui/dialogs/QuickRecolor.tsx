import { useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import { useEditor, useEditorValue, useSessionSetter } from '../../editor/hooks.tsx';
import { allLayers, type Kit } from '../../editor/kit.ts';
import { kitAtom, openDialogAtom } from '../../editor/state.ts';
import { ColorSwatch } from '../widgets/ColorSwatch.tsx';
import { Modal } from './Modal.tsx';

/** Every colour the enabled layers and logos use, in stack order, once each. */
function kitColors(kit: Kit): string[] {
  const seen = new Set<string>();
  for (const layer of allLayers(kit)) if (!layer.disabled) layer.c.forEach((c) => seen.add(c));
  for (const logo of kit.logos)
    if (!logo.disabled) Object.values(logo.c).forEach((list) => list.forEach((c) => seen.add(c)));
  return [...seen];
}

/** Quick recolor: pairs of old and new colour; Apply is one undo step and closes the panels. */
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
        {colors.map((from) => (
          <li key={from} className="recolor-pair">
            <span
              className="swatch swatch-large"
              style={{ background: from }}
              aria-label={t('recolor.old', { color: from })}
              role="img"
            />
            <span aria-hidden="true">→</span>
            <ColorSwatch
              label={t('recolor.new', { color: from })}
              color={targets[from] ?? from}
              onApply={(hex) => setTargets((current) => ({ ...current, [from]: hex }))}
            />
          </li>
        ))}
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
