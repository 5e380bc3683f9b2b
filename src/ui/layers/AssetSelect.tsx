import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import { useEditor, useEditorValue } from '../../editor/hooks.tsx';
import { assetValue, loadCatalogue, type AssetFolder, type CatalogueItem } from '../../editor/catalogue.ts';
import { userAtom } from '../../editor/state.ts';
import { PresetSelector } from '../dialogs/PresetSelector.tsx';

/** Picks a layer's asset (graphic, pattern, font, logo, collar, material) from its catalogue. */
export function AssetSelect({
  label,
  folder,
  value,
  onChange,
}: {
  label: string;
  folder: AssetFolder;
  value: string;
  onChange: (value: string, item: CatalogueItem | undefined) => void;
}) {
  const { t } = useTranslation();
  const { context } = useEditor();
  const user = useEditorValue(userAtom);
  const [items, setItems] = useState<CatalogueItem[] | null>(null);
  const [choosing, setChoosing] = useState(false);
  useEffect(() => {
    let live = true;
    loadCatalogue(context.api, folder)
      .then((list) => live && setItems(list))
      .catch(() => live && setItems([]));
    return () => {
      live = false;
    };
  }, [context.api, folder]);
  return (
    <div className="asset-select">
      <label className="field field-choice">
        <span className="field-label">{label}</span>
        <select
          value={value}
          disabled={items === null}
          onChange={(event) =>
            onChange(
              event.target.value,
              items?.find((item) => assetValue(folder, item) === event.target.value),
            )
          }
        >
          {value === '' ? <option value="">{t('common.none')}</option> : null}
          {(items ?? []).map((item) => {
            const option = assetValue(folder, item);
            const locked = item.premium && !user?.premium;
            return (
              <option key={option} value={option} disabled={locked}>
                {item.name}
                {locked ? ` (${t('common.plus')})` : ''}
              </option>
            );
          })}
        </select>
      </label>
      <button type="button" onClick={() => setChoosing(true)}>
        {t('presets.browse', { name: label })}
      </button>
      {choosing ? (
        <PresetSelector
          folder={folder}
          open={choosing}
          onClose={() => setChoosing(false)}
          onPick={(value) =>
            onChange(
              value,
              items?.find((item) => assetValue(folder, item) === value),
            )
          }
        />
      ) : null}
    </div>
  );
}
