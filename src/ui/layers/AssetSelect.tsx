import { useEffect, useState } from 'react';
import { useEditor } from '../../editor/hooks.tsx';
import {
  assetValue,
  catalogueForChooser,
  type AssetFolder,
  type CatalogueItem,
} from '../../editor/catalogue.ts';
import { CatalogueChoice } from './CatalogueChoice.tsx';

/** Picks a layer's asset (graphic, pattern, font, logo, collar, material) from its catalogue. */
export function AssetSelect({
  label,
  folder,
  value,
  onChange,
}: {
  label: string;
  folder: AssetFolder;
  value: string;
  onChange: (value: string, item: CatalogueItem | undefined) => void;
}) {
  const { context } = useEditor();
  const [items, setItems] = useState<CatalogueItem[] | null>(null);
  useEffect(() => {
    let live = true;
    void catalogueForChooser(context, folder).then((list) => live && setItems(list));
    return () => {
      live = false;
    };
  }, [context, folder]);
  const optionValue = (item: CatalogueItem) => assetValue(folder, item);
  return (
    <CatalogueChoice
      label={label}
      folder={folder}
      items={items}
      value={value}
      optionValue={optionValue}
      onChange={(next) =>
        onChange(
          next,
          items?.find((item) => optionValue(item) === next),
        )
      }
    />
  );
}
