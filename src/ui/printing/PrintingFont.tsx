import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import { useEditor, useEditorValue } from '../../editor/hooks.tsx';
import { loadCatalogue, type CatalogueItem } from '../../editor/catalogue.ts';
import { printedFont } from '../../editor/printing-font.ts';
import { userAtom } from '../../editor/state.ts';
import { PresetSelector } from '../dialogs/PresetSelector.tsx';

/**
 * The Printing tab's font: the game's font list (nba_fonts for basketball, else fonts) showing the
 * font the printing is drawn in. A kit that names no font is drawn in the default font, which may
 * come from the other list (basketball's default is a letters font), so that one is listed too.
 */
export function PrintingFont({
  label,
  basketball,
  font,
  onChange,
}: {
  label: string;
  basketball: boolean;
  font: string;
  onChange: (font: string) => void;
}) {
  const { t } = useTranslation();
  const { context } = useEditor();
  const user = useEditorValue(userAtom);
  const folder = basketball ? 'nba_fonts' : 'fonts';
  // The compositor's list: letters fonts, then basketball number fonts.
  const [lists, setLists] = useState<{ fonts: CatalogueItem[]; nba_fonts: CatalogueItem[] } | null>(null);
  const [choosing, setChoosing] = useState(false);
  useEffect(() => {
    let live = true;
    Promise.all([loadCatalogue(context.api, 'fonts'), loadCatalogue(context.api, 'nba_fonts')])
      .then(([fonts, nba_fonts]) => live && setLists({ fonts, nba_fonts }))
      .catch(() => live && setLists({ fonts: [], nba_fonts: [] }));
    return () => {
      live = false;
    };
  }, [context.api]);

  const used = lists ? printedFont(font, [...lists.fonts, ...lists.nba_fonts]) : undefined;
  const offered = lists?.[folder] ?? [];
  const options = used && !offered.some((item) => item.id === used.id) ? [used, ...offered] : offered;
  return (
    <div className="asset-select">
      <label className="field field-choice">
        <span className="field-label">{label}</span>
        <select
          value={used?.id ?? ''}
          disabled={lists === null}
          onChange={(event) => onChange(event.target.value)}
        >
          {used ? null : <option value="">{t('common.none')}</option>}
          {options.map((item) => {
            const locked = item.premium && !user?.premium;
            return (
              <option key={item.id} value={item.id} disabled={locked}>
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
          onPick={onChange}
        />
      ) : null}
    </div>
  );
}
