import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import { loadClubColors, searchClubColors, type ClubColor } from '../../editor/club-colors.ts';

export interface ClubColorsProps {
  /** The colour in the picker's field, marked in the list. */
  current: string | null;
  onChoose: (hex: string) => void;
}

/**
 * The picker's club colour presets (document 2 §3): a name and a hex each. Choosing one puts its
 * hex in the picker like a palette swatch; a search field narrows the 84 presets by name or hex.
 */
export function ClubColors({ current, onChoose }: ClubColorsProps) {
  const { t } = useTranslation();
  const [presets, setPresets] = useState<ClubColor[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [query, setQuery] = useState('');
  useEffect(() => {
    let live = true;
    loadClubColors().then(
      (list) => live && setPresets(list),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);
  const shown = presets ? searchClubColors(presets, query) : [];
  return (
    <section className="club-colors" aria-label={t('color.clubColors')}>
      <div className="club-colors-head">
        <h3>{t('color.clubColors')}</h3>
        <input
          type="search"
          aria-label={t('color.clubSearch')}
          placeholder={t('color.clubSearch')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      {failed ? <p className="error-text">{t('color.clubLoadError')}</p> : null}
      {presets === null && !failed ? <p className="muted">{t('color.clubLoading')}</p> : null}
      {presets !== null && shown.length === 0 ? <p className="muted">{t('common.noResults')}</p> : null}
      <ul className="club-color-list">
        {shown.map((preset) => (
          <li key={preset.name}>
            <button
              type="button"
              className={`club-color${current === preset.hex ? ' swatch-current' : ''}`}
              aria-label={t('color.clubPreset', { name: preset.name, hex: preset.hex })}
              onClick={() => onChoose(preset.hex)}
            >
              <span className="club-color-swatch" style={{ background: preset.hex }} aria-hidden="true" />
              <span className="club-color-name">{preset.name}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
