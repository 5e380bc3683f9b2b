import { useTranslation } from '../../i18n/index.ts';

/** A Plus-only feature's notice with its Get Plus link (document 2 §6: hints to get Plus). */
export function PlusNotice({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <p className="plus-popup" role="note">
      <span>{text}</span>
      <a href="/plus/" target="_blank" rel="noreferrer">
        {t('link.getPlus')}
      </a>
    </p>
  );
}
