import { useTranslation } from '../../i18n/index.ts';
import { useEditorValue } from '../../editor/hooks.tsx';
import { PRINTING_SHORTS_RANGES, shortsPrintingShown, type PrintingShortsField } from '../../editor/kit.ts';
import { useKitTools } from '../../editor/kit-tools.ts';
import { kitAtom, kitFieldAtom } from '../../editor/state.ts';
import { Choice } from '../widgets/Choice.tsx';
import { ColorSwatch } from '../widgets/ColorSwatch.tsx';
import { Toggle } from '../widgets/Toggle.tsx';
import { PrintingSlider } from './PrintingSlider.tsx';

type NumberField = keyof typeof PRINTING_SHORTS_RANGES & PrintingShortsField;

/** The shorts number (document 1 §3 printing_shorts): the jersey's number and font on one leg. */
export function ShortsPrinting() {
  const { t } = useTranslation();
  const tools = useKitTools();
  const kit = useEditorValue(kitAtom);
  const shorts = useEditorValue(kitFieldAtom('playerPrintingShorts'));
  const shown = shortsPrintingShown(kit);
  const slider = (field: NumberField, label: string, min?: number) => (
    <PrintingSlider
      label={label}
      param={PRINTING_SHORTS_RANGES[field]}
      value={shorts[field]}
      min={min}
      onBegin={tools.beginPrintingEdit}
      onCommit={tools.commitPrintingEdit}
      onChange={(v) => tools.setPrintingShorts(field, v)}
    />
  );
  return (
    <>
      <h3>{t('printing.shorts')}</h3>
      <Toggle
        label={t('printing.shortsNumber')}
        checked={shown}
        onChange={(v) => tools.setPrintingShorts('enabled', v)}
      />
      {shown ? (
        <>
          {slider('size', t('printing.shortsSize'))}
          <Choice
            label={t('printing.side')}
            value={shorts.side}
            options={[
              { value: 'left' as const, label: t('printing.sideLeft') },
              { value: 'right' as const, label: t('printing.sideRight') },
            ]}
            onChange={(v) => tools.setPrintingShorts('side', v)}
          />
          {slider('posX', t('printing.shortsPosX'))}
          {slider('posY', t('printing.shortsPosY'))}
          <div className="field field-colors">
            <span className="field-label">{t('printing.colors')}</span>
            <ColorSwatch
              label={t('printing.shortsColor')}
              color={shorts.c[0] ?? '#ffffff'}
              onApply={(hex) => tools.setPrintingColor('shorts', 0, hex)}
            />
            {shorts.border && shorts.c[1] !== undefined ? (
              <ColorSwatch
                label={t('printing.shortsBorderColor')}
                color={shorts.c[1]}
                onApply={(hex) => tools.setPrintingColor('shorts', 1, hex)}
              />
            ) : null}
          </div>
          <Toggle
            label={t('printing.shortsBorder')}
            checked={shorts.border}
            onChange={(v) => tools.setPrintingShorts('border', v)}
          />
          {shorts.border ? slider('borderWidth', t('printing.shortsBorderWidth'), 1) : null}
        </>
      ) : null}
    </>
  );
}
