import { useTranslation } from '../../i18n/index.ts';

/**
 * The brand dropdown of the template chooser and the preset selector: '' is every brand. Options
 * carry the brand's display name (editor/presets.ts `brandOptions`), never its catalogue id.
 */
export function BrandFilter(props: {
  brands: readonly { value: string; label: string }[];
  value: string;
  onChange: (brand: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <label className="field field-choice">
      <span className="field-label">{t('templates.brand')}</span>
      <select value={props.value} onChange={(event) => props.onChange(event.target.value)}>
        <option value="">{t('templates.allBrands')}</option>
        {props.brands.map((b) => (
          <option key={b.value} value={b.value}>
            {b.label}
          </option>
        ))}
      </select>
    </label>
  );
}
