import { useTranslation } from '../../i18n/index.ts';
import { Icon } from './Icon.tsx';
import { Tip } from './Tip.tsx';

/** The grid button beside a catalogue choice that opens its preset selector ("Browse {name}"). */
export function BrowseButton({ label, onClick }: { label: string; onClick: () => void }) {
  const { t } = useTranslation();
  const name = t('presets.browse', { name: label });
  return (
    <Tip text={name}>
      <button type="button" className="browse-button" aria-label={name} onClick={onClick}>
        <Icon name="browse" />
      </button>
    </Tip>
  );
}
