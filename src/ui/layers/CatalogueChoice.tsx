import { useState } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import { useEditor, useEditorValue } from '../../editor/hooks.tsx';
import { catalogueItemAccess } from '../../editor/entitlements.ts';
import type { AssetFolder, CatalogueItem } from '../../editor/catalogue.ts';
import { userAtom } from '../../editor/state.ts';
import { PresetSelector } from '../dialogs/PresetSelector.tsx';
import { BrowseButton } from '../widgets/BrowseButton.tsx';

/**
 * A catalogue choice as the layer panels show it: a select of the items (Plus, early-access and
 * admin items locked for users the kit's rule refuses them, "None" while nothing is chosen) and a button opening the preset selector on the
 * same folder. `items` null: the catalogue is still loading.
 */
export function CatalogueChoice({
  label,
  folder,
  items,
  value,
  optionValue,
  onChange,
}: {
  label: string;
  folder: AssetFolder;
  items: readonly CatalogueItem[] | null;
  value: string;
  /** The value an item stands for in `value` and `onChange`. */
  optionValue: (item: CatalogueItem) => string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const { store } = useEditor();
  // Re-render when the user changes: what is locked depends on their membership.
  useEditorValue(userAtom);
  const [choosing, setChoosing] = useState(false);
  return (
    <div className="asset-select">
      <label className="field field-choice">
        <span className="field-label">{label}</span>
        <select value={value} disabled={items === null} onChange={(event) => onChange(event.target.value)}>
          {value === '' ? <option value="">{t('common.none')}</option> : null}
          {(items ?? []).map((item) => {
            const option = optionValue(item);
            // The kit's rule decides (Plus, early access, admin); the edit gate refuses the same.
            const access = catalogueItemAccess(store, item);
            const locked = access !== 'ok' && option !== value;
            return (
              <option key={option} value={option} disabled={locked}>
                {item.name}
                {access === 'premium' ? ` (${t('common.plus')})` : ''}
                {access === 'early-access' ? ` (${t('upcoming.earlyAccess')})` : ''}
              </option>
            );
          })}
        </select>
      </label>
      <BrowseButton label={label} onClick={() => setChoosing(true)} />
      {choosing ? (
        <PresetSelector
          folder={folder}
          open={choosing}
          onClose={() => setChoosing(false)}
          onPick={onChange}
        />
      ) : null}
    </div>
  );
}
