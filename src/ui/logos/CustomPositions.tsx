import { useTranslation } from '../../i18n/index.ts';
import { useEditor, useEditorValue } from '../../editor/hooks.tsx';
import { canUseCustomPositions } from '../../editor/kit.ts';
import { logoAreas } from '../../editor/logos.ts';
import { kitAtom, userAtom } from '../../editor/state.ts';
import { Toggle } from '../widgets/Toggle.tsx';
import { PlusNotice } from './PlusNotice.tsx';

const FREE = { premium: false, tier: 0, admin: false } as const;

/**
 * Custom logo positions per area ('toggle custom position', Plus only). Free users see the
 * switches disabled with the Plus notice and its Get Plus link (document 1 §5, §6).
 */
export function CustomPositions() {
  const { t } = useTranslation();
  const { actions } = useEditor();
  const kit = useEditorValue(kitAtom);
  const user = useEditorValue(userAtom);
  const allowed = canUseCustomPositions(user ?? FREE);
  return (
    <section className="logo-custom-positions" aria-label={t('logos.customPositions')}>
      <h3>{t('logos.customPositions')}</h3>
      {logoAreas(kit.game).map((area) => (
        <Toggle
          key={area}
          label={t('logos.customPositionOn', { area: t(`area.${area}`) })}
          checked={kit.customPos.includes(area)}
          disabled={!allowed}
          onChange={() => actions.toggleCustomPosition(area)}
        />
      ))}
      {allowed ? null : <PlusNotice text={t('logos.customPositionsPlus')} />}
    </section>
  );
}
