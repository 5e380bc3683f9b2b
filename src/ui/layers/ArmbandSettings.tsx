import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import { useEditor, useEditorValue } from '../../editor/hooks.tsx';
import { catalogueForChooser, type CatalogueItem } from '../../editor/catalogue.ts';
import { ARMBAND_STATES, type ArmbandLayer } from '../../editor/kit.ts';
import { userAtom } from '../../editor/state.ts';
import { Choice } from '../widgets/Choice.tsx';

/**
 * The captain's armband's own settings (document 1 §3): its state (none, single-colour preset,
 * template colours + 1) and which armband preset. Plus presets are locked for free users.
 */
export function ArmbandSettings({ layer }: { layer: ArmbandLayer }) {
  const { t } = useTranslation();
  const editor = useEditor();
  const user = useEditorValue(userAtom);
  const [presets, setPresets] = useState<CatalogueItem[]>([]);
  useEffect(() => {
    let live = true;
    void catalogueForChooser(editor.context, 'armbands').then((items) => live && setPresets(items));
    return () => {
      live = false;
    };
  }, [editor]);
  const usable = presets.filter((p) => !p.premium || user?.premium === true);
  const state = layer.preset.t;
  const name = layer.preset.n || usable[0]?.name || '';
  return (
    <div className="armband-settings" role="group" aria-label={t('armband.settings')}>
      <Choice
        label={t('armband.state')}
        value={state}
        options={ARMBAND_STATES.map((s) => ({ value: s, label: t(`armband.state.${s}`) }))}
        onChange={(t) => editor.actions.setArmband(layer.uuid, { t, n: name })}
      />
      <Choice
        label={t('armband.preset')}
        value={name}
        disabled={state === 'none'}
        options={presets.map((p) => ({
          value: p.name,
          label: `${p.name_display ?? p.name}${p.premium && !user?.premium ? ` (${t('common.plus')})` : ''}`,
        }))}
        onChange={(n) => editor.actions.setArmband(layer.uuid, { t: state, n })}
      />
    </div>
  );
}
