import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import { useEditor, useEditorValue, useSessionSetter } from '../../editor/hooks.tsx';
import { loadCatalogue, type CatalogueItem } from '../../editor/catalogue.ts';
import { templateAccess } from '../../editor/entitlements.ts';
import {
  brandOptions,
  DEFAULT_PRESET_SORT,
  isNewPreset,
  presetsFor,
  PRESET_SORTS_OF,
  sortPresets,
  type PresetSort,
} from '../../editor/presets.ts';
import { openDialogAtom, userAtom } from '../../editor/state.ts';
import { BrandFilter } from './BrandFilter.tsx';
import { Modal } from './Modal.tsx';
import { TileBadges } from './TileBadges.tsx';

/** Start new: pick a template (optionally by brand); picking starts a new kit and closes. */
export function TemplateChooser() {
  const { t } = useTranslation();
  const editor = useEditor();
  const open = useEditorValue(openDialogAtom) === 'templates';
  const setDialog = useSessionSetter(openDialogAtom);
  const [items, setItems] = useState<CatalogueItem[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [sort, setSort] = useState<PresetSort>(DEFAULT_PRESET_SORT.templates);
  const [brand, setBrand] = useState('');
  const [plusOnly, setPlusOnly] = useState(false);
  // 'New' is judged against the moment the list arrived, so badges hold still while it is open.
  const [now, setNow] = useState(0);
  const user = useEditorValue(userAtom);
  useEffect(() => {
    if (!open) return;
    loadCatalogue(editor.context.api, 'templates')
      .then((list) => {
        setNow(Date.now());
        setItems(list);
        setFailed(false);
      })
      .catch(() => setFailed(true));
  }, [open, editor]);
  const ofGame = useMemo(
    () => presetsFor(items ?? [], user).filter((i) => editor.actions.templateOfGame(i)),
    [items, user, editor],
  );
  const brands = useMemo(() => brandOptions(ofGame), [ofGame]);
  const shown = sortPresets(
    ofGame.filter((i) => brand === '' || i.brand_cat === brand),
    sort,
  );
  return (
    <Modal title={t('templates.title')} open={open} onClose={() => setDialog(null)} wide>
      <div className="chooser-bar">
        <div role="tablist" aria-label={t('templates.sort')}>
          {PRESET_SORTS_OF.templates.map((s) => (
            <button key={s} type="button" role="tab" aria-selected={sort === s} onClick={() => setSort(s)}>
              {t(`sort.${s}`)}
            </button>
          ))}
        </div>
        <BrandFilter brands={brands} value={brand} onChange={setBrand} />
      </div>
      {failed ? <p role="alert">{t('status.error')}</p> : null}
      {plusOnly ? (
        <div className="plus-popup" role="alert">
          <span>{t('kit.presetPlusOnly')}</span>
          <a href="/plus/" target="_blank" rel="noreferrer">
            {t('link.getPlus')}
          </a>
          <button type="button" onClick={() => setPlusOnly(false)}>
            {t('common.close')}
          </button>
        </div>
      ) : null}
      <ul className="grid">
        {shown.map((item) => {
          const locked = templateAccess(editor.store, item) !== 'ok';
          const name = item.name.replace(/_/g, ' ');
          return (
            <li key={item.name}>
              <button
                type="button"
                className={locked ? 'grid-item locked' : 'grid-item'}
                aria-label={locked ? t('templates.locked', { name }) : name}
                onClick={() => {
                  // A locked template answers with the Plus popup instead of starting a kit.
                  if (locked) setPlusOnly(true);
                  else void editor.actions.startNew(item);
                }}
              >
                {'preview_url' in item && item.preview_url ? (
                  <img src={item.preview_url} alt="" loading="lazy" />
                ) : null}
                <span className="grid-name">{name}</span>
                <TileBadges
                  fresh={isNewPreset(item, 'templates', now)}
                  plus={item.premium === true}
                  admin={item.admin === true}
                  locked={locked}
                />
              </button>
            </li>
          );
        })}
      </ul>
    </Modal>
  );
}
