import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import { useEditor, useEditorValue } from '../../editor/hooks.tsx';
import { catalogueForChooser, type CatalogueItem } from '../../editor/catalogue.ts';
import { storedUploadsAtom } from '../../editor/uploads.ts';
import { PresetSelector } from '../dialogs/PresetSelector.tsx';
import { BrowseButton } from '../widgets/BrowseButton.tsx';

/**
 * A custom pattern's image (document 1 §3): the preset selector on the pattern catalogue, with
 * the user's stored uploads as a category, the same chooser the logos use. The editor's action
 * applies the Plus rules and says why when it refuses.
 */
export function CustomPatternImage({ uuid, value }: { uuid: string; value: string }) {
  const { t } = useTranslation();
  const { actions, context } = useEditor();
  const stored = useEditorValue(storedUploadsAtom);
  const [patterns, setPatterns] = useState<CatalogueItem[]>([]);
  const [choosing, setChoosing] = useState(false);
  useEffect(() => {
    let live = true;
    void catalogueForChooser(context, 'patterns').then((list) => live && setPatterns(list));
    return () => {
      live = false;
    };
  }, [context]);
  // An upload's name is in the user's stored uploads: read them when the kit shows one.
  const showsUpload = value.startsWith('/files/uploads/');
  useEffect(() => {
    if (showsUpload && stored.state === 'signed-out') void actions.refreshUploads();
  }, [actions, showsUpload, stored.state]);
  const label = t('customPattern.image');
  const upload = stored.state === 'ready' ? stored.images.find((image) => image.url === value) : undefined;
  const name =
    value === ''
      ? t('common.none')
      : (patterns.find((item) => item.url === value)?.name ?? upload?.name_display ?? value.split('/').pop());
  return (
    <div className="asset-select custom-pattern-image" role="group" aria-label={label}>
      <span className="field-label">{label}</span>
      {value !== '' ? <img className="pattern-image-preview" src={value} alt="" /> : null}
      <span className="grid-name">{name}</span>
      <BrowseButton label={label} onClick={() => setChoosing(true)} />
      {choosing ? (
        <PresetSelector
          folder="patterns"
          open={choosing}
          onClose={() => setChoosing(false)}
          onPick={(_name, item) => actions.chooseCustomPatternImage(uuid, item.url, item)}
          uploads={{
            label: (image) => t('upload.usePattern', { name: image }),
            onPick: (image) => actions.chooseCustomPatternImage(uuid, image.url),
            upload: {
              label: t('upload.image'),
              onFile: (file) =>
                void actions.uploadCustomPatternImage(uuid, file).then(() => actions.refreshUploads()),
            },
          }}
        />
      ) : null}
    </div>
  );
}
