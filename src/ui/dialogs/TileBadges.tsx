import { useTranslation } from '../../i18n/index.ts';
import { Icon } from '../widgets/Icon.tsx';

/**
 * The New and Plus badges of a chooser tile, in the tile's top corner over its picture, so every
 * tile of a grid keeps the same height whatever it carries. A Plus item the user may not use shows
 * a lock beside the word. Admin-only items (listed to admins alone) say so.
 */
export function TileBadges({
  fresh,
  plus,
  admin = false,
  locked = false,
}: {
  fresh: boolean;
  plus: boolean;
  admin?: boolean;
  locked?: boolean;
}) {
  const { t } = useTranslation();
  if (!fresh && !plus && !admin) return null;
  return (
    <span className="tile-badges">
      {fresh ? <span className="badge badge-new">{t('presets.new')}</span> : null}
      {plus ? (
        <span className="badge">
          {locked ? <Icon name="locked" size={10} /> : null}
          {t('common.plus')}
        </span>
      ) : null}
      {admin ? <span className="badge badge-admin">{t('presets.admin')}</span> : null}
    </span>
  );
}
