import { useTranslation } from '../../i18n/index.ts';
import { DESIGN_LABEL_KEYS, isGeneratorDesign } from '../../kit/random/index.ts';
import type { BulkKit } from './bulk-session.ts';

/** Every generated kit as its 2D kit, with what it is and a way into the editor. */
export function KitGrid({
  kits,
  disabled,
  onEdit,
}: {
  kits: readonly BulkKit[];
  disabled: boolean;
  onEdit: (kit: BulkKit) => void;
}) {
  const { t } = useTranslation();
  return (
    <ul className="bulk-grid" aria-label={t('bulk.kits')}>
      {kits.map((kit) => {
        const name = t('bulk.kitName', { team: kit.teamName, type: t(`fm.type.${kit.type}`) });
        return (
          <li key={kit.id} className="bulk-kit">
            <figure>
              {kit.thumbnail ? (
                <img src={kit.thumbnail} alt={t('bulk.kitImage', { kit: name })} width={207} height={207} />
              ) : (
                <div
                  className="bulk-kit-pending"
                  role="status"
                  aria-label={t('bulk.drawing', { kit: name })}
                />
              )}
              <figcaption>
                <strong>{kit.teamName}</strong>
                <span>{t(`fm.type.${kit.type}`)}</span>
                <span className="muted">
                  {kit.design === null
                    ? t('bulk.changed')
                    : isGeneratorDesign(kit.design)
                      ? t(DESIGN_LABEL_KEYS[kit.design])
                      : kit.design}
                </span>
              </figcaption>
            </figure>
            <button
              type="button"
              aria-label={t('bulk.edit', { kit: name })}
              disabled={disabled || !kit.thumbnail}
              onClick={() => onEdit(kit)}
            >
              {t('bulk.editShort')}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
