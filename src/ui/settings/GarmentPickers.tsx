import { useTranslation } from '../../i18n/index.ts';
import { useEditor } from '../../editor/hooks.tsx';
import { FOOTBALL_SHORTS_MODELS, readableKitColors, type Kit } from '../../editor/kit.ts';
import { VisualPicker } from '../widgets/VisualPicker.tsx';
import { CollarPicture, ShortsPicture, type GarmentColours } from './garment-pictures.tsx';

/** A garment's own colour (its base layer's) and the kit colour that reads on it, for its picture. */
function coloursOf(kit: Kit, stack: 'shirt' | 'shorts'): GarmentColours {
  const body = kit.layers[stack].find((layer) => layer.n === 'base' && !layer.disabled)?.c[0] ?? '#9aa3b2';
  return { body, trim: readableKitColors(kit, body)[0] ?? '#ffffff' };
}

/** The template's collar, as shirt fronts with each collar's neckline (document 1 §3, §7). */
export function CollarPicker({
  kit,
  collars,
  shapes,
}: {
  kit: Kit;
  collars: number;
  shapes?: readonly string[];
}) {
  const { t } = useTranslation();
  const { actions } = useEditor();
  const colours = coloursOf(kit, 'shirt');
  return (
    <VisualPicker
      label={t('settings.collar')}
      size="sm"
      value={kit.collar}
      options={Array.from({ length: collars }, (_, i) => ({
        value: i,
        label: t('settings.collarN', { n: i + 1 }),
        picture: <CollarPicture collar={i} shapes={shapes} colours={colours} />,
      }))}
      onChange={(v) => actions.setKitSetting('collar', v, { collars })}
    />
  );
}

/** The shorts model of fifa and eafc (0, 2, 3, 4, 6), as shorts in each model's cut. */
export function ShortsPicker({ kit }: { kit: Kit }) {
  const { t } = useTranslation();
  const { actions } = useEditor();
  const colours = coloursOf(kit, 'shorts');
  return (
    <VisualPicker
      label={t('settings.shortsModel')}
      size="sm"
      value={kit.selectedShorts}
      options={FOOTBALL_SHORTS_MODELS.map((model) => ({
        value: model,
        label: t('settings.shortsN', { n: model }),
        picture: <ShortsPicture model={model} colours={colours} />,
      }))}
      onChange={(v) => actions.setKitSetting('selectedShorts', v)}
    />
  );
}
