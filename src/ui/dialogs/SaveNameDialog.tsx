import { useState } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import { useEditor, useEditorValue } from '../../editor/hooks.tsx';
import { KIT_NAME_MAX } from '../../editor/kit.ts';
import { saveNamingAtom } from '../../editor/state.ts';
import { Modal } from './Modal.tsx';

/**
 * A kit's first save (and Save as new) asks for its name (issue 31), offering the player's own
 * name for it or its template's; Enter or Save saves, Escape or Cancel saves nothing.
 */
export function SaveNameDialog() {
  const { t } = useTranslation();
  const { actions } = useEditor();
  const naming = useEditorValue(saveNamingAtom);
  return (
    <Modal
      title={t(naming?.asNew ? 'saveName.titleAsNew' : 'saveName.title')}
      open={naming !== null}
      onClose={() => actions.cancelNaming()}
    >
      {/* Keyed by the request: each opening starts from the name it offers. */}
      {naming ? <NameForm key={naming.name + String(naming.asNew)} offered={naming.name} /> : null}
    </Modal>
  );
}

function NameForm({ offered }: { offered: string }) {
  const { t } = useTranslation();
  const { actions } = useEditor();
  const [name, setName] = useState(offered);
  const empty = name.trim() === '';
  return (
    <form
      className="save-name"
      onSubmit={(event) => {
        event.preventDefault();
        if (!empty) void actions.saveNamed(name);
      }}
    >
      <label className="field field-text">
        <span className="field-label">{t('saveName.label')}</span>
        <input
          value={name}
          maxLength={KIT_NAME_MAX}
          autoFocus
          onFocus={(event) => event.target.select()}
          onChange={(event) => setName(event.target.value)}
        />
      </label>
      <div className="dialog-buttons">
        <button type="button" onClick={() => actions.cancelNaming()}>
          {t('common.cancel')}
        </button>
        <button type="submit" className="primary" disabled={empty}>
          {t('save.save')}
        </button>
      </div>
    </form>
  );
}
