import { useTranslation } from '../../i18n/index.ts';
import { useEditor, useEditorValue } from '../../editor/hooks.tsx';
import { draftOfferAtom } from '../../editor/state.ts';

/**
 * "Restore your unsaved kit?" (issue 31): the kit kept on this device from an earlier visit,
 * offered back until the player restores or discards it. Not modal: a bar under the header, in
 * the page's flow, so every control stays usable while it waits; the draft is not overwritten
 * until the player answers.
 */
export function DraftOffer() {
  const { t } = useTranslation();
  const { actions } = useEditor();
  const offer = useEditorValue(draftOfferAtom);
  if (offer === null) return null;
  return (
    <aside className="draft-offer" aria-labelledby="draft-offer-title">
      <h2 id="draft-offer-title">{t('draft.title')}</h2>
      <p>{offer.name.trim() === '' ? t('draft.textUnnamed') : t('draft.text', { name: offer.name })}</p>
      <div className="dialog-buttons">
        <button type="button" onClick={() => actions.discardDraft()}>
          {t('draft.discard')}
        </button>
        <button type="button" className="primary" onClick={() => void actions.restoreDraft()}>
          {t('draft.restore')}
        </button>
      </div>
    </aside>
  );
}
