import { useTranslation } from '../../i18n/index.ts';
import { useEditorValue } from '../../editor/hooks.tsx';
import {
  PRINT_PREVIEW_RANGES,
  PRINTING_RANGES,
  printPreviewShown,
  printingShown,
  type PlayerPrinting,
  type PrintingField,
} from '../../editor/kit.ts';
import { useKitTools } from '../../editor/kit-tools.ts';
import { kitAtom, kitFieldAtom } from '../../editor/state.ts';
import { ColorSwatch } from '../widgets/ColorSwatch.tsx';
import { Toggle } from '../widgets/Toggle.tsx';
import { PrintingFont } from './PrintingFont.tsx';
import { PrintingSlider } from './PrintingSlider.tsx';
import { ShortsPrinting } from './ShortsPrinting.tsx';

type NumberField = keyof typeof PRINTING_RANGES & PrintingField;

/**
 * The "Name & number" step, the spec's Printing tab (document 1 §3 "Player printing", document 2
 * §5 "Printing") in every game: the player's name and number typed once, printed on the back at
 * the game's real-kit sizes (games/player-print.ts), an optional front number, their font, colour
 * and border, and the shorts number. The settings are the kit's; the first edit adds the printing
 * entry to the shirt.
 */
export function PrintingPanel() {
  const { t } = useTranslation();
  const tools = useKitTools();
  const kit = useEditorValue(kitAtom);
  const printing = useEditorValue(kitFieldAtom('playerPrinting'));
  const slider = (field: NumberField, label: string, min?: number) => (
    <PrintingSlider
      label={label}
      param={PRINTING_RANGES[field]}
      value={printing[field]}
      min={min}
      onBegin={tools.beginPrintingEdit}
      onCommit={tools.commitPrintingEdit}
      onChange={(v) => tools.setPrinting(field, v)}
    />
  );
  const toggle = (field: keyof PlayerPrinting & PrintingField, label: string) => (
    <Toggle label={label} checked={printing[field] === true} onChange={(v) => tools.setPrinting(field, v)} />
  );
  return (
    <div className="settings-panel printing-panel">
      <h2>{t('tab.printing')}</h2>
      <p className="muted printing-intro">{t('printing.intro')}</p>
      {/* The player first: one name and one number drive the back, front and shorts printing. */}
      <div className="printing-player">
        <label className="field field-text">
          <span className="field-label">{t('printing.name')}</span>
          <input
            value={printing.name}
            autoComplete="off"
            onFocus={tools.beginPrintingEdit}
            onBlur={tools.commitPrintingEdit}
            onChange={(event) => tools.setPrinting('name', event.target.value)}
          />
        </label>
        {slider('number', t('printing.number'))}
      </div>
      <Toggle
        label={t('printing.show')}
        checked={printingShown(kit)}
        onChange={(v) => tools.setPrinting('disabled', !v)}
      />
      <PrintingFont
        label={t('printing.font')}
        basketball={kit.game === 'basketball'}
        font={printing.font}
        onChange={(value) => tools.setPrinting('font', value)}
      />
      <div className="field field-colors">
        <span className="field-label">{t('printing.colors')}</span>
        <ColorSwatch
          label={t('printing.color')}
          color={printing.c[0] ?? '#ffffff'}
          onApply={(hex) => tools.setPrintingColor('shirt', 0, hex)}
        />
        {printing.border && printing.c[1] !== undefined ? (
          <ColorSwatch
            label={t('printing.borderColor')}
            color={printing.c[1]}
            onApply={(hex) => tools.setPrintingColor('shirt', 1, hex)}
          />
        ) : null}
      </div>
      {toggle('border', t('printing.border'))}
      {printing.border ? slider('borderWidth', t('printing.borderWidth'), 1) : null}
      <h3>{t('printing.back')}</h3>
      {slider('numberSize', t('printing.numberSize'))}
      {slider('offset', t('printing.offset'))}
      {slider('nameSize', t('printing.nameSize'))}
      {slider('nameArch', t('printing.nameArch'))}
      {slider('nameOffset', t('printing.nameOffset'))}
      {toggle('belowNumber', t('printing.belowNumber'))}
      <h3>{t('printing.front')}</h3>
      {toggle('frontNumber', t('printing.frontNumber'))}
      {printing.frontNumber ? (
        <>
          {slider('frontNumberSize', t('printing.frontNumberSize'))}
          {slider('frontNumberPosX', t('printing.frontNumberPosX'))}
          {slider('frontNumberPosY', t('printing.frontNumberPosY'))}
        </>
      ) : null}
      <ShortsPrinting />
      <h3>{t('printing.previewTitle')}</h3>
      <Toggle
        label={t('printing.preview')}
        checked={printPreviewShown(kit)}
        onChange={(v) => tools.setPrintPreview(v)}
      />
      {printPreviewShown(kit) ? (
        <PrintingSlider
          label={t('printing.previewNumber')}
          param={PRINT_PREVIEW_RANGES.previewNumber}
          value={kit.hotspots.previewNumber}
          onBegin={tools.beginPrintingEdit}
          onCommit={tools.commitPrintingEdit}
          onChange={tools.setPreviewNumber}
        />
      ) : null}
    </div>
  );
}
