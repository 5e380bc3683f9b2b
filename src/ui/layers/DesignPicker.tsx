import { useTranslation } from '../../i18n/index.ts';
import { useEditor } from '../../editor/hooks.tsx';
import { DESIGN_NAMES, type Kit } from '../../editor/kit.ts';
import { VisualPicker } from '../widgets/VisualPicker.tsx';
import { useDesignThumbnails } from './use-design-thumbnails.ts';

/** The design layer's type as thumbnails drawn in the kit's colours (document 1 §2 "design"). */
export function DesignPicker({ kit, uuid, value }: { kit: Kit; uuid: string; value: string }) {
  const { t } = useTranslation();
  const { actions } = useEditor();
  const pictures = useDesignThumbnails(kit, uuid);
  return (
    <VisualPicker
      label={t('field.type')}
      value={value}
      options={DESIGN_NAMES.map((design) => {
        const url = pictures[design];
        return {
          value: design,
          label: t(`design.${design}`),
          picture: url ? <img src={url} alt="" width={104} height={104} draggable={false} /> : null,
        };
      })}
      onChange={(design) => actions.changeDesign(uuid, design)}
    />
  );
}
