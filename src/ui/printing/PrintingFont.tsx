import { useEffect, useState } from 'react';
import { useEditor } from '../../editor/hooks.tsx';
import { loadCatalogue, type CatalogueItem } from '../../editor/catalogue.ts';
import { printedFont } from '../../editor/printing-font.ts';
import { CatalogueChoice } from '../layers/CatalogueChoice.tsx';

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
  const { context } = useEditor();
  const folder = basketball ? 'nba_fonts' : 'fonts';
  // The compositor's list: letters fonts, then basketball number fonts.
  const [lists, setLists] = useState<{ fonts: CatalogueItem[]; nba_fonts: CatalogueItem[] } | null>(null);
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
    <CatalogueChoice
      label={label}
      folder={folder}
      items={lists ? options : null}
      value={used?.id ?? ''}
      optionValue={(item) => item.id}
      onChange={onChange}
    />
  );
}
