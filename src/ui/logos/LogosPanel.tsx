import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import { useEditor, useEditorValue, useSessionSetter } from '../../editor/hooks.tsx';
import { loadCatalogue, type CatalogueItem } from '../../editor/catalogue.ts';
import { LOGO_SLOTS } from '../../editor/kit.ts';
import { logoAreaAtom, logoAreas } from '../../editor/logos.ts';
import { kitAtom } from '../../editor/state.ts';
import { Choice } from '../widgets/Choice.tsx';
import { CustomLogos } from './CustomLogos.tsx';
import { CustomPositions } from './CustomPositions.tsx';
import { LogoSlotSection } from './LogoSlotSection.tsx';
import './logos.css';

/**
 * The Logos side tab (document 1 §2, §3; document 2 §2): one section per logo slot, custom
 * positions per area, and uploaded logos. The area choice decides which area's colours,
 * visibility and custom position the sections show, and where an upload goes.
 */
export function LogosPanel() {
  const { t } = useTranslation();
  const { context } = useEditor();
  const kit = useEditorValue(kitAtom);
  const area = useEditorValue(logoAreaAtom);
  const setArea = useSessionSetter(logoAreaAtom);
  const [catalogue, setCatalogue] = useState<CatalogueItem[]>([]);
  useEffect(() => {
    let live = true;
    loadCatalogue(context.api, 'logos')
      .then((list) => live && setCatalogue(list))
      .catch(() => live && setCatalogue([]));
    return () => {
      live = false;
    };
  }, [context.api]);
  // Create Club mode hides the team logo section (document 2 §2).
  const slots = LOGO_SLOTS.filter((slot) => !(slot === 'team' && kit.isCreateAClub));
  return (
    <div className="logos-panel">
      <h2>{t('logos.title')}</h2>
      <Choice
        label={t('logos.area')}
        value={area}
        options={logoAreas(kit.game).map((a) => ({ value: a, label: t(`area.${a}`) }))}
        onChange={setArea}
      />
      {slots.map((slot) => (
        <LogoSlotSection key={slot} slot={slot} catalogue={catalogue} />
      ))}
      <CustomPositions />
      <CustomLogos />
    </div>
  );
}
